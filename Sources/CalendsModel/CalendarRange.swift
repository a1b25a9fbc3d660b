public import CalendsValues

/// The calendar's whole range and the date shown at start-up, with the defaults exactly as
/// the FUICalendarView documentation states them.
public struct CalendarRange: Hashable, Sendable {
  /// The first day (`startDate`); days before it are disabled.
  public let start: Day
  /// The last day (`endDate`), included; days after it are disabled.
  public let end: Day
  /// The day whose month is shown first (`displayDateAtStartup`); inside the range when
  /// `resolve` made it.
  public let displayDate: Day

  /// A range as given, unchecked; `resolve(start:end:display:today:)` applies the spec's
  /// defaults and keeps the display date inside.
  public init(start: Day, end: Day, displayDate: Day) {
    self.start = start
    self.end = end
    self.displayDate = displayDate
  }

  /// - none given: Jan 1 of today's year to Dec 31 of the next year, display today;
  /// - start and end given, no display date: today if it is in the range, else the start;
  /// - only a display date: Jan 1 of its year to Dec 31 of the next year;
  /// - only a start (or only an end): the range runs two calendar years from it (to Dec 31
  ///   of the next year, or from Jan 1 of the previous year) — the documents are silent,
  ///   and this keeps the two-year shape of the other defaults.
  /// A display date outside the range is moved to its nearest end, since the control
  /// can only scroll within its range. The caller has already refused `end < start`.
  public static func resolve(start: Day?, end: Day?, display: Day?, today: Day) -> CalendarRange {
    let years = Day.supportedYears
    func jan1(_ year: Int) -> Day {
      Day(unchecked: min(max(year, years.lowerBound), years.upperBound), 1, 1)
    }
    func dec31(_ year: Int) -> Day {
      Day(unchecked: min(max(year, years.lowerBound), years.upperBound), 12, 31)
    }
    let lower: Day
    let upper: Day
    switch (start, end) {
    case (let s?, let e?): (lower, upper) = (min(s, e), max(s, e))
    case (let s?, nil): (lower, upper) = (s, dec31(s.year + 1))
    case (nil, let e?): (lower, upper) = (jan1(e.year - 1), e)
    case (nil, nil):
      let year = (display ?? today).year
      (lower, upper) = (jan1(year), dec31(year + 1))
    }
    var shown: Day
    if let display {
      shown = display
    } else if start != nil || end != nil {
      shown = (lower...upper).contains(today) ? today : lower
    } else {
      shown = today
    }
    shown = min(max(shown, lower), upper)
    return CalendarRange(start: lower, end: upper, displayDate: shown)
  }

  /// Whether `day` is in `start`…`end`, both included.
  public func contains(_ day: Day) -> Bool { (start...end).contains(day) }
}
