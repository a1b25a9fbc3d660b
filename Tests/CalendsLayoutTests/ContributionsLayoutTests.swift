import CalendsModel
import CalendsTheme
import CalendsValues
import Foundation
import Testing

@testable import CalendsLayout

/// `style: year` with `layout: contributions`: a column per week, a row per weekday, exactly
/// the year's days, month names on top and initials at the side, mirrored right to left.
@Suite struct ContributionsLayoutTests {
  func layout(_ yaml: String) throws -> LayoutTree {
    let spec = try SpecReader.read(
      Data(("style: year\nlayout: contributions\nwidth: 800\n" + yaml).utf8), source: "spec.yaml")
    return CalendarLayout(
      spec: spec, today: d("2026-10-15"), theme: .light, measurer: ApproximateTextMeasurer()
    ).layout()
  }

  /// The cells by (column, row), from their frames.
  func grid(_ tree: LayoutTree) -> [Day: (column: Int, row: Int)] {
    let cells = items(tree, .dateCell)
    let xs = Array(Set(cells.map { ($0.frame.minX * 1000).rounded() })).sorted()
    let ys = Array(Set(cells.map { ($0.frame.minY * 1000).rounded() })).sorted()
    var result: [Day: (Int, Int)] = [:]
    for cell in cells {
      result[cell.date!] = (
        xs.firstIndex(of: (cell.frame.minX * 1000).rounded())!,
        ys.firstIndex(of: (cell.frame.minY * 1000).rounded())!
      )
    }
    return result
  }

  @Test(arguments: [2026, 2027, 2028, 2023])
  func exactlyTheYearsDaysInWeekColumns(year: Int) throws {
    let tree = try layout("year: \(year)")
    let cells = items(tree, .dateCell)
    let first = Day(year: year, month: 1, day: 1)!
    let last = Day(year: year, month: 12, day: 31)!
    #expect(cells.count == first.distance(to: last) + 1)
    #expect(cells.first?.date == first && cells.last?.date == last)
    let grid = grid(tree)
    let columns = Set(grid.values.map(\.column)).count
    #expect(columns == (year == 2028 ? 54 : 53), "\(year): \(columns) weeks")
    #expect(tree.inputs.year?.weeks == columns && tree.inputs.firstWeekday == 1)
    for (day, place) in grid {
      // Rows are weekdays from Sunday; a new column starts each Sunday.
      #expect(place.row == day.weekday - 1, "\(day)")
      let lead = (first.weekday - 1 + 7) % 7
      #expect(place.column == (lead + first.distance(to: day)) / 7, "\(day)")
    }
    #expect(items(tree, .monthHeader).map { $0.monthHeader!.text }.first == "Jan")
    #expect(items(tree, .monthHeader).count == 12)
    #expect(items(tree, .weekdayLabel).count >= 3)
  }

  @Test func weeksStartOnAGivenWeekStartDay() throws {
    let tree = try layout("year: 2026\nweekStartDay: monday")
    let grid = grid(tree)
    #expect(grid[d("2026-01-05")]! == (column: 1, row: 0))  // a Monday
    #expect(grid[d("2026-01-04")]! == (column: 0, row: 6))  // the Sunday before
    #expect(tree.inputs.firstWeekday == 2)
  }

  @Test func rightToLeftMirrorsTheWeeksAndTheInitials() throws {
    let ltr = try layout("year: 2026")
    let rtl = try layout("year: 2026\nlocale: he_IL")
    let ltrCells = items(ltr, .dateCell)
    let rtlCells = items(rtl, .dateCell)
    // The initials differ in width between the locales: compare within each grid.
    let ltrLeft = ltrCells.map(\.frame.minX).min()!
    let rtlRight = rtlCells.map(\.frame.maxX).max()!
    for (a, b) in zip(ltrCells, rtlCells) {
      #expect(abs((a.frame.minX - ltrLeft) - (rtlRight - b.frame.maxX)) < 0.001, "\(a.date!)")
    }
    let label = try #require(items(rtl, .weekdayLabel).first)
    #expect(label.frame.minX > rtlCells.map(\.frame.maxX).max()!)
    #expect(items(rtl, .monthHeader).allSatisfy { $0.monthHeader?.textAlign == .right })
  }

  @Test func dump() throws {
    let tree = try layout(
      "year: 2026\nheatmap: {colors: greens, domain: [0, 10]}\ndays: {2026-03-02: {value: 4}}")
    golden.assert(tree.dump(), named: "contributions-2026.txt")
  }
}
