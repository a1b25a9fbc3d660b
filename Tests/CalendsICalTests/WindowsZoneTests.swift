import CalendsICal
import Testing

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

  /// A name that is neither is still unknown.
  @Test func otherNamesStayUnknown() {
    #expect(throws: ICalendarError.self) {
      try F.parse(
        outlook(["UID:a\nDTSTART;TZID=Martian Standard Time:20260309T090000"]), strict: true)
    }
  }
}
