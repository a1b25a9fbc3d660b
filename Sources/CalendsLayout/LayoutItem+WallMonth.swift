import CalendsModel
public import CalendsValues

extension LayoutItem {
  /// An all-day or multi-day event's piece in one week row of the wall month. `start` and
  /// `end` are the piece's first and last day in that row (logical order: in a right-to-left
  /// grid `start` is at the right), `eventStart` and `eventEnd` the event's own first and
  /// last day (both inclusive: an end at midnight is not a day of the event); `week` is the
  /// 0-based row of the month grid and `slot` the 0-based line in that row's cells;
  /// `continuesBefore` / `continuesAfter` say the event goes on in the row before / after.
  /// `color` is unresolved; `fontSize` the title's; `textFrame` where the title sits;
  /// `text` the title as drawn when it had to be cut to fit (ending in "…"), nil when whole,
  /// "" when it is a number too wide for the bar even shrunk (left out, never cut: the
  /// layout's warnings name the day).
  public struct EventBar: Hashable, Sendable {
    public var identifier: String
    public var title: String
    public var color: ColorSpecifier
    public var start: Day
    public var end: Day
    public var eventStart: Day
    public var eventEnd: Day
    public var week: Int
    public var slot: Int
    public var continuesBefore: Bool
    public var continuesAfter: Bool
    public var fontSize: Double
    public var text: String?
    public var textFrame: Rect

    /// What the bar reads: the title, or its beginning and an ellipsis.
    public var drawnText: String { text ?? title }
    /// Whether the whole title is drawn (on one line or several: `text` breaks it with
    /// newlines), not cut short.
    public var isComplete: Bool { Self.same(drawnText, title) }

    /// The same text, whatever lines it was broken into (a break takes the space at it).
    static func same(_ drawn: String, _ whole: String) -> Bool {
      drawn.filter { !$0.isWhitespace } == whole.filter { !$0.isWhitespace }
    }

    func record(into r: inout Record) {
      (r.identifier, r.title, r.color, r.week) = (identifier, title, color, week)
      (r.fontSize, r.text, r.textFrame) = (fontSize, text, textFrame)
      r.wallMonth = WallMonthRecord(
        start: start, end: end, eventStart: eventStart, eventEnd: eventEnd, slot: slot,
        continuesBefore: continuesBefore, continuesAfter: continuesAfter)
    }
  }

  /// A timed event within one day: `time` is its start as `HH:MM`, drawn before the title;
  /// `dotFrame` the event's colour mark at the leading edge; `text` what is drawn when
  /// `HH:MM title` had to be cut to fit (ending in "…", never inside the time), nil when it is
  /// drawn whole, "" when it is a number (the time alone, or a number for a title) too wide
  /// for the line even shrunk: left out, and the layout's warnings name the day.
  public struct EventLine: Hashable, Sendable {
    public var date: Day
    public var identifier: String
    public var title: String
    public var time: String
    public var color: ColorSpecifier
    public var slot: Int
    public var fontSize: Double
    public var text: String?
    public var dotFrame: Rect
    public var textFrame: Rect

    /// What the line reads: `HH:MM title`, or its beginning and an ellipsis.
    public var drawnText: String { text ?? wholeText }
    /// Whether the whole `HH:MM title` is drawn, on one line or several.
    public var isComplete: Bool { EventBar.same(drawnText, wholeText) }
    /// `HH:MM title`, or the time alone for an event without a title.
    public var wholeText: String { Self.text(time: time, title: title) }

    /// `HH:MM title`, or `time` alone for an event without a title.
    static func text(time: String, title: String) -> String {
      title.isEmpty ? time : "\(time) \(title)"
    }

    func record(into r: inout Record) {
      (r.date, r.identifier, r.title, r.color) = (date, identifier, title, color)
      (r.fontSize, r.text, r.textFrame) = (fontSize, text, textFrame)
      r.wallMonth = WallMonthRecord(slot: slot, time: time)
    }
  }

  /// A day's events that are not drawn: `count` of them, shown as `text` in the locale's
  /// words and digits ("+2 more", "+ weitere 2", "+٢ أخرى").
  public struct MoreLink: Hashable, Sendable {
    public var date: Day
    public var count: Int
    public var text: String
    public var slot: Int
    public var fontSize: Double
    /// The hidden events' ids, in placement order (`count` of them), for the render report.
    public var hidden: [String] = []

    func record(into r: inout Record) {
      (r.date, r.text, r.fontSize) = (date, text, fontSize)
      r.wallMonth = WallMonthRecord(slot: slot, count: count, hidden: hidden)
    }
  }

  /// The wall month's own fields, for the JSON and the dump alike.
  struct WallMonthRecord {
    var start: Day?
    var end: Day?
    var eventStart: Day?
    var eventEnd: Day?
    var slot: Int?
    var continuesBefore: Bool?
    var continuesAfter: Bool?
    var time: String?
    var count: Int?
    var hidden: [String]?

    var fields: [(String, String)] {
      var fields: [(String, String)] = []
      func day(_ key: String, _ value: Day?) {
        if let value { fields.append((key, JSONText.string(value.description))) }
      }
      day("start", start)
      day("end", end)
      day("eventStart", eventStart)
      day("eventEnd", eventEnd)
      if let time { fields.append(("time", JSONText.string(time))) }
      if let slot { fields.append(("slot", String(slot))) }
      if let continuesBefore { fields.append(("continuesBefore", String(continuesBefore))) }
      if let continuesAfter { fields.append(("continuesAfter", String(continuesAfter))) }
      if let count { fields.append(("count", String(count))) }
      if let hidden {
        fields.append(("hidden", "[" + hidden.map(JSONText.string).joined(separator: ", ") + "]"))
      }
      return fields
    }
  }
}
