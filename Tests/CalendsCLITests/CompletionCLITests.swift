import CalendsModel
import Foundation
import Testing

/// The shell completion scripts (`calends --generate-completion-script SHELL`) and the
/// command description the manual page is made from (`--experimental-dump-help`, which
/// swift-argument-parser's `generate-manual` plugin reads; `.ci/run` runs the plugin).
@Suite struct CompletionCLITests {
  /// Every locale a sample is drawn in (`locale: xx_YY` anywhere under Samples).
  func sampleLocales() throws -> Set<String> {
    let samples = CLI.packageRoot.appendingPathComponent("Samples")
    var locales: Set<String> = []
    let walker = FileManager.default.enumerator(atPath: samples.path)
    while let path = walker?.nextObject() as? String {
      guard path.hasSuffix(".yaml") else { continue }
      let text = try String(contentsOf: samples.appendingPathComponent(path), encoding: .utf8)
      for match in text.matches(of: /locale: *([A-Za-z]{2,3}_[A-Za-z]{2})/) {
        locales.insert(String(match.1))
      }
    }
    return locales
  }

  @Test(arguments: ["bash", "zsh", "fish"])
  func theScriptsOfferTheEnumeratedValues(shell: String) throws {
    let result = try CLI.run(["--generate-completion-script", shell])
    #expect(result.status == 0, "\(result.stderr)")
    let script = result.stdout
    let locales = try sampleLocales()
    #expect(!locales.isEmpty)
    let words =
      CalendarStyle.allCases.map(\.rawValue) + WeekStartDay.allCases.map(\.rawValue)
      + ["png", "svg", "pdf", "bmp", "bin", "fast", "balanced", "small", "text", "json"]
      + locales.sorted()
    for word in words {
      #expect(script.contains(word), "\(shell) does not offer \(word)")
    }
    for flag in [
      "--style", "--week-start-day", "--locale", "--format", "--theme", "--error-format",
    ] {
      // fish names a long option without its dashes: `-l 'style'`.
      #expect(
        script.contains(flag) || script.contains("-l '\(flag.dropFirst(2))'"),
        "\(shell) does not know \(flag)")
    }
  }

  @Test func themesCompleteToTheBuiltInNamesAndTheStylesheetsAtHand() throws {
    let folder = CLI.temporaryFolder()
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("Themes"), withIntermediateDirectories: true)
    try Data().write(to: folder.appendingPathComponent("mine.nss"))
    try Data().write(to: folder.appendingPathComponent("Themes/ocean.nss"))
    try Data().write(to: folder.appendingPathComponent("notes.txt"))
    // What the bash script runs when tab is pressed after `calends render --theme `.
    let script = try CLI.run(["--generate-completion-script", "bash"]).stdout
    #expect(script.contains("---completion render -- --theme"), "\(script.prefix(2000))")
    let offered = try CLI.run(
      ["---completion", "render", "--", "--theme", "3", "0", "calends", "render", "--theme", ""],
      in: folder)
    #expect(
      offered.stdout.split(separator: "\n").map(String.init)
        == ["light", "dark", "mine.nss", "Themes/ocean.nss"], "\(offered.stdout) \(offered.stderr)")
  }

  /// Bash offers the global options after a subcommand, and file names where a command
  /// takes a file: specs, outputs, manifests, images, stylesheets, calendars and folders.
  @Test func bashCompletesFilesAndGlobalOptionsAfterASubcommand() throws {
    let script = try CLI.run(["--generate-completion-script", "bash"]).stdout
    func function(_ name: String) -> String {
      guard let start = script.range(of: "\n_calends_\(name)() {") else { return "" }
      let rest = script[start.upperBound...]
      return String(rest[..<(rest.range(of: "\n}\n")?.lowerBound ?? rest.endIndex)])
    }
    for command in [
      "render", "layout", "scene", "batch", "events", "diff", "gallery", "serve", "doctor",
      "samples", "theme_check", "manual", "version",
    ] {
      #expect(
        function(command).contains("--error-format"), "\(command) does not offer --error-format")
    }
    let render = function("render")
    #expect(render.contains("-fX '!*.@(yaml|yml|json)'"), "the spec argument completes spec files")
    #expect(render.contains("'--output'|'-o')"))
    #expect(render.contains("-fX '!*.@(png|svg|pdf|bmp|bin)'"), "-o completes image files")
    #expect(function("batch").contains("-fX '!*.@(yaml|yml|json)'"))
    #expect(function("batch").contains("-d"), "-o completes folders")
    #expect(function("events").contains("-fX '!*.@(ics)'"))
    #expect(function("diff").contains("-fX '!*.@(png)'"))
    #expect(function("theme_check").contains("-fX '!*.@(nss)'"))
  }

  /// The manual page is made from this description: every subcommand with its abstract.
  @Test func theManualNamesEverySubcommand() throws {
    let result = try CLI.run(["--experimental-dump-help"])
    #expect(result.status == 0, "\(result.stderr)")
    let info = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    let command = info?["command"] as? [String: Any]
    let subcommands = (command?["subcommands"] as? [[String: Any]]) ?? []
    let shown = subcommands.filter { ($0["shouldDisplay"] as? Bool) != false }
    // `help` is argument-parser's own, which --help does not list.
    let names = Set(shown.compactMap { $0["commandName"] as? String }).subtracting(["help"])
    let help = try CLI.run(["--help"]).stdout
    let listed = help.components(separatedBy: "SUBCOMMANDS:").last ?? ""
    for name in names {
      #expect(listed.contains("  \(name) ") || listed.contains("  \(name)\n"), "\(name)")
    }
    #expect(names.isSuperset(of: ["render", "layout", "batch", "gallery", "version"]))
    for subcommand in shown {
      #expect(
        (subcommand["abstract"] as? String)?.isEmpty == false, "\(subcommand["commandName"] ?? "")")
    }
  }
}
