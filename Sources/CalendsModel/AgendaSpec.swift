public import CalendsValues

/// The agenda's own fields (`style: agenda`): the coming days' events as a list grouped by
/// day, as FullCalendar's list view and the agenda panels of e-paper dashboards show them —
/// a header per day in the locale, all-day events first, then each timed event with its
/// time range, title and place, a dot of its colour before it.
///
/// The first day is the canvas's `displayDateAtStartup`, else `today`. Events are the
/// timeline's (`TimelineEvent`, read by the same reader), so a spec can switch between the
/// week, the wall month and the agenda of the same events by changing `style`.
public struct AgendaSpec: Hashable, Sendable {
  /// The events listed; up to 10,000, ids unique.
  public var events: [TimelineEvent] = []
  /// `listDays`: how many days are listed, from the first day on.
  public var listDays = Defaults.listDays
  /// `maxEvents`: at most this many events are listed, the rest counted in "+N more"; nil
  /// lists as many as the height holds.
  public var maxEvents: Int?
  /// `eventTitleLines`: the most lines an event's title wraps to.
  public var eventTitleLines = WallMonthSpec.Defaults.eventTitleLines

  /// An agenda with every field at its default: a week, no events.
  public init() {}

  /// The first day listed: `displayDateAtStartup`, else `today`.
  public static func firstDay(canvas: Canvas, today: Day) -> Day {
    canvas.displayDateAtStartup ?? today
  }

  /// Accepted ranges, checked by the reader; named so messages and docs agree.
  public enum Limits {
    /// `listDays`: 1…366 days.
    public static let listDays: ClosedRange<Double> = 1...366
    /// `maxEvents`: 1…1000 events.
    public static let maxEvents: ClosedRange<Double> = 1...1000
  }

  /// Defaults of the agenda's own fields.
  public enum Defaults {
    /// A week: what an e-paper agenda beside a month shows.
    public static let listDays = 7
  }

  /// Field names this part of the spec reads, from `SpecField.all`.
  public static let fieldNames = SpecField.names(of: .agenda)
}

extension SpecReader {
  /// Reads an agenda document from the fields that are not the canvas's.
  func readAgenda(_ fields: [(String, SpecValue)]) throws(SpecError) -> AgendaSpec {
    var agenda = AgendaSpec()
    for (key, value) in fields {
      switch key {
      case "events": agenda.events = try events(value, key)
      case "listDays": agenda.listDays = try count(value, key, in: AgendaSpec.Limits.listDays)
      case "maxEvents": agenda.maxEvents = try count(value, key, in: AgendaSpec.Limits.maxEvents)
      case "eventTitleLines":
        agenda.eventTitleLines = try count(value, key, in: WallMonthSpec.Limits.eventTitleLines)
      default: throw misplaced(key, style: .agenda)
      }
    }
    return agenda
  }
}
