public import CalendsValues

/// Which of QVRWeekView's orientation defaults apply: the number of visible days and the
/// spacing around the columns.
public enum TimelineOrientation: String, Sendable, CaseIterable {
  /// `portrait` (the default): `visibleDaysInPortraitMode` days across the device's short
  /// side. `landscape`: `visibleDaysInLandscapeMode` days across its long side.
  case portrait, landscape
}

/// One event, as QVRWeekView's `EventData`.
public struct TimelineEvent: Hashable, Sendable {
  /// Names the event, unique within a spec; a spec file's event without one takes its index
  /// in `events`.
  public var id: String
  /// The text written first in the event's block; may be empty. Up to 1,000 characters.
  public var title: String
  /// A line under the title and time, where the block has room; empty for none.
  public var location: String
  /// When the event starts: a wall-clock time, with no time zone.
  public var start: CivilTime
  /// Exclusive: an event 09:00–10:00 ends where the next one may start.
  public var end: CivilTime
  /// The block's colour; default `#0070F2` (`defaultColor`).
  public var color: ColorSpecifier
  /// Whether the event is drawn in the all-day row above the hours rather than at its
  /// times; it covers the days of `allDayDays`. Default `false`.
  public var allDay: Bool

  /// An event from `start` up to, not including, `end`; `end` must not be before `start`.
  /// For an all-day event, start at a day's midnight and end at the midnight after its last
  /// day.
  public init(
    id: String, title: String, location: String = "", start: CivilTime, end: CivilTime,
    color: ColorSpecifier = TimelineEvent.defaultColor, allDay: Bool = false
  ) {
    self.id = id
    self.title = title
    self.location = location
    self.start = start
    self.end = end
    self.color = color
    self.allDay = allDay
  }

  /// The control's tint: the document leaves an event's colour to the app.
  public static let defaultColor = try! ColorSpecifier(parsing: "#0070F2")

  /// The days an all-day event covers: its start's day through its end's, leaving out an
  /// end day it reaches only at midnight.
  public var allDayDays: ClosedRange<Day> {
    let last = end.minute == 0 && end.day > start.day ? end.day.adding(days: -1) : end.day
    return start.day...max(start.day, last)
  }
}

/// The week timeline's own spec fields (`style: timeline`), after QVRWeekView.
public struct TimelineSpec: Hashable, Sendable {
  /// `visibleDays`: 1…7 columns; nil takes the orientation's default.
  public var visibleDays: Int?
  /// Day columns in portrait when `visibleDays` is nil, 1…7; default 2.
  public var visibleDaysInPortraitMode = 2
  /// Day columns in landscape when `visibleDays` is nil, 1…7; default 7.
  public var visibleDaysInLandscapeMode = 7
  /// Which visible-days and spacing defaults apply, and which side of the device is the
  /// width; default `portrait`.
  public var orientation: TimelineOrientation = .portrait
  /// The first column; nil means `displayDateAtStartup`, else the day of `now`.
  public var startDay: Day?
  /// The current time: passed columns, today's column and the time line. Nil means
  /// `today` at 12:00 — never the clock's time, so an image does not depend on when it
  /// was made.
  public var now: CivilTime?
  /// The events drawn: blocks in their days' columns, all-day events in the row above the
  /// hours. Ids must be unique; up to 10,000 events.
  public var events: [TimelineEvent] = []
  /// The visible hour window (`hours: {from, to}`, whole hours 0…24); nil shows the whole day.
  public var hours: ClosedRange<Int>?
  /// `currentZoomScale`, clamped to `minimumZoomScale … maximumZoomScale` as the control
  /// does; nil when the spec gives none (1, except that a landscape timeline then fits its
  /// hours to the turned screen).
  public var zoomScale: Double?
  /// The smallest zoom scale, 0.05…20; default 0.75.
  public var minimumZoomScale = 0.75
  /// The largest zoom scale, 0.05…20; default 3. Must not be below `minimumZoomScale`.
  public var maximumZoomScale = 3.0
  /// Whether an event crossing midnight becomes all-day; `false` cuts it at each midnight.
  /// Default `true`.
  public var autoConvertAllDayEvents = true
  /// Whether all-day events sit side by side in one row; `false` stacks them in rows.
  /// Default `true`.
  public var allDayEventsSpreadOnX = true
  /// Whether the current-time line is drawn at `now`; default `true`.
  public var showTodayTimeOverlay = true
  /// `dayLabelDateLocale`: nil means `locale`.
  public var dayLabelDateLocale: String?
  /// The customisation fields (`topBarColor`, `dayViewDashedSeparatorPattern`, …) as
  /// stylesheet declarations, applied over the theme.
  public var style: [StyleDeclaration] = []
  /// A timeline with every field at its default: portrait, two days, the whole day, no
  /// events.
  public init() {}

