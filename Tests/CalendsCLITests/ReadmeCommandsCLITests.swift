import Foundation
import Testing

/// The README's commands run as written: in a copy of what a fresh clone has (Samples,
/// Themes, .gitignore), with the debug build standing in for the release binary the guide
/// builds, the "Render a calendar" block line by line, then every later `sh` block of the
/// guide (one recipe per job) as a script in the same folder. Everything succeeds and writes
/// only into `out/`, which `.gitignore` covers. (The two commands for a fresh machine are
/// CI's own: `.ci/run` and `.ci/first-command` run them.)
@Suite struct ReadmeCommandsCLITests {
  static func readme() throws -> String {
    try String(contentsOf: CLI.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
  }

  /// The "Render a calendar" block's lines, without the build and the binary's assignment.
  static func commands() throws -> [String] {
    let readme = try readme()
    let heading = try #require(readme.range(of: "## Render a calendar\n\n```sh\n"))
    let end = try #require(readme.range(of: "\n```\n", range: heading.upperBound..<readme.endIndex))
    return readme[heading.upperBound..<end.lowerBound].split(separator: "\n").map(String.init)
      .filter { !$0.isEmpty && !$0.hasPrefix("swift build") && !$0.hasPrefix("CALENDS=") }
  }

  /// Every fenced block of `text`: its language and its body, in order.
  static func blocks(in text: Substring) -> [(language: String, body: String)] {
    var blocks: [(language: String, body: String)] = []
    var language: String?
    var body: [Substring] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if let open = language {
        if line == "```" {
          blocks.append((open, body.joined(separator: "\n")))
          language = nil
        } else {
          body.append(line)
        }
      } else if line.hasPrefix("```") {
        language = String(line.dropFirst(3))
        body = []
      }
    }
    return blocks
  }

  /// The `sh` blocks after the "Render a calendar" block: the recipes, each a script.
  static func recipes() throws -> [String] {
    let readme = try readme()
    let heading = try #require(readme.range(of: "## Render a calendar\n\n```sh\n"))
    let end = try #require(readme.range(of: "\n```\n", range: heading.upperBound..<readme.endIndex))
    return blocks(in: readme[end.upperBound...]).filter { $0.language == "sh" }.map(\.body)
  }

