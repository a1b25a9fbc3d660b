import CalendsTheme
import Testing

@testable import CalendsCairo

@Suite struct ScriptCoverageTests {
  @Test(arguments: ["يناير ٢٠١٩", "שבט", "正月初一", "令和", "มกราคม", "माघ", "۱۳۹۷ دی – بهمن", "January 2019"])
  func probe(_ text: String) throws {
    let renderer = try CairoRenderer()
    let measurer = try #require(renderer.measurer as? PangoTextMeasurer)
    let c = try #require(measurer.coverage(of: text, font: .system(15)))
    print("COVERAGE", text, c)
  }
}