  /// The day columns drawn: `visibleDays`, else the orientation's default.
  public var resolvedVisibleDays: Int {
    visibleDays
      ?? (orientation == .portrait ? visibleDaysInPortraitMode : visibleDaysInLandscapeMode)
  }

  /// The zoom scale drawn: `zoomScale` clamped to `minimumZoomScale`…`maximumZoomScale`.
  public var resolvedZoomScale: Double {
    min(max(zoomScale ?? 1, minimumZoomScale), maximumZoomScale)
  }

  /// Whether the spec sizes the hours by zoom (`zoomScale`, `currentZoomScale` or
  /// `dayViewCellInitialHeight`). A landscape timeline that does not is as tall as the turned
  /// device's screen, its hours filling what the top bar leaves, as `height` would.
  public var setsZoom: Bool {
    zoomScale != nil || style.contains { $0.field == "dayViewCellInitialHeight" }
  }

  /// Accepted ranges, checked by the reader; named so messages and docs agree.
  public enum Limits {
    /// `visibleDays` and the per-orientation counts: day columns.
    public static let visibleDays: ClosedRange<Double> = 1...7
    /// The most events one spec may give.
    public static let events = CalendsValues.Limits.timelineEvents
    /// `zoomScale`, `minimumZoomScale` and `maximumZoomScale`.
    public static let zoomScale: ClosedRange<Double> = 0.05...20
    /// The most characters of an event's `id`, `title` or `location`.
    public static let text = CalendsValues.Limits.eventText
    /// The most Unicode scalars of the same text (each combining mark counts one).
    public static let textScalars = CalendsValues.Limits.eventTextScalars
  }

  /// Field names this part of the spec reads (its customisation fields last), from
  /// `SpecField.all`.
  public static let fieldNames = SpecField.names(of: .timeline)
}

extension SpecReader {
  /// Reads a timeline document from the fields that are not the canvas's.
  func readTimeline(_ fields: [(String, SpecValue)], canvas: Canvas) throws(SpecError)
    -> TimelineSpec
  {
    var timeline = TimelineSpec()
    for (key, value) in fields {
      try readTimelineField(key, value, into: &timeline)
    }
    try checkTimelineRules(timeline, fields: Set(fields.map(\.0)), canvas: canvas)
    return timeline
  }

  private func readTimelineField(
    _ key: String, _ value: SpecValue, into timeline: inout TimelineSpec
  )
    throws(SpecError)
  {
    switch key {
    case "visibleDays":
      timeline.visibleDays = try count(value, key, in: TimelineSpec.Limits.visibleDays)
    case "visibleDaysInPortraitMode":
      timeline.visibleDaysInPortraitMode = try count(
        value, key, in: TimelineSpec.Limits.visibleDays)
    case "visibleDaysInLandscapeMode":
      timeline.visibleDaysInLandscapeMode = try count(
        value, key, in: TimelineSpec.Limits.visibleDays)
    case "orientation": timeline.orientation = try enumeration(value, key)
    case "startDay": timeline.startDay = try day(value, key)
    case "now": timeline.now = try time(value, key)
    case "events": timeline.events = try events(value, key)
    case "hours": timeline.hours = try hourWindow(value, key)
    case "zoomScale", "currentZoomScale":
      timeline.zoomScale = try number(value, key, in: TimelineSpec.Limits.zoomScale)
    case "minimumZoomScale":
      timeline.minimumZoomScale = try number(value, key, in: TimelineSpec.Limits.zoomScale)
    case "maximumZoomScale":
      timeline.maximumZoomScale = try number(value, key, in: TimelineSpec.Limits.zoomScale)
    case "autoConvertAllDayEvents": timeline.autoConvertAllDayEvents = try bool(value, key)
    case "allDayEventsSpreadOnX": timeline.allDayEventsSpreadOnX = try bool(value, key)
    case "showTodayTimeOverlay": timeline.showTodayTimeOverlay = try bool(value, key)
    case "dayLabelDateLocale": timeline.dayLabelDateLocale = try locale(value, key)
    default:
      guard let field = StyleField.timeline.first(where: { $0.name == key }) else {
        throw misplaced(key, style: .timeline)
      }
      try styleField(field, value, into: &timeline.style)
    }
  }

