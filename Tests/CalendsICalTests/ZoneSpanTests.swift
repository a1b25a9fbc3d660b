import CalendsICal
import Testing

/// A VTIMEZONE that does not reach an event — its observances start after it, or stop before
/// it — whose TZID is also an IANA name: outside the zone's span the IANA rules are used.
@Suite struct ZoneSpanTests {
  typealias F = ICalendarFixture

  /// `tzid`'s rules for 2025 only (no RRULE), with a summer offset of +03:00 — not Berlin's —
  /// so that which rules read a time shows in the listing.
  func file(tzid: String) -> String {
    let zone = [
      "BEGIN:VTIMEZONE", "TZID:\(tzid)",
      "BEGIN:DAYLIGHT", "DTSTART:20250330T020000", "TZOFFSETFROM:+0100", "TZOFFSETTO:+0300",
      "END:DAYLIGHT",
      "BEGIN:STANDARD", "DTSTART:20251026T030000", "TZOFFSETFROM:+0300", "TZOFFSETTO:+0100",
      "END:STANDARD", "END:VTIMEZONE",
    ].joined(separator: "\r\n")
    return F.calendar(
      [2024, 2025, 2026].map {
        "UID:\($0)\nSUMMARY:Summer \($0)\nDTSTART;TZID=\(tzid):\($0)0715T100000\nDTEND;TZID=\(tzid):\($0)0715T110000"
      }, extra: "PRODID:-//Apple Inc.//macOS 14.5//EN\r\n" + zone)
  }

  /// 2025: the file's +03:00; 2024 and 2026, outside its span: Berlin's summer time, +02:00.
  @Test func ianaRulesOutsideTheSpan() throws {
    let file = try F.parse(file(tzid: "Europe/Berlin"))
    #expect(
      try F.listing(file, "2024-07-15", "2026-07-15")
        == [
          "2024-07-15T08:00:00+00:00 2024-07-15T09:00:00+00:00 Summer 2024",
          "2025-07-15T07:00:00+00:00 2025-07-15T08:00:00+00:00 Summer 2025",
          "2026-07-15T08:00:00+00:00 2026-07-15T09:00:00+00:00 Summer 2026",
        ])
    #expect(file.warnings.isEmpty)
  }

  /// A TZID that is no IANA name has only the file's rules: libical's reading of them
  /// outside their span stays (here: standard time, +01:00, after October 2025).
  @Test func otherNamesKeepTheFilesRules() throws {
    let file = try F.parse(file(tzid: "Custom Berlin"))
    let listing = try F.listing(file, "2024-07-15", "2026-07-15")
    #expect(listing[1] == "2025-07-15T07:00:00+00:00 2025-07-15T08:00:00+00:00 Summer 2025")
    #expect(listing[2] == "2026-07-15T09:00:00+00:00 2026-07-15T10:00:00+00:00 Summer 2026")
  }

  /// A zone without DAYLIGHT is a fixed offset ever after its DTSTART (Outlook writes Tokyo
  /// as one STANDARD from 1601): its rules hold in 2026 although its one transition is in
  /// 1601 — here +03:00, not Berlin's.
  @Test func aFixedOffsetHoldsEverAfter() throws {
    let zone = [
      "BEGIN:VTIMEZONE", "TZID:Europe/Berlin", "BEGIN:STANDARD", "DTSTART:16010101T000000",
      "TZOFFSETFROM:+0300", "TZOFFSETTO:+0300", "END:STANDARD", "END:VTIMEZONE",
    ].joined(separator: "\r\n")
    let file = try F.parse(
      F.calendar(["UID:a\nSUMMARY:Fixed\nDTSTART;TZID=Europe/Berlin:20260715T100000"], extra: zone))
    #expect(
      try F.listing(file, "2026-07-15", "2026-07-15")
        == ["2026-07-15T07:00:00+00:00 2026-07-15T07:00:00+00:00 Fixed"])
  }
}
