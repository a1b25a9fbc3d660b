#if FeedClient
import CalendsValues
import Foundation
import NginxSupport
import Testing

import CalendsFeedClient
@testable import CalendsFeeds

/// The feed cache against nginx on loopback: what a real server sends (ETag, Last-Modified,
/// 304, 404, redirects) and what a dead one does (no answer).
@Suite(.serialized) struct FeedCacheTests {
  static let team = """
    BEGIN:VCALENDAR\r
    VERSION:2.0\r
    PRODID:-//Google Inc//Google Calendar 70.9054//EN\r
    X-WR-CALNAME:Team\r
    BEGIN:VEVENT\r
    UID:standup@team.example\r
    DTSTAMP:20261101T000000Z\r
    DTSTART:20261127T093000Z\r
    DTEND:20261127T100000Z\r
    SUMMARY:Stand-up\r
    END:VEVENT\r
    END:VCALENDAR\r

    """

  let server: NginxFixture
  let cache: FeedCache

  init() throws {
    server = try NginxFixture()
    cache = FeedCache(
      folder: server.root.appendingPathComponent("cache").path, timeout: 5,
      userAgent: "CalendsTests", fetcher: HTTPFeedFetcher())
  }

  func address(_ path: String) throws -> FeedAddress { try FeedAddress(parsing: server.url(path)) }

