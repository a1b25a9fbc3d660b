import CalendsDrawing
import CalendsModel
import CalendsTheme
import CalendsValues
import Foundation
import SpecTestingSupport
import Testing

@testable import CalendsLayout

/// The year views' layout: blocks, columns, day states, right-to-left, the weeks grid, and
/// readable dumps as goldens. Text is measured approximately, so geometry does not depend on
/// installed fonts.
@Suite struct YearLayoutTests {
  func layout(_ yaml: String, today: String = "2027-03-10") throws -> LayoutTree {
    let spec = try SpecReader.read(Data(yaml.utf8), source: "spec.yaml")
    return CalendarLayout(
      spec: spec, today: d(today), theme: .light, measurer: ApproximateTextMeasurer()
    ).layout()
  }

  /// The day cells of each month block, by the block's month (the header before them).
  func blocks(_ tree: LayoutTree) -> [(month: YearMonth, cells: [LayoutItem])] {
    var result: [(YearMonth, [LayoutItem])] = []
    for item in tree.items {
      if let header = item.monthHeader {
        result.append((header.month, []))
      } else if item.kind == .dateCell, !result.isEmpty {
        result[result.count - 1].1.append(item)
      }
    }
    return result
  }

  @Test func yearDump() throws {
    let tree = try layout(
      """
      style: year
      year: 2027
      width: 700
      eventDates: [2027-03-20, 2027-03-21]
      selectedDateRange: {start: 2027-05-27, end: 2027-06-03}
      disabledDates: {before: 2027-01-05}
      """)
    golden.assert(tree.dump(), named: "year-2027.txt")
    #expect(tree.title == "2027")
    let inputs = try #require(tree.inputs.year)
    #expect(
      inputs.year == 2027 && inputs.months == 12 && inputs.columns == 3 && inputs.weeks == nil)
    #expect(abs(inputs.fontScale - 212.0 / 7 / 44) < 1e-9)
  }

  @Test func multiMonthWithAdjacentDaysAndWeekNumbersDump() throws {
    let tree = try layout(
      """
      style: multiMonth
      months: 2
      displayDateAtStartup: 2026-12-15
      weekStartDay: monday
      showsAdjacentDays: true
      showsWeekNumbers: true
      selectedDates: [2026-12-24, 2027-01-01]
      width: 400
      """)
    golden.assert(tree.dump(), named: "multimonth-2026-12.txt")
    #expect(tree.title == "December 2026\u{2009}–\u{2009}January 2027")
  }

  @Test func weeksDump() throws {
    let tree = try layout(
      """
      style: weeks
      weeks: 4
      displayDateAtStartup: 2027-03-24
      showsWeekNumbers: true
      eventDates: [2027-04-01]
      width: 500
      """)
    golden.assert(tree.dump(), named: "weeks-2027-03-24.txt")
  }

  @Test func yearWinsAndEveryMonthIsABlockInOrder() throws {
    let tree = try layout("style: year\nyear: 1999\ndisplayDateAtStartup: 2030-05-05")
    let found = blocks(tree)
    #expect(found.map(\.month) == (1...12).map { YearMonth(year: 1999, month: $0)! })
    for (month, cells) in found {
      #expect(
        cells.map(\.date!) == (1...month.numberOfDays).map { month.firstDay.adding(days: $0 - 1) })
      #expect(cells.allSatisfy { $0.dateCell!.inDisplayedMonth })
    }
    #expect(tree.inputs.startDate == d("1999-01-01") && tree.inputs.endDate == d("1999-12-31"))
    #expect(tree.inputs.displayDate == d("1999-01-01"))
  }

  @Test func adjacentDaysAreRelativeToTheirBlock() throws {
    let tree = try layout(
      "style: multiMonth\nmonths: 2\ndisplayDateAtStartup: 2027-01-01\nshowsAdjacentDays: true")
    let found = blocks(tree)
    // 2027-01-31 is in January's block as its own day, and in February's as an adjacent one.
    let inJanuary = found[0].cells.first { $0.date == d("2027-01-31") }!.dateCell!
    let inFebruary = found[1].cells.first { $0.date == d("2027-01-31") }!.dateCell!
    #expect(inJanuary.inDisplayedMonth && !inJanuary.states.contains(.disabled))
    #expect(!inFebruary.inDisplayedMonth && inFebruary.states.contains(.disabled))
    for (month, cells) in found {
      #expect(cells.allSatisfy { $0.dateCell!.inDisplayedMonth == month.contains($0.date!) })
      #expect(cells.count % 7 == 0)
    }
  }

  @Test func todaySelectionDisabledAndDotsFollowTheMonthStyle() throws {
    let tree = try layout(
      """
      style: year
      year: 2027
      selectedDates: [2027-02-02, 2027-02-06]
      selectedDate: 2027-02-03
      eventDates: [2027-02-04]
      disabledDates: {weekdays: [saturday]}
      """)
    let cells = Dictionary(
      uniqueKeysWithValues: items(tree, .dateCell).map { ($0.date!, $0.dateCell!) })
    #expect(cells[d("2027-03-10")]!.states == .highlighted)
    #expect(
      cells[d("2027-02-02")]!.selection == .single && cells[d("2027-02-03")]!.selection == .single)
    // A disabled day is not selected, as in the control.
    #expect(
      cells[d("2027-02-06")]!.selection == .none && cells[d("2027-02-06")]!.states == .disabled)
    #expect(cells[d("2027-02-04")]!.hasEvent)
    #expect(items(tree, .eventIndicator).map(\.date) == [d("2027-02-04")])
    #expect(tree.inputs.selection == [d("2027-02-02"), d("2027-02-03")])
    let unselected = try layout("style: year\nyear: 2027")
    #expect(items(unselected, .selectionIndicator).isEmpty)
  }

  @Test func aRangeBandsAcrossBlocks() throws {
    let tree = try layout(
      "style: year\nyear: 2027\nselectedDateRange: {start: 2027-05-30, end: 2027-06-02}")
    let bands = items(tree, .rangeBand).map { $0.rangeBand! }
    #expect(bands.map(\.date) == [d("2027-05-30"), d("2027-06-01")])
    #expect(bands.map(\.endDate) == [d("2027-05-31"), d("2027-06-02")])
    #expect(bands[0].caps == BandCaps(left: .round, right: .flat))
    #expect(bands[1].caps == BandCaps(left: .flat, right: .round))
  }

  @Test(arguments: [
    (320.0, 12, false, 1), (375, 12, false, 1), (400, 12, false, 2), (560, 12, false, 2),
    (580, 12, false, 3), (700, 12, false, 3),
    (800, 12, false, 4), (1000, 12, false, 4), (1200, 12, false, 6), (2000, 12, false, 6),
    (800, 12, true, 4), (740, 12, true, 3), (1000, 3, false, 3), (1000, 5, false, 5),
    (700, 7, false, 3), (1000, 7, false, 4),
  ])
  func defaultColumnsFitAndBalance(width: Double, months: Int, weekNumbers: Bool, columns: Int)
    throws
  {
    let tree = try layout(
      "style: multiMonth\nmonths: \(months)\nwidth: \(width)\nshowsWeekNumbers: \(weekNumbers)")
    #expect(tree.inputs.year?.columns == columns, "\(width) \(months)")
    let header = items(tree, .monthHeader)
    #expect(header.count == months)
    if weekNumbers || columns > 1 {
      #expect(header[0].frame.width >= YearMetrics.minimumBlockWidth(showsWeekNumbers: weekNumbers))
    }
  }

  @Test(arguments: [320.0, 375, 700, 1366])
  func nothingOverflowsAtAnyColumnCount(width: Double) throws {
    for columns in 1...6 {
      for style in ["style: year\nshowsWeekNumbers: true", "style: multiMonth\nmonths: 24"] {
        let tree = try layout("\(style)\ncolumns: \(columns)\nwidth: \(width)")
        let page = Rect(x: 0, y: 0, width: tree.width, height: tree.height)
        for item in tree.items where item.kind != .rangeBand {
          #expect(page.contains(item.frame), "\(columns) columns: \(item.kind) \(item.frame)")
        }
        let headers = items(tree, .monthHeader)
        let cells = items(tree, .dateCell)
        // Every cell lies inside its own block's column.
        for cell in cells {
          let block = headers.last {
            $0.frame.minY <= cell.frame.minY && $0.frame.minX <= cell.frame.midX
              && $0.frame.maxX >= cell.frame.midX
          }!
          #expect(
            block.frame.minX <= cell.frame.minX + 1e-9 && cell.frame.maxX <= block.frame.maxX + 1e-9
          )
        }
      }
    }
  }

  @Test func rightToLeftPutsJanuaryOnTheRightAndMirrorsTheDays() throws {
    let tree = try layout("style: year\nyear: 2027\nlocale: ar_EG\nwidth: 800")
    let headers = items(tree, .monthHeader)
    #expect(tree.inputs.rightToLeft)
    #expect(headers[0].frame.maxX == 784 && headers[3].frame.minX == 16)
    let january = blocks(tree)[0].cells
    // 2027-01-01 is a Friday: with Saturday first in ar_EG, Friday is the last column, on the left.
    #expect(january[0].frame.minX == headers[0].frame.minX)
    #expect(january[0].dateCell!.text == "١")
  }

  @Test func weeksRunOnAcrossMonthsWithTheirShortNames() throws {
    let tree = try layout(
      "style: weeks\nweeks: 6\ndisplayDateAtStartup: 2027-01-27\nweekStartDay: monday")
    let cells = items(tree, .dateCell)
    #expect(cells.count == 42)
    #expect(cells.first?.date == d("2027-01-25") && cells.last?.date == d("2027-03-07"))
    #expect(zip(cells, cells.dropFirst()).allSatisfy { $0.date!.adding(days: 1) == $1.date })
    #expect(cells.allSatisfy { $0.dateCell!.inDisplayedMonth })
    let names = items(tree, .monthHeader)
    #expect(names.map(\.text!) == ["Jan", "Feb", "Mar"])
    #expect(names.map(\.month!.description) == ["2027-01", "2027-02", "2027-03"])
    // Each name stands over its day (the grid's first day, then each 1st).
    for (name, day) in zip(names, [d("2027-01-25"), d("2027-02-01"), d("2027-03-01")]) {
      let cell = cells.first { $0.date == day }!
      #expect(name.frame.minX == cell.frame.minX && name.frame.maxY <= cell.frame.minY)
    }
    #expect(items(tree, .separator).count == 6)
    #expect(tree.title == "January\u{2009}–\u{2009}March 2027")
    #expect(tree.inputs.year?.weeks == 6 && tree.inputs.year?.columns == nil)
  }

  @Test func weeksStopAtTheLastSupportedDay() throws {
    let tree = try layout("style: weeks\nweeks: 52\ndisplayDateAtStartup: 9999-12-01")
    let cells = items(tree, .dateCell)
    #expect(tree.inputs.year?.weeks == 5)
    #expect(cells.contains { $0.date == d("9999-12-31") })
    // 9999-12-31 is a Friday: the last row's Saturday, in year 10000, is an empty cell, and
    // no month of year 10000 is named.
    #expect(cells.last?.date == d("9999-12-31"))
    #expect(!cells.contains { ($0.date?.year ?? 0) > 9999 })
    #expect(!items(tree, .monthHeader).contains { $0.month?.year ?? 0 > 9999 })
    #expect(tree.inputs.endDate == d("9999-12-31") && tree.title.hasSuffix("December 9999"))
  }

  /// 0001-01-01 is a Monday: a Sunday-first grid starts on 31 December of year 0, which is
  /// an empty cell and left out of the title and the inputs.
  @Test func weeksBeforeTheFirstSupportedDayAreEmpty() throws {
    let tree = try layout(
      "style: weeks\nweeks: 2\ndisplayDateAtStartup: 0001-01-01\ntoday: 0001-01-01")
    let first = try #require(items(tree, .dateCell).first?.dateCell)
    #expect(first.date == d("0001-01-01"))
    #expect(tree.inputs.startDate == d("0001-01-01"))
    #expect(tree.title == "January 1")
  }

  /// The weekday initial over a column names the weekday of every day in it, in locales
  /// whose default calendar is not the Gregorian one too.
  @Test(arguments: ["en_US", "de_DE", "ar_SA", "fa_IR", "th_TH", "he_IL", "ar_EG", "ja_JP"])
  func weekdayInitialsStandOverTheirDays(locale: String) throws {
    for style in ["style: year\nyear: 2027", "style: weeks\ndisplayDateAtStartup: 2027-03-10"] {
      let tree = try layout("\(style)\nlocale: \(locale)\nwidth: 800")
      let labels = items(tree, .weekdayLabel)
      for cell in items(tree, .dateCell) {
        let label = labels.last {
          $0.frame.minX == cell.frame.minX && $0.frame.minY < cell.frame.minY
        }
        #expect(label?.weekdayLabel?.weekday == cell.date!.weekday, "\(locale) \(cell.date!)")
      }
    }
  }
}
