import CalendsValues
import Testing

@testable import CalendsICal

/// What libical is given: an event's properties Calends draws from, nothing else, so a
/// feed's DESCRIPTIONs, attendees, alarms and vendor properties cost no memory in libical's
/// tree and raise no warning.
@Suite struct UnusedPropertiesTests {
  func kept(_ lines: [String]) -> [String] {
    let bytes = Array((lines.joined(separator: "\r\n") + "\r\n").utf8)
    let result = UnusedProperties.removed(from: bytes) ?? bytes
    return String(decoding: result, as: UTF8.self).components(separatedBy: "\r\n").dropLast()
      .map { $0 }
  }

  @Test func anEventKeepsWhatIsDrawnAndTheCalendarKeepsEverything() {
    let text = [
      "BEGIN:VCALENDAR", "X-WR-CALNAME:Team", "X-WR-TIMEZONE:Europe/Berlin",
      "BEGIN:VTIMEZONE", "TZID:Europe/Berlin", "X-LIC-LOCATION:Europe/Berlin",
      "BEGIN:STANDARD", "DTSTART:19701025T030000", "TZOFFSETFROM:+0200", "TZOFFSETTO:+0100",
      "END:STANDARD", "END:VTIMEZONE",
      "BEGIN:VEVENT", "UID:a", "dtstart;tzid=Europe/Berlin:20260302T090000", "SUMMARY:Stand",
      " -up", "DESCRIPTION:A long", " description", "X-GOOGLE-CONFERENCE:https://meet",
      "ATTENDEE;CN=Ann:mailto:ann@example.com", "LOCATION:", "SEQUENCE:2",
      "BEGIN:VALARM", "ACTION:DISPLAY", "TRIGGER:-PT10M", "END:VALARM",
      "RRULE:FREQ=WEEKLY", "EVENT-ALLDAY:false", "END:VEVENT", "END:VCALENDAR",
    ]
    #expect(
      kept(text) == [
        "BEGIN:VCALENDAR", "X-WR-CALNAME:Team", "X-WR-TIMEZONE:Europe/Berlin",
        "BEGIN:VTIMEZONE", "TZID:Europe/Berlin", "X-LIC-LOCATION:Europe/Berlin",
        "BEGIN:STANDARD", "DTSTART:19701025T030000", "TZOFFSETFROM:+0200", "TZOFFSETTO:+0100",
        "END:STANDARD", "END:VTIMEZONE",
        "BEGIN:VEVENT", "UID:a", "dtstart;tzid=Europe/Berlin:20260302T090000", "SUMMARY:Stand",
        " -up", "SEQUENCE:2", "END:VEVENT", "END:VCALENDAR",
      ])
  }

  /// Calends keeps an event's RRULE from its own scan; libical's tree, where a parsed rule
  /// takes 2.9 KB, never holds one. The rule still expands, and a bad part is still named.
  @Test func aRuleIsKeptOutOfLibicalsTreeAndStillExpands() throws {
    let text =
      [
        "BEGIN:VCALENDAR", "BEGIN:VEVENT", "UID:a", "DTSTART:20260302T090000Z", "SUMMARY:Stand-up",
        "RRULE:FREQ=DAILY;COUNT=3;BYFOO=1", "END:VEVENT", "END:VCALENDAR",
      ].joined(separator: "\r\n") + "\r\n"
    #expect(!kept(text.components(separatedBy: "\r\n")).contains { $0.hasPrefix("RRULE") })
    let file = try ICalendarFile(bytes: Array(text.utf8), file: "rule.ics")
    let days = try file.occurrences(
      from: Day(unchecked: 2026, 3, 1), through: Day(unchecked: 2026, 3, 31), in: .utc
    ).map(\.start)
    #expect(days.count == 3)
    #expect(
      file.warnings.map(\.message) == [
        "bad RRULE 'FREQ=DAILY;COUNT=3;BYFOO=1': BYFOO=1 (libical cannot read it) is left out; the rule is read as 'FREQ=DAILY;COUNT=3'"
      ])
  }

  @Test func aFileWithNothingToTakeOutIsLeftAlone() {
    let bytes = Array(
      "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:a\r\nDTSTART:20260302T090000Z\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
        .utf8)
    #expect(UnusedProperties.removed(from: bytes) == nil)
  }

  /// A Google export: every event has an empty DESCRIPTION and LOCATION, and a vendor's
  /// properties without `X-`. Read, it draws its events and says nothing.
  @Test func aGoogleExportWithEmptyPropertiesGivesNoWarning() throws {
    var lines = [
      "BEGIN:VCALENDAR", "PRODID:-//Google Inc//Google Calendar 70.9054//EN", "VERSION:2.0",
      "CALSCALE:GREGORIAN", "METHOD:PUBLISH", "X-WR-CALNAME:Work", "X-WR-TIMEZONE:UTC",
    ]
    for index in 0..<200 {
      lines += [
        "BEGIN:VEVENT", "DTSTART:20260302T09\(String(format: "%02d", index % 60))00Z",
        "DTEND:20260302T100000Z", "DTSTAMP:20260301T000000Z", "UID:e\(index)@google.com",
        "CREATED:20260101T000000Z", "DESCRIPTION:", "LAST-MODIFIED:20260101T000000Z",
        "LOCATION:", "SEQUENCE:0", "STATUS:CONFIRMED", "SUMMARY:Event \(index)",
        "TRANSP:OPAQUE", "SUBCALENDAR-NAME:Team", "EVENT-ID:\(index)", "END:VEVENT",
      ]
    }
    lines.append("END:VCALENDAR")
    let file = try ICalendarFixture.parse(lines.joined(separator: "\r\n") + "\r\n")
    #expect(file.warnings.isEmpty, "\(file.warnings.prefix(3))")
    #expect(try ICalendarFixture.listing(file, "2026-03-02", "2026-03-02").count == 200)
  }
}
