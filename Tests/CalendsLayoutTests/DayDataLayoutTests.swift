import CalendsDrawing
import CalendsModel
import CalendsTheme
import CalendsValues
import Foundation
import SpecTestingSupport
import Testing

@testable import CalendsLayout

/// Per-day data in every grid style: the date cells carry their classes, subtitle, dots
/// and value; fills sit under the selection; the heat map's legend below the grid.
@Suite struct DayDataLayoutTests {
  func layout(_ yaml: String, today: String = "2026-05-12") throws -> LayoutTree {
    let spec = try SpecReader.read(Data(yaml.utf8), source: "spec.yaml")
    return CalendarLayout(
      spec: spec, today: d(today), theme: .light, measurer: ApproximateTextMeasurer()
    ).layout()
  }

  static let days = """
    days:
      2026-04-27: {subtitle: "€99", dots: ["#0070F2"]}
      2026-05-04: {classes: [holiday], subtitle: "€129", value: 3}
      2026-05-05: {dots: ["#0070F2", "#107E3E", "#E9730C", red, blue], value: 10}
      2026-05-06: {subtitle: "A very long text that cannot fit"}
      2026-05-12: {classes: [sold-out], value: 0}
      2026-05-14: {dots: [red, blue]}
    """

  func cell(_ tree: LayoutTree, _ day: String, adjacent: Bool = false) -> LayoutItem.DateCell? {
    items(tree, .dateCell).compactMap(\.dateCell).first {
      $0.date == d(day) && $0.inDisplayedMonth == !adjacent
    }
  }

  @Test func monthDump() throws {
    let tree = try layout(
      "displayDateAtStartup: 2026-05-01\neventDates: [2026-05-05, 2026-05-20]\nheatmap: {colors: [\"#EEEEEE\", \"#888888\", \"#000000\"], domain: [0, 12]}\n"
        + Self.days)
    golden.assert(tree.dump(), named: "days-month-2026-05.txt")
  }

  @Test(arguments: [
    "style: month", "style: week\ndisplayDateAtStartup: 2026-05-04", "style: expandable",
    "style: rangeSelection\nselectedDateRange: {start: 2026-05-03, end: 2026-05-06}",
    "style: datesSelection", "style: fullScreenMonth",
    "style: year\nyear: 2026", "style: multiMonth\nmonths: 2\ndisplayDateAtStartup: 2026-04-01",
    "style: weeks\ndisplayDateAtStartup: 2026-05-01",
  ])
  func everyGridStyleDecoratesItsCells(style: String) throws {
    let tree = try layout(
      style + "\n" + Self.days)
    let holiday = try #require(cell(tree, "2026-05-04")?.decoration)
    #expect(holiday.classes == ["holiday"] && holiday.subtitle == "€129" && holiday.value == 3)
    let dots = try #require(cell(tree, "2026-05-05")?.decoration)
    #expect(
      dots.dots.map(\.description) == ["#0070F2", "#107E3E", "#E9730C"] && dots.moreDots == 2)
    // The classes' fills come before (under) any selection disc or band.
    let firstFill = try #require(tree.items.firstIndex { $0.kind == .dayBackground })
    if let disc = tree.items.firstIndex(where: { $0.kind == .selectionIndicator }) {
      #expect(firstFill < disc)
    }
  }

  @Test func adjacentDaysAreDecoratedAndGreyed() throws {
    let tree = try layout("displayDateAtStartup: 2026-05-01\n" + Self.days)
    let adjacent = try #require(cell(tree, "2026-04-27", adjacent: true))
    #expect(adjacent.decoration?.subtitle == "€99" && adjacent.decoration?.dots.count == 1)
    #expect(adjacent.states.contains(.disabled))
  }

  /// Dots replace the event dot; a day with no dots keeps it.
  @Test func dotsReplaceTheEventDot() throws {
    let tree = try layout(
      "displayDateAtStartup: 2026-05-01\neventDates: [2026-05-05, 2026-05-20]\n" + Self.days)
    let indicators = items(tree, .eventIndicator).compactMap(\.date)
    #expect(indicators == [d("2026-05-20")])
    let frame = try #require(cell(tree, "2026-05-14")?.decoration?.dotsFrame)
    let cellFrame = try #require(items(tree, .dateCell).first { $0.date == d("2026-05-14") }?.frame)
    #expect(abs(frame.midX - cellFrame.midX) < 1e-9 && cellFrame.contains(frame))
  }

  @Test func aLongSubtitleIsCutWithAnEllipsisInsideTheCell() throws {
    let tree = try layout("displayDateAtStartup: 2026-05-01\n" + Self.days)
    let item = try #require(items(tree, .dateCell).first { $0.date == d("2026-05-06") })
    let subtitle = try #require(item.dateCell?.decoration?.subtitle)
    #expect(subtitle.hasSuffix("…") && subtitle.count < 20)
    let width = ApproximateTextMeasurer().measure(subtitle, font: CalendarTheme.light.dayLabel.font)
      .width
    #expect(width <= item.frame.width - 4)
    #expect(cell(tree, "2026-05-04")?.decoration?.subtitle == "€129")
  }

  @Test func heatmapFillsEveryCellAndDrawsALegendBelow() throws {
    let plain = try layout("displayDateAtStartup: 2026-05-01\n" + Self.days)
    let tree = try layout(
      "displayDateAtStartup: 2026-05-01\nheatmap: {colors: [\"#EEEEEE\", \"#888888\", \"#000000\"]}\n"
        + Self.days)
    let fills = items(tree, .dayBackground).compactMap { item -> (Day, String?)? in
      guard case .dayBackground(let bg) = item.content else { return nil }
      return (bg.date, bg.fill?.description)
    }
    #expect(fills.count == items(tree, .dateCell).count)
    let byDay = Dictionary(fills, uniquingKeysWith: { a, _ in a })
    // auto domain 0…10, three buckets: 0 → first, 3 → first, 10 → last; no value → empty.
    #expect(byDay[d("2026-05-12")]! == "#EEEEEE" && byDay[d("2026-05-04")]! == "#EEEEEE")
    #expect(byDay[d("2026-05-05")]! == "#000000" && byDay[d("2026-05-20")]! == "#EEEEEF")
    let legend = try #require(items(tree, .legend).first)
    #expect(legend.frame.minY >= plain.height && tree.height > legend.frame.maxY)
    guard case .legend(let payload) = legend.content else { return }
    #expect(payload.domain == 0...10 && payload.lowText == "0" && payload.highText == "10")
    #expect(payload.swatches.count == 3)
    let off = try layout(
      "displayDateAtStartup: 2026-05-01\nheatmap: {legend: false}\n" + Self.days)
    #expect(items(off, .legend).isEmpty && off.height == plain.height)
  }

  @Test func theJSONCarriesTheDayData() throws {
    let json = try layout("displayDateAtStartup: 2026-05-01\nheatmap: {}\n" + Self.days)
      .jsonString()
    #expect(json.contains(#""classes": ["holiday"], "subtitle": "€129", "value": 3"#))
    #expect(
      json.contains(##""dots": ["#0070F2", "#107E3E", "#E9730C"], "moreDots": 2, "value": 10"##))
    #expect(json.contains(#""kind": "legend""#) && json.contains(#""domain": [0, 10]"#))
    #expect(json.contains(#""kind": "dayBackground""#) && json.contains(##""fill": "#EEEEEF""##))
  }
}
