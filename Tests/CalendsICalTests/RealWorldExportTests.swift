import CalendsICal
import Testing

/// Exports shaped like Google's and Outlook's and a holidays feed, expanded over real weeks:
/// every listing here was checked by hand against a calendar.
@Suite struct RealWorldExportTests {
  typealias F = ICalendarFixture

  /// Google: a VTIMEZONE for an IANA zone, a MO/WE/FR standup with an EXDATE (Mar 6), a moved
  /// instance (Mar 11, 09:30 → 11:30), a cancelled instance (Mar 13), a cancelled event, an
  /// all-day offsite over three days, a UTC event, folded lines and escapes. US DST starts
  /// on Sunday Mar 8: the standup keeps 09:30 local.
  @Test func googleExportInNewYork() throws {
    let listing = try F.listing(
      F.file("google-work.ics"), "2026-03-02", "2026-03-15", zone: "America/New_York")
    #expect(
      listing == [
        "2026-03-02T09:30:00-05:00 2026-03-02T09:45:00-05:00 Standup",
        "2026-03-04T09:30:00-05:00 2026-03-04T09:45:00-05:00 Standup",
        "2026-03-09 2026-03-12 Team offsite; Denver",
        "2026-03-09T09:30:00-04:00 2026-03-09T09:45:00-04:00 Standup",
        "2026-03-10T13:00:00-04:00 2026-03-10T14:00:00-04:00 Design review with a title long enough that Google folds the line in its export",
        "2026-03-11T11:30:00-04:00 2026-03-11T11:45:00-04:00 Standup (moved)",
      ])
  }

  @Test func googleExportInUTCShowsTheDSTShift() throws {
    let listing = try F.listing(F.file("google-work.ics"), "2026-03-04", "2026-03-09")
    #expect(listing.first == "2026-03-04T14:30:00+00:00 2026-03-04T14:45:00+00:00 Standup")
    #expect(listing.last == "2026-03-09T13:30:00+00:00 2026-03-09T13:45:00+00:00 Standup")
  }

  @Test func googleExportFields() throws {
    let file = try F.file("google-work.ics")
    #expect(file.calendarName == "Work")
    let standup = try file.occurrences(
      from: .init(iso: "2026-03-02")!, through: .init(iso: "2026-03-02")!, in: .utc
    ).first
    #expect(standup?.uid == "standup-7f3a@google.com")
    #expect(standup?.location == "Room 4, 2nd floor")
    #expect(standup?.allDay == false)
  }

  /// Outlook: a Windows zone name with its own VTIMEZONE (EU rules, DST on Mar 29), a
  /// MO/TH series with UNTIL, an EXDATE (Apr 2) and an instance moved to Tuesday, a
  /// three-day all-day fair; no X-WR-CALNAME.
  @Test func outlookExportInBerlin() throws {
    let file = try F.file("outlook-berlin.ics")
    #expect(file.calendarName == nil)
    #expect(
      try F.listing(file, "2026-03-23", "2026-04-05", zone: "Europe/Berlin") == [
        "2026-03-23T09:00:00+01:00 2026-03-23T10:00:00+01:00 Jour fixe",
        "2026-03-26T09:00:00+01:00 2026-03-26T10:00:00+01:00 Jour fixe",
        "2026-03-30 2026-04-02 Messe",
        "2026-03-31T14:00:00+02:00 2026-03-31T15:00:00+02:00 Jour fixe (verschoben)",
      ])
  }

  /// The same events seen from New York: the file's VTIMEZONE, not the display zone, says
  /// when they happen (5 hours apart before Mar 29, 6 after).
  @Test func outlookExportFromNewYork() throws {
    let listing = try F.listing(
      F.file("outlook-berlin.ics"), "2026-03-26", "2026-03-31", zone: "America/New_York")
    #expect(listing.first == "2026-03-26T04:00:00-04:00 2026-03-26T05:00:00-04:00 Jour fixe")
    #expect(
      listing.last == "2026-03-31T08:00:00-04:00 2026-03-31T09:00:00-04:00 Jour fixe (verschoben)")
  }

  /// BYDAY with an ordinal and COUNT: the second Tuesday, six times.
  @Test func outlookMonthlySecondTuesday() throws {
    let listing = try F.listing(
      F.file("outlook-berlin.ics"), "2026-01-01", "2026-12-31", zone: "Europe/Berlin"
    )
    .filter { $0.hasSuffix("Monatsabschluss") }
    .map { String($0.prefix(10)) }
    #expect(
      listing == [
        "2026-03-10", "2026-04-14", "2026-05-12", "2026-06-09", "2026-07-14", "2026-08-11",
      ])
  }

  /// A holidays feed: yearly rules from 2020 (BYDAY ordinals, last Monday), a single date,
  /// DURATION on an all-day event, and a COLOR.
  @Test func holidaysFeed() throws {
    let file = try F.file("us-holidays.ics")
    #expect(file.calendarName == "US Holidays")
    #expect(
      try F.listing(file, "2026-01-01", "2026-12-31") == [
        "2026-01-01 2026-01-02 New Year's Day",
        "2026-01-19 2026-01-20 Martin Luther King Jr. Day",
        "2026-05-25 2026-05-26 Memorial Day",
        "2026-06-19 2026-06-20 Juneteenth",
        "2026-07-04 2026-07-05 Independence Day",
        "2026-11-26 2026-11-27 Thanksgiving",
        "2026-12-25 2026-12-26 Christmas Day",
      ])
    let christmas = try file.occurrences(
      from: .init(iso: "2027-12-25")!, through: .init(iso: "2027-12-25")!, in: .utc)
    #expect(christmas.map(\.color) == ["crimson"])
  }

  /// All-day dates do not move with the display zone.
  @Test func allDayDatesIgnoreTheZone() throws {
    let listing = try F.listing(
      F.file("us-holidays.ics"), "2026-07-04", "2026-07-04", zone: "Pacific/Auckland")
    #expect(listing == ["2026-07-04 2026-07-05 Independence Day"])
  }
}
