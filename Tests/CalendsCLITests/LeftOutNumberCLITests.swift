import Foundation
import Testing

/// A day's subtitle that is a number too wide for its day even shrunk is left out, never cut,
/// and `render` and `layout` say so as a warning naming the day; the command succeeds.
@Suite struct LeftOutNumberCLITests {
  static let warning =
    "calends: warning: 2026-05-06: the subtitle '12.345.678,90 €' is a number too wide for its box even at 60 % of its size; it is left out rather than cut\n"

  func folder() throws -> URL {
    let folder = CLI.temporaryFolder()
    try Data(
      """
      today: 2026-05-04
      device: iPhoneSE
      days:
        2026-05-05: {subtitle: "1.234,56 €"}
        2026-05-06: {subtitle: "12.345.678,90 €"}
      """.utf8
    ).write(to: folder.appendingPathComponent("prices.yaml"))
    return folder
  }

  @Test func renderWarnsNamingTheDay() throws {
    let result = try CLI.run(["render", "prices.yaml", "-o", "prices.png"], in: try folder())
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr == Self.warning)
  }

  @Test func layoutWarnsAndShowsTheShrunkPrice() throws {
    let result = try CLI.run(["layout", "prices.yaml", "--dump"], in: try folder())
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr == Self.warning)
    #expect(result.stdout.contains(#"subtitle="1.234,56 €" subtitleFontSize="#))
    #expect(result.stdout.contains(#"leftOutSubtitle="12.345.678,90 €""#))
    #expect(!result.stdout.contains("1.234,5…"))
  }
}
