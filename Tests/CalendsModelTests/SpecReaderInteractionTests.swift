import CalendsValues
import Foundation
import Testing

@testable import CalendsModel

private func d(_ text: String) -> Day { Day(iso: text)! }

/// The selection, gesture and full-height fields of a spec.
@Suite struct SpecReaderInteractionTests: SpecParsing {
  /// A style as tall as its rows has no use for `height`: refused, not ignored.
  @Test func aHeightIsRefusedWhereItWouldChangeNothing() throws {
    for style in ["month", "week", "expandable", "year", "multiMonth", "weeks"] {
      #expect(throws: SpecError.self) { try read("style: \(style)\nheight: 640") }
    }
    do {
      _ = try read("style: month\nheight: 640")
    } catch {
      #expect(error.description.contains("height: the month style is as tall as its rows"))
    }
    for style in ["rangeSelection", "datesSelection", "fullScreenMonth", "timeline", "wallMonth"] {
      #expect(try read("style: \(style)\nheight: 640").canvas.height == 640)
    }
  }

  @Test func readsTheNewFields() throws {
    let spec = try read(
      """
      style: expandable
      selectedDates: [2019-01-03, 2019-01-09]
      expandableStyleStartsWithWeek: true
      showsMonthHeader: true
      taps: [2019-01-05, null, 2019-01-07]
      scroll: -2
      """)
    #expect(spec.control!.selectedDates == [d("2019-01-03"), d("2019-01-09")])
    #expect(spec.control!.expandableStyleStartsWithWeek)
    #expect(spec.control!.showsMonthHeader == true)
    #expect(try read("style: fullScreenMonth\nheight: 640").canvas.height == 640)
    #expect(
      spec.control!.interactions == [
        .tap(d("2019-01-05")), .tap(nil), .tap(d("2019-01-07")), .scroll(-2),
      ])
    let defaults = try read("{}")
    #expect(!defaults.control!.expandableStyleStartsWithWeek && !defaults.control!.showsMonthHeader)
    #expect(
      defaults.canvas.height == nil && defaults.control!.interactions.isEmpty
        && defaults.control!.selectedDateRange == nil)
  }

  @Test func readsSelectedDateRange() throws {
    let spec = try read(
      "style: rangeSelection\nselectedDateRange: {start: 2019-01-14, end: 2019-01-18}")
    #expect(
      spec.control!.selectedDateRange == DateRange(start: d("2019-01-14"), end: d("2019-01-18")))
    let oneDay = try read(
      "style: rangeSelection\nselectedDateRange: {start: 2019-01-14, end: 2019-01-14}")
    #expect(
      oneDay.control!.selectedDateRange == DateRange(start: d("2019-01-14"), end: d("2019-01-14")))
  }

  @Test func shorthandAppliesTapsThenSwipesThenScroll() throws {
    // JSON object keys have no order; the reader fixes one.
    let spec = try read(
      #"{"style": "datesSelection", "scroll": 1, "swipe": ["2019-01-14", "2019-01-15"], "taps": ["2019-01-03"]}"#
    )
    #expect(
      spec.control!.interactions == [
        .tap(d("2019-01-03")), .swipe([d("2019-01-14"), d("2019-01-15")]), .scroll(1),
      ])
    let several = try read("style: datesSelection\nswipe: [[2019-01-14, 2019-01-15], [2019-01-20]]")
    #expect(
      several.control!.interactions == [
        .swipe([d("2019-01-14"), d("2019-01-15")]), .swipe([d("2019-01-20")]),
      ])
  }

  @Test func interactionsKeepTheirOrder() throws {
    let spec = try read(
      """
      style: datesSelection
      interactions:
        - scroll: 1
        - tap: 2019-02-05
        - swipe: [2019-02-06, 2019-02-07]
        - tap: null
        - tap:
      """)
    #expect(
      spec.control!.interactions == [
        .scroll(1), .tap(d("2019-02-05")), .swipe([d("2019-02-06"), d("2019-02-07")]), .tap(nil),
        .tap(nil),
      ])
  }

  @Test func fieldNamesAreComplete() {
    #expect(Set(CalendarSpec.fieldNames).count == CalendarSpec.fieldNames.count)
    for name in CalendarSpec.fieldNames {
      #expect(
        !error("\(name): {unexpected: 1}").hasPrefix("spec.yaml: \(name): unknown field"), "\(name)"
      )
    }
    for name in [
      "selectedDates", "selectedDateRange", "taps", "swipe", "scroll", "interactions",
      "expandableStyleStartsWithWeek",
      "showsMonthHeader", "height",
    ] {
      #expect(CalendarSpec.fieldNames.contains(name))
    }
  }

  @Test func selectionFieldErrors() {
    let range = "style: rangeSelection\nselectedDateRange: "
    #expect(
      error(range + "{start: 2019-01-18, end: 2019-01-14}")
        == "spec.yaml: selectedDateRange.end: 2019-01-14 is before start 2019-01-18; the end of a range must not be earlier than its start"
    )
    #expect(
      error(range + "{stat: 2019-01-18, end: 2019-01-20}")
        == "spec.yaml: selectedDateRange.stat: unknown field; did you mean 'start'?")
    #expect(
      error(range + "{start: 2019-01-18}")
        == "spec.yaml: selectedDateRange: missing end; expected an object with start and end")
    #expect(
      error(range + "{end: 2019-01-18}")
        == "spec.yaml: selectedDateRange: missing start; expected an object with start and end")
    #expect(
      error(range + "2019-01-18")
        == "spec.yaml: selectedDateRange: expected an object with start and end, found a string")
    #expect(
      error(range + "{start: 2019-01-18, end: 2019-01-32}")
        == "spec.yaml: selectedDateRange.end: '2019-01-32' is not a valid date (no such day in the calendar)"
    )
    #expect(
      error("selectedDateRange: {start: 2019-01-14, end: 2019-01-18}")
        == "spec.yaml: selectedDateRange: only the rangeSelection style selects a range; use selectedDate or selectedDates with the month style"
    )
    #expect(
      error("selectedDates: [2019-01-14, 14]")
        == "spec.yaml: selectedDates[1]: '14' is not a date; expected YYYY-MM-DD")
    #expect(
      error("selectedDatess: []")
        == "spec.yaml: selectedDatess: unknown field; did you mean 'selectedDates'?")
    #expect(error("height: 100") == "spec.yaml: height: 100 is out of range; expected 200…10000")
    #expect(
      error("showsMonthHeader: 3")
        == "spec.yaml: showsMonthHeader: expected true or false, found a number")
    #expect(
      error("expandableStyleStartsWithWeek: yes please")
        == "spec.yaml: expandableStyleStartsWithWeek: expected true or false, found a string")
  }

  @Test func gestureFieldErrors() {
    #expect(
      error("taps: [2019-01-14, 2019-13-01]")
        == "spec.yaml: taps[1]: '2019-13-01' is not a valid date (no such day in the calendar)")
    #expect(
      error("taps: [tomorrow]")
        == "spec.yaml: taps[0]: 'tomorrow' is not a date; expected YYYY-MM-DD")
    #expect(
      error("taps: 2019-01-14")
        == "spec.yaml: taps: expected a list of dates (YYYY-MM-DD) or nulls, found a string")
    #expect(error("tap: [2019-01-14]") == "spec.yaml: tap: unknown field; did you mean 'taps'?")
    #expect(error("scroll: 1201") == "spec.yaml: scroll: 1201 is out of range; expected -1200…1200")
    #expect(
      error("scroll: -5000") == "spec.yaml: scroll: -5000 is out of range; expected -1200…1200")
    #expect(error("scroll: 1.5") == "spec.yaml: scroll: 1.5 is not a whole number of pages")
    #expect(
      error("style: datesSelection\nswipe: [[2019-01-14], 2019-01-15]")
        == "spec.yaml: swipe[1]: expected a list of dates like the swipes before it, found a string"
    )
    #expect(
      error("style: datesSelection\nswipe: [2019-01-14, [2019-01-15]]")
        == "spec.yaml: swipe[1]: expected a string, found a list")
    #expect(
      error("style: datesSelection\nswipe: 2019-01-14")
        == "spec.yaml: swipe: expected a list of dates (YYYY-MM-DD), or of such lists, found a string"
    )
    #expect(
      error("swipe: [2019-01-14, 2019-01-15]")
        == "spec.yaml: swipe: swipe-to-select is a gesture of the datesSelection style only; the month style selects with taps"
    )
    #expect(
      error("taps: [2019-01-14]\ninteractions: [{tap: 2019-01-15}]")
        == "spec.yaml: interactions: cannot be combined with 'taps'; list every tap, swipe and scroll in interactions, in the order they happen"
    )
    #expect(
      error("scroll: 1\ninteractions: []")
        == "spec.yaml: interactions: cannot be combined with 'scroll'; list every tap, swipe and scroll in interactions, in the order they happen"
    )
  }

  @Test func interactionErrors() {
    let prefix = "interactions: [{tap: 2019-01-14}, {scroll: 1}, "
    #expect(
      error(prefix + "{tap: 2019-02-30}]")
        == "spec.yaml: interactions[2].tap: '2019-02-30' is not a valid date (no such day in the calendar)"
    )
    #expect(
      error(prefix + "{tapp: 2019-02-03}]")
        == "spec.yaml: interactions[2].tapp: unknown interaction; did you mean 'tap'?")
    #expect(
      error(prefix + "{tap: 2019-02-03, scroll: 1}]")
        == "spec.yaml: interactions[2]: expected an object with exactly one of tap, swipe or scroll, found 2 keys (scroll, tap)"
    )
    #expect(
      error(prefix + "{}]")
        == "spec.yaml: interactions[2]: expected an object with exactly one of tap, swipe or scroll, found an empty object"
    )
    #expect(
      error(prefix + "2019-02-03]")
        == "spec.yaml: interactions[2]: expected an object with exactly one of tap, swipe or scroll, found a string"
    )
    #expect(
      error(prefix + "{scroll: 2000}]")
        == "spec.yaml: interactions[2].scroll: 2000 is out of range; expected -1200…1200")
    #expect(
      error(prefix + "{scroll: up}]")
        == "spec.yaml: interactions[2].scroll: expected a number, found 'up'")
    #expect(
      error(prefix + "{swipe: [2019-02-03]}]")
        == "spec.yaml: interactions[2].swipe: swipe-to-select is a gesture of the datesSelection style only; the month style selects with taps"
    )
    #expect(
      error("style: datesSelection\n" + prefix + "{swipe: 2019-02-03}]")
        == "spec.yaml: interactions[2].swipe: expected a list of dates (YYYY-MM-DD), found a string"
    )
    #expect(
      error("interactions: {tap: 2019-01-14}")
        == "spec.yaml: interactions: expected a list of {tap: date|null}, {swipe: [dates]} or {scroll: pages} objects, found an object"
    )
  }

  @Test func limits() {
    let manyTaps = Array(repeating: "\"2019-01-14\"", count: ControlSpec.Limits.interactions + 1)
      .joined(separator: ",")
    #expect(
      error(#"{"taps": [\#(manyTaps)]}"#)
        == "spec.yaml: taps: 10001 taps is over the limit of 10000")
    let manyInteractions = Array(
      repeating: #"{"scroll": 1}"#, count: ControlSpec.Limits.interactions + 1
    ).joined(separator: ",")
    #expect(
      error(#"{"interactions": [\#(manyInteractions)]}"#)
        == "spec.yaml: interactions: 10001 interactions is over the limit of 10000")
    // Each swipe may stay under the limit while all of them together go over it.
    let half = Array(repeating: "\"2019-01-14\"", count: ControlSpec.Limits.interactions / 2 + 1)
      .joined(separator: ",")
    #expect(
      error(#"{"style": "datesSelection", "swipe": [[\#(half)], [\#(half)]]}"#)
        == "spec.yaml: swipe: more than 10000 swiped days in all")
    let atLimit = Array(repeating: "\"2019-01-14\"", count: ControlSpec.Limits.interactions)
      .joined(separator: ",")
    #expect(error(#"{"taps": [\#(atLimit)]}"#) == "no error")
  }
}
