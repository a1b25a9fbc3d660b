import CalendsDrawing
import CalendsLayout
import CalendsModel
import CalendsTheme
import CalendsValues
import Foundation
import SpecTestingSupport
import Testing

@testable import CalendsScene

/// Per-day data painted: class rules per day, fills under the selection, subtitles, up to
/// three dots and a `+`, greyed adjacent days, and the heat map's legend.
@Suite struct DayDataSceneTests {
  static let sheet = """
    fdlFUICalendarItemView_title.holiday { font-color: #BB0000; }
    fdlFUICalendarItemView_dayBackground.sold-out { background-color: #00000033; }
    fdlFUICalendarItemView_subtitle.sold-out { font-color: #FF0000; }
    """

  func scene(_ yaml: String, appearance: Appearance = .light) throws -> Scene {
    let spec = try SpecReader.read(Data(yaml.utf8), source: "spec.yaml")
    let theme = try Stylesheet.parse(Self.sheet, file: "t.nss").resolve(appearance: appearance)
    let tree = CalendarLayout(
      spec: spec, today: Day(iso: "2026-05-12")!, theme: theme,
      measurer: ApproximateTextMeasurer()
    ).layout()
    return SceneBuilder(theme: theme).build(tree)
  }

  static let month = """
    displayDateAtStartup: 2026-05-01
    isPersistentSelection: true
    heatmap: {colors: ["#EEEEEE", "#888888", "#000000"], domain: [0, 9]}
    days:
      2026-04-28: {value: 9, subtitle: "€1", dots: ["#00FF00"]}
      2026-05-04: {classes: [holiday], subtitle: "May 4"}
      2026-05-05: {dots: ["#0000FF", "#00FF00", "#FF0000", "#FFFF00"], value: 4}
      2026-05-12: {classes: [sold-out], subtitle: Full, value: 0}
    """

  @Test func monthDumps() throws {
    golden.assert(try scene(Self.month).dump(), named: "days-month-2026-05-light.txt")
    golden.assert(
      try scene(Self.month, appearance: .dark).dump(), named: "days-month-2026-05-dark.txt")
  }

  func texts(_ scene: Scene) -> [TextRun] {
    scene.nodes.compactMap { if case .text(let run) = $0 { run } else { nil } }
  }

  @Test func classesStyleTheirDaysOnly() throws {
    let runs = texts(try scene(Self.month))
    #expect(runs.first { $0.text == "4" }?.color == Color(hex: 0xBB0000))
    #expect(runs.first { $0.text == "5" }?.color == CalendarTheme.light.dayTitle.normal.color)
    #expect(runs.first { $0.text == "Full" }?.color == Color(hex: 0xFF0000))
    #expect(runs.first { $0.text == "May 4" }?.color == CalendarTheme.light.dayLabel.color)
    // An adjacent day's subtitle is greyed like its number.
    #expect(runs.first { $0.text == "€1" }?.color == CalendarTheme.light.dayTitle.disabledColor)
  }

  @Test func threeDotsAndAPlus() throws {
    let nodes = try scene(Self.month).nodes
    let dots = nodes.compactMap { node -> Color? in
      if case .circle(_, _, let color) = node, color != CalendarTheme.light.eventView {
        color
      } else {
        nil
      }
    }
    #expect(dots.contains(Color(hex: 0x0000FF)) && !dots.contains(Color(hex: 0xFFFF00)))
    let plus = nodes.filter { if case .line = $0 { true } else { false } }
    #expect(plus.count == 2)
    // The adjacent day's dot is greyed.
    #expect(dots.contains(Color(hex: 0x00FF00).withAlphaScaled(by: 0.4)))
  }

  @Test func fillsComeFirstAndTheLegendLast() throws {
    let nodes = try scene(Self.month).nodes
    let fills = nodes.enumerated().compactMap { index, node -> (Int, Color)? in
      if case .roundedRect(_, _, let color) = node { (index, color) } else { nil }
    }
    #expect(fills.contains { $0.1 == Color(hex: 0x000000) })
    #expect(fills.contains { $0.1 == Color(hex: 0x0000_0033, hasAlpha: true) })
    let firstText = try #require(
      nodes.firstIndex { if case .text(let run) = $0 { run.text == "26" } else { false } })
    #expect(try #require(fills.first).0 < firstText)
    guard case .text(let last) = try #require(nodes.last) else {
      Issue.record("the legend's high end is drawn last")
      return
    }
    #expect(last.text == "9")
  }
}

extension DayDataSceneTests {
  /// A number too close in brightness to its heat-map fill turns white (dark fill) or navy
  /// (pale fill); a readable one keeps its colour.
  @Test func numbersStayReadableOnTheirFill() throws {
    let runs = texts(try scene(Self.month))
    #expect(runs.first { $0.text == "12" }?.color == CalendarTheme.light.dayTitle.highlighted.color)
    let dark = texts(try scene(Self.month, appearance: .dark))
    // 12 is on the palest bucket in the dark theme: its light tint would vanish.
    #expect(dark.first { $0.text == "12" }?.color == Color(hex: 0x223548))
    #expect(ControlSceneBuilder.readable(.white, on: Color(hex: 0x000000)) == .white)
    #expect(ControlSceneBuilder.readable(Color(hex: 0x223548), on: Color(hex: 0x08519C)) == .white)
  }
}
