import Foundation
import Testing

/// The command line follows the conventions of the tools users already know: true/false
/// flags bare, negated or with a value (as git's), and shipped stylesheets by name.
@Suite struct ConventionsCLITests {
  static let spec = CLI.packageRoot.appendingPathComponent("Samples/today.yaml").path

  func svg(_ flags: [String], in folder: URL? = nil) throws -> String {
    let result = try CLI.run(["render"] + flags + ["-o", "-", "--format", "svg"], in: folder)
    #expect(result.status == 0, "\(flags): \(result.stderr)")
    return result.stdout
  }

  @Test func aTrueFalseFlagWorksBareNegatedAndWithAValue() throws {
    let bare = try svg([Self.spec, "--shows-week-numbers"])
    let explicit = try svg([Self.spec, "--shows-week-numbers", "true"])
    let equals = try svg(["--shows-week-numbers=true", Self.spec])
    // Bare before the spec argument: the spec is not taken as the flag's value.
    let before = try svg(["--shows-week-numbers", Self.spec])
    #expect(bare == explicit)
    #expect(bare == equals)
    #expect(bare == before)
    let negated = try svg([Self.spec, "--no-shows-week-numbers"])
    let off = try svg([Self.spec, "--shows-week-numbers", "false"])
    #expect(negated == off)
    #expect(negated != bare)
  }

  @Test func aNegatedFlagOverridesTheSpecFilesField() throws {
    let folder = CLI.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let spec = folder.appendingPathComponent("weeks.yaml")
    try "today: 2019-01-10\nshowsWeekNumbers: true\n".write(
      to: spec, atomically: true, encoding: .utf8)
    let plain = try svg(["--today", "2019-01-10"])
    let negated = try svg([spec.path, "--no-shows-week-numbers"])
    #expect(negated == plain)
  }

  @Test func anUnknownNegationIsStillAnError() throws {
    let result = try CLI.run(["render", Self.spec, "--no-today", "-o", "/dev/null"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("--no-today"), "\(result.stderr)")
  }

  /// `--theme ocean` is the package's Themes/ocean.nss from any folder, in render and in
  /// a batch; an unknown name lists the shipped ones.
  @Test func aShippedThemeIsFoundByName() throws {
    let elsewhere = CLI.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: elsewhere) }
    let ocean = CLI.packageRoot.appendingPathComponent("Themes/ocean.nss").path
    let byName = try svg(["--today", "2019-01-10", "--theme", "ocean"], in: elsewhere)
    let byPath = try svg(["--today", "2019-01-10", "--theme", ocean], in: elsewhere)
    #expect(byName == byPath)
    #expect(byName != (try svg(["--today", "2019-01-10"], in: elsewhere)))

    let manifest = elsewhere.appendingPathComponent("m.yaml")
    try "specs:\n  - {name: ocean.svg, spec: {today: 2019-01-10, theme: ocean}}\n".write(
      to: manifest, atomically: true, encoding: .utf8)
    let batch = try CLI.run([
      "batch", manifest.path, "-o", elsewhere.appendingPathComponent("out").path, "-q",
    ])
    #expect(batch.status == 0, "\(batch.stderr)")
    let drawn = try String(
      contentsOf: elsewhere.appendingPathComponent("out/ocean.svg"), encoding: .utf8)
    #expect(drawn == byPath)

    let unknown = try CLI.run(["render", "--theme", "oceanic", "-o", "/dev/null"], in: elsewhere)
    #expect(unknown.status == 2)
    #expect(unknown.stderr.contains("shipped: booking-clown, ocean"), "\(unknown.stderr)")
  }
}

extension ConventionsCLITests {
  /// A word users try for true or false is the flag's value, refused by field name.
  @Test func aYesAfterATrueFalseFlagIsItsValue() throws {
    let result = try CLI.run([
      "render", Self.spec, "--shows-week-numbers", "yes", "-o", "/dev/null",
    ])
    #expect(result.status == 2)
    #expect(result.stderr.contains("showsWeekNumbers"), "\(result.stderr)")
  }
}

extension ConventionsCLITests {
  func pdfText(_ arguments: [String], environment: [String: String] = [:]) throws -> String {
    let result = try CLI.run(
      ["render"] + arguments + ["-o", "-", "--format", "pdf"], environment: environment)
    #expect(result.status == 0, "\(result.stderr)")
    return String(decoding: result.stdoutData, as: UTF8.self)
  }

  /// PDF dates follow the reproducible-builds convention, and every PDF says what it shows.
  @Test func aPDFIsDatedBySourceDateEpochAndTitled() throws {
    let dated = try pdfText([Self.spec], environment: ["SOURCE_DATE_EPOCH": "1547078400"])
    #expect(dated.contains("/CreationDate (20190110000000Z)"), "\(dated.prefix(2000))")
    let undated = try pdfText([Self.spec])
    #expect(!undated.contains("/CreationDate"))
    #expect(undated.contains("/Title (Jan 2019)"), "\(undated.suffix(1500))")
    let wall = try pdfText(["--style", "wallMonth", "--today", "2019-01-10"])
    #expect(wall.contains("/Title (January 2019)"), "\(wall.suffix(1500))")
  }
}

extension ConventionsCLITests {
  /// `theme check --strict` fails on warnings (exit 1) as a linter's strict mode does;
  /// without it warnings are printed and the check passes.
  @Test func themeCheckStrictFailsOnWarnings() throws {
    let folder = CLI.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let odd = folder.appendingPathComponent("odd.nss")
    try "fdlFUICalendarView { bogus-prop: red; }\n".write(
      to: odd, atomically: true, encoding: .utf8)
    let lenient = try CLI.run(["theme", "check", odd.path])
    #expect(lenient.status == 0)
    #expect(lenient.stderr.contains("odd.nss:1:22: warning:"), "\(lenient.stderr)")
    let strict = try CLI.run(["theme", "check", "--strict", odd.path])
    #expect(strict.status == 1)
    #expect(strict.stderr.contains("odd.nss:1:22: warning:"))
    #expect(strict.stdout.contains("not clean, 1 warning(s)"), "\(strict.stdout)")
    let clean = try CLI.run([
      "theme", "check", "--strict", CLI.packageRoot.appendingPathComponent("Themes/ocean.nss").path,
    ])
    #expect(clean.status == 0, "\(clean.stdout)\(clean.stderr)")
  }
}