  /// Rules that involve several timeline fields, checked once all fields are read.
  private func checkTimelineRules(_ timeline: TimelineSpec, fields: Set<String>, canvas: Canvas)
    throws(SpecError)
  {
    if fields.contains("zoomScale") && fields.contains("currentZoomScale") {
      throw fail(
        "currentZoomScale", "gives the zoom scale zoomScale already gives; use one of them")
    }
    if canvas.height != nil,
      let zoom = ["zoomScale", "currentZoomScale", "dayViewCellInitialHeight"].first(where: fields.contains)
    {
      throw fail(zoom, "cannot be combined with height: the height sets the hour height; give one of them")
    }
    if timeline.minimumZoomScale > timeline.maximumZoomScale {
      throw fail(
        "minimumZoomScale",
        "\(timeline.minimumZoomScale) is above maximumZoomScale \(timeline.maximumZoomScale)")
    }
    if let now = timeline.now, let today = canvas.today, now.day != today {
      throw fail("now", "\(now) is not on today (\(today)); give one of them, or the same day")
    }
  }

  // MARK: - Field kinds

  func count(_ value: SpecValue, _ path: String, in range: ClosedRange<Double>) throws(SpecError)
    -> Int
  {
    let number = try number(value, path, in: range)
    guard number == number.rounded() else {
      throw fail(path, "expected a whole number, found \(number)")
    }
    return Int(number)
  }

  func time(_ value: SpecValue, _ path: String) throws(SpecError) -> CivilTime {
    let text = try string(value, path)
    if let time = CivilTime(iso: text) { return time }
    if CivilTime.isWellFormed(text) {
      throw fail(
        path, "'\(SpecValue.clipped(text))' is not a valid time (no such date, hour or minute)")
    }
    throw fail(path, "'\(SpecValue.clipped(text))' is not a time; expected YYYY-MM-DDTHH:MM")
  }

  /// A time, or for an all-day event also a date: a start date means its midnight, an end
  /// date the midnight after it, so `start: 2019-01-08, end: 2019-01-09` covers both days.
  func eventTime(_ value: SpecValue, _ path: String, allDay: Bool, isEnd: Bool = false)
    throws(SpecError) -> CivilTime
  {
    if allDay, case .string(let text) = value, let day = Day(iso: text) {
      return CivilTime(day: isEnd ? day.adding(days: 1) : day, minute: 0)
    }
    do {
      return try time(value, path)
    } catch {
      guard allDay else { throw error }
      throw fail(
        path,
        error.message.replacingOccurrences(
          of: "expected YYYY-MM-DDTHH:MM", with: "expected YYYY-MM-DD or YYYY-MM-DDTHH:MM"))
    }
  }

  func hourWindow(_ value: SpecValue, _ path: String) throws(SpecError) -> ClosedRange<Int> {
    guard case .object(let fields) = value else {
      throw fail(
        path, "expected an object {from, to} of hours 0…24, found \(value.kindDescription)")
    }
    for key in fields.keys.sorted() where !["from", "to"].contains(key) {
      throw fail(
        "\(path).\(key)", "unknown field" + FieldSuggestion.phrase(for: key, in: ["from", "to"]))
    }
    let from =
      try fields["from"].map { v throws(SpecError) in try count(v, "\(path).from", in: 0...23) }
      ?? 0
    let to =
      try fields["to"].map { v throws(SpecError) in try count(v, "\(path).to", in: 1...24) } ?? 24
    guard from < to else {
      throw fail(
        "\(path).to", "\(to) is not after from (\(from)); the window must hold at least one hour")
    }
    return from...to
  }

  func events(_ value: SpecValue, _ path: String) throws(SpecError) -> [TimelineEvent] {
    guard case .array(let items) = value else {
      throw fail(path, "expected a list of events, found \(value.kindDescription)")
    }
    guard items.count <= TimelineSpec.Limits.events else {
      throw fail(path, "\(items.count) events is over the limit of \(TimelineSpec.Limits.events)")
    }
    var events: [TimelineEvent] = []
    var firstIndex: [String: Int] = [:]
    for (index, item) in items.enumerated() {
      let event = try event(item, "\(path)[\(index)]", index: index)
      if let other = firstIndex[event.id] {
        throw fail(
          "\(path)[\(index)].id",
          "duplicate id '\(SpecValue.clipped(event.id))' (\(path)[\(other)] has it too); ids must be unique"
        )
      }
      firstIndex[event.id] = index
      events.append(event)
    }
    return events
  }

  static let eventKeys = ["id", "title", "location", "start", "end", "color", "allDay"]

