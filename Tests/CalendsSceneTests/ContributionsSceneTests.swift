import CalendsDrawing
import CalendsLayout
import CalendsModel
import CalendsTheme
import CalendsValues
import Foundation
import SpecTestingSupport
import Testing

@testable import CalendsScene

/// A contribution calendar's day is a small square of its heat-map colour (the empty colour
/// without a value), with no number.
@Suite struct ContributionsSceneTests {
  @Test func daysAreSquaresOfTheirColour() throws {
    let spec = try SpecReader.read(
      Data(
        """
        style: year
        layout: contributions
        year: 2026
        width: 800
        heatmap: {colors: ["#112233", "#445566"], domain: [0, 10], legend: false}
        days: {2026-03-02: {value: 9}}
        """.utf8), source: "spec.yaml")
    for theme in [CalendarTheme.light, .dark] {
      let tree = CalendarLayout(
        spec: spec, today: Day(iso: "2026-10-15")!, theme: theme,
        measurer: ApproximateTextMeasurer()
      ).layout()
      let scene = SceneBuilder(theme: theme).build(tree)
      let squares = scene.nodes.compactMap { node -> Color? in
        if case .roundedRect(_, _, let color) = node { color } else { nil }
      }
      #expect(squares.count == 365)
      #expect(squares.filter { $0 == Color(hex: 0x445566) }.count == 1)
      let empty = Heatmap.defaultEmptyColor.resolved(for: theme.appearance)
      #expect(squares.filter { $0 == empty }.count == 364)
      let texts = scene.nodes.compactMap { if case .text(let run) = $0 { run.text } else { nil } }
      #expect(!texts.contains("2") && texts.contains("Mar") && texts.contains("2026"))
    }
  }
}
