import CalendsDrawing
import CalendsModel
import CalendsTheme
import CalendsValues
import Foundation
import SpecTestingSupport
import Testing

@testable import CalendsLayout

/// The heat map's legend reads in the locale's direction and digits: right to left, the low
/// end and the lowest colour stand at the right; its numbers are written as the day numbers.
@Suite struct LegendLayoutTests {
  func legend(_ locale: String) throws -> LayoutItem.Legend {
    let spec = try SpecReader.read(
      Data(
        """
        displayDateAtStartup: 2026-03-01
        locale: \(locale)
        heatmap: {colors: ["#111111", "#222222", "#333333"], domain: [0, 12.5]}
        days: {2026-03-02: {value: 3}}
        """.utf8), source: "spec.yaml")
    let tree = CalendarLayout(
      spec: spec, today: d("2026-03-10"), theme: .light, measurer: ApproximateTextMeasurer()
    ).layout()
    return try #require(
      tree.items.compactMap { item -> LayoutItem.Legend? in
        if case .legend(let legend) = item.content { legend } else { nil }
      }.first)
  }

  @Test func leftToRightReadsLowToHigh() throws {
    let legend = try legend("en_US")
    #expect(legend.lowText == "0" && legend.highText == "12.5")
    #expect(legend.lowFrame.maxX <= legend.swatches[0].minX)
    #expect(legend.swatches[0].minX < legend.swatches[2].minX)
    #expect(legend.swatches[2].maxX <= legend.highFrame.minX)
  }

  @Test func rightToLeftIsMirroredInTheLocalesDigits() throws {
    let legend = try legend("ar_EG")
    #expect(
      legend.lowText == "٠" && legend.highText == "١٢٫٥", "\(legend.lowText) \(legend.highText)")
    #expect(legend.lowFrame.minX >= legend.swatches[0].maxX)
    #expect(legend.swatches[0].minX > legend.swatches[2].minX)
    #expect(legend.swatches[2].minX >= legend.highFrame.maxX)
    #expect(try self.legend("de_DE").highText == "12,5")
  }
}
