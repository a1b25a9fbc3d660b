import Testing

@testable import CalendsICal

/// Outlook and Exchange write Windows zone names in TZIDs, often without the VTIMEZONE
/// (`TZID:Pacific Standard Time`): they map to IANA zones by CLDR's windowsZones, as ICU
/// holds it.
@Suite struct WindowsZoneTests {
  typealias F = ICalendarFixture

  func outlook(_ events: [String]) -> String {
    F.calendar(events, extra: "PRODID:-//Microsoft Corporation//Outlook 16.0 MIMEDIR//EN")
  }

  @Test(arguments: [false, true]) func windowsNamesWithoutAVTimezone(strict: Bool) throws {
    let file = try F.parse(
      outlook([
        // 9:00 in Los Angeles on the Monday after DST began (8 March): PDT, UTC−7.
        "UID:a\nSUMMARY:Pacific\nDTSTART;TZID=Pacific Standard Time:20260309T090000\nDTEND;TZID=Pacific Standard Time:20260309T100000",
        // 10:00 in Berlin, still winter: CET, UTC+1; then weekly into summer time.
        "UID:b\nSUMMARY:Jour fixe\nDTSTART;TZID=\"W. Europe Standard Time\":20260323T100000\nRRULE:FREQ=WEEKLY;COUNT=2",
        "UID:c\nSUMMARY:Tokyo\nDTSTART;TZID=Tokyo Standard Time:20260310T090000",
      ]), strict: strict)
    #expect(
      try F.listing(file, "2026-03-01", "2026-03-31")
        == [
          "2026-03-09T16:00:00+00:00 2026-03-09T17:00:00+00:00 Pacific",
          "2026-03-10T00:00:00+00:00 2026-03-10T00:00:00+00:00 Tokyo",
          "2026-03-23T09:00:00+00:00 2026-03-23T09:00:00+00:00 Jour fixe",
          "2026-03-30T08:00:00+00:00 2026-03-30T08:00:00+00:00 Jour fixe",
        ])
    #expect(file.warnings.isEmpty)
  }

  /// The file's own VTIMEZONE of that name still wins (here: a zone fixed at UTC+3).
  @Test func theFilesOwnZoneWins() throws {
    let zone = [
      "BEGIN:VTIMEZONE", "TZID:Pacific Standard Time", "BEGIN:STANDARD",
      "DTSTART:16010101T000000", "TZOFFSETFROM:+0300", "TZOFFSETTO:+0300", "END:STANDARD",
      "END:VTIMEZONE",
    ].joined(separator: "\r\n")
    let file = try F.parse(
      F.calendar(
        ["UID:a\nSUMMARY:Own\nDTSTART;TZID=Pacific Standard Time:20260309T090000"], extra: zone))
    #expect(
      try F.listing(file, "2026-03-09", "2026-03-09")
        == ["2026-03-09T06:00:00+00:00 2026-03-09T06:00:00+00:00 Own"])
  }

  /// Thunderbird's globally unique TZIDs, with its VTIMEZONE and without one: the vendor's
  /// prefix is no guess, so no warning; a VTIMEZONE of that name is still the file's own.
  @Test(arguments: [false, true]) func thunderbirdPrefixes(strict: Bool) throws {
    let zone = [
      "BEGIN:VTIMEZONE", "TZID:/mozilla.org/20070129_1/America/New_York",
      "X-LIC-LOCATION:America/New_York", "BEGIN:DAYLIGHT", "TZOFFSETFROM:-0500",
      "TZOFFSETTO:-0400", "TZNAME:EDT", "DTSTART:19700308T020000",
      "RRULE:FREQ=YEARLY;BYDAY=2SU;BYMONTH=3", "END:DAYLIGHT", "BEGIN:STANDARD",
      "TZOFFSETFROM:-0400", "TZOFFSETTO:-0500", "TZNAME:EST", "DTSTART:19701101T020000",
      "RRULE:FREQ=YEARLY;BYDAY=1SU;BYMONTH=11", "END:STANDARD", "END:VTIMEZONE",
    ].joined(separator: "\r\n")
    let file = try F.parse(
      F.calendar(
        [
          // 19:00 in New York, before and after the change on 8 March.
          "UID:a\nSUMMARY:Book club\nDTSTART;TZID=/mozilla.org/20070129_1/America/New_York:20260305T190000\nRRULE:FREQ=WEEKLY;COUNT=2",
          // No VTIMEZONE for Berlin: the suffix after the prefix is the IANA name.
          "UID:b\nSUMMARY:Berlin\nDTSTART;TZID=/mozilla.org/20070129_1/Europe/Berlin:20260310T160000",
          "UID:c\nSUMMARY:Buenos Aires\nDTSTART;TZID=/mozilla.org/20050126_1/America/Argentina/Buenos_Aires:20260311T200000",
        ], extra: "PRODID:-//Mozilla.org/NONSGML Mozilla Calendar V1.1//EN\r\n" + zone),
      strict: strict)
    #expect(
      try F.listing(file, "2026-03-01", "2026-03-31")
        == [
          "2026-03-06T00:00:00+00:00 2026-03-06T00:00:00+00:00 Book club",
          "2026-03-10T15:00:00+00:00 2026-03-10T15:00:00+00:00 Berlin",
          "2026-03-11T23:00:00+00:00 2026-03-11T23:00:00+00:00 Buenos Aires",
          "2026-03-12T23:00:00+00:00 2026-03-12T23:00:00+00:00 Book club",
        ])
    #expect(file.warnings.isEmpty)
  }

  /// Outlook and Exchange display names without a VTIMEZONE (today's `(UTC+01:00) …`, old
  /// `(GMT+01.00) …` and Exchange 2003's bare places) are read by sabre/vobject's table, each
  /// with a warning at the first line naming it; strict, they are unknown TZIDs.
  @Test func outlookDisplayNames() throws {
    let text = outlook([
      // 9:30 in Berlin, winter: 8:30 UTC (floating, it was 9:30 UTC).
      "UID:a\nSUMMARY:Jour fixe\nDTSTART;TZID=\"(UTC+01:00) Amsterdam, Berlin, Bern, Rome, Stockholm, Vienna\":20260302T093000\nDTEND;TZID=\"(UTC+01:00) Amsterdam, Berlin, Bern, Rome, Stockholm, Vienna\":20260302T100000",
      "UID:b\nSUMMARY:Old Exchange\nDTSTART;TZID=\"(GMT-05.00) Eastern Time (US & Canada)\":20260310T110000",
      "UID:c\nSUMMARY:Exchange 2003\nDTSTART;TZID=\"Brussels, Copenhagen, Madrid, Paris\":20260330T090000",
    ])
    let file = try F.parse(text)
    #expect(
      try F.listing(file, "2026-03-01", "2026-03-31")
        == [
          "2026-03-02T08:30:00+00:00 2026-03-02T09:00:00+00:00 Jour fixe",
          "2026-03-10T15:00:00+00:00 2026-03-10T15:00:00+00:00 Old Exchange",
          "2026-03-30T07:00:00+00:00 2026-03-30T07:00:00+00:00 Exchange 2003",
        ])
    #expect(
      file.warnings.map(\.description) == [
        "test.ics:8: '(UTC+01:00) Amsterdam, Berlin, Bern, Rome, Stockholm, Vienna' is no zone's name but a display name of Windows, and the file has no VTIMEZONE for it: read as Europe/Berlin, by guess (sabre/vobject's table of Exchange's zone names)",
        "test.ics:14: '(GMT-05.00) Eastern Time (US & Canada)' is no zone's name but a display name of Windows, and the file has no VTIMEZONE for it: read as America/New_York, by guess (sabre/vobject's table of Exchange's zone names)",
        "test.ics:19: 'Brussels, Copenhagen, Madrid, Paris' is no zone's name but a display name of Windows, and the file has no VTIMEZONE for it: read as Europe/Paris, by guess (sabre/vobject's table of Exchange's zone names)",
      ])
    #expect(throws: ICalendarError.self) { try F.parse(text, strict: true) }
  }

  /// A display name the table does not hold (no maintained table has it) stays unknown:
  /// floating, with the unknown-TZID warning.
  @Test func displayNamesOutsideTheTableStayUnknown() throws {
    let file = try F.parse(
      outlook(["UID:a\nSUMMARY:Europe\nDTSTART;TZID=Western/Central Europe:20260302T093000"]))
    #expect(
      try F.listing(file, "2026-03-01", "2026-03-31")
        == ["2026-03-02T09:30:00+00:00 2026-03-02T09:30:00+00:00 Europe"])
    #expect(file.warnings.map(\.line) == [8])
    #expect(file.warnings.first?.message.hasPrefix("unknown TZID 'Western/Central Europe'") == true)
  }

  /// Every zone the shipped table names is one libical knows.
  @Test func everyTableZoneIsKnown() throws {
    _ = try F.parse(F.calendar(["UID:a\nDTSTART:20260302T093000Z"]))
    let unknown = ExchangeZoneNames.table.values.filter { ZoneResolver.named($0) == nil }
    #expect(unknown.isEmpty)
    #expect(ExchangeZoneNames.table.count == 80)
  }

  /// A name that is neither is still unknown.
  @Test func otherNamesStayUnknown() {
    #expect(throws: ICalendarError.self) {
      try F.parse(
        outlook(["UID:a\nDTSTART;TZID=Martian Standard Time:20260309T090000"]), strict: true)
    }
  }
}
