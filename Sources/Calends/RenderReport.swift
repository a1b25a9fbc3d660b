public import CalendsLayout
import CalendsValues

/// Everything an image does not show in full: text cut short or left out, events behind
/// "+N more", and fields given that change nothing. `calends render --report` writes it as
/// JSON; the layout JSON already marks each item (`truncated`, `lines`, a more link's
/// `hidden`), and the report gathers them so nothing has to be searched for.
public struct RenderReport: Hashable, Sendable {
  /// A text drawn shorter than it is (ending in "…") or not at all.
  public struct CutText: Hashable, Sendable {
    /// The layout item's kind (`event`, `allDayEvent`, `eventBar`, `eventLine`, `agendaEvent`
    /// — its title or its place — or `agendaDay`).
    public var kind: String
    /// The day it is drawn on, where it has one.
    public var date: Day?
    /// The event's id.
    public var identifier: String?
    /// The whole text.
    public var text: String
    /// What was drawn: empty when the text was left out.
    public var drawn: String
  }

  /// A day's events behind its "+N more".
  public struct HiddenEvents: Hashable, Sendable {
    public var date: Day
    /// The events' ids, in placement order.
    public var identifiers: [String]
  }

  public var cut: [CutText] = []
  public var hidden: [HiddenEvents] = []
  public var withoutEffect: [FieldWithoutEffect] = []
  /// The layout's own words for what it left out (a day label too wide for its column).
  public var leftOut: [String] = []

  /// An empty report: everything shown.
  public init() {}

  /// The report of `spec` drawn as `document`.
  public init(spec: CalendarSpec, document: LayoutDocument) {
    for item in document.pages.flatMap(\.allItems) {
      if let event = item.timelineEvent, event.truncated || event.leftOutTitle {
        let title = event.lines.filter { $0.role == .title }.map(\.text).joined()
        cut.append(
          CutText(
            kind: item.kind.rawValue, date: event.span?.startDate ?? event.date,
            identifier: event.identifier, text: event.title,
            drawn: event.leftOutTitle ? "" : title))
      } else if let bar = item.eventBar, !bar.isComplete {
        cut.append(
          CutText(
            kind: item.kind.rawValue, date: bar.start, identifier: bar.identifier,
            text: bar.title, drawn: bar.drawnText))
      } else if let line = item.eventLine, !line.isComplete {
        cut.append(
          CutText(
            kind: item.kind.rawValue, date: line.date, identifier: line.identifier,
            text: line.wholeText, drawn: line.drawnText))
      } else if let event = item.agendaEvent {
        if event.truncated {
          cut.append(
            CutText(
              kind: item.kind.rawValue, date: event.date, identifier: event.identifier,
              text: event.title, drawn: event.drawnTitle))
        }
        if let line = event.locationLine, line != event.location {
          cut.append(
            CutText(
              kind: item.kind.rawValue, date: event.date, identifier: event.identifier,
              text: event.location, drawn: line))
        }
      } else if let day = item.agendaDay, !day.isComplete {
        cut.append(
          CutText(
            kind: item.kind.rawValue, date: day.date, identifier: nil, text: day.whole,
            drawn: day.text))
      } else if let more = item.moreLink {
        hidden.append(HiddenEvents(date: more.date, identifiers: more.hidden))
      }
    }
    withoutEffect = spec.fieldsWithoutEffect
    leftOut = document.warnings.filter { $0.contains("left out") }
  }

  /// Nothing cut, hidden, left out or without effect.
  public var isEmpty: Bool {
    cut.isEmpty && hidden.isEmpty && withoutEffect.isEmpty && leftOut.isEmpty
  }

  /// Whether the summary has anything to say: labels left out are each a warning already.
  public var hasSummary: Bool { !(cut.isEmpty && hidden.isEmpty && withoutEffect.isEmpty) }

  /// One line saying how many of each, for standard error: "2 texts cut short, 3 events
  /// behind "+N more", 1 field without effect" (labels left out are each a warning already).
  public var summary: String {
    func count(_ n: Int, _ one: String, _ many: String) -> String? {
      n == 0 ? nil : "\(n) \(n == 1 ? one : many)"
    }
    return [
      count(cut.count, "text cut short", "texts cut short"),
      count(
        hidden.map(\.identifiers.count).reduce(0, +), "event behind \"+N more\"",
        "events behind \"+N more\""),
      count(withoutEffect.count, "field without effect", "fields without effect"),
    ].compactMap { $0 }.joined(separator: ", ")
  }

  /// The report as one line of JSON, keys in the same order as `json()`: what a server
  /// sends as a header.
  public func compactJSON() -> String { json(compact: true) }

  /// The report as a JSON object, keys in a fixed order, one entry a line.
  public func json() -> String { json(compact: false) }

  private func json(compact: Bool) -> String {
    let colon = compact ? ":" : ": "
    let comma = compact ? "," : ", "
    func string(_ text: String) -> String { JSONString.quoted(text) }
    func optional(_ text: String?) -> String { text.map(string) ?? "null" }
    func object(_ pairs: [(String, String)]) -> String {
      "{" + pairs.map { "\"\($0.0)\"\(colon)\($0.1)" }.joined(separator: comma) + "}"
    }
    func list(_ entries: [String]) -> String {
      if compact { return "[" + entries.joined(separator: ",") + "]" }
      return entries.isEmpty ? "[]" : "[\n    " + entries.joined(separator: ",\n    ") + "\n  ]"
    }
    let cutEntries = cut.map {
      object([
        ("kind", string($0.kind)), ("date", optional($0.date?.description)),
        ("id", optional($0.identifier)), ("text", string($0.text)), ("drawn", string($0.drawn)),
      ])
    }
    let hiddenEntries = hidden.map {
      object([
        ("date", string($0.date.description)), ("count", String($0.identifiers.count)),
        ("ids", "[" + $0.identifiers.map(string).joined(separator: comma) + "]"),
      ])
    }
    let fieldEntries = withoutEffect.map {
      object([("field", string($0.field)), ("reason", string($0.reason))])
    }
    let fields = [
      ("cut", list(cutEntries)), ("hidden", list(hiddenEntries)),
      ("leftOut", list(leftOut.map(string))), ("withoutEffect", list(fieldEntries)),
    ]
    if compact { return object(fields) }
    return "{\n" + fields.map { "  \"\($0.0)\": \($0.1)" }.joined(separator: ",\n") + "\n}\n"
  }
}
