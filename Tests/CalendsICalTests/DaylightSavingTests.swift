import CalendsICal
import Testing

/// The DST weeks of America/New_York (Mar 8, 2026) and Europe/Berlin (Mar 29) with IANA
/// TZIDs and no VTIMEZONE: libical's built-in zones (Debian's zoneinfo) keep wall-clock times.
@Suite struct DaylightSavingTests {
  typealias F = ICalendarFixture

  @Test func newYorkDailyKeepsNineOClock() throws {
    let listing = try F.listing(
      F.file("dst-weeks.ics"), "2026-03-06", "2026-03-09", zone: "America/New_York"
    )
    .filter { $0.hasSuffix("NY 9:00") }
    #expect(
      listing == [
        "2026-03-06T09:00:00-05:00 2026-03-06T09:30:00-05:00 NY 9:00",
        "2026-03-07T09:00:00-05:00 2026-03-07T09:30:00-05:00 NY 9:00",
        "2026-03-08T09:00:00-04:00 2026-03-08T09:30:00-04:00 NY 9:00",
        "2026-03-09T09:00:00-04:00 2026-03-09T09:30:00-04:00 NY 9:00",
      ])
  }

  @Test func berlinDailyInUTCMovesAnHourEarlier() throws {
    let listing = try F.listing(F.file("dst-weeks.ics"), "2026-03-28", "2026-04-02")
      .filter { $0.hasSuffix("Berlin 9:00") }
    #expect(
      listing == [
        "2026-03-28T08:00:00+00:00 2026-03-28T09:00:00+00:00 Berlin 9:00",
        "2026-03-29T07:00:00+00:00 2026-03-29T08:00:00+00:00 Berlin 9:00",
        "2026-03-30T07:00:00+00:00 2026-03-30T08:00:00+00:00 Berlin 9:00",
        // UNTIL is 07:00Z on the 31st: that instance is the last.
        "2026-03-31T07:00:00+00:00 2026-03-31T08:00:00+00:00 Berlin 9:00",
      ])
  }

  /// Floating times are wall-clock times in whatever zone is shown.
  @Test func floatingTimesKeepTheirClock() throws {
    for zone in ["UTC", "America/New_York", "Asia/Tokyo"] {
      let listing = try F.listing(F.file("dst-weeks.ics"), "2026-03-10", "2026-03-10", zone: zone)
      #expect(
        listing.contains { $0.hasPrefix("2026-03-10T12:00:00") && $0.hasSuffix("Lunch (floating)") }
      )
    }
  }

  /// INTERVAL=2 with an RDATE (Thursday Mar 12) and an EXDATE (Monday Mar 9).
  @Test func rdateAndExdate() throws {
    let listing = try F.listing(
      F.file("dst-weeks.ics"), "2026-02-23", "2026-03-31", zone: "America/New_York"
    )
    .filter { $0.hasSuffix("Biweekly") }.map { String($0.prefix(16)) }
    #expect(listing == ["2026-02-23T16:00", "2026-03-12T16:00", "2026-03-23T16:00"])
  }

  /// An occurrence is listed when it overlaps the days: a deploy from 22:00 to 02:00 (New
  /// York) is on both days there, and only on the 11th in UTC.
  @Test func overlapDecidesMembership() throws {
    let file = try F.file("dst-weeks.ics")
    func has(_ from: String, _ through: String, _ zone: String) throws -> Bool {
      try F.listing(file, from, through, zone: zone).contains { $0.hasSuffix("Late deploy") }
    }
    #expect(try has("2026-03-10", "2026-03-10", "America/New_York"))
    #expect(try has("2026-03-11", "2026-03-11", "America/New_York"))
    #expect(try !has("2026-03-10", "2026-03-10", "UTC"))
    #expect(try has("2026-03-11", "2026-03-11", "UTC"))
    #expect(try !has("2026-03-12", "2026-03-12", "America/New_York"))
  }

  @Test func allDayEndIsExclusive() throws {
    let file = try F.file("google-work.ics")
    #expect(
      try F.listing(file, "2026-03-11", "2026-03-11").contains {
        $0.hasSuffix("Team offsite; Denver")
      })
    #expect(
      try !F.listing(file, "2026-03-12", "2026-03-12").contains {
        $0.hasSuffix("Team offsite; Denver")
      })
  }

  @Test func unknownDisplayZone() {
    #expect(DisplayZone(identifier: "Mars/Olympus_Mons") == nil)
    #expect(DisplayZone(identifier: "Europe/Berlin") != nil)
  }
}
