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

  /// A feed: webcal is fetched as https, maxAge in seconds or with a unit.
  @Test func feeds() throws {
    let spec = try read(
      "calendars: [{url: 'webcal://x.example/a.ics', maxAge: 15m}, {url: 'https://y.example/b', maxAge: 90}]\n"
    )
    let sources = spec.canvas.calendars
    #expect(sources.count == 2)
    guard case .feed(let first) = sources[0].location, case .feed(let second) = sources[1].location
    else {
      Issue.record("not feeds: \(sources)")
      return
    }
    #expect(first.url == "https://x.example/a.ics")
    #expect(sources[0].maxAge == 900)
    #expect(second.url == "https://y.example/b")
    #expect(sources[1].maxAge == 90)
    #expect(try SpecReader(source: "x").read(SpecWriter.value(of: spec)) == spec)
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
      "spec.yaml: calendars: expected a list of calendars {ics | url, name, color, classes, busy, strict, maxAge}, found a string"
    ),
    (
      "calendars: [{name: Work}]",
      "spec.yaml: calendars[0].ics: a calendar needs an ics file path or a url"
    ),
    ("calendars: [{ics: ''}]", "spec.yaml: calendars[0].ics: the path is empty"),
    (
      "calendars: [{ics: 'https://x.example/a.ics'}]",
      "spec.yaml: calendars[0].ics: 'https://x.example/a.ics' is a URL; give it as url:"
    ),
    (
      "calendars: [{url: 'file:///etc/passwd'}]",
      "spec.yaml: calendars[0].url: 'file:///etc/passwd': the scheme 'file' is not read; feeds are https://, http:// or webcal://"
    ),
    (
      "calendars: [{ics: a.ics, url: 'https://x.example/a.ics'}]",
      "spec.yaml: calendars[0].url: give ics (a file) or url (a feed), not both"
    ),
    (
      "calendars: [{ics: a.ics, maxAge: 60}]",
      "spec.yaml: calendars[0].maxAge: maxAge is for a feed ({url}); a file is read every time"
    ),
    (
      "calendars: [{url: 'https://x.example/a.ics', maxAge: soon}]",
      "spec.yaml: calendars[0].maxAge: expected a duration such as 900, 15m, 2h or 1d (at most 366d), found a string"
    ),
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
