import CalendsValues
import Foundation
import SpecTestingSupport
import Testing

@testable import CalendsModel

@Suite struct SpecReaderTests: SpecParsing {

  @Test func readsYAML() throws {
    let spec = try read(
      """
      style: month
      weekStartDay: monday
      today: 2019-01-10
      selectedDate: "2019-01-23"
      eventDates: [2019-01-08, 2019-01-17]
      hasEventIndicator: true
      disabledDates:
        dates: [2019-01-15]
        weekdays: [sunday, 7]
        before: 2019-01-03
      showsWeekNumbers: true
      maximumViewHeight: 300
      sizeClass: regular
      device: iPadPro
      scale: 3
      theme: dark
      """)
    #expect(spec.canvas.weekStartDay == .monday)
    #expect(spec.canvas.today == Day(year: 2019, month: 1, day: 10))
    #expect(spec.control!.selectedDate == Day(year: 2019, month: 1, day: 23))
    #expect(spec.control!.eventDates.count == 2)
    #expect(spec.control!.disabledDates.weekdays == [1, 7])
    #expect(spec.control!.disabledDates.before == Day(year: 2019, month: 1, day: 3))
    #expect(spec.control!.showsWeekNumbers)
    #expect(spec.control!.maximumViewHeight == 300)
    #expect(spec.canvas.resolvedDevice == .iPadPro)
    #expect(spec.canvas.scale == 3)
    #expect(spec.canvas.theme == "dark")
  }

  @Test func readsJSON() throws {
    let spec = try read(
      #"{"selectedDate": "2019-01-23", "isPersistentSelection": true, "width": 500}"#)
    #expect(spec.control!.isPersistentSelection)
    #expect(spec.canvas.width == 500)
  }

  @Test func defaultsFollowTheAPI() throws {
    let spec = try read("{}")
    #expect(spec.style == .month)
    #expect(spec.canvas.weekStartDay == .localeSpecific)
    #expect(!spec.control!.isPersistentSelection)
    #expect(spec.control!.hasEventIndicator)
    #expect(!spec.control!.showsWeekNumbers)
    #expect(spec.canvas.resolvedDevice == .iPhone8)
  }

  @Test func errorsNameTheFieldAndWhatWasExpected() {
    #expect(
      error("selectedDate: 2019-02-30")
        == "spec.yaml: selectedDate: '2019-02-30' is not a valid date (no such day in the calendar)"
    )
    #expect(
      error("today: tomorrow") == "spec.yaml: today: 'tomorrow' is not a date; expected YYYY-MM-DD")
    #expect(
      error("weekStartDay: mondy")
        == "spec.yaml: weekStartDay: unknown value 'mondy'; did you mean 'monday'?")
    #expect(
      error("selectedDat: 2019-01-01")
        == "spec.yaml: selectedDat: unknown field; did you mean 'selectedDate'?")
    #expect(
      error("startDate: 2019-05-01\nendDate: 2019-04-01")
        == "spec.yaml: endDate: 2019-04-01 is before startDate 2019-05-01; the end of the range must not be earlier than its start"
    )
    #expect(error("scale: 4") == "spec.yaml: scale: 4 is not a supported scale; expected 1, 2 or 3")
    #expect(
      error("width: 1e9") == "spec.yaml: width: 1000000000 is out of range; expected 200…4096")
    #expect(error("width: .nan") == "spec.yaml: width: expected a finite number, found nan")
    #expect(
      error("maximumViewHeight: -5")
        == "spec.yaml: maximumViewHeight: -5 is out of range; expected 1…10000")
    #expect(
      error("eventDates: [2019-01-01, 2019-01-32]")
        == "spec.yaml: eventDates[1]: '2019-01-32' is not a valid date (no such day in the calendar)"
    )
    #expect(
      error("disabledDates: {weekdays: [8]}")
        == "spec.yaml: disabledDates.weekdays[0]: 8 is not a weekday; expected 1 (Sunday) … 7 (Saturday) or a name"
    )
    #expect(
      error("showsWeekNumbers: maybe")
        == "spec.yaml: showsWeekNumbers: expected true or false, found a string")
    #expect(
      error("eventDates: 2019-01-01")
        == "spec.yaml: eventDates: expected a list of dates (YYYY-MM-DD), found a string")
    #expect(
      error("device: iPad\nsizeClass: compact")
        == "spec.yaml: device: iPad is a regular device, but sizeClass is compact")
    #expect(error("locale: xx_NOPE").hasPrefix("spec.yaml: locale: unknown locale 'xx_NOPE'"))
    // Of the equally close locales the first in order is suggested, in every process (it
    // was whichever Foundation listed first).
    #expect(error("locale: 5") == "spec.yaml: locale: unknown locale '5'; did you mean 'af'?")
  }

  @Test func malformedDocuments() {
    #expect(error("") == "spec.yaml: the spec is empty; expected a JSON or YAML object")
    #expect(
      error("- a\n- b")
        == "spec.yaml: expected an object of spec fields at the top level, found a list")
    #expect(
      error("{\"today\": ")
        == "spec.yaml: not valid JSON at 1:11: unexpected end of file: expected a value")
    #expect(
      error("a: [b")
        == "spec.yaml: not valid YAML: 2:1: did not find expected ',' or ']' (while parsing a "
        + "flow sequence that starts at 1:4); hint: end the list with ']' and separate its "
        + "items with ','; quote an item that contains ',', ']' or ':'")
    #expect(
      error("\u{0}\u{1}junk") == "spec.yaml: the file contains a NUL byte; is it a binary file?")
    let invalidUTF8 = Data([0x74, 0x6F, 0x64, 0x61, 0x79, 0x3A, 0x20, 0xFF, 0xFE])
    #expect(throws: SpecError.self) { try SpecReader.read(invalidUTF8, source: "x") }
  }

  /// A YAML syntax error says where, what, where the construct began and the usual cause,
  /// and never ends with libyaml's dangling colon.
  @Test func yamlSyntaxErrorsEndWithAHint() {
    let cases: [(yaml: String, position: String, hint: String)] = [
      (
        "today: 2019-01-10\nselectedDates: [2019-01-23\nwidth: 300\n", "3:6",
        "end the list with ']'"
      ),
      ("style: month\n  today: 2019-01-10\n", "2:8", "a value that contains ': ' must be quoted"),
      ("monthTitle: Meeting: planning\n", "1:20", "a value that contains ': ' must be quoted"),
      ("today: \"2019-01-10\n", "2:1", "a quoted value is not closed"),
      ("style: month\n\ttoday: 2019-01-10\n", "2:1", "YAML indents with spaces, not tabs"),
      ("days: {2019-01-01: {value: 1}\n", "2:1", "end the object with '}'"),
    ]
    for (yaml, position, hint) in cases {
      let message = error(yaml)
      #expect(message.hasPrefix("spec.yaml: not valid YAML: \(position): "), "\(message)")
      #expect(message.contains("; hint: \(hint)"), "\(message)")
      #expect(!message.hasSuffix(":") && !message.contains("error: "), "\(message)")
    }
  }

  @Test func deeplyNestedDocumentIsRefusedNotACrash() {
    let deep = String(repeating: "[", count: 5000) + String(repeating: "]", count: 5000)
    #expect(error("{\"today\": \(deep)}").hasPrefix("spec.yaml: "))
  }
}
