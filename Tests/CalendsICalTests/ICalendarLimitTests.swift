import CalendsICal
import CalendsValues
import Testing

/// The iCalendar limits at their boundaries: the limit passes, one more fails.
@Suite struct ICalendarLimitTests {
  typealias F = ICalendarFixture

  @Test func occurrences() throws {
    func minutely(_ count: Int) throws -> Int {
      let text = F.calendar(["UID:a\nDTSTART:20260101T000000Z\nRRULE:FREQ=MINUTELY;COUNT=\(count)"])
      return try F.parse(text).occurrences(
        from: Day(iso: "2026-01-01")!, through: Day(iso: "2026-03-31")!, in: .utc
      ).count
    }
    #expect(try minutely(Limits.icsOccurrences) == Limits.icsOccurrences)
    #expect(throws: ICalendarError.self) { try minutely(Limits.icsOccurrences + 1) }
  }

  @Test func events() throws {
    func calendar(_ count: Int) -> String {
      F.calendar(Array(repeating: "DTSTART:20260101", count: count))
    }
    _ = try F.parse(calendar(Limits.icsEvents))
    #expect(
      throws: ICalendarError(
        file: "test.ics", line: 4 + 3 * Limits.icsEvents,
        message: "more than 100000 events, over the limit")
    ) {
      try F.parse(calendar(Limits.icsEvents + 1))
    }
  }

  @Test func bytes() {
    let bytes = [UInt8](repeating: 0x41, count: Limits.icsBytes + 1)
    #expect(
      throws: ICalendarError(
        file: "big.ics", line: 0,
        message: "the calendar is 16777217 bytes, over the limit of 16777216")
    ) {
      try ICalendarFile(bytes: bytes, file: "big.ics")
    }
  }
}
