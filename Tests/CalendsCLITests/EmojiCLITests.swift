import Foundation
import Testing

/// Event titles with emoji, from the command line: the samples' PDFs give their characters
/// back to `pdftotext`, and their SVGs show the pictures in librsvg as the PNG does.
@Suite struct EmojiCLITests {
  let folder = CLI.temporaryFolder()

  static let samples = ["timeline/emoji-week", "wall/emoji-month", "days/emoji-days"]

  @Test func pdfTextReturnsTheEmoji() throws {
    let pdf = folder.appendingPathComponent("week.pdf").path
    let render = try CLI.run(["render", "Samples/timeline/emoji-week.yaml", "-o", pdf])
    try #require(render.status == 0, "\(render.stderr)")
    let text = try CLI.run(
      ["-enc", "UTF-8", pdf, "-"], binary: URL(fileURLWithPath: "/usr/bin/pdftotext"))
    try #require(text.status == 0, "\(text.stderr)")
    for emoji in [
      "Lunch 🍕", "🎂 Birthday", "🏔\u{FE0F} Offsite", "🇨🇭 Zermatt", "🎉",
      "Family 👨\u{200D}👩\u{200D}👧 day", "Kudos 👍🏽 ❤\u{FE0F} ★",
    ] {
      #expect(text.stdout.contains(emoji), "\(emoji) in \(text.stdout)")
    }
  }

  @Test(.enabled(if: RSVG.shouldRun, RSVG.skipReason), arguments: samples)
  func librsvgShowsThePictures(sample: String) throws {
    let name = sample.replacingOccurrences(of: "/", with: "-")
    let png = folder.appendingPathComponent(name + ".png").path
    let svg = folder.appendingPathComponent(name + ".svg").path
    let raster = folder.appendingPathComponent(name + "-rsvg.png").path
    for output in [png, svg] {
      let result = try CLI.run(["render", "Samples/\(sample).yaml", "--scale", "1", "-o", output])
      try #require(result.status == 0, "\(result.stderr)")
    }
    let convert = try CLI.run(
      [svg, "-o", raster], binary: URL(fileURLWithPath: try #require(RSVG.path)))
    try #require(convert.status == 0, "\(convert.stderr)")
    // librsvg resamples the strike with its own filter, so a picture's edge pixels differ a
    // little (at most 0.3 % of a small month at scale 1)...
    let diff = try CLI.run([
      "diff", png, raster, "--tolerance", "48", "--max-differing-fraction", "0.005",
    ])
    #expect(diff.status == 0, "\(sample): \(diff.stdout)\(diff.stderr)")
    // ...and the same SVG without its pictures differs in at least twice as many pixels, so
    // the comparison sees them.
    let bare = folder.appendingPathComponent(name + "-bare.svg").path
    let text = try String(contentsOfFile: svg, encoding: .utf8)
    try text.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.hasPrefix("<use xlink:href=\"#e") }.joined(separator: "\n")
      .write(toFile: bare, atomically: true, encoding: .utf8)
    let bareRaster = folder.appendingPathComponent(name + "-bare.png").path
    _ = try CLI.run(
      [bare, "-o", bareRaster], binary: URL(fileURLWithPath: try #require(RSVG.path)))
    func differing(_ image: String) throws -> Int {
      let result = try CLI.run(["diff", png, image, "--tolerance", "48"])
      guard let range = result.stdout.range(of: "differ: ") else { return 0 }
      return Int(result.stdout[range.upperBound...].prefix { $0.isNumber }) ?? 0
    }
    let drawn = try differing(raster)
    let missing = try differing(bareRaster)
    #expect(missing > 2 * drawn, "\(sample): \(missing) pixels without pictures, \(drawn) with")
  }
}
