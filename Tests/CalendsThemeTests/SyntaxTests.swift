import CalendsValues
import Testing

@testable import CalendsTheme

@Suite struct SyntaxTests {
  @Test func emptyAndCommentOnlySheetsAreValidAndChangeNothing() throws {
    for text in ["", "   \n\t\n", "/* nothing */", "// nothing", "\u{FEFF}"] {
      let parsed = try Stylesheet.parse(text, file: testFile)
      #expect(parsed.warnings.isEmpty)
      #expect(parsed.resolve(appearance: .light, context: MediaContext()) == .light)
      #expect(parsed.resolve(appearance: .dark, context: MediaContext()) == .dark)
    }
    #expect(Stylesheet.empty.resolve(appearance: .dark, context: MediaContext()) == .dark)
  }

  @Test func blockComments() {
    let text = """
      /* a comment
         over lines */ fdlFUICalendarView /* between */ { /* inside */ background-color /* x */ : /* y */ red /* z */ ; }
      """
    #expect(theme(text).background == Color(red: 255, green: 0, blue: 0))
  }

  @Test func lineComments() {
    let text = """
      // heading
      fdlFUICalendarView { // after the brace
        background-color: red; // after a declaration
        // font-color: blue;
      }
      """
    #expect(theme(text).background == Color(red: 255, green: 0, blue: 0))
  }

  @Test func commentMarkersInsideAWordEndIt() {
    #expect(
      theme("fdlFUICalendarView{background-color:red/* no space */;}").background.description
        == "#FF0000")
  }

  @Test func commaSeparatedSelectorsShareTheBlock() {
    let result = theme(
      """
      fdlFUICalendarItemView_selectionSingle, fdlFUICalendarItemView_selectionRange,
      fdlFUICalendarItemView_eventView { background-color: #123456; }
      """)
    #expect(result.selectionSingle.description == "#123456")
    #expect(result.selectionRange.description == "#123456")
    #expect(result.eventView.description == "#123456")
  }

  @Test func bothStateSpellingsMeanTheSame() throws {
    let suffix = try #require(
      sheet(
        "fdlFUICalendarItemView_title { tint-color-selected: #0F0; font-name-highlighted: Inter-Light; }"
      ))
    let braces = try #require(
      sheet(
        "fdlFUICalendarItemView_title { tint-color { -selected }: #0F0; font-name{-highlighted}: Inter-Light; }"
      ))
    for appearance in Appearance.allCases {
      let a = suffix.resolve(appearance: appearance, context: MediaContext())
      let b = braces.resolve(appearance: appearance, context: MediaContext())
      #expect(a == b)
      #expect(a.dayTitle.selected.color.description == "#00FF00")
      #expect(a.dayTitle.highlighted.font.description == "Inter 300 17")
    }
    #expect(suffix.warnings.isEmpty && braces.warnings.isEmpty)
  }

  @Test func stateCombinationsAreAcceptedQuietlyAndIgnored() throws {
    let text = """
      fdlFUICalendarItemView_title {
        tint-color-selected-highlighted: red;
        tint-color { -selected-disabled }: blue;
        font-name-selected-highlighted: Inter-Thin;
      }
      fdlFUIWeekLabelView_weekDayText { tint-color-selected-highlighted: red; }
      """
    let parsed = try #require(sheet(text))
    #expect(parsed.warnings.isEmpty)
    #expect(parsed.resolve(appearance: .light, context: MediaContext()) == .light)
    // Stored with the rest of the cascade, just not read by the calendar.
    #expect(
      parsed.cascades[MediaContext()]?[
        "fdlFUICalendarItemView_title", "tint-color-selected-disabled"]
        == .color(.literal(Color(red: 0, green: 0, blue: 255))))
  }

  @Test func quotedValues() {
    let result = theme(
      """
      fdlFUICalendarView_monthHeaderText { font-name: "DejaVu Sans Bold"; font-size: "19"; font-color: "red"; }
      """)
    #expect(result.monthHeader.font.description == "DejaVu Sans 700 19")
    #expect(result.monthHeader.color.description == "#FF0000")
  }

  @Test func quotedValueKeepsPunctuation() {
    let result = theme(
      #"fdlFUICalendarView_monthHeaderText { font-name: "Odd; Name {x}: \"q\""; }"#)
    #expect(result.monthHeader.font.family == #"Odd; Name {x}: "q""#)
  }

  @Test func extraSemicolonsInsideABlockAreHarmless() {
    #expect(
      theme("fdlFUICalendarView { ; background-color: red;; }").background.description == "#FF0000")
  }

  @Test func windowsAndOldMacLineEndingsCountAsOneLine() {
    expectError(
      "/* a */\r\n\r\nfdlFUICalendarView {\r\n  background-color: #12345;\r\n}",
      "4:21: error: invalid colour '#12345': expected #RGB, #RRGGBB or #RRGGBBAA")
    expectError("\r\r  }", "3:3: error: unexpected '}': there is no open block to close")
  }

  @Test func namesAreCaseSensitive() {
    #expect(
      warnings("fdlfuicalendarview { background-color: red; }") == [
        "test.nss:1:1: warning: unknown selector 'fdlfuicalendarview'; did you mean 'fdlFUICalendarView'?"
      ])
    #expect(
      warnings("fdlFUICalendarView { Background-Color: red; }") == [
        "test.nss:1:22: warning: unknown property 'Background-Color' for fdlFUICalendarView; did you mean 'background-color'?"
      ])
  }
}
