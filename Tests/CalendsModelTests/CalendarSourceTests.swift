import CalendsValues
import Testing

@testable import CalendsModel

/// `calendars` and `timeZone`: canvas fields, read for every family; the files themselves
/// are read when the spec is prepared.
@Suite struct CalendarSourceTests: SpecParsing {
  @Test func readsEveryPartOfACalendar() throws {
    let spec = try read(
      """
      style: timeline
      timeZone: America/New_York
      calendars:
        - ics: feeds/work.ics
          name: Work
          color: "#34A853"
          classes: [work, busy-day]
        - {ics: holidays.ics}
      """)
    #expect(spec.canvas.timeZone == "America/New_York")
    #expect(
      spec.canvas.calendars == [
        CalendarSource(
          ics: "feeds/work.ics", name: "Work", color: try ColorSpecifier(parsing: "#34A853"),
          classes: ["work", "busy-day"]),
        CalendarSource(ics: "holidays.ics"),
      ])
  }

  @Test func defaults() throws {
    let spec = try read("style: month\n")
    #expect(spec.canvas.calendars.isEmpty)
    #expect(spec.canvas.timeZone == "UTC")
  }

  /// A spec written back reads the same.
  @Test func roundTrip() throws {
    let spec = try read(
      "timeZone: Europe/Berlin\ncalendars: [{ics: a.ics, name: A, color: red, classes: [x], busy: true}]\n"
    )
    #expect(try SpecReader(source: "x").read(SpecWriter.value(of: spec)) == spec)
  }

  @Test(arguments: [
    (
      "calendars: work.ics",
      "spec.yaml: calendars: expected a list of calendars {ics, name, color, classes, busy, strict}, found a string"
    ),
    ("calendars: [{name: Work}]", "spec.yaml: calendars[0].ics: a calendar needs an ics file path"),
    ("calendars: [{ics: ''}]", "spec.yaml: calendars[0].ics: the path is empty"),
    (
      "calendars: [{ics: a.ics, colour: red}]",
      "spec.yaml: calendars[0].colour: unknown field; did you mean 'color'?"
    ),
    ("calendars: [{ics: a.ics, color: reddish}]", "spec.yaml: calendars[0].color:"),
    ("calendars: [{ics: a.ics, busy: 3}]", "spec.yaml: calendars[0].busy:"),
    (
      "calendars: [{ics: a.ics, classes: ['a b']}]",
      "spec.yaml: calendars[0].classes[0]: 'a b' is not a class name (letters, digits, - and _)"
    ),
    (
      "timeZone: 'Europe Berlin'",
      "spec.yaml: timeZone: 'Europe Berlin' is not a time zone name; expected an IANA name such as Europe/Berlin"
    ),
  ])
  func errorsNameTheField(_ text: String, _ message: String) {
    #expect(error(text).hasPrefix(message), "\(error(text))")
  }

  @Test func calendarCountLimit() {
    let many = (0...Limits.calendarFiles).map { "{ics: f\($0).ics}" }.joined(separator: ", ")
    #expect(error("calendars: [\(many)]").contains("65 calendars is over the limit of 64"))
  }
}
