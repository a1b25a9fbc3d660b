import CalendsICal
import Testing

/// Read strictly, bad files are errors naming the file and the physical line — never a crash.
/// (`TolerantReadingTests`: the same files read by default.)
@Suite struct BadInputTests {
  typealias F = ICalendarFixture

  func error(_ text: String) -> ICalendarError? {
    do {
      _ = try F.parse(text, strict: true)
      return nil
    } catch {
      return error
    }
  }

  func expansionError(_ text: String, _ from: String, _ through: String) -> ICalendarError? {
    do {
      _ = try F.listing(try F.parse(text, strict: true), from, through)
      return nil
    } catch {
      return error as? ICalendarError
    }
  }

  @Test func missingEndVEvent() {
    let text = F.calendar(["UID:a\nDTSTART:20260301T090000Z"]).replacingOccurrences(
      of: "END:VEVENT\r\n", with: "")
    #expect(
      error(text)?.description
        == "test.ics:4: BEGIN:VEVENT has no END:VEVENT (line 7 ends VCALENDAR)")
  }

  @Test func missingEndBeforeTheNextEvent() {
    let text = F.calendar(["UID:a\nDTSTART:20260301T090000Z", "UID:b\nDTSTART:20260301T090000Z"])
      .replacingOccurrences(
        of: "DTSTART:20260301T090000Z\r\nEND:VEVENT\r\nBEGIN",
        with: "DTSTART:20260301T090000Z\r\nBEGIN")
    #expect(
      error(text)?.description
        == "test.ics:4: BEGIN:VEVENT has no END:VEVENT before the next BEGIN:VEVENT (line 7)")
  }

  @Test func badRRule() {
    let text = F.calendar(["UID:a\nDTSTART:20260301T090000Z\nRRULE:FREQ=FORTNIGHTLY"])
    #expect(error(text)?.description == "test.ics:7: bad RRULE 'FREQ=FORTNIGHTLY'")
  }

  /// Folded lines count as the physical lines they take.
  @Test func lineNumbersCountFoldedLines() {
    let text = F.calendar([
      "UID:a\nSUMMARY:a long\n  title\n  folded twice\nDTSTART;TZID=Moon/Base:20260301T090000"
    ])
    #expect(
      error(text)?.description
        == "test.ics:9: unknown TZID 'Moon/Base': the file has no VTIMEZONE for it and it is not an IANA zone"
    )
  }

  @Test func badDate() {
    let text = F.calendar(["UID:a\nDTSTART:next tuesday"])
    #expect(
      error(text)?.description
        == "test.ics:6: bad DTSTART 'next tuesday': expected a DATE or DATE-TIME")
  }

  @Test func badDuration() {
    let text = F.calendar(["UID:a\nDTSTART:20260301T090000Z\nDURATION:one hour"])
    #expect(error(text)?.description == "test.ics:7: bad DURATION 'one hour'")
  }

  @Test func eventWithoutStart() {
    let text = F.calendar(["UID:a\nSUMMARY:when?"])
    #expect(error(text)?.description == "test.ics:4: the VEVENT has no DTSTART")
  }

  @Test func notACalendar() {
    #expect(error("")?.description == "test.ics: the file is empty; expected BEGIN:VCALENDAR")
    #expect(error("hello world\n")?.line == 1)
    #expect(
      error("\n\nBEGIN:VEVENT\r\n")?.description
        == "test.ics:3: not an iCalendar file: expected BEGIN:VCALENDAR")
    #expect(error("BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\nEND:VCALENDAR\r\n")?.line == 3)
    #expect(
      error("BEGIN:VCALENDAR\r\nVERSION\r\nEND:VCALENDAR\r\n")?.description
        == "test.ics:2: 'VERSION' is not a content line (NAME:VALUE)")
  }

  @Test func binaryAndEncoding() {
    #expect(throws: ICalendarError.self) {
      try ICalendarFile(bytes: [0x42, 0, 0x43], file: "x.ics")
    }
    #expect(throws: ICalendarError.self) {
      try ICalendarFile(bytes: [0xff, 0xfe, 0x41], file: "x.ics")
    }
  }

  /// A rule walked from 2000 second by second never reaches 2026 within the step limit.
  @Test func recurrenceStepLimit() {
    let text = F.calendar(["UID:a\nDTSTART:20000101T000000Z\nRRULE:FREQ=SECONDLY"])
    let error = expansionError(text, "2026-01-01", "2026-01-01")
    #expect(error?.line == 4)
    #expect(error?.message.contains("over the limit") == true)
  }

  @Test func occurrenceLimit() {
    let text = F.calendar(["UID:a\nDTSTART:20260101T000000Z\nRRULE:FREQ=MINUTELY"])
    let error = expansionError(text, "2026-01-01", "2026-03-31")
    #expect(
      error?.message.hasPrefix("more than 100000 occurrences from 2026-01-01 to 2026-03-31") == true
    )
  }

  /// Hostile shapes: each is an error or a calendar, never a crash.
  @Test func hostileShapesDoNotCrash() {
    let shapes = [
      "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:99999999T999999\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n",
      F.calendar(["UID:a\nDTSTART:20260101T000000Z\nRRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30"]),
      F.calendar(["UID:a\nDTSTART:20260101T000000Z\nRRULE:FREQ=DAILY;COUNT=-5"]),
      F.calendar(["UID:a\nDTSTART:20260101\nDTEND:20250101"]),
      F.calendar([
        "UID:a\nDTSTART:20260101T000000Z\nRECURRENCE-ID:20260101T000000Z\nSTATUS:CANCELLED"
      ]),
      F.calendar([
        "DTSTART;TZID=\"Europe/Berlin\":20260101T000000\nRDATE;VALUE=PERIOD:20260102T000000Z/PT1H"
      ]),
    ]
    for shape in shapes {
      _ = try? F.listing(try F.parse(shape), "2025-01-01", "2026-12-31")
    }
  }
}
