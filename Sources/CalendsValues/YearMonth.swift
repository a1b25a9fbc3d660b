/// A month of a year; the unit a month grid shows.
public struct YearMonth: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The year, 1…9999 (proleptic Gregorian).
  public let year: Int
  /// The month, 1…12.
  public let month: Int

  /// The month, or nil when `year` is outside `Day.supportedYears` or `month` outside 1…12.
  public init?(year: Int, month: Int) {
    guard Day.supportedYears.contains(year), (1...12).contains(month) else { return nil }
    self.year = year
    self.month = month
  }

  package init(unchecked year: Int, _ month: Int) {
    self.year = year
    self.month = month
  }

  /// The month's 1st.
  public var firstDay: Day { Day(unchecked: year, month, 1) }
  /// The month's last day.
  public var lastDay: Day { Day(unchecked: year, month, numberOfDays) }
  /// The days in the month: 28 to 31.
  public var numberOfDays: Int { Day.daysInMonth(year: year, month: month) }

  /// The month `months` later (earlier when negative).
  public func adding(months: Int) -> YearMonth {
    let index = year * 12 + (month - 1) + months
    return YearMonth(unchecked: index / 12, index % 12 + 1)
  }

  /// Whether `day` falls in this month.
  public func contains(_ day: Day) -> Bool { day.year == year && day.month == month }

  /// `YYYY-MM`.
  public var description: String { String(firstDay.description.prefix(7)) }

  /// Earlier months sort first.
  public static func < (lhs: YearMonth, rhs: YearMonth) -> Bool {
    (lhs.year, lhs.month) < (rhs.year, rhs.month)
  }
}
