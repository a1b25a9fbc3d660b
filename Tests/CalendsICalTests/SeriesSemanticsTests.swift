import CalendsICal
import CalendsValues
import Testing

/// What a series means beyond its RRULE, in files shaped like the exporters write them:
/// RDATE periods, RANGE=THISANDFUTURE, DATE and DATE-TIME values mixed, and ends that come
/// before starts.
@Suite struct SeriesSemanticsTests {
  typealias F = ICalendarFixture

  static func differential(_ name: String) throws -> ICalendarFile {
    try F.file("Differential/\(name)")
  }

  /// RFC 5545 3.8.5.2: each period is an instance with its own end (Mar 4, 14:00–17:00)
  /// or duration (Mar 6, 30 minutes); a plain RDATE keeps the event's hour.
  @Test func rdatePeriods() throws {
    let listing = try F.listing(
      Self.differential("rdate-period.ics"), "2026-03-01", "2026-03-14", zone: "America/New_York")
    #expect(
      listing == [
        "2026-03-02T09:00:00-05:00 2026-03-02T10:00:00-05:00 Office hours",
        "2026-03-04T14:00:00-05:00 2026-03-04T17:00:00-05:00 Office hours",
        "2026-03-06T08:00:00-05:00 2026-03-06T08:30:00-05:00 Office hours",
        "2026-03-10T11:00:00-04:00 2026-03-10T15:00:00-04:00 Office hours",
        "2026-03-12T09:00:00-04:00 2026-03-12T10:00:00-04:00 Office hours",
      ])
  }

  /// Nextcloud and Thunderbird move "this and all following" with one override: from Mar 2
  /// the meeting is 11:30–13:00 in Room B (moved by 1.5 hours, 1.5 hours long), Mar 16 is
  /// its own override, and from May 4 a second one moves it to 09:00 for half an hour.
  @Test func thisAndFuture() throws {
    let file = try Self.differential("nextcloud-thisandfuture.ics")
    let listing = try F.listing(file, "2026-02-23", "2026-05-12", zone: "Europe/Berlin")
    #expect(
      listing == [
        "2026-02-23T10:00:00+01:00 2026-02-23T11:00:00+01:00 Team meeting",
        "2026-03-02T11:30:00+01:00 2026-03-02T13:00:00+01:00 Team meeting (new room)",
        "2026-03-09T11:30:00+01:00 2026-03-09T13:00:00+01:00 Team meeting (new room)",
        "2026-03-17T10:00:00+01:00 2026-03-17T11:00:00+01:00 Team meeting (one-off)",
        "2026-03-23T11:30:00+01:00 2026-03-23T13:00:00+01:00 Team meeting (new room)",
        "2026-03-30T11:30:00+02:00 2026-03-30T13:00:00+02:00 Team meeting (new room)",
        "2026-04-06T11:30:00+02:00 2026-04-06T13:00:00+02:00 Team meeting (new room)",
        "2026-04-13T11:30:00+02:00 2026-04-13T13:00:00+02:00 Team meeting (new room)",
        "2026-04-20T11:30:00+02:00 2026-04-20T13:00:00+02:00 Team meeting (new room)",
        "2026-04-27T11:30:00+02:00 2026-04-27T13:00:00+02:00 Team meeting (new room)",
        "2026-05-04T09:00:00+02:00 2026-05-04T09:30:00+02:00 Team meeting (afternoons)",
        "2026-05-11T09:00:00+02:00 2026-05-11T09:30:00+02:00 Team meeting (afternoons)",
      ])
    let moved = try file.occurrences(
      from: Day(iso: "2026-03-09")!, through: Day(iso: "2026-03-09")!,
      in: DisplayZone(identifier: "Europe/Berlin")!)
    #expect(moved.map(\.location) == ["Room B"])
    #expect(moved.map { $0.recurrenceId?.iso } == ["2026-03-09T10:00:00+01:00"])
  }

  /// A shift that moves later instances into the days drawn (an override 1.5 hours later,
  /// drawn from a window starting just after an instance's original end) and one that moves
  /// them earlier across the window's end are found either way.
  @Test func thisAndFutureAcrossTheWindowsEdges() throws {
    let events = [
      "UID:s\nSUMMARY:Late\nDTSTART:20260105T220000Z\nDTEND:20260105T230000Z\nRRULE:FREQ=DAILY",
      "UID:s\nSUMMARY:Later\nRECURRENCE-ID;RANGE=THISANDFUTURE:20260106T220000Z\nDTSTART:20260107T010000Z\nDTEND:20260107T020000Z",
      "UID:t\nSUMMARY:Early\nDTSTART:20260105T010000Z\nDTEND:20260105T020000Z\nRRULE:FREQ=DAILY",
      "UID:t\nSUMMARY:Earlier\nRECURRENCE-ID;RANGE=THISANDFUTURE:20260106T010000Z\nDTSTART:20260105T200000Z\nDTEND:20260105T210000Z",
    ]
    let listing = try F.listing(F.parse(F.calendar(events)), "2026-01-10", "2026-01-10")
    #expect(
      listing == [
        "2026-01-10T01:00:00+00:00 2026-01-10T02:00:00+00:00 Later",
        "2026-01-10T20:00:00+00:00 2026-01-10T21:00:00+00:00 Earlier",
      ])
  }

  /// A cancelled THISANDFUTURE override ends the series there (Thunderbird's "delete this
  /// and all future").
  @Test func cancelledThisAndFuture() throws {
    let listing = try F.listing(
      Self.differential("nextcloud-thisandfuture.ics"), "2026-09-28", "2026-11-30")
    #expect(
      listing == [
        "2026-09-29 2026-09-30 Yoga",
        "2026-10-06 2026-10-07 Yoga",
      ])
  }

  /// Google ends an all-day series with a UTC DATE-TIME (`UNTIL=20260327T000000Z`): the
  /// Friday Mar 27 is its last.
  @Test func allDaySeriesWithUTCUntil() throws {
    let listing = try F.listing(
      Self.differential("google-export.ics"), "2026-03-20", "2026-04-10")
    #expect(
      listing.filter { $0.hasSuffix("Timesheets due") } == [
        "2026-03-20 2026-03-21 Timesheets due",
        "2026-03-27 2026-03-28 Timesheets due",
      ])
  }

  /// A DATE EXDATE of a timed series leaves out every instance that day; a DATE-TIME EXDATE
  /// of an all-day series leaves out its day, at midnight or not.
  @Test func exdatesOfTheOtherType() throws {
    let file = try Self.differential("exdate-types.ics")
    let checkIns = try F.listing(file, "2026-05-01", "2026-05-07", zone: "America/New_York")
    #expect(
      checkIns.map { String($0.prefix(10)) } == [
        "2026-05-01", "2026-05-02", "2026-05-04", "2026-05-05", "2026-05-07",
      ])
    let days = try F.listing(file, "2026-06-01", "2026-07-31").map { $0.split(separator: " ")[0] }
    #expect(
      days == [
        "2026-06-01", "2026-06-02", "2026-06-04", "2026-06-05", "2026-06-06", "2026-06-07",
        "2026-07-01", "2026-07-02", "2026-07-04", "2026-07-05",
      ])
  }

  /// An override that makes an all-day instance timed replaces that day's instance, and the
  /// other way round; so does one with a DATE RECURRENCE-ID on a timed series; an override
  /// after the series' last instance (COUNT=3) is still drawn.
  @Test func overridesOfTheOtherType() throws {
    let file = try Self.differential("mixed-overrides.ics")
    let listing = try F.listing(file, "2026-08-01", "2026-11-30", zone: "America/New_York")
    #expect(
      listing == [
        "2026-08-03 2026-08-04 On call",
        "2026-08-10T08:00:00-04:00 2026-08-10T12:00:00-04:00 On call (morning only)",
        "2026-08-17 2026-08-18 On call",
        "2026-08-24 2026-08-25 On call",
        "2026-09-01T15:00:00-04:00 2026-09-01T16:00:00-04:00 Review",
        "2026-09-08 2026-09-09 Review (all day)",
        "2026-09-15T15:00:00-04:00 2026-09-15T16:00:00-04:00 Review",
        "2026-09-22T15:00:00-04:00 2026-09-22T16:00:00-04:00 Review",
        "2026-10-05T13:00:00-04:00 2026-10-05T14:00:00-04:00 Course",
        "2026-10-12T13:00:00-04:00 2026-10-12T14:00:00-04:00 Course",
        "2026-10-19T13:00:00-04:00 2026-10-19T14:00:00-04:00 Course",
        "2026-10-27T13:00:00-04:00 2026-10-27T14:00:00-04:00 Course (make-up session)",
        "2026-11-02T12:00:00-05:00 2026-11-02T13:00:00-05:00 Lunch",
        "2026-11-03 2026-11-04 Lunch (all day, written with a DATE RECURRENCE-ID)",
        "2026-11-04T12:00:00-05:00 2026-11-04T13:00:00-05:00 Lunch",
      ])
    let ids = try file.occurrences(
      from: Day(iso: "2026-08-10")!, through: Day(iso: "2026-09-08")!,
      in: DisplayZone(identifier: "America/New_York")!
    ).filter { $0.title.contains("(") }.map { $0.recurrenceId?.iso }
    #expect(ids == ["2026-08-10", "2026-09-08T15:00:00-04:00"])
  }

  /// A DTEND before DTSTART keeps DTSTART and lasts no time (an all-day one its day), with
  /// a warning naming the DTEND's line; an RRULE whose UNTIL is before DTSTART has no
  /// instance, also named.
  @Test func endsBeforeStarts() throws {
    let text = try F.text("Differential/edge-values.ics")
    let file = try F.parse(text, file: "edge.ics")
    let listing = try F.listing(file, "2026-02-01", "2026-03-31")
    #expect(
      listing == [
        "2026-02-10T15:00:00+00:00 2026-02-10T15:00:00+00:00 End before start",
        "2026-02-11T09:00:00+00:00 2026-02-11T09:00:00+00:00 Reminder (no length)",
        "2026-03-15 2026-03-16 Deadline (date, no DTEND)",
      ])
    let allDay = try F.parse(
      F.calendar(["UID:a\nSUMMARY:A\nDTSTART;VALUE=DATE:20260310\nDTEND;VALUE=DATE:20260309"]))
    #expect(try F.listing(allDay, "2026-03-01", "2026-03-31") == ["2026-03-10 2026-03-11 A"])
    #expect(
      allDay.warnings.map(\.description) == [
        "test.ics:8: the DTEND is not after the DTSTART; the event is read as lasting its one day"
      ])
    #expect(
      file.warnings.map(\.description) == [
        "edge.ics:9: the DTEND is before the DTSTART; the event is read as lasting no time",
        "edge.ics:24: the RRULE's UNTIL is before the DTSTART: the series has no instance there",
      ])
  }

  /// `recurrenceId` is the instance's own start for a series, the override's RECURRENCE-ID
  /// for a moved one, nil for a single event (in file order: the series, its override, the
  /// single events).
  @Test func recurrenceIds() throws {
    let file = try Self.differential("google-export.ics")
    let occurrences = try file.occurrences(
      from: Day(iso: "2026-03-09")!, through: Day(iso: "2026-03-11")!,
      in: DisplayZone(identifier: "America/New_York")!)
    #expect(
      occurrences.map { "\($0.title): \($0.recurrenceId?.iso ?? "nil") \($0.location)" } == [
        "Standup: 2026-03-09T09:30:00-04:00 Room 4",
        "Standup (moved): 2026-03-11T09:30:00-04:00 ",
        "Team offsite: nil ",
        "Design review: nil ",
      ])
  }
}
