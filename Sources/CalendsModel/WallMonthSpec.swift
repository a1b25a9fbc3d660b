public import CalendsValues

/// The wall month's own fields (`style: wallMonth`): one month grid filling the canvas (or
/// the paper), its cells as tall as the space allows, with the timeline's `events` drawn in
/// them as titled bars and lines, as FullCalendar's day grid and printed wall calendars show
/// them.
///
/// The month is the canvas's: `displayDateAtStartup`, else `today`. Events are the
/// timeline's (`TimelineEvent`, read by the same reader), so a spec can switch between the
/// two views of the same events by changing `style`.
public struct WallMonthSpec: Hashable, Sendable {
  /// The events written in the cells: all-day and multi-day events as bars that wrap at the
  /// week rows, timed ones as "09:30 Title" lines. Ids must be unique; up to 10,000 events.
  public var events: [TimelineEvent] = []
  /// The month and year above the grid.
  public var showsTitle: Bool = true
  /// The neighbouring months' days in the first and last rows, greyed, with their events.
  public var showsAdjacentDays: Bool = true
  /// A leading column of ISO 8601 week numbers; default `false`.
  public var showsWeekNumbers: Bool = false
  /// `dayMaxEvents`: at most this many events in a cell, then "+N more"; nil as many as fit.
  public var dayMaxEvents: Int?
  /// `eventTitleLines`: the most lines an event's text takes while its week row has room
  /// (the row's slots stay aligned across the week); 1 cuts every title to one line.
  public var eventTitleLines = Defaults.eventTitleLines
  /// The printed page (`paper` and the fields with it); nil for a screen image.
  public var page: PageSetup?

  /// A wall month with every field at its default: the title and the adjacent days shown,
  /// no events, a screen image.
  public init() {}

  /// The month drawn: the one of `displayDateAtStartup`, else of `today`.
  public static func month(canvas: Canvas, today: Day) -> YearMonth {
    (canvas.displayDateAtStartup ?? today).yearMonth
  }

  /// Accepted ranges, checked by the reader; named so messages and docs agree.
  public enum Limits {
    /// `dayMaxEvents`: events in one cell, 1…20.
    public static let dayMaxEvents: ClosedRange<Double> = 1...20
    /// `eventTitleLines`: 1…6 lines.
    public static let eventTitleLines: ClosedRange<Double> = 1...6
  }

  /// Defaults of the wall month's own fields.
  public enum Defaults {
    /// Three lines: a long German compound or a title with a place wraps instead of being
    /// cut, while a busy row keeps room for its other events.
    public static let eventTitleLines = 3
  }

  /// Field names this part of the spec reads, from `SpecField.all`.
  public static let fieldNames = SpecField.names(of: .wallMonth)

  /// The page fields a wall month reads: one page, so no `pages` or `cover`.
  static let pageFieldNames = ["paper", "orientation", "margins", "bleed"]
}

extension SpecReader {
  /// Reads a wall-month document from the fields that are not the canvas's.
  func readWallMonth(_ fields: [(String, SpecValue)], canvas: Canvas) throws(SpecError)
    -> WallMonthSpec
  {
    var wall = WallMonthSpec()
    var pageFields: [String: SpecValue] = [:]
    for (key, value) in fields {
      if WallMonthSpec.pageFieldNames.contains(key) {
        pageFields[key] = value
        continue
      }
      switch key {
      case "events": wall.events = try events(value, key)
      case "showsTitle": wall.showsTitle = try bool(value, key)
      case "showsAdjacentDays": wall.showsAdjacentDays = try bool(value, key)
      case "showsWeekNumbers": wall.showsWeekNumbers = try bool(value, key)
      case "dayMaxEvents":
        wall.dayMaxEvents = try count(value, key, in: WallMonthSpec.Limits.dayMaxEvents)
      case "eventTitleLines":
        wall.eventTitleLines = try count(value, key, in: WallMonthSpec.Limits.eventTitleLines)
      default: throw misplaced(key, style: .wallMonth)
      }
    }
    // The page rules are the year views' for a single page (`pages` and `cover` are not read).
    wall.page = try readPageSetup(pageFields, view: .year, canvas: canvas)
    return wall
  }
}
