import Foundation
import Testing

/// The README's "Render a calendar" block runs as written: in a copy of what a fresh clone
/// has (Samples, Themes, .gitignore), with the debug build standing in for the release
/// binary the block builds, every line succeeds and writes only into `out/`, which
/// `.gitignore` covers.
@Suite struct ReadmeCommandsCLITests {
  /// The block's lines, without the build and the binary's assignment.
  static func commands() throws -> [String] {
    let readme = try String(
      contentsOf: CLI.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let heading = try #require(readme.range(of: "## Render a calendar\n\n```sh\n"))
    let end = try #require(readme.range(of: "\n```\n", range: heading.upperBound..<readme.endIndex))
    return readme[heading.upperBound..<end.lowerBound].split(separator: "\n").map(String.init)
      .filter { !$0.isEmpty && !$0.hasPrefix("swift build") && !$0.hasPrefix("CALENDS=") }
  }

  @Test func theRenderBlockRunsAsWrittenIntoAnIgnoredFolder() throws {
    let commands = try Self.commands()
    #expect(commands.count >= 15)
    #expect(commands.allSatisfy { !$0.contains("expected.png") && !$0.contains(" manifest.yaml") })
    let clone = CLI.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: clone) }
    for item in ["Samples", "Themes", ".gitignore"] {
      try FileManager.default.copyItem(
        at: CLI.packageRoot.appendingPathComponent(item),
        to: clone.appendingPathComponent(item))
    }
    let before = try Set(FileManager.default.contentsOfDirectory(atPath: clone.path))
    for command in commands {
      let result = try CLI.run(
        ["-c", "set -e -o pipefail\n" + command], in: clone,
        environment: ["CALENDS": CLI.binary.path], binary: URL(fileURLWithPath: "/bin/bash"))
      #expect(result.status == 0, "\(command)\n\(result.stderr)")
    }
    let after = try Set(FileManager.default.contentsOfDirectory(atPath: clone.path))
    #expect(after.subtracting(before) == ["out"])
    let ignore = try String(contentsOf: clone.appendingPathComponent(".gitignore"), encoding: .utf8)
    #expect(ignore.split(separator: "\n").contains("/out/"))
    for output in [
      "today.png", "today.svg", "dark.pdf", "range.png", "week.png", "ar.png", "emoji-week.pdf",
      "events@3x.png", "small.png", "today.json", "batch/reference.png", "batch/events.svg",
      "site/index.html",
    ] {
      #expect(
        FileManager.default.fileExists(atPath: clone.appendingPathComponent("out/" + output).path),
        "\(output)")
    }
  }
}
