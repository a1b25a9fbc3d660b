import CalendsICal
import Testing

/// Google's calendar-wide zone, X-WR-TIMEZONE: the file's floating times are wall-clock times
/// in it, not in the zone drawn.
@Suite struct CalendarZoneTests {
  typealias F = ICalendarFixture

  func google(zone: String, _ events: [String]) -> String {
    F.calendar(
      events,
      extra:
        "PRODID:-//Google Inc//Google Calendar 70.9054//EN\r\nX-WR-CALNAME:Team\r\nX-WR-TIMEZONE:\(zone)"
    )
  }

  /// Floating 09:30 in New York, a weekly rule across the DST change of 8 March: 14:30Z, then
  /// 13:30Z; a UTC time and an all-day date are untouched.
  @Test func floatingTimesAreInTheCalendarZone() throws {
    let file = try F.parse(
      google(
        zone: "America/New_York",
        [
          "UID:a\nSUMMARY:Standup\nDTSTART:20260302T093000\nDTEND:20260302T094500\nRRULE:FREQ=WEEKLY;COUNT=2",
          "UID:b\nSUMMARY:Call\nDTSTART:20260303T160000Z",
          "UID:c\nSUMMARY:Offsite\nDTSTART;VALUE=DATE:20260304",
        ]))
    #expect(file.calendarZone == "America/New_York")
    #expect(
      try F.listing(file, "2026-03-01", "2026-03-10")
        == [
          "2026-03-02T14:30:00+00:00 2026-03-02T14:45:00+00:00 Standup",
          "2026-03-03T16:00:00+00:00 2026-03-03T16:00:00+00:00 Call",
          "2026-03-04 2026-03-05 Offsite",
          "2026-03-09T13:30:00+00:00 2026-03-09T13:45:00+00:00 Standup",
        ])
    // The same instants, whatever zone draws them.
    #expect(
      try F.listing(file, "2026-03-02", "2026-03-02", zone: "Europe/Berlin")
        == ["2026-03-02T15:30:00+01:00 2026-03-02T15:45:00+01:00 Standup"])
    #expect(file.warnings.isEmpty)
  }

  /// A TZID that names no zone reads in the calendar's zone too, with a warning saying so.
  @Test func unknownTZIDReadsInTheCalendarZone() throws {
    let file = try F.parse(
      google(
        zone: "Europe/Berlin", ["UID:a\nSUMMARY:Jour fixe\nDTSTART;TZID=Nowhere:20260302T100000"]))
    #expect(
      try F.listing(file, "2026-03-02", "2026-03-02")
        == ["2026-03-02T09:00:00+00:00 2026-03-02T09:00:00+00:00 Jour fixe"])
    #expect(
      file.warnings.map(\.description) == [
        "test.ics:10: unknown TZID 'Nowhere': the file has no VTIMEZONE for it and it is not an IANA zone; its times are read in the X-WR-TIMEZONE 'Europe/Berlin'"
      ])
  }

  /// An X-WR-TIMEZONE that names no zone: a warning, and floating times stay floating.
  @Test func unknownCalendarZoneIsAWarning() throws {
    let file = try F.parse(
      google(zone: "Atlantis/Capital", ["UID:a\nSUMMARY:Dive\nDTSTART:20260302T100000"]))
    #expect(file.calendarZone == nil)
    #expect(
      try F.listing(file, "2026-03-02", "2026-03-02", zone: "Asia/Tokyo")
        == ["2026-03-02T10:00:00+09:00 2026-03-02T10:00:00+09:00 Dive"])
    #expect(
      file.warnings.map(\.description) == [
        "test.ics:6: X-WR-TIMEZONE 'Atlantis/Capital' is not a zone of the file's VTIMEZONEs nor an IANA zone: its floating times stay floating"
      ])
  }
}
