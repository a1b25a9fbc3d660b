import Foundation
import Testing

/// librsvg's `rsvg-convert`, the SVG renderer of GNOME and of many documentation tools.
/// CI installs it (`.ci/setup-system`); elsewhere the tests that need it are skipped.
enum RSVG {
  static let path: String? = ["/usr/bin/rsvg-convert", "/usr/local/bin/rsvg-convert"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }
  static var shouldRun: Bool { path != nil || ProcessInfo.processInfo.environment["CI"] != nil }
  static let skipReason: Comment =
    "rsvg-convert is not installed (librsvg2-bin); CI installs it with .ci/setup-system"
}

/// Our SVG, drawn by other renderers, shows what our PNG shows: every sample family and
/// script, rendered at scale 1 to PNG and SVG, then the SVG rasterized by librsvg and by
/// Chromium and compared with the PNG by `calends diff`. Shapes and glyph outlines are the
/// same geometry, so only antialiasing differs (measured: at most 40 per channel with
/// librsvg, a handful of edge pixels beyond 32 with Chromium's Skia).
@Suite struct SVGRasterCLITests {
  static let samples = [
    "reference", "dark", "locale-de", "stylesheet-ocean", "styles/arabic-islamic-rtl",
    "styles/hebrew-rtl", "styles/secondary-chinese", "styles/range-across-months",
    "styles/fullscreen-header", "styles/week-numbers-disabled", "timeline/busy-week",
    "booking/booking-clown",
  ]

  let folder = CLI.temporaryFolder()

  /// The sample rendered at scale 1 as `name.png` and `name.svg` in `folder`, with its
  /// size in pixels.
  func render(_ sample: String) throws -> (png: URL, svg: URL, width: Int, height: Int) {
    let name = sample.replacingOccurrences(of: "/", with: "-")
    let png = folder.appendingPathComponent(name + ".png")
    let svg = folder.appendingPathComponent(name + ".svg")
    for output in [png, svg] {
      let result = try CLI.run([
        "render", "Samples/\(sample).yaml", "--scale", "1", "-o", output.path,
      ])
      try #require(result.status == 0, "\(result.stderr)")
    }
    let text = String(decoding: try Data(contentsOf: svg).prefix(600), as: UTF8.self)
    func pixels(_ attribute: String) throws -> Int {
      let start = try #require(text.range(of: " \(attribute)=\""))
      return try #require(Int(text[start.upperBound...].prefix { $0.isNumber }))
    }
    return (png, svg, try pixels("width"), try pixels("height"))
  }

  @Test(.enabled(if: RSVG.shouldRun, RSVG.skipReason), arguments: samples)
  func librsvgDrawsWhatThePNGShows(sample: String) throws {
    let image = try render(sample)
    let raster = folder.appendingPathComponent("rsvg.png")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try #require(RSVG.path))
    process.arguments = [image.svg.path, "-o", raster.path]
    try process.run()
    process.waitUntilExit()
    try #require(process.terminationStatus == 0)
    let diff = try CLI.run(["diff", image.png.path, raster.path, "--tolerance", "48"])
    #expect(diff.status == 0, "\(sample): \(diff.stdout)\(diff.stderr)")
  }

  @Test(.enabled(if: Chromium.shouldRun, Chromium.skipReason), arguments: samples)
  func chromiumDrawsWhatThePNGShows(sample: String) throws {
    let image = try render(sample)
    let raster = folder.appendingPathComponent("chromium.png")
    try Chromium.screenshot(
      image.svg, width: image.width, height: image.height, scale: 1, to: raster)
    let diff = try CLI.run([
      "diff", image.png.path, raster.path, "--tolerance", "32", "--max-differing-fraction", "0.002",
    ])
    #expect(diff.status == 0, "\(sample): \(diff.stdout)\(diff.stderr)")
  }
}
