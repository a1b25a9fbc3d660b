import CalendsDrawing
import CalendsModel
import CalendsTheme
import CalendsValues
import Foundation
import SpecTestingSupport
import Testing

@testable import CalendsLayout

/// `style: year` with `layout: contributions`: a column per week, a row per weekday, exactly
/// the year's days, month names on top and initials at the side, mirrored right to left.
@Suite struct ContributionsLayoutTests {
  func layout(_ yaml: String, width: Double = 800) throws -> LayoutTree {
    let spec = try SpecReader.read(
      Data(("style: year\nlayout: contributions\nwidth: \(width)\n" + yaml).utf8),
      source: "spec.yaml")
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
    #expect(items(tree, .weekdayLabel).count == 3)
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
    let rtlCells = items(rtl, .dateCell)
    // The weekday names differ in width between the locales, and so may the cells: compare
    // the places in each grid.
    let (ltrGrid, rtlGrid) = (grid(ltr), grid(rtl))
    let columns = Set(ltrGrid.values.map(\.column)).count
    for (day, place) in ltrGrid {
      let mirrored = try #require(rtlGrid[day])
      #expect(mirrored.column == columns - 1 - place.column && mirrored.row == place.row, "\(day)")
    }
    let label = try #require(items(rtl, .weekdayLabel).first)
    #expect(label.frame.minX > rtlCells.map(\.frame.maxX).max()!)
    #expect(items(rtl, .monthHeader).allSatisfy { $0.monthHeader?.textAlign == .right })
  }

  /// "SepOct" and "JanFebMar" no more: each name drawn is clear of the one before it.
  @Test(arguments: [800.0, 480, 375])
  func monthNamesDoNotOverlap(width: Double) throws {
    for locale in ["en_US", "he_IL", "de_DE"] {
      let tree = try layout("year: 2026\nlocale: \(locale)", width: width)
      let frames = items(tree, .monthHeader).map(\.frame).sorted { $0.minX < $1.minX }
      #expect(frames.count >= 6)
      for (a, b) in zip(frames, frames.dropFirst()) {
        #expect(a.maxX <= b.minX, "\(locale) \(width): \(a) runs into \(b)")
      }
    }
  }

  @Test func allTwelveNamesAtTheSamplesWidth() throws {
    #expect(items(try layout("year: 2026"), .monthHeader).count == 12)
  }

  /// Mon, Wed, Fri from a Sunday start; Tue, Thu, Sat from a Monday one, in the locale's words.
  @Test func everyOtherWeekdayByItsShortName() throws {
    let sunday = try layout("year: 2026")
    #expect(items(sunday, .weekdayLabel).compactMap(\.text) == ["Mon", "Wed", "Fri"])
    let monday = try layout("year: 2026\nweekStartDay: monday\nlocale: de_DE")
    #expect(items(monday, .weekdayLabel).compactMap(\.text) == ["Di", "Do", "Sa"])
  }

  /// With no width given, the cells are about GitHub's size and the title a heading.
  @Test func theDefaultSizeDrawsReadableCells() throws {
    let spec = try SpecReader.read(
      Data("style: year\nlayout: contributions\nyear: 2026\n".utf8), source: "spec.yaml")
    let tree = CalendarLayout(
      spec: spec, today: d("2026-10-15"), theme: .light, measurer: ApproximateTextMeasurer()
    ).layout()
    let cell = try #require(items(tree, .dateCell).first)
    #expect(cell.frame.width >= 9 && cell.frame.width <= 12)
    let title = try #require(items(tree, .pageTitle).first)
    #expect(title.frame.height <= 4 * cell.frame.height)
  }

  @Test func dump() throws {
    let tree = try layout(
      "year: 2026\nheatmap: {colors: greens, domain: [0, 10]}\ndays: {2026-03-02: {value: 4}}")
    golden.assert(tree.dump(), named: "contributions-2026.txt")
  }
}
