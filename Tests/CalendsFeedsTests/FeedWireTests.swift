import CalendsValues
import Testing

@testable import CalendsFeeds

/// The exchange `calends` asks of `calends-server fetch-feed`: every answer survives the trip
/// through its standard output byte for byte, and a broken answer is a failure, not a copy.
@Suite struct FeedWireTests {
  static let answers: [FeedAnswer] = [
    .fresh(
      Array("BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n".utf8) + [0x00, 0xFF, 0x0A],
      FeedValidators(etag: "\"abc\"", lastModified: "Fri, 27 Nov 2026 04:00:00 GMT")),
    .fresh([], FeedValidators(etag: nil, lastModified: nil)),
    .notModified(FeedValidators(etag: "W/\"x\"", lastModified: nil)),
    .failed("HTTP 404 Not Found"),
    .failed("no answer within 10 s — «quoted» \"text\"\nsecond line"),
  ]

  @Test(arguments: answers)
  func anAnswerComesBackAsItWent(_ answer: FeedAnswer) {
    #expect(FeedWire.decode(FeedWire.encode(answer)) == answer)
  }

  @Test func aBrokenAnswerIsAFailure() {
    for output in [[], Array("BEGIN:VCALENDAR\n".utf8), Array("{\"answer\":\"maybe\"}\n".utf8)] {
      guard case .failed = FeedWire.decode(output) else {
        Issue.record("\(output) was read as an answer")
        continue
      }
    }
  }

  @Test func theRequestBecomesFetchFeedsArguments() throws {
    let address = try FeedAddress(parsing: "webcal://example.com/team.ics")
    let revalidation = FeedRequest(
      address: address, validators: FeedValidators(etag: "\"e\"", lastModified: "Thu, 26 Nov 2026"),
      timeout: 2.5, userAgent: "Calends/0.2.0")
    #expect(
      FeedWire.arguments(for: revalidation) == [
        "https://example.com/team.ics", "--timeout=2.5", "--user-agent=Calends/0.2.0",
        "--etag=\"e\"", "--last-modified=Thu, 26 Nov 2026", "--revalidate",
      ])
    let first = FeedRequest(address: address, validators: nil, timeout: 10, userAgent: "C")
    #expect(
      FeedWire.arguments(for: first) == [
        "https://example.com/team.ics", "--timeout=10.0", "--user-agent=C",
      ])
  }
}
