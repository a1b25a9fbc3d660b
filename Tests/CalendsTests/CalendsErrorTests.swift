import Calends
import Foundation
import Testing

/// Errors leave the facade typed: a `Diagnostic` for each problem, made where the problem was
/// found, with the file, line, column and field the reader knew — never a message to be read
/// apart again.
@Suite struct CalendsErrorTests {
  /// The problems of bad input, typed: the payload is `[Diagnostic]`, not text.
  func problems(_ body: () throws(CalendsError) -> Void) -> [Diagnostic] {
    do {
      try body()
    } catch {
      guard case .badInput(let problems) = error else {
        Issue.record("expected bad input, got \(error)")
        return []
      }
      let typed: [Diagnostic] = problems
      return typed
    }
    Issue.record("no error")
    return []
  }

  func folder(_ files: [String: String]) throws -> URL {
    let folder = TestSupport.temporaryFolder()
    for (name, text) in files {
      try Data(text.utf8).write(to: folder.appendingPathComponent(name))
    }
    return folder
  }

  @Test func aSpecWithSeveralBadFieldsHasADiagnosticEach() throws {
    let path = try folder(["s.yaml": "selectedDate: 2019-02-30\nwidth: abc\n"])
      .appendingPathComponent("s.yaml").path
    let found = problems { () throws(CalendsError) in
      _ = try SpecLoader.load(path: path, overrides: ["scale": .string("7")])
    }
    #expect(Set(found.map(\.field)) == ["selectedDate", "width", "--scale"])
    for problem in found {
      switch problem.field {
      case "selectedDate": #expect(problem.code == .invalidDate && problem.file == path)
      case "width": #expect(problem.code == .specField && problem.file == path)
      default: #expect(problem.code == .option && problem.file == nil)
      }
      #expect(problem.severity == .error && problem.line == nil && problem.column == nil)
    }
  }

  @Test func syntaxErrorsHaveTheirLineAndColumn() throws {
    let folder = try folder([
      "y.yaml": "style: month\nfoo: [1, 2\n", "j.json": "{\n  \"a\": tru\n}",
    ])
    let yaml = problems { () throws(CalendsError) in
      _ = try SpecLoader.load(path: folder.appendingPathComponent("y.yaml").path)
    }
    #expect(yaml.map(\.code) == [.yamlSyntax])
    #expect(yaml.first?.line == 3 && yaml.first?.column == 1)
    let json = problems { () throws(CalendsError) in
      _ = try SpecLoader.load(path: folder.appendingPathComponent("j.json").path)
    }
    #expect(json.map(\.code) == [.jsonSyntax])
    #expect(json.first?.line == 2 && json.first?.column == 8)
    #expect(json.first?.message.hasPrefix("not valid JSON at 2:8: ") == true)
  }

  @Test func aStylesheetErrorIsTheThemesWithItsPosition() throws {
    let folder = try folder(["bad.nss": "month {\n  color: #zzzzzz;\n"])
    let loader = ThemeLoader(baseDirectory: folder)
    let broken = problems { () throws(CalendsError) in
      _ = try loader.load("bad.nss", sizeClass: .compact)
    }
    #expect(broken.map(\.code) == [.stylesheet])
    #expect(broken.first?.field == "theme" && broken.first?.line == 3)
    #expect(broken.first?.file?.hasSuffix("bad.nss") == true)
    #expect(broken.first?.form == .compiler)
    let missing = problems { () throws(CalendsError) in
      _ = try loader.load("missing.nss", sizeClass: .compact)
    }
    #expect(missing.map(\.code) == [.fileNotFound])
    #expect(missing.first?.field == "theme")
  }

  @Test func aMissingInputAndAnUnwritableOutputNameTheirFile() throws {
    let missing = problems { () throws(CalendsError) in
      _ = try SpecLoader.load(path: "/nonexistent/spec.yaml")
    }
    #expect(
      missing == [
        .error(.fileNotFound, "cannot read the spec: no such file", file: "/nonexistent/spec.yaml")
      ])
    #expect(
      throws: CalendsError.cannotWrite(
        "/nonexistent/x.png", "the folder /nonexistent does not exist")
    ) {
      try AtomicFile.write([1], to: "/nonexistent/x.png")
    }
    guard case .renderFailure(let problem) = CalendsError.cannotWrite("o.png", "full") else {
      Issue.record("not a render failure")
      return
    }
    #expect(problem.code == .outputWrite && problem.file == "o.png")
    #expect(problem.description == "cannot write o.png: full")
  }

  @Test func anICalendarErrorHasItsLine() throws {
    let folder = try folder([
      "broken.ics": "BEGIN:VCALENDAR\nBEGIN:VEVENT\nDTSTART:20260301\nEND:VCALENDAR\n"
    ])
    let path = folder.appendingPathComponent("broken.ics").path
    let found = problems { () throws(CalendsError) in
      _ = try CalendarEvents(
        files: [path], from: Day(unchecked: 2026, 3, 1), through: Day(unchecked: 2026, 3, 31),
        zone: .utc, strict: true)
    }
    #expect(found.map(\.code) == [.icalendar])
    #expect(found.first?.file == path && found.first?.line == 2 && found.first?.column == nil)
  }
}