  /// The guide's code is shell (run here, or by CI before the render block), Swift (the
  /// library example, which `.ci/library-example` builds and runs), YAML and CSS, and the
  /// code a panel's device runs (Python on a Raspberry Pi, C++ on an ESP32), which cannot
  /// run here: no shell is written in any other fence.
  @Test func everyShellBlockIsOneThatRuns() throws {
    let readme = try Self.readme()
    let heading = try #require(readme.range(of: "## Render a calendar\n"))
    let before = Self.blocks(in: readme[..<heading.lowerBound])
    #expect(before.map(\.language) == ["sh", "sh"])
    #expect(before.first?.body.hasPrefix("bash .ci/setup-system && swift build") == true)
    #expect(before.last?.body == "bash .ci/setup-system && swift test --traits Server")
    let languages = Set(Self.blocks(in: readme[...]).map(\.language))
    #expect(
      languages.isSubset(of: ["sh", "swift", "yaml", "css", "python", "cpp"]), "\(languages)")
    let recipes = try Self.recipes()
    #expect(recipes.count >= 10)
    for recipe in recipes {
      #expect(recipe.contains("$CALENDS"), "\(recipe)")
    }
  }

  @Test func theRenderBlockAndEveryRecipeRunAsWrittenIntoAnIgnoredFolder() throws {
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
      let result = try Self.shell(command, in: clone)
      #expect(result.status == 0, "\(command)\n\(result.stderr)")
    }
    for recipe in try Self.recipes() {
      if recipe.contains("$CALENDS serve") {
        try Self.runServing(recipe, in: clone)
      } else {
        let result = try Self.shell(recipe, in: clone)
        #expect(result.status == 0, "\(recipe)\n\(result.stderr)")
      }
    }
    let after = try Set(FileManager.default.contentsOfDirectory(atPath: clone.path))
    #expect(after.subtracting(before) == ["out"])
    let ignore = try String(contentsOf: clone.appendingPathComponent(".gitignore"), encoding: .utf8)
    #expect(ignore.split(separator: "\n").contains("/out/"))
    for output in [
      "today.png", "today.svg", "dark.pdf", "range.png", "week.png", "ar.png", "emoji-week.pdf",
      "events@3x.png", "small.png", "today.json", "batch/reference.png", "batch/events.svg",
      "site/index.html",
      // The recipes.
      "matrix/month-ocean.png", "matrix/rangeSelection-dark.svg", "year-site/index.html",
      "served.png", "served.svg", "ical-week.png", "prices.png", "contributions.svg",
      "2027.pdf", "feb.png", "months.png", "team-month.png", "two-days.png", "booking.png",
      "ocean.png", "calends.bash", "calends.1",
    ] {
      #expect(
        FileManager.default.fileExists(atPath: clone.appendingPathComponent("out/" + output).path),
        "\(output)")
    }
    let matrix = try FileManager.default.contentsOfDirectory(
      atPath: clone.appendingPathComponent("out/matrix").path)
    #expect(matrix.filter { !$0.hasPrefix(".") }.count == 18, "\(matrix)")
    #expect(
      !FileManager.default.fileExists(atPath: clone.appendingPathComponent("out/bad.png").path))
    let served = try Data(contentsOf: clone.appendingPathComponent("out/served.png"))
    #expect(served.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    // The manual the guide installs carries the field reference too: the fields of every
    // family, under SPEC FIELDS.
    let manual = try String(
      contentsOf: clone.appendingPathComponent("out/calends.1"), encoding: .utf8)
    #expect(manual.contains("\n.SH SPEC FIELDS\n"))
    for field in [
      "weekStartDay", "selectedDateRange", "visibleDays", "items", "paper", "dayMaxEvents",
    ] {
      #expect(manual.contains("\n.B \(field)\n"), "\(field)")
    }
  }

  /// `command` run by bash in `folder`, with the debug build in `CALENDS`.
  static func shell(_ command: String, in folder: URL) throws -> CLIResult {
    try CLI.run(
      ["-c", "set -e -o pipefail\n" + command], in: folder,
      environment: ["CALENDS": CLI.binary.path], binary: URL(fileURLWithPath: "/bin/bash"))
  }

  /// The serving recipe: its first line starts the server in the background, the lines
  /// after it ask it with curl, and `kill %1` stops it. The server runs as written but on
  /// a free port (`--port 0`), which the curl lines then ask instead of 8080.
  static func runServing(_ recipe: String, in folder: URL) throws {
    var lines = recipe.split(separator: "\n").map(String.init)
    let start = lines.removeFirst()
    #expect(start.hasPrefix("$CALENDS serve ") && start.contains(" --port 8080 &"), "\(start)")
    #expect(lines.last == "kill %1" || lines.last?.hasPrefix("kill %1 ") == true)
    lines.removeLast()
    let command = String(start[..<(start.range(of: " &")?.lowerBound ?? start.endIndex)])
      .replacingOccurrences(of: " --port 8080", with: " --port 0")
    let server = Process()
    server.executableURL = URL(fileURLWithPath: "/bin/bash")
    server.arguments = ["-c", "exec " + command]
    server.currentDirectoryURL = folder
    server.environment = ProcessInfo.processInfo.environment.merging(
      ["CALENDS": CLI.binary.path]) { $1 }
    let out = Pipe()
    server.standardOutput = out
    server.standardError = FileHandle.nullDevice
    server.standardInput = FileHandle.nullDevice
    try server.run()
    defer { if server.isRunning { server.terminate() } }
    var printed = Data()
    while !printed.contains(UInt8(ascii: "\n")) {
      let chunk = out.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      printed += chunk
    }
    let line = String(decoding: printed, as: UTF8.self)
    #expect(line.hasPrefix("listening on http://127.0.0.1:"), "\(line)")
    let port = try #require(
      line.split(separator: ":").last.flatMap {
        Int($0.trimmingCharacters(in: .whitespacesAndNewlines))
      })
    for request in lines {
      #expect(request.contains("localhost:8080"), "\(request)")
      let asked = request.replacingOccurrences(of: "localhost:8080", with: "localhost:\(port)")
      let result = try shell(asked, in: folder)
      #expect(result.status == 0, "\(request)\n\(result.stderr)")
    }
    kill(server.processIdentifier, SIGTERM)
    server.waitUntilExit()
    #expect(server.terminationReason == .exit)
    #expect(server.terminationStatus == 0)
  }
}
