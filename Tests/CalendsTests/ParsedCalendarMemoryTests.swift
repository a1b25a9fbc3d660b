import CalendsICal
import CalendsValues
import Foundation
import Testing

@testable import Calends

/// What parsed calendars keep is bounded by an estimate of their memory
/// (`--calendar-megabytes`): a cache of its own here, since the shared one is the process's.
@Suite struct ParsedCalendarMemoryTests {
  /// A calendar of `events` weekly events, its UIDs its own so no two files are one parse.
  func calendar(_ tag: String, events: Int = 20) -> [UInt8] {
    var text = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:x\r\n"
    for index in 0..<events {
      text += "BEGIN:VEVENT\r\nUID:\(tag)-\(index)\r\nDTSTART:20261124T090000Z\r\n"
      text += "RRULE:FREQ=WEEKLY\r\nSUMMARY:\(tag) \(index)\r\nEND:VEVENT\r\n"
    }
    return Array((text + "END:VCALENDAR\r\n").utf8)
  }

  func expand(_ cache: ParsedCalendars, _ bytes: [UInt8], _ name: String, month: Int = 12) throws
    -> ParsedCalendars.Expansion
  {
    let first = Day(year: 2026, month: month, day: 1)!
    return try cache.expansion(
      of: bytes, file: name, strict: false, from: first,
      through: Day(year: 2026, month: month, day: 28)!, zone: .utc)
  }

  @Test func whatIsKeptStaysWithinTheLimitLeastRecentlyUsedFirstOut() throws {
    let cache = ParsedCalendars()
    let files = (0..<6).map { calendar("f\($0)") }
    let one =
      ParsedCalendarMemory.estimate(sourceBytes: files[0].count)
      + ParsedCalendarMemory.estimate(occurrences: 80)
    cache.limit = one * 3 + one / 2
    for (index, file) in files.enumerated() {
      #expect(try expand(cache, file, "f\(index).ics").occurrences.count == 80)
      #expect(cache.keptEstimate <= cache.limit)
    }
    // The three most recent are kept; the first was let go and is parsed again.
    for index in 3..<6 { _ = try expand(cache, files[index], "f\(index).ics") }
    #expect((3..<6).allSatisfy { cache.parses(named: "f\($0).ics") == 1 })
    _ = try expand(cache, files[0], "f0.ics")
    #expect(cache.parses(named: "f0.ics") == 2)
    #expect(cache.keptEstimate <= cache.limit)
  }

  @Test func expandedWindowsCountAndAFileOverTheLimitIsNotKept() throws {
    let cache = ParsedCalendars()
    let file = calendar("w", events: 50)
    let parse = ParsedCalendarMemory.estimate(sourceBytes: file.count)
    cache.limit = parse + ParsedCalendarMemory.estimate(occurrences: 240)
    _ = try expand(cache, file, "w.ics", month: 1)
    #expect(cache.keptEstimate == parse + ParsedCalendarMemory.estimate(occurrences: 0))
    _ = try expand(cache, file, "w.ics", month: 12)
    #expect(cache.keptEstimate == parse + ParsedCalendarMemory.estimate(occurrences: 200))
    // November's 50 more pass the limit: the file itself goes.
    _ = try expand(cache, file, "w.ics", month: 11)
    #expect(cache.keptEstimate == 0)
    cache.limit = 0
    _ = try expand(cache, file, "w.ics")
    _ = try expand(cache, file, "w.ics")
    #expect(cache.parses(named: "w.ics") == 3)
    #expect(cache.keptEstimate == 0)
  }
}
