import CalendsModel
import CalendsTheme
import CalendsValues
import Foundation
import Testing

@testable import CalendsLayout

@Suite struct StyleLayoutTests: CalendarLayoutTesting {

  func caps(_ tree: LayoutTree) -> [String] {
    items(tree, .rangeBand).map {
      let band = $0.rangeBand!
      return "\(band.date)…\(band.endDate) \(band.caps.left.rawValue)-\(band.caps.right.rawValue)"
    }
  }

  @Test func statesAreNamedInContractOrder() {
    #expect(DayStates.normal.names == ["normal"])
    #expect(
      DayStates([.disabled, .highlighted, .selected]).names == [
        "selected", "highlighted", "disabled",
      ])
    #expect(DayStates([.weekend, .today, .passed]).names == ["passed", "today", "weekend"])
  }

  @Test func weekStyleShowsOneRowOfTheWeekContainingTheDisplayDate() {
    let tree = layout { $0.style = .week }
    let cells = items(tree, .dateCell)
    #expect(cells.map(\.date!) == (6...12).map { d(String(format: "2019-01-%02d", $0)) })
    #expect(Set(cells.map(\.frame.y)).count == 1)
    #expect(cells.first { $0.date == d("2019-01-10") }?.states == [.selected, .highlighted])
    #expect(tree.title == "Jan 2019")
    golden.assert(tree.dump(), named: "week-2019-01-10.txt")
  }

  @Test func weekStyleGreysOnlyDaysBeforeTheRangeStart() {
    let tree = layout {
      $0.style = .week
      $0.startDate = d("2019-01-02")
      $0.endDate = d("2019-12-31")
      $0.displayDateAtStartup = d("2019-01-02")
    }
    // The first week of the range (Dec 30 … Jan 5): Dec 30, 31 and Jan 1 are before the start.
    let cells = items(tree, .dateCell).filter { $0.date! < d("2019-01-02") }
    #expect(cells.count == 3)
    #expect(cells.allSatisfy { $0.states == .disabled })
  }

  @Test func expandableDrawsTheHandleUnderEitherForm() {
    let month = layout { $0.style = .expandable }
    let week = layout {
      $0.style = .expandable
      $0.expandableStyleStartsWithWeek = true
    }
    #expect(items(month, .dateCell).count == 35)
    #expect(items(week, .dateCell).count == 7)
    for tree in [month, week] {
      let handle = items(tree, .handle)
      #expect(handle.count == 1)
      #expect(handle[0].frame.minY > items(tree, .dateCell).map(\.frame.maxY).max()!)
      #expect(abs(handle[0].frame.midX - tree.width / 2) < 1e-9)
    }
    #expect(items(week, .handle)[0].text == "week")
  }

  @Test func rangeBandCarriesAcrossRowEndsAndMonthBoundaries() {
    let tree = layout {
      $0.style = .rangeSelection
      $0.selectedDateRange = DateRange(start: d("2019-01-28"), end: d("2019-02-05"))
      $0.displayDateAtStartup = d("2019-01-01")
    }
    #expect(
      caps(tree) == [
        "2019-01-28…2019-01-31 round-flat",
        "2019-02-01…2019-02-02 flat-flat",
        "2019-02-03…2019-02-05 flat-round",
      ])
    let bands = items(tree, .rangeBand)
    // A flat end reaches its cell's outer edge (the row's edge, or the month's last day);
    // a round end is centred on its day.
    let cells = items(tree, .dateCell)
    #expect(bands[0].frame.maxX == cells.first { $0.date == d("2019-01-31") }!.frame.maxX)
    #expect(abs(bands[1].frame.maxX - tree.width) < 1e-9)
    #expect(bands[2].frame.minX == 0)
    #expect(
      bands[2].frame.maxX == cells.first { $0.date == d("2019-02-05") }!.frame.midX + bands[2].frame
        .height / 2)
    let discs = items(tree, .selectionIndicator)
    #expect(discs.map(\.date!) == [d("2019-01-28"), d("2019-02-05")])
    #expect(discs.map(\.selectionIndicator!.selection) == [.rangeStart, .rangeEnd])
    let middle = items(tree, .dateCell).first { $0.date == d("2019-02-01") }!
    #expect(middle.dateCell?.selection == .rangeMiddle)
    golden.assert(tree.dump(), named: "range-2019-01-28-02-05.txt")
  }

  @Test func stackedMonthsFillTheHeightWithHeadersAndOnlyTheirOwnDays() {
    let tree = layout {
      $0.style = .datesSelection
      $0.height = 800
      $0.selectedDates = [d("2019-01-03"), d("2019-01-09")]
    }
    #expect(tree.height == 800)
    let headers = items(tree, .monthHeader)
    #expect(headers.map(\.month!.description).prefix(2) == ["2019-01", "2019-02"])
    #expect(headers[0].monthHeader?.textAlign == .left)
    #expect(items(tree, .dateCell).allSatisfy { $0.dateCell?.inDisplayedMonth == true })
    #expect(items(tree, .dateCell).allSatisfy { $0.frame.minY < 800 })
    #expect(items(tree, .selectionIndicator).map(\.date!) == [d("2019-01-03"), d("2019-01-09")])
    #expect(items(tree, .weekdayLabel).count == 7)
  }

  @Test func fullScreenMonthFillsTheHeightWithRules() {
    let tree = layout {
      $0.style = .fullScreenMonth
      $0.showsMonthHeader = true
      $0.height = 700
    }
    #expect(tree.height == 700)
    #expect(items(tree, .monthHeader).first?.text == "January 2019")
    #expect(items(tree, .separator).count == 5)
    let cells = items(tree, .dateCell)
    #expect(cells.allSatisfy { $0.frame.height > 100 })
    #expect(cells.last!.frame.maxY <= 700)
    // The number sits near the top of its tall cell.
    #expect(cells.allSatisfy { $0.dateCell!.textFrame.minY - $0.frame.minY < 20 })
    #expect(
      items(
        layout {
          $0.style = .fullScreenMonth
          $0.height = 700
        }, .monthHeader
      ).isEmpty)
  }

  @Test func rightToLeftMirrorsColumnsWeekNumbersAndBandCaps() {
    let tree = layout {
      $0.style = .rangeSelection
      $0.locale = "ar"
      $0.weekStartDay = .saturday
      $0.showsWeekNumbers = true
      $0.selectedDateRange = DateRange(start: d("2019-01-14"), end: d("2019-01-22"))
    }
    #expect(tree.inputs.rightToLeft)
    let labels = items(tree, .weekdayLabel)
    // Saturday is the first column: on the right.
    #expect(labels.first!.weekdayLabel?.weekday == 7)
    #expect(labels.first!.frame.maxX > labels.last!.frame.maxX)
    #expect(items(tree, .weekNumber).allSatisfy { $0.frame.maxX == tree.width })
    let bands = items(tree, .rangeBand)
    #expect(bands.first!.rangeBand?.caps == BandCaps(left: .flat, right: .round))
    #expect(bands.last!.rangeBand?.caps == BandCaps(left: .round, right: .flat))
    #expect(items(tree, .monthHeader).first!.monthHeader?.textAlign == .right)
  }

  @Test func secondaryCalendarAddsALabelUnderEachDayAndADualTitle() {
    let tree = layout {
      $0.alternateCalendar = .islamicUmmAlQura
      $0.alternateCalendarLocale = "en"
    }
    let labels = items(tree, .dayLabel)
    #expect(labels.count == items(tree, .dateCell).count)
    #expect(tree.title.hasPrefix("January 2019 · "))
    #expect(tree.title.contains("1440"))
    let disc = items(tree, .selectionIndicator).first!
    #expect(disc.frame.width == CalendarMetrics.selectionDiameter)
    let cell = items(tree, .dateCell).first { $0.date == disc.date }!
    #expect(cell.frame.contains(disc.frame))
  }

  @Test func everyStyleKeepsItsItemsInsideTheImageWidth() {
    for style in ControlStyle.allCases {
      let tree = layout {
        $0.style = style
        $0.showsWeekNumbers = true
        $0.eventDates = [d("2019-01-10")]
      }
      #expect(
        tree.items.allSatisfy { $0.frame.minX >= -1e-9 && $0.frame.maxX <= tree.width + 1e-9 },
        "\(style)")
    }
  }
}

/// A stacked month starts only where its first row's day numbers show: the README's range
/// example ended with a "March 2019" header over nothing.
@Suite struct StackedMonthsEndTests: CalendarLayoutTesting {
  @Test(arguments: [560.0, 600.0, 640.0, 667.0, 700.0, 760.0, 900.0])
  func everyDrawnMonthHeaderHasDaysUnderIt(height: Double) {
    let tree = layout {
      $0.style = .rangeSelection
      $0.selectedDateRange = DateRange(start: d("2019-01-24"), end: d("2019-02-06"))
      $0.canvas.height = height
    }
    let headers = items(tree, .monthHeader)
    #expect(!headers.isEmpty)
    let cells = items(tree, .dateCell)
    for header in headers {
      let below = cells.filter { $0.frame.minY >= header.frame.maxY - 1e-9 }
      let firstRow = below.map(\.frame.minY).min()
      // The first row under the header is there, and its middle is inside the image.
      #expect(firstRow != nil, "\(header.text ?? "") at \(height)")
      if let firstRow, let cell = below.first(where: { $0.frame.minY == firstRow }) {
        #expect(cell.frame.midY <= height + 1e-9, "\(header.text ?? "") at \(height)")
      }
    }
  }
}
