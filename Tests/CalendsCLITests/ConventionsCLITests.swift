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

  /// A flag overrides the file's fields that say the same thing another way: `--paper`
  /// over `width`, `--width` over a printed year's page fields, a range over selected days.
  /// The file alone giving both is still refused.
  @Test func aFlagOverridesTheFilesFieldsThatSayTheSameOtherwise() throws {
    let folder = CLI.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    func write(_ name: String, _ text: String) throws -> String {
      let url = folder.appendingPathComponent(name)
      try text.write(to: url, atomically: true, encoding: .utf8)
      return url.path
    }
    let screen = try write(
      "screen.yaml", "style: year\nyear: 2027\ntoday: 2027-03-10\nwidth: 800\n")
    let pdf = folder.appendingPathComponent("a4.pdf").path
    let paper = try CLI.run(["render", screen, "--paper", "a4", "-o", pdf])
    #expect(paper.status == 0, "\(paper.stderr)")
    let info = try CLI.run([pdf], binary: URL(fileURLWithPath: "/usr/bin/pdfinfo"))
    #expect(info.stdout.contains("595.276 x 841.89 pts (A4)"), "\(info.stdout)")

    let printed = try write(
      "printed.yaml", "style: year\nyear: 2027\ntoday: 2027-03-10\npaper: a4\nmargins: 36\n")
    let image = try CLI.run(["render", printed, "--width", "900", "-o", "-", "--format", "svg"])
    #expect(image.status == 0, "\(image.stderr)")
    #expect(image.stdout.contains("width=\"900px\""))

    let days = try write(
      "days.yaml", "style: year\nyear: 2027\ntoday: 2027-03-10\nselectedDates: [2027-01-02]\n")
    let range = try CLI.run([
      "render", days, "--selected-date-range", "2027-01-05/2027-01-09", "-o", "/dev/null",
    ])
    #expect(range.status == 0, "\(range.stderr)")

    let both = try write("both.yaml", "style: year\nyear: 2027\nwidth: 800\npaper: a4\n")
    let refused = try CLI.run(["render", both, "-o", "/dev/null"])
    #expect(refused.status == 2)
    #expect(refused.stderr.contains("width: cannot be combined with paper"), "\(refused.stderr)")
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
    #expect(result.stderr.contains("--shows-week-numbers: expected true or false"), "\(result.stderr)")
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
