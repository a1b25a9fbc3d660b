public import CalendsValues

/// The days a month page shows: 7 columns starting at `firstWeekday`, as many rows as the
/// month needs, the adjacent months' days filling the first and last rows.
public struct MonthGrid: Hashable, Sendable {
  /// The month the grid is for; its first and last rows also hold adjacent months' days.
  public let month: YearMonth
  /// 1 = Sunday … 7 = Saturday.
  public let firstWeekday: Int
  /// The weeks, top to bottom, 7 days each from `firstWeekday`: 4 to 6 rows, as the month needs.
  public let rows: [[Day]]
  /// The first day of the first row through the last day of the last row.
  public let span: ClosedRange<Day>

  /// The grid of `month` with its columns from `firstWeekday` (1 = Sunday … 7 = Saturday).
  public init(month: YearMonth, firstWeekday: Int) {
    self.month = month
    self.firstWeekday = firstWeekday
    let first = month.firstDay
    let leading = (first.weekday - firstWeekday + 7) % 7
    let rowCount = (leading + month.numberOfDays + 6) / 7
    let start = first.adding(days: -leading)
    span = start...start.adding(days: rowCount * 7 - 1)
    rows = (0..<rowCount).map { row in
      (0..<7).map { column in start.adding(days: row * 7 + column) }
    }
  }

  /// The weekday of each column, left to right.
  public var columnWeekdays: [Int] { MonthGrid.columnWeekdays(firstWeekday: firstWeekday) }

  /// The weekday of each column, left to right, for weeks starting at `firstWeekday`
  /// (1 = Sunday … 7 = Saturday): 2 gives 2, 3, 4, 5, 6, 7, 1.
  public static func columnWeekdays(firstWeekday: Int) -> [Int] {
    (0..<7).map { (firstWeekday - 1 + $0) % 7 + 1 }
  }

  /// Every day shown, row by row: 28 to 42 days, the adjacent months' included.
  public var days: [Day] { rows.flatMap { $0 } }
}
