import CalendsDrawing
import CalendsModel
import CalendsTheme
import CalendsValues
import Foundation
import SpecTestingSupport
import Testing

@testable import CalendsLayout

/// Every month block of every year 1–9999 (proleptic Gregorian) has the right days in the
/// right columns, checked against a civil-date computation that shares no code with
/// `Day` or `MonthGrid`: Zeller's congruence for the weekday of the 1st, the leap-year rule
/// for month lengths, and plain counting across month ends.
@Suite struct YearGridAllYearsTests {
  /// 1 = Sunday … 7 = Saturday, by Zeller's congruence (Gregorian).
  static func weekdayOfFirst(year: Int, month: Int) -> Int {
    let (m, y) = month < 3 ? (month + 12, year - 1) : (month, year)
    let k = y % 100
    let j = y / 100
    let h = (1 + (13 * (m + 1)) / 5 + k + k / 4 + j / 4 + 5 * j) % 7  // 0 = Saturday
    return (h + 6) % 7 + 1
  }

  static func length(year: Int, month: Int) -> Int {
    let leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    return [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
  }

  /// The expected grid: (year, month, day) per cell, rows of seven from `firstWeekday`.
  static func expectedGrid(year: Int, month: Int, firstWeekday: Int) -> [(Int, Int, Int)] {
    let leading = (weekdayOfFirst(year: year, month: month) - firstWeekday + 7) % 7
    let days = length(year: year, month: month)
    let (py, pm) = month == 1 ? (year - 1, 12) : (year, month - 1)
    let (ny, nm) = month == 12 ? (year + 1, 1) : (year, month + 1)
    // Year 0 (before 0001-01) is a leap year in the proleptic Gregorian calendar; December has 31 days.
    let previousLength = pm == 12 ? 31 : length(year: py, month: pm)
    var cells: [(Int, Int, Int)] = []
    for index in 0..<leading { cells.append((py, pm, previousLength - leading + 1 + index)) }
    for day in 1...days { cells.append((year, month, day)) }
    var next = 1
    while cells.count % 7 != 0 {
      cells.append((ny, nm, next))
      next += 1
    }
    return cells
  }

  /// Every month of every year, each year with one of the three week starts in turn.
  @Test func theMonthGridOfEveryMonthOfEveryYear() {
    var mismatches: [String] = []
    for year in 1...9999 {
      let firstWeekday = [1, 2, 7][year % 3]
      for month in 1...12 {
        let grid = MonthGrid(
          month: YearMonth(year: year, month: month)!, firstWeekday: firstWeekday)
        let leading = (Self.weekdayOfFirst(year: year, month: month) - firstWeekday + 7) % 7
        let length = Self.length(year: year, month: month)
        let rows = (leading + length + 6) / 7
        var same = grid.rows.count == rows
        // Cell `index` holds day `index - leading + 1` of the month, counted past its ends.
        for index in 0..<(same ? rows * 7 : 0) {
          let day = grid.rows[index / 7][index % 7]
          let offset = index - leading + 1
          let ok: Bool
          if offset < 1 {
            let previous = month == 1 ? 31 : Self.length(year: year, month: month - 1)
            ok =
              day.day == previous + offset && day.month == (month == 1 ? 12 : month - 1)
              && day.year == (month == 1 ? year - 1 : year)
          } else if offset > length {
            ok =
              day.day == offset - length && day.month == (month == 12 ? 1 : month + 1)
              && day.year == (month == 12 ? year + 1 : year)
          } else {
            ok = day.day == offset && day.month == month && day.year == year
          }
          if !ok {
            same = false
            break
          }
        }
        if !same && mismatches.count < 10 {
          mismatches.append("\(year)-\(month) first weekday \(firstWeekday)")
        }
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches)")
  }

  /// The blocks the year view draws are those grids: every block of sample years, including
  /// the first and last supported and the century rules, cell by cell and column by column.
  @Test(arguments: [1, 2, 4, 100, 1582, 1600, 1700, 1900, 2000, 2024, 2027, 2100, 9998, 9999])
  func theYearViewsBlocksAreThoseGrids(year: Int) throws {
    for (locale, showsAdjacentDays) in [("en_US", true), ("de_DE", false), ("ar_EG", true)] {
      let spec = try SpecReader.read(
        Data(
          "style: year\nyear: \(year)\nlocale: \(locale)\nshowsAdjacentDays: \(showsAdjacentDays)"
            .utf8),
        source: "spec.yaml")
      let tree = CalendarLayout(
        spec: spec, today: d("2027-03-10"), theme: .light, measurer: ApproximateTextMeasurer()
      ).layout()
      let firstWeekday = tree.inputs.firstWeekday
      var blockIndex = -1
      var cells: [[LayoutItem]] = Array(repeating: [], count: 12)
      var weekdays: [[LayoutItem]] = Array(repeating: [], count: 12)
      for item in tree.items {
        switch item.kind {
        case .monthHeader: blockIndex += 1
        case .dateCell: cells[blockIndex].append(item)
        case .weekdayLabel: weekdays[blockIndex].append(item)
        default: break
        }
      }
      #expect(blockIndex == 11)
      for month in 1...12 {
        let expected = Self.expectedGrid(year: year, month: month, firstWeekday: firstWeekday)
        let columnX = weekdays[month - 1].map(\.frame.minX)
        var drawn = 0
        for (index, cell) in expected.enumerated() {
          let own = cell.1 == month
          guard own || showsAdjacentDays else { continue }
          let item = cells[month - 1][drawn]
          drawn += 1
          let date = item.date!
          #expect(
            date.year == cell.0 && date.month == cell.1 && date.day == cell.2,
            "\(year)-\(month) cell \(index): \(date)")
          #expect(item.dateCell!.inDisplayedMonth == own)
          #expect(item.frame.minX == columnX[index % 7], "\(year)-\(month) \(date) column")
        }
        #expect(drawn == cells[month - 1].count)
      }
    }
  }
}
