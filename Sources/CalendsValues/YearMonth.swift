/// A month of a year; the unit a month grid shows.
public struct YearMonth: Hashable, Comparable, Sendable, CustomStringConvertible {
  public let year: Int
  public let month: Int

  public init?(year: Int, month: Int) {
    guard Day.supportedYears.contains(year), (1...12).contains(month) else { return nil }
    self.year = year
    self.month = month
  }

  package init(unchecked year: Int, _ month: Int) {
    self.year = year
    self.month = month
  }

  public var firstDay: Day { Day(unchecked: year, month, 1) }
  public var lastDay: Day { Day(unchecked: year, month, numberOfDays) }
  public var numberOfDays: Int { Day.daysInMonth(year: year, month: month) }

  public func adding(months: Int) -> YearMonth {
    let index = year * 12 + (month - 1) + months
    return YearMonth(unchecked: index / 12, index % 12 + 1)
  }

  public func contains(_ day: Day) -> Bool { day.year == year && day.month == month }

  /// `YYYY-MM`.
  public var description: String { String(firstDay.description.prefix(7)) }

  public static func < (lhs: YearMonth, rhs: YearMonth) -> Bool {
    (lhs.year, lhs.month) < (rhs.year, rhs.month)
  }
}
