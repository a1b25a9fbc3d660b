import Testing

@testable import CalendsTheme

/// Each syntax error with its exact position and wording.
@Suite struct ErrorTests {
  @Test(arguments: [
    // Declarations.
    (
      "fdlFUICalendarView {\n  background-color #FFF;\n}",
      "2:20: error: expected ':' after property name 'background-color', found '#FFF'"
    ),
    (
      "fdlFUICalendarView {\n  background-color: #FFF\n}",
      "3:1: error: expected ';' after value of 'background-color', found '}'"
    ),
    (
      "fdlFUICalendarItemView_title {\n  font-size: 17\n  font-color: red;\n}",
      "3:3: error: expected ';' after value of 'font-size'"
    ),
    (
      "fdlFUICalendarView { background-color: ; }",
      "1:40: error: expected a value for 'background-color' before ';'"
    ),
    (
      "fdlFUICalendarView { background-color: }",
      "1:40: error: expected a value for 'background-color', found '}'"
    ),
    ("fdlFUICalendarView { : red; }", "1:22: error: expected a property name or '}', found ':'"),
    (
      "fdlFUICalendarView { @x: red; }",
      "1:22: error: expected a property name, found '@x': variables and @media belong outside rulesets"
    ),
    (
      "fdlFUICalendarView { background-color: red { }",
      "1:44: error: expected ';' after value of 'background-color', found '{'"
    ),
    // State braces.
    (
      "fdlFUICalendarItemView_title { tint-color { selected }: red; }",
      "1:45: error: expected a state such as '-selected' inside '{ }' after property 'tint-color', found 'selected'"
    ),
    (
      "fdlFUICalendarItemView_title { tint-color { -selected: red; }",
      "1:54: error: expected '}' after state '-selected', found ':'"
    ),
    // Selectors and blocks.
    (
      "fdlFUICalendarView background-color: red; }",
      "1:20: error: expected ',' or '{' after selector 'fdlFUICalendarView', found 'background-color'"
    ),
    ("fdlFUICalendarView, { }", "1:21: error: expected a selector after ',', found '{'"),
    ("{ }", "1:1: error: expected a selector, a variable definition or @media, found '{'"),
    ("fdlFUICalendarView { }\n}", "2:1: error: unexpected '}': there is no open block to close"),
    (
      "fdlFUICalendarView {\n  background-color: red;\n",
      "3:1: error: unexpected end of file: expected '}' to close the block of 'fdlFUICalendarView' opened at 1:20"
    ),
    (
      "fdlFUICalendarView { background-color: red;",
      "1:44: error: unexpected end of file: expected '}' to close the block of 'fdlFUICalendarView' opened at 1:20"
    ),
    (
      "fdlFUICalendarView { background-color: red",
      "1:43: error: expected ';' after value of 'background-color', found end of file"
    ),
    ("fdlFUICalendarView {{ }}", "1:21: error: expected a property name or '}', found '{'"),
    (";", "1:1: error: expected a selector, a variable definition or @media, found ';'"),
    // Lexical.
    (
      "/* fine */\n\n/* never closed\nfdlFUICalendarView { }",
      "4:23: error: unterminated comment starting at 3:1"
    ),
    (
      "fdlFUICalendarView_monthHeaderText { font-name: \"Inter;\n}",
      "1:56: error: unterminated string starting at 1:49"
    ),
    ("fdlFUICalendarView\u{0}{ }", "1:19: error: unexpected control character U+0000"),
    ("a { b: \"x\u{7}\"; }", "1:10: error: unexpected control character in string starting at 1:8"),
    // Values.
    (
      "fdlFUICalendarView_monthHeaderText {\n  font-size: big;\n}",
      "2:14: error: invalid number 'big' for font-size"
    ),
    (
      "fdlFUICalendarView_monthHeaderText {\n  font-style: titel;\n}",
      "2:15: error: unknown font-style 'titel'; did you mean 'title1'?"
    ),
    (
      "@primary: #12345;\nfdlFUICalendarView { background-color: @primary; }",
      "2:40: error: invalid colour '#12345': expected #RGB, #RRGGBB or #RRGGBBAA"
    ),
  ])
  func syntaxErrors(_ text: String, _ expected: String) {
    expectError(text, expected)
  }

  @Test func firstErrorWins() {
    expectError(
      "fdlFUICalendarView { background-color: #1; }\nfdlFUICalendarView { background-color: #2; }",
      "1:40: error: invalid colour '#1': expected #RGB, #RRGGBB or #RRGGBBAA")
    // A syntax error is found before any value is read.
    expectError(
      "fdlFUICalendarView { background-color: #1; }\nfdlFUICalendarView { background-color #2; }",
      "2:39: error: expected ':' after property name 'background-color', found '#2'")
  }

  @Test func diagnosticDescription() {
    let diagnostic = StylesheetDiagnostic(
      severity: .error,
      location: CalendsTheme.SourceLocation(file: "path/file.nss", line: 3, column: 17),
      message: "expected ';' after value of 'font-size'")
    #expect(
      diagnostic.description == "path/file.nss:3:17: error: expected ';' after value of 'font-size'"
    )
    var warning = diagnostic
    warning.severity = .warning
    #expect(warning.description.hasPrefix("path/file.nss:3:17: warning: "))
  }
}
