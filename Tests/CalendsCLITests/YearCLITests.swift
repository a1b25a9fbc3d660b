import Foundation
import Testing

/// The year views from the command line: bad values exit 2 naming the field, with no
/// output written; the flags set the family's fields.
@Suite struct YearCLITests {
  let folder = CLI.temporaryFolder()

  func leftovers() -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter {
      $0.hasSuffix(".tmp") || $0.hasSuffix(".png")
    }
  }

  static let badFlags: [(arguments: [String], message: String)] = [
    (["--style", "multiMonth", "--months", "0"], "months: 0 is out of range; expected 1…24"),
    (["--style", "weeks", "--weeks", "53"], "weeks: 53 is out of range; expected 1…52"),
    (["--style", "year", "--columns", "7"], "columns: 7 is out of range; expected 1…6"),
    (["--style", "year", "--year", "10000"], "year: 10000 is out of range; expected 1…9999"),
    (["--style", "year", "--months", "6"], "months: is read by style multiMonth only"),
  ]

  @Test(arguments: badFlags.indices)
  func badValuesExitTwoNamingTheField(_ index: Int) throws {
    let bad = Self.badFlags[index]
    let out = folder.appendingPathComponent("bad\(index).png").path
    let result = try CLI.run(["render"] + bad.arguments + ["-o", out])
    #expect(result.status == 2, "\(bad.arguments)")
    #expect(result.stderr.contains(bad.message), "\(result.stderr)")
    #expect(leftovers().isEmpty)
  }

  @Test func flagsSetTheFields() throws {
    let layout = try CLI.run([
      "layout", "--style", "multiMonth", "--months", "2", "--columns", "2",
      "--display-date-at-startup", "2027-01-10", "--today", "2027-01-10",
    ])
    #expect(layout.status == 0, "\(layout.stderr)")
    #expect(layout.stdout.contains(#""style": "multiMonth""#))
  }
}
