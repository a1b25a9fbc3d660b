import CalendsModel
import CalendsTheme
import CalendsValues
import Foundation
import Testing

@testable import CalendsLayout

@Suite struct MonthLayoutTests: CalendarLayoutTesting {

  @Test func referenceExampleDump() {
    let tree = layout {
      $0.selectedDate = d("2019-01-23")
      $0.eventDates = [d("2019-01-08"), d("2019-01-17")]
    }
    golden.assert(tree.dump(), named: "month-2019-01.txt")
  }

  @Test func weekNumbersAndMondayStartDump() {
    let tree = layout(today: "2021-01-04") {
      $0.weekStartDay = .monday
      $0.showsWeekNumbers = true
      $0.hasEventIndicator = false
    }
    golden.assert(tree.dump(), named: "month-2021-01-weeknumbers.txt")
  }

  @Test func sevenColumnsOfEqualWidthFillingTheDevice() {
    for device in DeviceModel.allCases {
      let tree = layout {
        $0.device = device
        $0.sizeClass = device.sizeClass
      }
      let expected = device.sizeClass == .compact ? device.screenWidth : device.screenWidth - 40
      #expect(tree.width == expected, "\(device)")
      let cells = items(tree, .dateCell)
      #expect(cells.count % 7 == 0)
      let xs = Set(cells.map { ($0.frame.x * 1000).rounded() })
      #expect(xs.count == 7)
      #expect(cells.allSatisfy { abs($0.frame.width - expected / 7) < 1e-9 })
      #expect(
        cells.allSatisfy {
          Rect(x: 0, y: 0, width: tree.width, height: tree.height).contains($0.frame)
        })
    }
  }

  @Test func explicitWidthWins() {
    #expect(layout { $0.width = 500 }.width == 500)
  }

  @Test func cellHeightIs51ByDefault() {
    #expect(items(layout(), .dateCell).allSatisfy { $0.frame.height == 51 })
  }

  @Test(arguments: [
    (100.0, 44.0), (200.0, 44.0), (290.0, 44.0), (300.0, 46.0), (330.0, 51.0), (900.0, 51.0),
  ])
  func maximumViewHeightClampsCellsTo44Through51(maximum: Double, expected: Double) {
    // January 2019: 5 rows; fixed part = 44 (title) + 8 + 14 (label) + 4 = 70.
    let tree = layout { $0.maximumViewHeight = maximum }
    #expect(items(tree, .dateCell).allSatisfy { $0.frame.height == expected }, "max \(maximum)")
    #expect(tree.inputs.cellHeight == expected)
  }

  @Test func cellHeightFormula() {
    #expect(CalendarMetrics.cellHeight(maximumViewHeight: nil, fixedHeight: 70, rows: 5) == 51)
    #expect(
      CalendarMetrics.cellHeight(maximumViewHeight: 70 + 5 * 47.9, fixedHeight: 70, rows: 5) == 47)
    #expect(CalendarMetrics.cellHeight(maximumViewHeight: 0, fixedHeight: 70, rows: 6) == 44)
  }

  @Test func weekNumberColumnTakesSevenOfOneHundredForty() {
    let tree = layout { $0.showsWeekNumbers = true }
    let numbers = items(tree, .weekNumber)
    #expect(numbers.count == 5)
    #expect(numbers.allSatisfy { abs($0.frame.width - 375 * 7 / 140) < 1e-9 && $0.frame.x == 0 })
    #expect(items(tree, .dateCell).allSatisfy { abs($0.frame.width - 375 * 19 / 140) < 1e-9 })
    #expect(numbers.map(\.weekNumber?.week) == [1, 2, 3, 4, 5])
  }

  @Test func weekdayLabelsFollowTheWeekStart() {
    #expect(
      items(layout { $0.weekStartDay = .saturday }, .weekdayLabel).map(\.weekdayLabel?.weekday) == [
        7, 1, 2, 3, 4, 5, 6,
      ])
    #expect(
      items(layout { $0.weekStartDay = .sunday }, .weekdayLabel).map(\.text) == [
        "S", "M", "T", "W", "T", "F", "S",
      ])
    let highlighted = items(layout(), .weekdayLabel).filter { $0.states == .highlighted }
    #expect(highlighted.map(\.weekdayLabel?.weekday) == [5])  // 2019-01-10 is a Thursday
  }

  @Test func monthTitleSingleDoubleNone() {
    #expect(items(layout(), .monthHeader).first?.text == "Jan 2019")
    #expect(
      items(layout { $0.monthTitle = .double }, .monthHeader).first?.monthHeader?.lines?.map(\.text)
        == [
          "Jan", "2019",
        ])
    let untitled = layout { $0.monthTitle = .none }
    #expect(items(untitled, .monthHeader).isEmpty)
    #expect(items(untitled, .weekdayLabel).first?.frame.y == CalendarMetrics.weekdayLabelTopPadding)
    #expect(layout().title == "Jan 2019")
  }

  @Test func indicatorsSitInsideTheirCells() {
    let tree = layout {
      $0.selectedDate = d("2019-01-23")
      $0.eventDates = [d("2019-01-23")]
    }
    let cell = items(tree, .dateCell).first { $0.date == d("2019-01-23") }!
    let disc = items(tree, .selectionIndicator).first!
    let dot = items(tree, .eventIndicator).first!
    #expect(cell.frame.contains(disc.frame))
    #expect(cell.frame.contains(dot.frame))
    #expect(dot.frame.minY >= disc.frame.maxY)
    #expect(disc.frame.width == CalendarMetrics.selectionDiameter)
  }

  @Test func jsonFollowsTheContract() throws {
    let tree = layout {
      $0.selectedDate = d("2019-01-23")
      $0.showsWeekNumbers = true
    }
    let json =
      try JSONSerialization.jsonObject(with: Data(tree.jsonString().utf8)) as! [String: Any]
    #expect(json["width"] as? Double == 375)
    #expect(json["title"] as? String == "Jan 2019")
    let spec = json["spec"] as! [String: Any]
    #expect(spec["today"] as? String == "2019-01-10")
    #expect(spec["firstWeekday"] as? Int == 1)
    let items = json["items"] as! [[String: Any]]
    let cell = items.first {
      $0["kind"] as? String == "dateCell" && $0["date"] as? String == "2019-01-23"
    }!
    #expect(cell["text"] as? String == "23")
    #expect(cell["states"] as? [String] == ["selected"])
    #expect(cell["selection"] as? String == "single")
    #expect(cell["inDisplayedMonth"] as? Bool == true)
    #expect(cell["hasEvent"] as? Bool == false)
    let frame = cell["frame"] as! [String: Double]
    #expect(Set(frame.keys) == ["x", "y", "width", "height"])
    #expect(
      items.contains { $0["kind"] as? String == "weekdayLabel" && $0["weekday"] as? Int == 1 })
    #expect(
      items.contains {
        $0["kind"] as? String == "monthHeader" && $0["month"] as? String == "2019-01"
      })
    #expect(items.contains { $0["kind"] as? String == "weekNumber" && $0["week"] as? Int == 4 })
  }

  @Test func localizedNames() {
    let tree = layout { $0.locale = "de_DE" }
    #expect(items(tree, .weekdayLabel).map(\.text) == ["M", "D", "M", "D", "F", "S", "S"])
    #expect(tree.title.hasPrefix("Jan"))
  }
}
