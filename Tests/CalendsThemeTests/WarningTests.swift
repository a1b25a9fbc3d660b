import CalendsValues
import Testing

@testable import CalendsTheme

@Suite struct WarningTests {
  @Test func unknownPropertySuggestsTheClosest() {
    let text = "\n\nfdlFUICalendarItemView_title {\n  font-colour: red;\n}"
    #expect(
      warnings(text) == [
        "test.nss:4:3: warning: unknown property 'font-colour' for fdlFUICalendarItemView_title; did you mean 'font-color'?"
      ])
  }

  @Test func unknownPropertyWithoutACloseMatch() {
    #expect(
      warnings("fdlFUICalendarView { shadow-opacity: 4; }") == [
        "test.nss:1:22: warning: unknown property 'shadow-opacity' for fdlFUICalendarView"
      ])
  }

  @Test func misspeltStateIsAnUnknownProperty() {
    #expect(
      warnings("fdlFUICalendarItemView_title { tint-color-selcted: red; }") == [
        "test.nss:1:32: warning: unknown property 'tint-color-selcted' for fdlFUICalendarItemView_title; did you mean 'tint-color-selected'?"
      ])
  }

  @Test func unknownSelectorSuggestsTheClosest() {
    #expect(
      warnings("fdlFUICalendarItemView_titel { font-color: red; }") == [
        "test.nss:1:1: warning: unknown selector 'fdlFUICalendarItemView_titel'; did you mean 'fdlFUICalendarItemView_title'?"
      ])
    #expect(
      warnings("fdlFUIButton { font-color: red; }") == [
        "test.nss:1:1: warning: unknown selector 'fdlFUIButton'"
      ])
  }

  @Test func knownPropertyOnTheWrongSelector() {
    #expect(
      warnings("fdlFUICalendarItemView_selectionSingle { font-color: red; }") == [
        "test.nss:1:42: warning: property 'font-color' is not supported by fdlFUICalendarItemView_selectionSingle; it supports background-color"
      ])
    #expect(
      warnings("fdlFUIWeekLabelView_weekDayText { tint-color-selected: red; }") == [
        "test.nss:1:35: warning: property 'tint-color-selected' is not supported by fdlFUIWeekLabelView_weekDayText; it supports font-color, tint-color-highlighted, font-size, font-style, font-name"
      ])
  }

  @Test func eachSelectorOfAListIsChecked() {
    #expect(
      warnings("fdlFUICalendarView, fdlFUICalendarVeiw { background-color: red; }") == [
        "test.nss:1:21: warning: unknown selector 'fdlFUICalendarVeiw'; did you mean 'fdlFUICalendarView'?"
      ])
  }

  @Test func warningsDoNotStopTheRest() throws {
    let parsed = try #require(
      sheet("fdlFUICalendarView { colour: red; background-color: blue; }\nfdlNothing { a: b; }"))
    #expect(parsed.warnings.count == 2)
    #expect(parsed.warnings.allSatisfy { $0.severity == .warning })
    #expect(
      parsed.resolve(appearance: .light, context: MediaContext()).background.description
        == "#0000FF")
  }

  @Test func valuesOfUnknownPropertiesAreNotChecked() {
    #expect(sheet("fdlFUICalendarView { border-width: 1px solid (weird) , stuff; }") != nil)
  }

  @Test func valuesOfKnownPropertiesAreCheckedEvenWhereIgnored() {
    expectError(
      "fdlFUIButton { font-size: huge; }", "1:27: error: invalid number 'huge' for font-size")
  }

  @Test func warningsComeInSourceOrder() throws {
    let parsed = try #require(
      sheet(
        "fdlB { }\nfdlFUICalendarView { x: y; }\nfdlFUICalendarView_monthHeaderText { font-name: blacksystem; }"
      ))
    #expect(parsed.warnings.map(\.location.line) == [1, 2, 3])
  }

  @Test func suggestionDistance() {
    #expect(Suggestion.closest(to: "titel", in: TextStyleValue.all.map(\.name)) == "title1")
    #expect(Suggestion.closest(to: "xyz", in: ["font-color"]) == nil)
    #expect(Suggestion.closest(to: String(repeating: "a", count: 10_000), in: ["a"]) == nil)
    #expect(Suggestion.editDistance(Array("ab".unicodeScalars), Array("ba".unicodeScalars)) == 1)
  }
}
