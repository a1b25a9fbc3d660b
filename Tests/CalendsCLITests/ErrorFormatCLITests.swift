import Foundation
import Testing

/// `--error-format json`: every error class as one JSON object a line on standard error,
/// with the same exit codes as the text format.
@Suite struct ErrorFormatCLITests {
  static let keys: Set<String> = ["severity", "code", "message", "file", "line", "column", "field"]

  /// Runs `arguments` with `--error-format json` and reads standard error's lines as objects;
  /// every line must be one, with every key.
  func diagnostics(
    _ arguments: [String], in folder: URL, input: Data? = nil
  ) throws -> (status: Int32, objects: [[String: Any]]) {
    let result = try CLI.run(["--error-format", "json"] + arguments, in: folder, input: input)
    #expect(!result.terminatedBySignal)
    var objects: [[String: Any]] = []
    for line in result.stderr.split(separator: "\n") {
      let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
      #expect(object.map { Set($0.keys) } == Self.keys, "\(line)")
      objects.append(object ?? [:])
    }
    return (result.status, objects)
  }

  func folder(_ files: [String: String]) throws -> URL {
    let folder = CLI.temporaryFolder()
    for (name, text) in files {
      try Data(text.utf8).write(to: folder.appendingPathComponent(name))
    }
    return folder
  }

  func expect(
    _ object: [String: Any]?, _ expected: [String: Any?],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard let object else {
      Issue.record("no diagnostic", sourceLocation: sourceLocation)
      return
    }
    for (key, value) in expected {
      let actual = object[key]
      switch value {
      case nil: #expect(actual is NSNull, "\(key) in \(object)", sourceLocation: sourceLocation)
      case let text as String:
        #expect(actual as? String == text, "\(key) in \(object)", sourceLocation: sourceLocation)
      case let number as Int:
        #expect(actual as? Int == number, "\(key) in \(object)", sourceLocation: sourceLocation)
      default: Issue.record("unexpected \(key)", sourceLocation: sourceLocation)
      }
    }
  }

  @Test func aSpecFieldError() throws {
    let folder = try folder(["spec.yaml": "style: month\nweekStartDay: funday\n"])
    let run = try diagnostics(["render", "spec.yaml", "-o", "out.png"], in: folder)
    #expect(run.status == 2 && run.objects.count == 1)
    expect(
      run.objects.first,
      [
        "severity": "error", "code": "spec-field", "file": "spec.yaml", "field": "weekStartDay",
        "line": nil, "column": nil,
      ])
    #expect((run.objects.first?["message"] as? String)?.contains("funday") == true)
  }

  @Test func anImpossibleDate() throws {
    let folder = try folder(["spec.yaml": "selectedDate: 2019-02-30\n"])
    let run = try diagnostics(["layout", "spec.yaml"], in: folder)
    #expect(run.status == 2 && run.objects.count == 1)
    expect(
      run.objects.first,
      ["code": "invalid-date", "file": "spec.yaml", "field": "selectedDate"])
  }

  @Test func aStylesheetErrorHasItsLineAndColumn() throws {
    let folder = try folder([
      "spec.yaml": "style: month\n", "bad.nss": "month {\n  color: #zzzzzz;\n  bogus: 3;\n",
    ])
    let run = try diagnostics(
      ["render", "spec.yaml", "--theme", "bad.nss", "-o", "out.png"], in: folder)
    #expect(run.status == 2 && run.objects.count == 1)
    expect(
      run.objects.first,
      ["severity": "error", "code": "stylesheet", "line": 4, "column": 1, "field": "theme"])
    #expect((run.objects.first?["file"] as? String)?.hasSuffix("bad.nss") == true)
    #expect((run.objects.first?["message"] as? String)?.hasPrefix("unexpected end of file") == true)
  }

  @Test func aYAMLSyntaxError() throws {
    let folder = try folder(["spec.yaml": "style: month\nfoo: [1, 2\n"])
    let run = try diagnostics(["scene", "spec.yaml"], in: folder)
    #expect(run.status == 2 && run.objects.count == 1)
    expect(run.objects.first, ["code": "yaml-syntax", "file": "spec.yaml", "line": 3, "column": 1])
  }

  @Test func aMissingFile() throws {
    let run = try diagnostics(["render", "missing.yaml", "-o", "out.png"], in: folder([:]))
    #expect(run.status == 2 && run.objects.count == 1)
    expect(run.objects.first, ["code": "file-not-found", "file": "missing.yaml", "field": nil])
  }

