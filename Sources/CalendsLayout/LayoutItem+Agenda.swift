import CalendsModel
public import CalendsValues

extension LayoutItem {
  /// An agenda day's header: the day in the locale's words ("Saturday, 28 November"),
  /// `states` `today` for today. `text` is the header as drawn (cut with "…" when the width
  /// is too narrow, which never happens at the widths a panel has), `whole` the header.
  public struct AgendaDay: Hashable, Sendable {
    public var date: Day
    public var text: String
    public var whole: String
    /// The weekday's name, at the trailing end of `textFrame`.
    public var weekday: String
    public var states: DayStates
    public var textFrame: Rect

    /// Whether the date is drawn whole.
    public var isComplete: Bool { text == whole }

    func record(into r: inout Record) {
      (r.date, r.text, r.states, r.textFrame) = (date, text, states, textFrame)
      r.agenda = AgendaRecord(whole: isComplete ? nil : whole, weekday: weekday)
    }
  }

  /// One event in an agenda day's list: a dot of its colour at the leading edge, the time
  /// (`09:30–10:15`, or the locale's "all day"), the title in up to `eventTitleLines` lines,
  /// the place below it. `titleLines` and `locationLine` are what is drawn: a title that
  /// needed more lines ends in "…" (`truncated`), a place is one line.
  public struct AgendaEvent: Hashable, Sendable {
    public var date: Day
    public var identifier: String
    public var title: String
    public var location: String
    public var time: String
    public var allDay: Bool
    public var color: ColorSpecifier
    public var titleLines: [String]
    public var locationLine: String?
    public var truncated: Bool
    public var dotFrame: Rect
    public var timeFrame: Rect
    public var titleFrame: Rect
    public var locationFrame: Rect?
    /// The height of one title line (the lines share `titleFrame`).
    public var lineHeight: Double

    /// Whether the title and the place are drawn whole.
    public var isComplete: Bool { !truncated }
    /// The title as drawn, its lines joined by spaces.
    public var drawnTitle: String { titleLines.joined(separator: " ") }

    func record(into r: inout Record) {
      (r.date, r.identifier, r.title, r.color) = (date, identifier, title, color)
      if !location.isEmpty { r.detail = location }
      r.text = time
      r.agenda = AgendaRecord(
        titleLines: titleLines, locationLine: locationLine, truncated: truncated,
        allDay: allDay, dotFrame: dotFrame, timeFrame: timeFrame, titleFrame: titleFrame,
        locationFrame: locationFrame)
    }
  }

  /// The agenda's own fields, for the JSON and the dump alike.
  struct AgendaRecord {
    var whole: String? = nil
    var weekday: String? = nil
    var titleLines: [String]? = nil
    var locationLine: String? = nil
    var truncated: Bool? = nil
    var allDay: Bool? = nil
    var dotFrame: Rect? = nil
    var timeFrame: Rect? = nil
    var titleFrame: Rect? = nil
    var locationFrame: Rect? = nil

    var fields: [(String, String)] {
      var fields: [(String, String)] = []
      if let whole { fields.append(("whole", JSONText.string(whole))) }
      if let weekday { fields.append(("weekday", JSONText.string(weekday))) }
      if let allDay { fields.append(("allDay", String(allDay))) }
      if let titleLines {
        fields.append(
          ("titleLines", "[" + titleLines.map(JSONText.string).joined(separator: ", ") + "]"))
      }
      if let locationLine { fields.append(("locationLine", JSONText.string(locationLine))) }
      if let truncated { fields.append(("truncated", String(truncated))) }
      if let dotFrame { fields.append(("dotFrame", JSONText.frame(dotFrame))) }
      if let timeFrame { fields.append(("timeFrame", JSONText.frame(timeFrame))) }
      if let titleFrame { fields.append(("titleFrame", JSONText.frame(titleFrame))) }
      if let locationFrame { fields.append(("locationFrame", JSONText.frame(locationFrame))) }
      return fields
    }
  }
}
