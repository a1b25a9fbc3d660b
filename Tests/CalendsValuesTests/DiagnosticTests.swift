import CalendsValues
import Foundation
import Testing

/// One diagnostic, three forms: the line `calends` prints (the same text the readers printed
/// before diagnostics were typed), the documented JSON object, and the line a batch worker
/// hands its parent.
@Suite struct DiagnosticTests {
  static let stylesheet = Diagnostic.error(
    .stylesheet, "unexpected end of file", file: "bad.nss", line: 4, column: 1, field: "theme",
    form: .compiler)

  @Test func eachFormReadsAsItsInputIsPrinted() {
    #expect(
      Diagnostic.error(
        .invalidDate, "'2019-02-30' is not a valid date", file: "spec.yaml", field: "selectedDate"
      ).description == "spec.yaml: selectedDate: '2019-02-30' is not a valid date")
    #expect(
      Diagnostic.error(.option, "expected a number, found 'abc'", field: "--width").description
        == "--width: expected a number, found 'abc'")
    #expect(Self.stylesheet.description == "theme: bad.nss:4:1: error: unexpected end of file")
    #expect(
      Diagnostic.warning(
        .stylesheetWarning, "unknown selector 'day'", file: "odd.nss", line: 1, column: 1,
        form: .compiler
      ).description == "odd.nss:1:1: warning: unknown selector 'day'")
    #expect(
      Diagnostic.warning(.icalendarWarning, "bad RRULE", file: "team.ics", line: 8, form: .fileLine)
        .description == "team.ics:8: bad RRULE")
    // A syntax error says its position in its message, after what failed.
    #expect(
      Diagnostic.error(
        .yamlSyntax, "not valid YAML: 3:1: did not find expected ',' or ']'", file: "spec.yaml",
        line: 3, column: 1
      ).description == "spec.yaml: not valid YAML: 3:1: did not find expected ',' or ']'")
    #expect(
      Diagnostic.error(
        .outputWrite, "cannot write out/x.png: the folder out does not exist", file: "out/x.png",
        form: .fileInMessage
      ).description == "cannot write out/x.png: the folder out does not exist")
    #expect(
      Diagnostic.error(
        .fileUnreadable, "https://x/a.ics: HTTP 404; no copy of it is kept",
        file: "https://x/a.ics",
        field: "calendars[0].url", form: .fileInMessage
      ).description == "calendars[0].url: https://x/a.ics: HTTP 404; no copy of it is kept")
    #expect(
      Diagnostic.warning(.font, "font family 'X' is not installed").description
        == "font family 'X' is not installed")
  }

  /// A key can be megabytes long and hold a newline: the text stays one short line.
  @Test func theTextIsOneLineAndClipped() {
    let key = String(repeating: "k", count: 5000) + "\n"
    let text = Diagnostic.error(.specField, "unknown field\nreally", file: "s.yaml", field: key)
      .description
    #expect(!text.contains("\n"))
    #expect(text.count < 300)
  }

  @Test func theJSONHasEveryKeyInOrder() {
    #expect(
      Self.stylesheet.jsonLine
        == #"{"severity":"error","code":"stylesheet","message":"unexpected end of file","file":"bad.nss","line":4,"column":1,"field":"theme"}"#
    )
    #expect(
      Diagnostic(severity: .note, code: .notShown, message: "1 text cut short").jsonLine
        == #"{"severity":"note","code":"not-shown","message":"1 text cut short","file":null,"line":null,"column":null,"field":null}"#
    )
  }

  /// The codes are the documented names, which tools match on.
  @Test func theCodesAreTheDocumentedNames() {
    #expect(
      Diagnostic.Code.allCases.map(\.rawValue) == [
        "usage", "spec-field", "invalid-date", "option", "yaml-syntax", "json-syntax", "stylesheet",
        "icalendar", "file-not-found", "file-unreadable", "output-write", "bad-input",
        "render-failure", "stopped", "stylesheet-warning", "icalendar-warning", "font", "warning",
        "more-warnings", "not-shown",
      ])
  }

  /// A worker's report carries each diagnostic whole, whatever its text holds.
  @Test func theTransportLineSurvivesAnyText() {
    let odd = Diagnostic.warning(
      .icalendarWarning, "tab\there, unit\u{1F}separator, newline\nand \"quotes\" é",
      file: "a\u{1F}b.ics", line: 3, form: .fileLine)
    for diagnostic in [Self.stylesheet, odd, .error(.badInput, "")] {
      let line = diagnostic.transportLine
      #expect(!line.contains("\n") && !line.contains("\u{1F}"))
      var expected = diagnostic
      expected.file = diagnostic.file.map { MessageText.clipped($0, to: MessageText.maximum) }
      #expect(Diagnostic(transportLine: line) == expected)
    }
    #expect(Diagnostic(transportLine: "not json") == nil)
    #expect(Diagnostic(transportLine: #"{"severity":"error","code":"nope","message":"x"}"#) == nil)
  }

  /// In a batch, a problem of the entry's spec is named by the entry; one of a file the entry
  /// names (its stylesheet) keeps that file.
  @Test func aBatchEntryNamesTheFileUnlessTheProblemHasOne() {
    let field = Diagnostic.error(.invalidDate, "no such day", field: "selectedDate")
    #expect(field.inEntry("b.png").file == "b.png")
    #expect(Self.stylesheet.inEntry("b.png") == Self.stylesheet)
  }
}