  @Test func anOutputThatCannotBeWrittenExitsOne() throws {
    let folder = try folder(["spec.yaml": "style: month\n"])
    let run = try diagnostics(["render", "spec.yaml", "-o", "no-such-folder/out.png"], in: folder)
    #expect(run.status == 1 && run.objects.count == 1)
    expect(run.objects.first, ["code": "output-write", "file": "no-such-folder/out.png"])
    #expect(
      !FileManager.default.fileExists(atPath: folder.appendingPathComponent("no-such-folder").path))
  }

  @Test func aUsageErrorFromTheArgumentParser() throws {
    let folder = try folder(["spec.yaml": "style: month\n"])
    let missing = try diagnostics(["render", "spec.yaml"], in: folder)
    #expect(missing.status == 2 && missing.objects.count == 1)
    expect(missing.objects.first, ["code": "usage", "field": "--output", "file": nil])
    let unknown = try diagnostics(
      ["render", "spec.yaml", "--colour", "red", "-o", "x.png"], in: folder)
    #expect(unknown.status == 2 && unknown.objects.count == 1)
    expect(unknown.objects.first, ["code": "usage", "field": "--colour"])
    let invalid = try diagnostics(["batch", "m.yaml", "-o", "out", "-j", "0"], in: folder)
    #expect(invalid.status == 2 && invalid.objects.count == 1)
    expect(invalid.objects.first, ["code": "usage", "field": "-j"])
  }

  @Test func anICalendarFileError() throws {
    let folder = try folder([
      "spec.yaml": "style: month\ncalendars: [{ics: broken.ics, strict: true}]\n",
      "broken.ics": "BEGIN:VCALENDAR\nBEGIN:VEVENT\nDTSTART:20260301\nEND:VCALENDAR\n",
    ])
    let run = try diagnostics(["layout", "spec.yaml"], in: folder)
    #expect(run.status == 2 && run.objects.count == 1)
    expect(run.objects.first, ["code": "icalendar", "line": 2, "column": nil])
    #expect((run.objects.first?["file"] as? String)?.hasSuffix("broken.ics") == true)
  }

  @Test func aWarningIsAnObjectAndTheRenderSucceeds() throws {
    let folder = try folder(["spec.yaml": "style: month\n", "warn.nss": "month { bogus: 3; }\n"])
    let run = try diagnostics(
      ["render", "spec.yaml", "--theme", "warn.nss", "-o", "out.png"], in: folder)
    #expect(run.status == 0 && !run.objects.isEmpty)
    expect(
      run.objects.first,
      [
        "severity": "warning", "code": "stylesheet-warning", "line": 1, "column": 1,
        "field": "theme",
      ])
    let check = try diagnostics(["theme", "check", "warn.nss"], in: folder)
    #expect(check.status == 0)
    expect(check.objects.first, ["severity": "warning", "file": "warn.nss", "line": 1])
  }

  @Test func theFlagGoesAnywhereAndItsValueIsChecked() throws {
    let folder = try folder(["spec.yaml": "selectedDate: 2019-02-30\n"])
    let after = try CLI.run(["layout", "spec.yaml", "--error-format=json"], in: folder)
    #expect(
      after.status == 2 && after.stderr.hasPrefix("{\"severity\":\"error\""), "\(after.stderr)")
    let text = try CLI.run(["layout", "spec.yaml", "--error-format", "text"], in: folder)
    #expect(text.stderr.hasPrefix("calends: spec.yaml: selectedDate: "), "\(text.stderr)")
    let bad = try CLI.run(["--error-format", "xml", "layout", "spec.yaml"], in: folder)
    #expect(bad.status == 2 && bad.stderr.contains("--error-format: 'xml' is not a format"))
  }

  @Test func aJSONSyntaxError() throws {
    let folder = try folder(["spec.json": "{\n  \"style\": \"month\",\n}\n"])
    let run = try diagnostics(["layout", "spec.json"], in: folder)
    #expect(run.status == 2 && run.objects.count == 1)
    expect(
      run.objects.first,
      ["code": "json-syntax", "file": "spec.json", "line": 3, "column": 1, "field": nil])
  }

  /// A flag's value is named by the flag, with no file: the value is not in one.
  @Test func aRefusedFlagValue() throws {
    let folder = try folder(["spec.yaml": "style: month\n"])
    let scale = try diagnostics(["layout", "spec.yaml", "--scale", "7"], in: folder)
    #expect(scale.status == 2 && scale.objects.count == 1)
    expect(scale.objects.first, ["code": "option", "field": "--scale", "file": nil, "line": nil])
    let format = try diagnostics(
      ["render", "spec.yaml", "--format", "svg", "-o", "x.png"], in: folder)
    #expect(format.status == 2 && format.objects.count == 1)
    expect(format.objects.first, ["code": "option", "field": "--output", "file": nil])
    let text = try CLI.run(["render", "spec.yaml", "--format", "svg", "-o", "x.png"], in: folder)
    #expect(
      text.stderr.hasPrefix("calends: --output: --format svg does not match"), "\(text.stderr)")
  }

  /// A stylesheet that is not there is the theme's file, not found.
  @Test func aMissingStylesheet() throws {
    let folder = try folder(["spec.yaml": "style: month\ntheme: missing.nss\n"])
    let run = try diagnostics(["layout", "spec.yaml"], in: folder)
    #expect(run.status == 2 && run.objects.count == 1)
    expect(run.objects.first, ["code": "file-not-found", "field": "theme"])
    #expect((run.objects.first?["file"] as? String)?.hasSuffix("missing.nss") == true)
    let text = try CLI.run(["layout", "spec.yaml"], in: folder)
    #expect(text.stderr.hasPrefix("calends: theme: "), "\(text.stderr)")
    #expect(text.stderr.contains("missing.nss:1:1: error: cannot read stylesheet: no such file"))
  }

  /// Each kind of warning has its class: a font drawn in another, a stylesheet's property.
  @Test func warningKindsHaveTheirCodes() throws {
    let declarations = (0..<10).map { "  colr: \($0);\n" }.joined()
    let folder = try folder([
      "spec.yaml": "style: month\ntoday: 2019-01-10\ntheme: font.nss\n",
      "font.nss": "fdlFUICalendarItemView_title { font-name: NoSuchFontFamily; }\n",
      "many.nss": "fdlFUICalendarView {\n\(declarations)}\n",
    ])
    let font = try diagnostics(["render", "spec.yaml", "-o", "out.png"], in: folder)
    #expect(font.status == 0)
    expect(
      font.objects.first { $0["code"] as? String == "font" },
      ["severity": "warning", "file": nil, "line": nil, "field": nil])
    let many = try diagnostics(["theme", "check", "many.nss"], in: folder)
    #expect(many.status == 0)
    // Tools get every warning; only people's text counts those alike.
    #expect(
      many.objects.map { $0["code"] as? String }
        == Array(repeating: "stylesheet-warning", count: 10))
    expect(many.objects.first, ["file": "many.nss", "line": 2, "column": 3, "field": nil])
    expect(many.objects.last, ["file": "many.nss", "line": 11, "column": 3, "field": nil])
  }

  /// What an image does not show in full is a note.
  @Test func aNoteIsAnObject() throws {
    let folder = try folder(["month.yaml": RenderReportCLITests.spec])
    let run = try diagnostics(["render", "month.yaml", "-o", "month.png"], in: folder)
    #expect(run.status == 0 && run.objects.count == 1)
    expect(run.objects.first, ["severity": "note", "code": "not-shown", "file": nil, "field": nil])
    #expect((run.objects.first?["message"] as? String)?.hasPrefix("not shown in full: ") == true)
  }

  /// A batch entry's spec problem is named by the entry; a problem in the stylesheet the
  /// entry names keeps that file and its position, and people read the entry first.
  @Test func aBatchEntrysStylesheetErrorKeepsItsFile() throws {
    let folder = try folder([
      "m.yaml": "specs:\n  - {name: a.png, spec: {style: month, theme: bad.nss}}\n",
      "bad.nss": "month {\n  color: red;\n",
    ])
    let run = try diagnostics(["batch", "m.yaml", "-o", "out", "--threads"], in: folder)
    #expect(run.status == 2 && run.objects.count == 1)
    expect(run.objects.first, ["code": "stylesheet", "field": "theme", "line": 3, "column": 1])
    #expect((run.objects.first?["file"] as? String)?.hasSuffix("bad.nss") == true)
    let text = try CLI.run(["batch", "m.yaml", "-o", "out2", "--threads", "--quiet"], in: folder)
    #expect(text.status == 2)
    #expect(text.stderr.contains("calends: a.png: theme: "), "\(text.stderr)")
    #expect(text.stderr.contains("bad.nss:3:1: error: "), "\(text.stderr)")
  }

  /// Worker processes hand their diagnostics to the batch whole: the same objects as threads.
  @Test func aBatchOfProcessesReportsTheSameObjects() throws {
    let folder = try folder([
      "m.yaml":
        "specs:\n  - {name: b.png, spec: {selectedDate: 2019-02-30}}\n  - {name: c.png, spec: {theme: bad.nss}}\n",
      "bad.nss": "month {\n",
    ])
    let threads = try diagnostics(["batch", "m.yaml", "-o", "t", "--threads"], in: folder)
    let processes = try diagnostics(["batch", "m.yaml", "-o", "p", "-j", "2"], in: folder)
    #expect(threads.status == 2 && processes.status == 2)
    func lines(_ objects: [[String: Any]]) throws -> [String] {
      try objects.map {
        String(
          decoding: try JSONSerialization.data(withJSONObject: $0, options: .sortedKeys),
          as: UTF8.self)
      }.sorted()
    }
    #expect(try lines(processes.objects) == lines(threads.objects))
    #expect(threads.objects.count == 2)
  }

  @Test func aBatchReportsEachFailedEntryAsAnObject() throws {
    let folder = try folder([
      "m.yaml":
        "specs:\n  - {name: a.png, spec: {style: month}}\n  - {name: b.png, spec: {selectedDate: 2019-02-30}}\n"
    ])
    let run = try diagnostics(["batch", "m.yaml", "-o", "out", "--threads"], in: folder)
    #expect(run.status == 2 && run.objects.count == 1)
    expect(run.objects.first, ["code": "invalid-date", "file": "b.png", "field": "selectedDate"])
  }
}