  func event(_ value: SpecValue, _ path: String, index: Int) throws(SpecError) -> TimelineEvent {
    guard case .object(let fields) = value else {
      throw fail(
        path,
        "expected an event {\(SpecReader.eventKeys.joined(separator: ", "))}, found \(value.kindDescription)"
      )
    }
    for key in fields.keys.sorted() where !SpecReader.eventKeys.contains(key) {
      throw fail(
        "\(path).\(key)",
        "unknown field" + FieldSuggestion.phrase(for: key, in: SpecReader.eventKeys))
    }
    func field(_ key: String) -> SpecValue? {
      if let value = fields[key], value != .null { return value }
      return nil
    }
    let allDay =
      try field("allDay").map { v throws(SpecError) in try bool(v, "\(path).allDay") } ?? false
    guard let startValue = field("start") else {
      throw fail("\(path).start", "an event needs a start")
    }
    guard let endValue = field("end") else { throw fail("\(path).end", "an event needs an end") }
    let start = try eventTime(startValue, "\(path).start", allDay: allDay)
    let end = try eventTime(endValue, "\(path).end", allDay: allDay, isEnd: true)
    if end < start {
      throw fail("\(path).end", "end \(end) is before start \(start)")
    }
    let id =
      try field("id").map { v throws(SpecError) in try text(v, "\(path).id") } ?? String(index)
    let title = try field("title").map { v throws(SpecError) in try text(v, "\(path).title") } ?? ""
    let location =
      try field("location").map { v throws(SpecError) in try text(v, "\(path).location") } ?? ""
    var color = TimelineEvent.defaultColor
    if let colorValue = field("color") {
      color = try self.color(colorValue, "\(path).color")
    }
    return TimelineEvent(
      id: id, title: title, location: location, start: start, end: end, color: color, allDay: allDay
    )
  }

  func color(_ value: SpecValue, _ path: String) throws(SpecError) -> ColorSpecifier {
    let text = try string(value, path)
    do {
      return try ColorSpecifier(parsing: text)
    } catch {
      throw fail(path, error.message)
    }
  }

  /// Free text, within both text limits. Scalars are counted first: counting characters
  /// of a string of combining marks is the slow part the scalar limit exists to stop.
  func text(_ value: SpecValue, _ path: String) throws(SpecError) -> String {
    let text = try string(value, path)
    let scalars = text.unicodeScalars.count
    guard scalars <= TimelineSpec.Limits.textScalars else {
      throw fail(
        path,
        "\(scalars) Unicode scalars is over the limit of \(TimelineSpec.Limits.textScalars) (combining marks count one each)"
      )
    }
    guard text.count <= TimelineSpec.Limits.text else {
      throw fail(path, "\(text.count) characters is over the limit of \(TimelineSpec.Limits.text)")
    }
    return text
  }

  /// A customisation field: its value is written out as the stylesheet value of the
  /// property it stands for. Its shape is checked here (colours fully); the stylesheet's
  /// own rules check the rest when the theme applies it.
  func styleField(
    _ field: StyleField, _ value: SpecValue, into declarations: inout [StyleDeclaration]
  ) throws(SpecError) {
    let key = field.name
    func set(_ property: String, _ text: String, _ path: String) {
      declarations.append(
        StyleDeclaration(field: path, selector: field.selector, property: property, value: text))
    }
    switch field.shape {
    case .color:
      let color = try color(value, key)
      set(field.property, color.description, key)
    case .text:
      set(field.property, try text(value, key), key)
    case .number:
      let number = try number(value, key, in: 0...10_000)
      set(field.property, String(number), key)
    case .dashPattern:
      guard case .array(let items) = value else {
        set(field.property, try string(value, key), key)
        return
      }
      var lengths: [String] = []
      for (index, item) in items.enumerated() {
        lengths.append(String(try number(item, "\(key)[\(index)]", in: 0...1000)))
      }
      set(field.property, lengths.joined(separator: " "), key)
    case .font:
      switch value {
      case .string: set("font-name", try text(value, key), key)
      case .object(let parts):
        let names = ["name", "size", "style"]
        for part in parts.keys.sorted() {
          let path = "\(key).\(part)"
          switch part {
          case "name": set("font-name", try text(parts[part]!, path), path)
          case "size":
            set("font-size", String(try number(parts[part]!, path, in: 1...200)), path)
          case "style": set("font-style", try text(parts[part]!, path), path)
          default: throw fail(path, "unknown field" + FieldSuggestion.phrase(for: part, in: names))
          }
        }
      default:
        throw fail(
          key, "expected a font name or {name, size, style}, found \(value.kindDescription)")
      }
    }
  }
}
