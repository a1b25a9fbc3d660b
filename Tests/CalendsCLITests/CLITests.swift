import Foundation
import Testing

@Suite struct CLITests {
  let folder = CLI.temporaryFolder()

  func write(_ name: String, _ text: String) -> String {
    let url = folder.appendingPathComponent(name)
    try? text.write(to: url, atomically: true, encoding: .utf8)
    return url.path
  }

  func exists(_ name: String) -> Bool {
    FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path)
  }

  func leftovers() -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter {
      $0.hasSuffix(".tmp") || $0.hasSuffix(".png") || $0.hasSuffix(".pdf")
    }
  }

  @Test func rendersPNGFromASpecFile() throws {
    let spec = write("s.yaml", "today: 2019-01-10\nselectedDate: 2019-01-23\n")
    let out = folder.appendingPathComponent("s.png").path
    let result = try CLI.run(["render", spec, "-o", out])
    #expect(result.status == 0, "\(result.stderr)")
    let data = try Data(contentsOf: URL(fileURLWithPath: out))
    #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
  }

  @Test func rendersFromFlagsAloneInEveryFormat() throws {
    for format in ["png", "svg", "pdf"] {
      let out = folder.appendingPathComponent("f.\(format)").path
      let result = try CLI.run([
        "render", "--today", "2019-01-10", "--theme", "dark", "--scale", "1", "-o", out,
      ])
      #expect(result.status == 0, "\(result.stderr)")
      #expect(FileManager.default.fileExists(atPath: out))
    }
    let forced = folder.appendingPathComponent("forced.out").path
    #expect(
      try CLI.run(["render", "--today", "2019-01-10", "--format", "svg", "-o", forced]).status == 0)
    #expect(try String(contentsOfFile: forced, encoding: .utf8).contains("<svg"))
  }

  @Test func impossibleDateIsExitTwoWithTheFieldAndNoOutput() throws {
    let spec = write("bad.yaml", "selectedDate: 2019-02-30\n")
    let result = try CLI.run(["render", spec, "-o", folder.appendingPathComponent("bad.png").path])
    #expect(result.status == 2)
    #expect(result.stderr.contains("selectedDate: '2019-02-30' is not a valid date"))
    #expect(leftovers().isEmpty)
  }

  @Test func badFlagValueIsExitTwo() throws {
    let result = try CLI.run([
      "render", "--week-start-day", "funday", "-o", folder.appendingPathComponent("x.png").path,
    ])
    #expect(result.status == 2)
    #expect(result.stderr.contains("--week-start-day: unknown value 'funday'"))
    #expect(leftovers().isEmpty)
  }

  @Test func unknownFlagIsExitTwo() throws {
    let result = try CLI.run(["render", "--no-such-flag", "-o", "x.png"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("no-such-flag"))
  }

  @Test func endBeforeStartIsExitTwo() throws {
    let result = try CLI.run(["layout", "--start-date", "2019-05-01", "--end-date", "2019-04-01"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("--end-date: 2019-04-01 is before startDate"))
  }

  @Test func badStylesheetIsExitTwoWithFileLineColumn() throws {
    let sheet = write("bad.nss", "fdlFUICalendarItemView_title {\n  font-color: #12345;\n}\n")
    let result = try CLI.run([
      "render", "--theme", sheet, "--today", "2019-01-10", "-o",
      folder.appendingPathComponent("t.png").path,
    ])
    #expect(result.status == 2)
    #expect(result.stderr.contains("bad.nss:2:"))
    #expect(leftovers().isEmpty)
  }

  /// SVG bytes never land in a `.png`: a `--format` that contradicts a known extension is
  /// refused, and nothing is written; with an unknown extension `--format` decides.
  @Test func aFormatThatContradictsTheExtensionIsExitTwo() throws {
    for (format, name) in [("svg", "clash.png"), ("png", "clash.pdf"), ("pdf", "clash.svg")] {
      let out = folder.appendingPathComponent(name).path
      let result = try CLI.run(["render", "--today", "2019-01-10", "--format", format, "-o", out])
      #expect(result.status == 2, "\(result.stderr)")
      #expect(result.stderr.contains("--format \(format) does not match the output name"))
      #expect(!FileManager.default.fileExists(atPath: out))
    }
    let agreeing = folder.appendingPathComponent("agree.svg").path
    #expect(
      try CLI.run(["render", "--today", "2019-01-10", "--format", "SVG", "-o", agreeing]).status
        == 0)
  }

  @Test func unknownOutputExtensionIsExitTwo() throws {
    let result = try CLI.run([
      "render", "--today", "2019-01-10", "-o", folder.appendingPathComponent("x.gif").path,
    ])
    #expect(result.status == 2)
    #expect(result.stderr.contains("--format"))
  }

  @Test func unwritableOutputIsExitOne() throws {
    let result = try CLI.run(["render", "--today", "2019-01-10", "-o", "/nonexistent-folder/x.png"])
    #expect(result.status == 1)
    #expect(result.stderr.contains("does not exist"))
  }

  @Test func layoutPrintsContractJSON() throws {
    let result = try CLI.run([
      "layout", "--today", "2019-01-10", "--selected-date", "2019-01-23", "--week-start-day",
      "monday",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as! [String: Any]
    let items = json["items"] as! [[String: Any]]
    let cells = items.filter { $0["kind"] as? String == "dateCell" }
    #expect(cells.count == 35)
    #expect(cells.first?["date"] as? String == "2018-12-31")
    #expect(
      cells.first { $0["date"] as? String == "2019-01-23" }?["states"] as? [String] == ["selected"])
    #expect((json["spec"] as? [String: Any])?["weekStartDay"] as? String == "monday")
  }

  @Test func layoutDump() throws {
    let result = try CLI.run(["layout", "--today", "2019-01-10", "--dump"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("dateCell 2019-01-10 [selected,highlighted]"))
  }

  @Test func themeCheck() throws {
    let good = try CLI.run([
      "theme", "check", CLI.packageRoot.appendingPathComponent("Themes/dark.nss").path,
    ])
    #expect(good.status == 0, "\(good.stderr)")
    let warned = try CLI.run([
      "theme", "check", write("w.nss", "fdlFUICalendarItemView_titel { font-color: red; }\n"),
    ])
    #expect(warned.status == 0)
    #expect(warned.stderr.contains("fdlFUICalendarItemView_title"))
    let bad = try CLI.run([
      "theme", "check",
      write("e.nss", "@a: @b;\nfdlFUICalendarView { background-color: @nope; }\n"),
    ])
    #expect(bad.status == 2)
    #expect(bad.stderr.contains("e.nss:"))
  }

  @Test func specFromYAMLAndJSONGiveTheSameLayout() throws {
    let yaml = try CLI.run([
      "layout", CLI.packageRoot.appendingPathComponent("Samples/reference.yaml").path,
    ])
    let json = try CLI.run([
      "layout", CLI.packageRoot.appendingPathComponent("Samples/reference-as-json.json").path,
    ])
    #expect(yaml.status == 0 && json.status == 0)
    #expect(yaml.stdout == json.stdout)
  }

  @Test func helpAndVersionExitZero() throws {
    #expect(try CLI.run(["--help"]).status == 0)
    #expect(try CLI.run(["--version"]).status == 0)
  }

  /// `--version` alone is answered before the argument parser is set up; with anything
  /// else it is still the parser's (same text, same exit code).
  @Test func versionTextIsTheParsersEither() throws {
    let fast = try CLI.run(["--version"])
    let parsed = try CLI.run(["--version", "--version"])
    let version = /\d+\.\d+\.\d+ \(commit ([0-9a-f]{12}|unknown)\)\n/
    #expect(fast.stdout.wholeMatch(of: version) != nil && fast.stderr.isEmpty)
    #expect(parsed.status == 0 && parsed.stdout == fast.stdout)
  }
}

@Suite struct CLIStyleTests {
  @Test func tapsAndScrollFromFlags() throws {
    let result = try CLI.run([
      "layout", "--style", "week", "--today", "2019-01-10", "--tap", "2019-01-22", "--scroll", "1",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains(#""selection": ["2019-01-29"]"#))
  }

  @Test func rangeFromFlagsAndItsErrors() throws {
    let good = try CLI.run([
      "layout", "--style", "rangeSelection", "--today", "2019-01-10", "--selected-date-range",
      "2019-01-24/2019-02-06",
    ])
    #expect(good.status == 0, "\(good.stderr)")
    #expect(good.stdout.contains(#""kind": "rangeBand""#))
    let reversed = try CLI.run([
      "layout", "--style", "rangeSelection", "--selected-date-range", "2019-02-06/2019-01-24",
    ])
    #expect(reversed.status == 2)
    #expect(reversed.stderr.contains("--selected-date-range: end: "))
  }

  @Test func unknownStyleSuggestsTheClosest() throws {
    let result = try CLI.run(["layout", "--style", "rangeSelect"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("did you mean 'rangeSelection'?"))
  }
}

@Suite struct LayoutLimitTests {
  /// `calends layout` refuses what `render` would: 25 stacked months is over the limit.
  @Test func layoutEnforcesTheMonthsPerImageLimit() throws {
    let over = try CLI.run([
      "layout", "--style", "rangeSelection", "--today", "2019-01-10", "--start-date", "2019-01-01",
      "--end-date", "2023-12-31", "--height", "7480",
    ])
    #expect(over.status == 2)
    #expect(over.stderr.contains("months per image"))
    let within = try CLI.run([
      "layout", "--style", "rangeSelection", "--today", "2019-01-10", "--start-date", "2019-01-01",
      "--end-date", "2023-12-31", "--height", "7400",
    ])
    #expect(within.status == 0, "\(within.stderr)")
  }
}