  @Test func fetchesOnceWithinMaxAgeThenRevalidatesWith304() throws {
    try server.serve("team.ics", FeedCacheTests.team)
    let feed = try address("team.ics")
    let first = try cache.copy(of: feed, maxAge: 3600)
    #expect(first.bytes == Array(FeedCacheTests.team.utf8))
    #expect(first.warning == nil)
    _ = try cache.copy(of: feed, maxAge: 3600)
    #expect(server.log() == ["200 /team.ics"], "a copy younger than maxAge is used as it is")
    // Older than maxAge: asked again with the validators; nginx answers 304.
    let later = try cache.copy(of: feed, maxAge: 60, now: Date().addingTimeInterval(120))
    #expect(later.bytes == first.bytes)
    #expect(later.warning == nil)
    #expect(server.log() == ["200 /team.ics", "304 /team.ics"])
    // Another cache on the same folder (another process) reads the copy from disk.
    let other = FeedCache(folder: cache.folder, timeout: 5, userAgent: "CalendsTests", fetcher: HTTPFeedFetcher())
    #expect(
      try other.copy(of: feed, maxAge: 3600, now: Date().addingTimeInterval(150)).bytes
        == first.bytes)
    #expect(server.log().count == 2)
  }

  @Test func aChangedFeedIsFetchedWhole() throws {
    try server.serve("team.ics", FeedCacheTests.team)
    let feed = try address("team.ics")
    _ = try cache.copy(of: feed, maxAge: 0)
    let changed = FeedCacheTests.team.replacingOccurrences(of: "Stand-up", with: "Retro")
    // nginx's validators are the file's time and size: make both differ.
    try server.serve("team.ics", changed + "\r\n")
    try FileManager.default.setAttributes(
      [.modificationDate: Date().addingTimeInterval(5)],
      ofItemAtPath: server.root.appendingPathComponent("www/team.ics").path)
    let copy = try cache.copy(of: feed, maxAge: 0)
    #expect(String(decoding: copy.bytes, as: UTF8.self).contains("Retro"))
    #expect(server.log() == ["200 /team.ics", "200 /team.ics"])
  }

  /// With a reader, an answer that reads worse than the copy (more problems, fewer events:
  /// `BEGIN:VCALENDAR` and garbage) is not kept; a clean answer with fewer events is.
  @Test func anAnswerThatReadsWorseKeepsTheCopy() throws {
    // A stand-in for libical: events are BEGIN:VEVENT lines, problems lines without a colon.
    let reader: FeedReading.Reader = { bytes in
      let lines = String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline)
      guard lines.first?.hasPrefix("BEGIN:VCALENDAR") == true else { return nil }
      return FeedReading(
        events: lines.filter { $0.hasPrefix("BEGIN:VEVENT") }.count,
        problems: lines.filter { !$0.contains(":") }.count)
    }
    let judging = FeedCache(
      folder: server.root.appendingPathComponent("judged").path, timeout: 5,
      userAgent: "CalendsTests", fetcher: HTTPFeedFetcher(), reader: reader)
    try server.serve("team.ics", FeedCacheTests.team)
    let feed = try address("team.ics")
    _ = try judging.copy(of: feed, maxAge: 0)
    func serveNew(_ text: String) throws {
      try server.serve("team.ics", text)
      try FileManager.default.setAttributes(
        [.modificationDate: Date().addingTimeInterval(Double.random(in: 10...1000))],
        ofItemAtPath: server.root.appendingPathComponent("www/team.ics").path)
    }
    try serveNew("BEGIN:VCALENDAR\r\n\u{1}garbage\r\nmore garbage\r\n")
    let kept = try judging.copy(of: feed, maxAge: 0)
    #expect(kept.bytes == Array(FeedCacheTests.team.utf8))
    #expect(kept.warning?.contains("reads worse than the copy kept") == true, "\(kept.warning ?? "")")
    // Still kept on the next read: the bad answer was never stored.
    #expect(try judging.copy(of: feed, maxAge: 0).bytes == Array(FeedCacheTests.team.utf8))
    // A calendar emptied cleanly replaces the copy.
    let empty = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:x\r\nEND:VCALENDAR\r\n"
    try serveNew(empty)
    let replaced = try judging.copy(of: feed, maxAge: 0)
    #expect(replaced.bytes == Array(empty.utf8))
    #expect(replaced.warning == nil)
  }

  @Test func missingFeedWithNoCopyIsAnErrorNamingTheURL() throws {
    let feed = try address("nowhere.ics")
    #expect {
      try cache.copy(of: feed, maxAge: 0)
    } throws: { error in
      let message = (error as? FeedFailure)?.message ?? ""
      return message.contains(server.url("nowhere.ics")) && message.contains("HTTP 404")
        && message.contains("no copy")
    }
  }

  @Test func theLastGoodCopyIsDrawnAfterAFailure() throws {
    try server.serve("team.ics", FeedCacheTests.team)
    let feed = try address("team.ics")
    _ = try cache.copy(of: feed, maxAge: 0)
    try server.remove("team.ics")
    let copy = try cache.copy(of: feed, maxAge: 0)
    #expect(copy.bytes == Array(FeedCacheTests.team.utf8))
    let warning = try #require(copy.warning)
    #expect(warning.contains("HTTP 404") && warning.contains("drawing the copy fetched"))
    // An error page in place of the feed does not replace the copy either.
    try server.serve("team.ics", "<html><body>Sign in to the Wi-Fi</body></html>")
    let again = try cache.copy(of: feed, maxAge: 0)
    #expect(again.bytes == Array(FeedCacheTests.team.utf8))
    #expect(again.warning?.contains("not an iCalendar file") == true)
  }

  @Test func aServerThatDoesNotAnswerTimesOut() throws {
    let hanging = try Listener()
    let quick = FeedCache(
      folder: server.root.appendingPathComponent("quick").path, timeout: 1,
      userAgent: "CalendsTests", fetcher: HTTPFeedFetcher())
    let feed = try FeedAddress(parsing: "http://127.0.0.1:\(hanging.port)/team.ics")
    let started = Date()
    #expect {
      try quick.copy(of: feed, maxAge: 0)
    } throws: { error in
      (error as? FeedFailure)?.message.contains("no answer within 1 s") == true
    }
    #expect(Date().timeIntervalSince(started) < 10, "the timeout bounds the whole fetch")
  }

  @Test func aFeedOverTheLimitIsRefused() throws {
    var big = Data(FeedCacheTests.team.utf8)
    big.append(Data(repeating: 0x20, count: Limits.icsBytes))
    try server.serve("big.ics", big)
    #expect {
      try cache.copy(of: try address("big.ics"), maxAge: 0)
    } throws: { error in
      (error as? FeedFailure)?.message.contains("over the limit of \(Limits.icsBytes) bytes")
        == true
    }
  }

  @Test func redirectsAreFollowedButNotInALoop() throws {
    try server.serve("team.ics", FeedCacheTests.team)
    #expect(try cache.copy(of: try address("moved.ics"), maxAge: 0).bytes.count > 0)
    #expect {
      try cache.copy(of: try address("loop-a.ics"), maxAge: 0)
    } throws: { error in
      (error as? FeedFailure)?.message.contains("loop") == true
    }
  }

  @Test func aRefusedConnectionIsNamed() throws {
    let closed = try NginxFixture.freePort()
    let feed = try FeedAddress(parsing: "http://127.0.0.1:\(closed)/team.ics")
    // async-http-client tries a refused connection again until the deadline.
    let quick = FeedCache(
      folder: server.root.appendingPathComponent("quick").path, timeout: 1,
      userAgent: "CalendsTests", fetcher: HTTPFeedFetcher())
    #expect {
      try quick.copy(of: feed, maxAge: 0)
    } throws: { error in
      let message = (error as? FeedFailure)?.message ?? ""
      return message.contains("refused") && message.contains("127.0.0.1:\(closed)")
    }
  }
}
#endif  // FeedClient
