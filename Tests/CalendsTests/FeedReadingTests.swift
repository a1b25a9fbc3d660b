import CalendsFeeds
import Testing

@testable import Calends

/// The standard feed cache judges a new answer through libical: garbage after
/// `BEGIN:VCALENDAR` reads worse than a good copy; an emptied calendar does not.
@Suite struct FeedReadingTests {
  static let good = Array(
    "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:x\r\nBEGIN:VEVENT\r\nUID:a\r\nDTSTART:20260301T090000Z\r\nSUMMARY:A\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:b\r\nDTSTART:20260302T090000Z\r\nSUMMARY:B\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
      .utf8)

  @Test func garbageReadsWorseThanAGoodCopy() throws {
    let kept = try #require(FeedCache.iCalendarReading(Self.good))
    #expect(kept == FeedReading(events: 2, problems: 0))
    let garbage = Array("BEGIN:VCALENDAR\r\n%%%% not a line\r\n<html>oops</html>\r\n".utf8)
    if let new = FeedCache.iCalendarReading(garbage) {
      #expect(new.readsWorse(than: kept), "\(new)")
    }
    let emptied = Array("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:x\r\nEND:VCALENDAR\r\n".utf8)
    let clean = try #require(FeedCache.iCalendarReading(emptied))
    #expect(!clean.readsWorse(than: kept))
    #expect(FeedCache.iCalendarReading(Array("not a calendar\0".utf8)) == nil)
  }
}