/// A spec with several bad fields reports each of them, one line (or object) a field,
/// up to `SpecReader.maximumErrors`, exit 2.
@Suite struct SeveralSpecErrorsCLITests {
  func run(_ yaml: String, json: Bool = false, flags: [String] = []) throws -> CLIResult {
    let folder = CLI.temporaryFolder()
    try Data(yaml.utf8).write(to: folder.appendingPathComponent("spec.yaml"))
    return try CLI.run(
      (json ? ["--error-format", "json"] : []) + ["layout", "spec.yaml"] + flags, in: folder)
  }

  @Test func eachBadFieldHasItsLine() throws {
    let result = try run(
      "selectedDate: 2019-02-30\nwidth: abc\nweekStartDay: moonday\nfoo: 1\nlocale: de_DE\n",
      flags: ["--scale", "7"])
    #expect(result.status == 2)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr.split(separator: "\n").sorted() == [
        "calends: --scale: 7 is not a supported scale; expected 1, 2 or 3",
        "calends: spec.yaml: foo: unknown field; did you mean 'now'?",
        "calends: spec.yaml: selectedDate: '2019-02-30' is not a valid date (no such day in the calendar)",
        "calends: spec.yaml: weekStartDay: unknown value 'moonday'; did you mean 'monday'?",
        "calends: spec.yaml: width: expected a number, found 'abc'",
      ])
  }

  @Test func eachBadFieldHasItsObject() throws {
    let result = try run("selectedDate: 2019-02-30\nwidth: abc\n", json: true)
    #expect(result.status == 2)
    let objects = try result.stderr.split(separator: "\n").map {
      try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
    #expect(objects.map { $0["field"] as? String } == ["width", "selectedDate"])
    #expect(objects.map { $0["code"] as? String } == ["spec-field", "invalid-date"])
    #expect(objects.allSatisfy { $0["file"] as? String == "spec.yaml" })
  }

  /// Past the limit the rest are not reported; a bad style is reported alone, since the
  /// other fields cannot be read without it.
  @Test func atMostTenAndNotPastABadStyle() throws {
    let many = (1...14).map { "bad\($0): 1" }.joined(separator: "\n")
    let result = try run(many)
    #expect(result.status == 2)
    #expect(result.stderr.split(separator: "\n").count == 10)
    let style = try run("style: mnth\nwidth: abc\nfoo: 1\n")
    #expect(style.status == 2)
    #expect(style.stderr.split(separator: "\n").count == 1)
    #expect(style.stderr.contains("style: "))
  }
}
