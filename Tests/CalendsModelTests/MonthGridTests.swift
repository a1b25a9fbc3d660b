import CalendsValues
import Foundation
import Testing

@testable import CalendsModel

@Suite struct MonthGridTests {
  /// The grid computed independently with Foundation: find the month's first day, step
  /// back to the first column's weekday with Calendar arithmetic, then fill whole weeks
  /// until the month's last day is placed.
  static func foundationGrid(year: Int, month: Int, firstWeekday: Int) -> [[String]] {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    calendar.firstWeekday = firstWeekday
    let first = calendar.date(from: DateComponents(year: year, month: month, day: 1))!
    let length = calendar.range(of: .day, in: .month, for: first)!.count
    let last = calendar.date(byAdding: .day, value: length - 1, to: first)!
    let weekStart = calendar.dateInterval(of: .weekOfMonth, for: first)!.start
    let formatter = DateFormatter()
    formatter.calendar = calendar
    formatter.timeZone = calendar.timeZone
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.dateFormat = "yyyy-MM-dd"
    var rows: [[String]] = []
    var cursor = weekStart
    while cursor <= last {
      var row: [String] = []
      for _ in 0..<7 {
        row.append(formatter.string(from: cursor))
        cursor = calendar.date(byAdding: .day, value: 1, to: cursor)!
      }
      rows.append(row)
    }
    return rows
  }

  @Test(arguments: [1, 2, 7])
  func everyMonthOfSeveralYearsMatchesFoundation(firstWeekday: Int) {
    for year in [1900, 2000, 2015, 2019, 2020, 2021, 2024, 2026, 2100] {
      for month in 1...12 {
        let grid = MonthGrid(
          month: YearMonth(year: year, month: month)!, firstWeekday: firstWeekday)
        let expected = Self.foundationGrid(year: year, month: month, firstWeekday: firstWeekday)
        #expect(
          grid.rows.map { $0.map(\.description) } == expected,
          "\(year)-\(month) first weekday \(firstWeekday)")
        #expect((4...6).contains(grid.rows.count))
        #expect(grid.rows.first?.first?.weekday == firstWeekday)
      }
    }
  }

  @Test func january2019StartsOnTuesday() {
    let grid = MonthGrid(month: YearMonth(year: 2019, month: 1)!, firstWeekday: 1)
    #expect(grid.rows.count == 5)
    #expect(grid.rows[0].map(\.day) == [30, 31, 1, 2, 3, 4, 5])
    #expect(grid.rows[4].map(\.day) == [27, 28, 29, 30, 31, 1, 2])
  }

  @Test func februaryThatFillsFourRows() {
    // February 2015 starts on a Sunday and has 28 days.
    let grid = MonthGrid(month: YearMonth(year: 2015, month: 2)!, firstWeekday: 1)
    #expect(grid.rows.count == 4)
  }

  @Test func sixRowMonth() {
    // March 2019 starts on a Friday and has 31 days: six rows when weeks start on Sunday.
    #expect(MonthGrid(month: YearMonth(year: 2019, month: 3)!, firstWeekday: 1).rows.count == 6)
  }

  @Test func columnWeekdays() {
    #expect(MonthGrid.columnWeekdays(firstWeekday: 1) == [1, 2, 3, 4, 5, 6, 7])
    #expect(MonthGrid.columnWeekdays(firstWeekday: 2) == [2, 3, 4, 5, 6, 7, 1])
    #expect(MonthGrid.columnWeekdays(firstWeekday: 7) == [7, 1, 2, 3, 4, 5, 6])
  }

  @Test func localeSpecificWeekStart() {
    #expect(WeekStartDay.localeSpecific.firstWeekday(locale: Locale(identifier: "en_US")) == 1)
    #expect(WeekStartDay.localeSpecific.firstWeekday(locale: Locale(identifier: "de_DE")) == 2)
    #expect(WeekStartDay.localeSpecific.firstWeekday(locale: Locale(identifier: "en_GB")) == 2)
    #expect(WeekStartDay.sunday.firstWeekday(locale: Locale(identifier: "de_DE")) == 1)
    #expect(WeekStartDay.monday.firstWeekday(locale: Locale(identifier: "en_US")) == 2)
    #expect(WeekStartDay.saturday.firstWeekday(locale: Locale(identifier: "en_US")) == 7)
  }
}
