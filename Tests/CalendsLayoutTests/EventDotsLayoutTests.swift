import CalendsDrawing
import CalendsModel
import CalendsTheme
import CalendsValues
import Foundation
import SpecTestingSupport
import Testing

@testable import CalendsLayout

/// A day's event dots, one per calendar in its colour (`EventDots`), centred under the number
/// in every grid style.
@Suite struct EventDotsLayoutTests: CalendarLayoutTesting {
  static let red = try! ColorSpecifier(parsing: "#C62828")
  static let green = try! ColorSpecifier(parsing: "#2E7D32")
  static let blue = try! ColorSpecifier(parsing: "#1565C0")
  /// Jan 8: the spec's date and one calendar; Jan 17: four calendars (three drawn); Jan 22:
  /// two calendars without a colour (one theme dot).
  static let calendarDots: [Day: [ColorSpecifier?]] = [
    d("2019-01-08"): [red],
    d("2019-01-17"): [red, green, nil, blue],
    d("2019-01-22"): [nil, nil],
  ]

  func dotLines(_ tree: LayoutTree) -> [String] {
    tree.dump().split(separator: "\n").map(String.init).filter { $0.hasPrefix("eventIndicator") }
  }

  @Test func dotsDump() {
    let tree = layout {
      $0.eventDates = [d("2019-01-08"), d("2019-01-03")]
      $0.calendarDots = Self.calendarDots
    }
    #expect(
      dotLines(tree) == [
        "eventIndicator 2019-01-03 239.07,105.5 4x4",
        "eventIndicator 2019-01-08 128.43,156.5 4x4",
        "eventIndicator 2019-01-08 135.43,156.5 4x4 color=#C62828",
        "eventIndicator 2019-01-17 232.07,207.5 4x4 color=#C62828",
        "eventIndicator 2019-01-17 239.07,207.5 4x4 color=#2E7D32",
        "eventIndicator 2019-01-17 246.07,207.5 4x4",
        "eventIndicator 2019-01-22 131.93,258.5 4x4",
      ])
  }

  /// Whatever the style, a day's dots are a centred row under its number, `dotGap` apart.
  @Test(arguments: ControlStyle.allCases)
  func everyStyleCentresTheRow(style: ControlStyle) throws {
    let tree = layout(style) {
      $0.displayDateAtStartup = d("2019-01-15")
      $0.calendarDots = Self.calendarDots
    }
    try checkRow(tree, day: "2019-01-17", count: 3)
  }

  @Test(arguments: ["style: year\nyear: 2019", "style: multiMonth\nmonths: 2", "style: weeks"])
  func yearViewsCentreTheRow(yaml: String) throws {
    var spec = try SpecReader.read(
      Data((yaml + "\ndisplayDateAtStartup: 2019-01-01").utf8), source: "spec.yaml")
    guard case .year(var year) = spec.family else {
      Issue.record("not a year view")
      return
    }
    year.calendarDots = Self.calendarDots
    spec.family = .year(year)
    let tree = CalendarLayout(
      spec: spec, today: d("2019-01-10"), theme: .light, measurer: ApproximateTextMeasurer()
    ).layout()
    try checkRow(tree, day: "2019-01-17", count: 3)
  }

  func checkRow(_ tree: LayoutTree, day: String, count: Int) throws {
    let cell = try #require(
      items(tree, .dateCell).first { $0.date == d(day) && $0.dateCell?.inDisplayedMonth == true })
    let dots = items(tree, .eventIndicator).filter { $0.date == d(day) }
    #expect(dots.count == count)
    let colors = dots.map { $0.record.color }
    #expect(colors == [Self.red, Self.green, nil])
    let row = dots.map(\.frame)
    let left = try #require(row.first).minX
    let right = try #require(row.last).maxX
    #expect(abs((left + right) / 2 - cell.frame.midX) < 0.01)
    for (a, b) in zip(row, row.dropFirst()) {
      #expect(abs(b.minX - a.maxX - a.width * 0.75) < 0.01)
      #expect(a.minY == b.minY)
    }
    #expect(row.allSatisfy { cell.frame.contains($0) })
  }
}
