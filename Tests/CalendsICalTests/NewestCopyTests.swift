import CalendsICal
import Testing

/// Servers and exporters write an edited event again beside its older copy (Google with a
/// higher SEQUENCE; Nextcloud and Apple after a sync, SEQUENCE unchanged and a later
/// DTSTAMP): only the newest copy of each UID and RECURRENCE-ID is drawn, by SEQUENCE, then
/// DTSTAMP, then LAST-MODIFIED, then the later in the file; the older copy raises no warning.
@Suite struct NewestCopyTests {
  typealias F = ICalendarFixture

  func listing(_ events: [String], _ from: String = "2026-03-01", _ through: String = "2026-03-31")
    throws -> (listing: [String], warnings: [ICalendarError])
  {
    let file = try F.parse(F.calendar(events))
    return (try F.listing(file, from, through), file.warnings)
  }

  /// Google: the edited series (SEQUENCE:2, an hour later, one week left out) and its first
  /// version; in either order only the edited one is drawn, its EXDATE holding.
  @Test(arguments: [false, true]) func higherSequenceWins(newerFirst: Bool) throws {
    let older =
      "UID:review@google.com\nSEQUENCE:0\nDTSTAMP:20260301T080000Z\nDTSTART:20260302T150000Z\nDTEND:20260302T160000Z\nRRULE:FREQ=WEEKLY;COUNT=3\nSUMMARY:Review (first version)"
    let newer =
      "UID:review@google.com\nSEQUENCE:2\nDTSTAMP:20260301T080000Z\nDTSTART:20260302T160000Z\nDTEND:20260302T170000Z\nRRULE:FREQ=WEEKLY;COUNT=3\nEXDATE:20260309T160000Z\nSUMMARY:Review"
    let read = try listing(newerFirst ? [newer, older] : [older, newer])
    #expect(
      read.listing == [
        "2026-03-02T16:00:00+00:00 2026-03-02T17:00:00+00:00 Review",
        "2026-03-16T16:00:00+00:00 2026-03-16T17:00:00+00:00 Review",
      ])
    #expect(read.warnings.isEmpty)
  }

  /// Nextcloud or Apple after a sync: the same SEQUENCE, the newer copy with the later
  /// DTSTAMP, here first in the file.
  @Test func laterStampWinsOnTheSameSequence() throws {
    let read = try listing([
      "UID:swim\nSEQUENCE:0\nDTSTAMP:20260220T181000Z\nDTSTART:20260302T190000Z\nRRULE:FREQ=WEEKLY;COUNT=3\nEXDATE:20260309T190000Z\nSUMMARY:Swimming",
      "UID:swim\nSEQUENCE:0\nDTSTAMP:20260110T120000Z\nDTSTART:20260302T190000Z\nRRULE:FREQ=WEEKLY;COUNT=3\nSUMMARY:Swimming",
    ])
    #expect(
      read.listing == [
        "2026-03-02T19:00:00+00:00 2026-03-02T19:00:00+00:00 Swimming",
        "2026-03-16T19:00:00+00:00 2026-03-16T19:00:00+00:00 Swimming",
      ])
  }

  /// LAST-MODIFIED decides when SEQUENCE and DTSTAMP tie; with all three equal (an exact
  /// duplicate, or none of them written), the later in the file is drawn, once.
  @Test func lastModifiedThenFileOrder() throws {
    let read = try listing([
      "UID:a\nDTSTAMP:20260101T000000Z\nLAST-MODIFIED:20260103T000000Z\nDTSTART:20260305T100000Z\nSUMMARY:Edited",
      "UID:a\nDTSTAMP:20260101T000000Z\nLAST-MODIFIED:20260102T000000Z\nDTSTART:20260306T100000Z\nSUMMARY:Original",
      "UID:b\nDTSTART:20260310T100000Z\nSUMMARY:First copy",
      "UID:b\nDTSTART:20260311T100000Z\nSUMMARY:Second copy",
    ])
    #expect(
      read.listing == [
        "2026-03-05T10:00:00+00:00 2026-03-05T10:00:00+00:00 Edited",
        "2026-03-11T10:00:00+00:00 2026-03-11T10:00:00+00:00 Second copy",
      ])
  }

  /// Two overrides of one instance: the higher SEQUENCE's is drawn; the series' other
  /// instances are untouched.
  @Test func overridesOfOneInstance() throws {
    let read = try listing([
      "UID:plan\nSEQUENCE:3\nDTSTART:20260302T090000Z\nDTEND:20260302T093000Z\nRRULE:FREQ=DAILY;COUNT=3\nSUMMARY:Planning",
      "UID:plan\nSEQUENCE:4\nRECURRENCE-ID:20260303T090000Z\nDTSTART:20260303T110000Z\nDTEND:20260303T113000Z\nSUMMARY:Planning (moved, newest)",
      "UID:plan\nSEQUENCE:3\nRECURRENCE-ID:20260303T090000Z\nDTSTART:20260303T100000Z\nDTEND:20260303T103000Z\nSUMMARY:Planning (moved, older)",
    ])
    #expect(
      read.listing == [
        "2026-03-02T09:00:00+00:00 2026-03-02T09:30:00+00:00 Planning",
        "2026-03-03T11:00:00+00:00 2026-03-03T11:30:00+00:00 Planning (moved, newest)",
        "2026-03-04T09:00:00+00:00 2026-03-04T09:30:00+00:00 Planning",
      ])
  }

  /// A newer copy that cancels the event leaves nothing drawn; events without a UID are
  /// each their own.
  @Test func cancelledNewerCopyAndEventsWithoutUID() throws {
    let read = try listing([
      "UID:offsite\nSEQUENCE:1\nDTSTART;VALUE=DATE:20260320\nSTATUS:CANCELLED\nSUMMARY:Offsite",
      "UID:offsite\nSEQUENCE:0\nDTSTART;VALUE=DATE:20260320\nSUMMARY:Offsite",
      "DTSTART:20260312T100000Z\nSUMMARY:No UID",
      "DTSTART:20260312T100000Z\nSUMMARY:No UID",
    ])
    #expect(
      read.listing == [
        "2026-03-12T10:00:00+00:00 2026-03-12T10:00:00+00:00 No UID",
        "2026-03-12T10:00:00+00:00 2026-03-12T10:00:00+00:00 No UID",
      ])
  }
}
