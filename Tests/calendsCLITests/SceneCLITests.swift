import Foundation
import Testing

/// `calends scene`, and the commands against the sample goldens that `SampleGoldenTests`
/// compares through the library: the two cannot drift apart.
@Suite struct SceneCLITests {
  static let goldens = CLI.packageRoot.appendingPathComponent(
    "Tests/CalendsTests/SampleGoldens")

  /// Months (one with a stylesheet beside the spec), a style, a booking grid and a timeline,
  /// by spec path without extension.
  static let samples = [
    "today", "stylesheet-ocean", "styles/expandable-week-dark", "booking/booking-default",
    "timeline/busy-week-dark",
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
  func commandsPrintTheCommittedGoldens(sample: String) throws {
    let spec = try Self.spec(sample)
    for (arguments, suffix) in [
      (["layout", spec], ".layout.json"), (["layout", spec, "--dump"], ".layout.txt"),
      (["scene", spec], ".scene.txt"),
    ] {
      let result = try CLI.run(arguments)
      #expect(result.status == 0, "\(arguments): \(result.stderr)")
      #expect(
        result.stdout == (try Self.golden(sample, suffix)), "\(arguments) vs \(sample + suffix)")
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
    #expect(unknown.stderr.contains("weekStartDay: unknown value 'funday'"))
    #expect(unknown.stdout.isEmpty)
  }

  /// The same limits as `calends layout`: 25 stacked months is over the limit.
  @Test func sceneEnforcesTheMonthsPerImageLimit() throws {
    let over = try CLI.run([
      "scene", "--style", "rangeSelection", "--today", "2019-01-10", "--start-date", "2019-01-01",
      "--end-date", "2023-12-31", "--height", "7410",
    ])
    #expect(over.status == 2)
    #expect(over.stderr.contains("months per image"))
    #expect(over.stdout.isEmpty)
  }
}
