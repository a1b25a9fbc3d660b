import Foundation
import Testing

/// `calends manual`: the manual page ships with the binary, made from the command tree, with
/// the sections help does not have.
@Suite struct ManualCLITests {
  @Test func theManualHasEveryCommandExamplesAndEnvironment() throws {
    let result = try CLI.run(["manual"])
    #expect(result.status == 0, "\(result.stderr)")
    let page = result.stdout
    #expect(page.hasPrefix(".TH CALENDS 1 "))
    for section in [
      "NAME", "SYNOPSIS", "DESCRIPTION", "COMMANDS", "EXAMPLES", "ENVIRONMENT",
      "EXIT STATUS", "FILES",
    ] {
      #expect(page.contains("\n.SH \(section)\n"), "\(section)")
    }
    for command in [
      "render", "layout", "scene", "theme", "batch", "gallery", "diff", "samples",
      "events", "doctor", "snapshot", "version", "manual", "serve",
    ] {
      #expect(page.contains("\n.SS \(command)\n"), "\(command)")
    }
    #expect(page.contains(".B CALENDS_FONT_DIRS"))
    #expect(page.contains(".B SOURCE_DATE_EPOCH"))
    // Options come from the parser: a flag of render is there, as a roff minus sign.
    #expect(page.contains("\\-\\-shows\\-week\\-numbers"))
    // troff reads bytes: nothing outside ASCII, and no line starts a request by accident.
    #expect(page.unicodeScalars.allSatisfy { $0.isASCII })
    #expect(try CLI.run(["manual"]).stdout == page)
  }

  /// groff formats it without a warning, where groff is installed.
  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/groff")))
  func groffFormatsItWithoutWarnings() throws {
    let folder = CLI.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let page = folder.appendingPathComponent("calends.1")
    try CLI.run(["manual"]).stdout.write(to: page, atomically: true, encoding: .utf8)
    let groff = try CLI.run(
      ["-man", "-ww", "-z", page.path], binary: URL(fileURLWithPath: "/usr/bin/groff"))
    #expect(groff.status == 0)
    #expect(groff.stderr.isEmpty, "\(groff.stderr)")
  }
}
