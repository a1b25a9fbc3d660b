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

  /// A narrow wall month in Arabic: bars and lines whose titles are long words, a German
  /// compound, an amount that shrinks and one left out, and a time with a long title.
  static let wallMonth = """
    style: wallMonth
    locale: ar_EG
    today: 2026-03-11
    displayDateAtStartup: 2026-03-01
    width: 560
    height: 600
    events:
      - {title: اجتماع الفريق الأسبوعي, start: 2026-03-02, end: 2026-03-03, allDay: true}
      - {title: Donaudampfschifffahrtsgesellschaftskapitän, start: 2026-03-09, end: 2026-03-09, allDay: true}
      - {title: "1.234.567,89 €", start: 2026-03-10, end: 2026-03-10, allDay: true}
      - {title: "12 %", start: 2026-03-11, end: 2026-03-11, allDay: true}
      - {title: "123.456.789.012.345.678,90 €", start: 2026-03-12, end: 2026-03-12, allDay: true}
      - {title: مراجعة التصميم مع العميل, start: 2026-03-16T09:30, end: 2026-03-16T10:00}
    """

  /// The dump's lines of the items `keep` selects, and the layout's warnings.
  func dump(
    _ yaml: String,
    keep: (Substring) -> Bool = { $0.contains("subtitle") || $0.contains("leftOut") }
  )
    throws -> (text: String, warnings: [String])
  {
    let renderer = TestSupport.renderer
    let prepared = try renderer.prepare(TestSupport.spec(yaml))
    let tree = try renderer.checkedLayout(prepared)
    let lines = tree.dump().split(separator: "\n").filter(keep)
    let text = (lines + tree.warnings.map { "warning: " + $0 }).joined(separator: "\n") + "\n"
    return (text, tree.warnings)
  }

  @Test func daySubtitlesAreFittedByTheOnePolicy() throws {
    let (text, warnings) = try dump(Self.subtitles)
    Self.golden.assert(text, named: "subtitles-iphone-se.txt")
    #expect(!text.contains("1.234,5…") && !text.contains("٣٤٫٥…"))
    #expect(warnings.contains { $0.hasPrefix("2026-05-06: the subtitle '12.345.678,90 €'") })
  }

  @Test func wallMonthTitlesAreFittedByTheOnePolicy() throws {
    let (text, warnings) = try dump(Self.wallMonth) {
      $0.hasPrefix("eventBar") || $0.hasPrefix("eventLine")
    }
    Self.golden.assert(text, named: "wall-month-ar.txt")
    #expect(!text.contains("1.234.5") || text.contains("1.234.567,89 €"))
    #expect(text.contains(#"title="1.234.567,89 €" color=#0070F2 fontSize=8."#))
    #expect(
      warnings == [
        "2026-03-12: the event title '123.456.789.012.345.678,90 €' is a number too wide for its box even at 60 % of its size; it is left out rather than cut"
      ])
  }

  /// A render's warnings (what `calends render` prints as `calends: warning:`) carry the
  /// left-out number's.
  @Test func aLeftOutNumberReachesTheRenderWarnings() throws {
    let renderer = TestSupport.renderer
    let prepared = try renderer.prepare(TestSupport.spec(Self.subtitles))
    let output = try renderer.render(prepared, format: .svg)
    #expect(
      output.warnings.contains {
        $0.code == .warning && $0.message.hasPrefix("2026-05-06: the subtitle")
      })
  }
}
