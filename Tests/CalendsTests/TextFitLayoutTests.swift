import Calends
import CalendsLayout
import Foundation
import GoldenTextSupport
import Testing

/// The fitting policy as the families use it, measured by Pango: day subtitles in German,
/// Arabic (right to left), Hebrew, Thai and Chinese cut with an ellipsis at their logical
/// end, prices shrunk whole or left out with a warning that names the day — never
/// "1.234,5…". The dumps (`TextFitGoldens/`) show the subtitles as drawn.
@Suite struct TextFitLayoutTests {
  static let golden = GoldenText(
    folder: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("TextFitGoldens"),
    artifacts: TestSupport.artifacts.appendingPathComponent("TextFitGoldens"))

  static let subtitles = """
    today: 2026-05-04
    displayDateAtStartup: 2026-05-01
    device: iPhoneSE
    days:
      2026-05-04: {subtitle: "€99"}
      2026-05-05: {subtitle: "1.234,56 €"}
      2026-05-06: {subtitle: "12.345.678,90 €"}
      2026-05-07: {subtitle: "Donaudampfschifffahrtsgesellschaftskapitän"}
      2026-05-08: {subtitle: "Preis 1.234,56 €"}
      2026-05-11: {subtitle: "اجتماع الفريق"}
      2026-05-12: {subtitle: "٣٤٫٥٦٧٫٨٩٠٪"}
      2026-05-13: {subtitle: "פגישת צוות שבועית"}
      2026-05-14: {subtitle: "การประชุมทีม"}
      2026-05-15: {subtitle: "团队每周例会"}
    """

  /// The decorated days' lines of the dump, and the layout's warnings.
  func dump(_ yaml: String) throws -> (text: String, warnings: [String]) {
    let renderer = TestSupport.renderer
    let prepared = try renderer.prepare(TestSupport.spec(yaml))
    let tree = try renderer.checkedLayout(prepared)
    let lines = tree.dump().split(separator: "\n").filter {
      $0.contains("subtitle") || $0.contains("leftOut")
    }
    let text = (lines + tree.warnings.map { "warning: " + $0 }).joined(separator: "\n") + "\n"
    return (text, tree.warnings)
  }

  @Test func daySubtitlesAreFittedByTheOnePolicy() throws {
    let (text, warnings) = try dump(Self.subtitles)
    Self.golden.assert(text, named: "subtitles-iphone-se.txt")
    #expect(!text.contains("1.234,5…") && !text.contains("٣٤٫٥…"))
    #expect(warnings.contains { $0.hasPrefix("2026-05-06: the subtitle '12.345.678,90 €'") })
  }

  /// A render's warnings (what `calends render` prints as `calends: warning:`) carry the
  /// left-out number's.
  @Test func aLeftOutNumberReachesTheRenderWarnings() throws {
    let renderer = TestSupport.renderer
    let prepared = try renderer.prepare(TestSupport.spec(Self.subtitles))
    let output = try renderer.render(prepared, format: .svg)
    #expect(output.warnings.contains { $0.hasPrefix("2026-05-06: the subtitle") })
  }
}
