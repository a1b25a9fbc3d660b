import Foundation
import Testing

/// `calends scene`, and the commands against the sample goldens that `SampleGoldenTests`
/// compares through the library: the two cannot drift apart.
@Suite struct SceneCLITests {
  static let goldens = CLI.packageRoot.appendingPathComponent(
    "Tests/CalendsTests/SampleGoldens")

  /// A golden set, the spec (path without extension) and the flags that print it: a dark
  /// appearance of `Samples/samples.yaml` is its spec with `--theme dark`.
  struct Sample: Sendable, CustomStringConvertible {
    var golden: String
    var spec: String
    var flags: [String] = []
    var description: String { golden }
  }

  /// Months (one with a stylesheet beside the spec), a style in its dark appearance, a
  /// booking grid and a timeline whose own spec is dark.
  static let samples = [
    Sample(golden: "today", spec: "today"),
    Sample(golden: "stylesheet-ocean", spec: "stylesheet-ocean"),
    Sample(
      golden: "styles/expandable-week-dark", spec: "styles/expandable-week",
      flags: ["--theme", "dark"]),
    Sample(golden: "booking/booking-default", spec: "booking/booking-default"),
    Sample(golden: "timeline/busy-week-dark", spec: "timeline/busy-week-dark"),
  ]

  static func spec(_ sample: String) throws -> String {
    let base = CLI.packageRoot.appendingPathComponent("Samples/\(sample)")
    for ext in ["yaml", "yml", "json"]
    where FileManager.default.fileExists(atPath: base.appendingPathExtension(ext).path) {
      return base.appendingPathExtension(ext).path
    }
    throw CocoaError(.fileNoSuchFile)
  }

  static func golden(_ sample: String, _ suffix: String) throws -> String {
    try String(
      contentsOf: goldens.appendingPathComponent(sample + suffix), encoding: .utf8)
  }

  @Test(arguments: samples)
  func commandsPrintTheCommittedGoldens(sample: Sample) throws {
    let spec = try Self.spec(sample.spec)
    for (arguments, suffix) in [
      (["layout", spec], ".layout.json"), (["layout", spec, "--dump"], ".layout.txt"),
      (["scene", spec], ".scene.txt"),
    ] {
      let result = try CLI.run(arguments + sample.flags)
      #expect(result.status == 0, "\(arguments): \(result.stderr)")
      #expect(
        result.stdout == (try Self.golden(sample.golden, suffix)),
        "\(arguments + sample.flags) vs \(sample.golden + suffix)")
    }
  }

  @Test func sceneFromFlagsAlone() throws {
    let result = try CLI.run(["scene", "--today", "2019-01-10", "--selected-date", "2019-01-23"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.hasPrefix("scene 375x"))
    #expect(result.stdout.contains("text \"23\""))
  }

  @Test func badFieldIsExitTwoNamingItWithNothingOnStdout() throws {
    let folder = CLI.temporaryFolder()
    let spec = folder.appendingPathComponent("bad.yaml")
    try "today: 2019-01-10\nselectedDate: 2019-02-30\n".write(
      to: spec, atomically: true, encoding: .utf8)
    let result = try CLI.run(["scene", spec.path])
    #expect(result.status == 2)
    #expect(result.stderr.contains("selectedDate: '2019-02-30' is not a valid date"))
    #expect(result.stdout.isEmpty)

    let unknown = try CLI.run(["scene", "--week-start-day", "funday"])
    #expect(unknown.status == 2)
    #expect(unknown.stderr.contains("--week-start-day: unknown value 'funday'"))
    #expect(unknown.stdout.isEmpty)
  }

  /// The same limits as `calends layout`: 25 stacked months is over the limit.
  @Test func sceneEnforcesTheMonthsPerImageLimit() throws {
    let over = try CLI.run([
      "scene", "--style", "rangeSelection", "--today", "2019-01-10", "--start-date", "2019-01-01",
      "--end-date", "2023-12-31", "--height", "7480",
    ])
    #expect(over.status == 2)
    #expect(over.stderr.contains("months per image"))
    #expect(over.stdout.isEmpty)
  }
}

/// `calends samples DIR` follows the folder's `samples.yaml`: a dark appearance is the spec
/// drawn with `theme: dark`, byte for byte what `render --theme dark` writes.
@Suite struct SamplesCLITests {
  @Test func samplesRendersEveryAppearanceOfTheManifest() throws {
    let folder = CLI.temporaryFolder()
    try "today: 2019-01-10\nstyle: week\n".write(
      to: folder.appendingPathComponent("w.yaml"), atomically: true, encoding: .utf8)
    try "samples:\n  - {spec: w.yaml, appearances: [light, dark]}\n".write(
      to: folder.appendingPathComponent("samples.yaml"), atomically: true, encoding: .utf8)
    let result = try CLI.run(["samples", folder.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("rendered 2 of 2 samples"))
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(names == ["samples.yaml", "w-dark.png", "w-dark.svg", "w.png", "w.svg", "w.yaml"])
    let rendered = folder.appendingPathComponent("r.png").path
    let render = try CLI.run([
      "render", folder.appendingPathComponent("w.yaml").path, "--theme", "dark",
      "--png-compression", "small", "-o", rendered,
    ])
    #expect(render.status == 0, "\(render.stderr)")
    #expect(
      FileManager.default.contents(atPath: rendered)
        == FileManager.default.contents(atPath: folder.appendingPathComponent("w-dark.png").path))
  }
}
