#if FeedClient
import AsyncHTTPClient
public import CalendsFeeds
import CalendsValues
import Foundation
import NIOCore
import NIOHTTP1

/// One HTTP GET of a feed through async-http-client, bounded in time, size and redirects:
/// the feed cache's exchange in `calends-server` (serving, and `calends-server fetch-feed`
/// for the `calends` tool) and in programs that use the library.
public struct HTTPFeedFetcher: FeedFetching {
  /// Which hosts may be reached (`calends serve --feeds` refuses internal ones).
  public let policy: FeedAddressPolicy

  /// The fetcher to set as `FeedCache.standardFetcher`; every instance shares the one HTTP
  /// client per process. `policy` says which hosts it may reach (default: any).
  public init(policy: FeedAddressPolicy = .open) {
    self.policy = policy
  }

  /// At most five redirects, never in a loop, and only between http and https
  /// (async-http-client refuses a redirect to any other scheme).
  static let redirects = 5

  /// One client per process, made when the first feed is fetched: its event loop threads
  /// cost nothing to the many processes that fetch none. Never shut down; it lives as long
  /// as the process.
  private static let client = HTTPClient(
    eventLoopGroup: HTTPClient.defaultEventLoopGroup,
    configuration: HTTPClient.Configuration(
      redirectConfiguration: .follow(max: redirects, allowCycles: false),
      timeout: timeout))

  /// The client of a fetcher whose policy checks every host: it follows no redirect itself,
  /// so each target is checked before it is fetched.
  private static let checkingClient = HTTPClient(
    eventLoopGroup: HTTPClient.defaultEventLoopGroup,
    configuration: HTTPClient.Configuration(redirectConfiguration: .disallow, timeout: timeout))

  private static let timeout = HTTPClient.Configuration.Timeout(
    connect: .seconds(30), read: .seconds(30))

  /// A GET sending the request's validators, its body at most `Limits.icsBytes`, at most five
  /// redirects between http and https, ended at the request's timeout; a 200 that is not an
  /// iCalendar file fails. A host the policy refuses (the first, or a redirect's) fails
  /// before it is connected to.
  public func fetch(_ feed: FeedRequest) -> FeedAnswer {
    let deadline = NIODeadline.now() + .nanoseconds(Int64(feed.timeout * 1e9))
    guard policy.refusesInternal else {
      return exchange(feed, url: feed.address.url, client: Self.client, deadline: deadline).answer
    }
    var url = feed.address.url
    var visited: Set<String> = []
    for _ in 0...Self.redirects {
      guard let target = URL(string: url), let host = target.host,
        ["http", "https"].contains(target.scheme?.lowercased() ?? "")
      else {
        return .failed("a redirect leads to '\(url.prefix(200))', not an http or https URL")
      }
      if let refusal = policy.refusal(host: host) { return .failed(refusal) }
      guard visited.insert(url).inserted else {
        return .failed("the server's redirects go round in a loop")
      }
      let step = exchange(feed, url: url, client: Self.checkingClient, deadline: deadline)
      guard let location = step.redirect else { return step.answer }
      url = URL(string: location, relativeTo: target)?.absoluteString ?? location
    }
    return .failed("more than \(Self.redirects) redirects")
  }

  /// One GET's answer, or where a redirect leads (only from a client that follows none).
  struct Exchange {
    var answer: FeedAnswer
    var redirect: String?
  }

  private func exchange(
    _ feed: FeedRequest, url: String, client: HTTPClient, deadline: NIODeadline
  ) -> Exchange {
    let timeout = feed.timeout
    let request: HTTPClient.Request
    do {
      var headers = HTTPHeaders()
      headers.add(name: "User-Agent", value: feed.userAgent)
      headers.add(name: "Accept", value: "text/calendar, */*;q=0.5")
      if let validators = feed.validators {
        if let etag = validators.etag { headers.add(name: "If-None-Match", value: etag) }
        if let modified = validators.lastModified {
          headers.add(name: "If-Modified-Since", value: modified)
        }
      }
      request = try HTTPClient.Request(url: url, method: .GET, headers: headers)
    } catch {
      return Exchange(answer: .failed("not a URL that can be fetched (\(error))"))
    }
    let accumulator = ResponseAccumulator(request: request, maxBodySize: Limits.icsBytes)
    let response: HTTPClient.Response
    do {
      response = try client.execute(
        request: request, delegate: accumulator, deadline: deadline
      ).futureResult.wait()
    } catch {
      return Exchange(answer: .failed(HTTPFeedFetcher.reason(error, timeout: timeout)))
    }
    let validators = FeedValidators(
      etag: response.headers.first(name: "ETag").flatMap(HTTPFeedFetcher.headerValue),
      lastModified: response.headers.first(name: "Last-Modified").flatMap(
        HTTPFeedFetcher.headerValue))
    switch response.status.code {
    case 200:
      var body = response.body ?? ByteBuffer()
      let bytes = body.readBytes(length: body.readableBytes) ?? []
      guard HTTPFeedFetcher.looksLikeICalendar(bytes) else {
        let type = response.headers.first(name: "Content-Type") ?? "no Content-Type"
        return Exchange(
          answer: .failed("the server's answer is not an iCalendar file (\(type.prefix(60)))"))
      }
      return Exchange(answer: .fresh(bytes, validators))
    case 304 where feed.validators != nil:
      return Exchange(answer: .notModified(validators))
    case 301, 302, 303, 307, 308:
      let status = "HTTP \(response.status.code) \(response.status.reasonPhrase)"
      guard let location = response.headers.first(name: "Location") else {
        return Exchange(answer: .failed("\(status) without a Location"))
      }
      return Exchange(answer: .failed(status), redirect: location)
    default:
      return Exchange(
        answer: .failed("HTTP \(response.status.code) \(response.status.reasonPhrase)"))
    }
  }

  /// Whether `bytes` begin as an iCalendar file (after a byte order mark and blank lines):
  /// a captive portal's or an error page's HTML must not replace a good copy.
  static func looksLikeICalendar(_ bytes: [UInt8]) -> Bool {
    var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    while start < bytes.count, [0x20, 0x09, 0x0D, 0x0A].contains(bytes[start]) { start += 1 }
    let head = String(decoding: bytes[start..<min(bytes.count, start + 15)], as: UTF8.self)
    return head.uppercased() == "BEGIN:VCALENDAR"
  }

  /// A validator kept as the server sent it, unless it could break the copy's header.
  static func headerValue(_ text: String) -> String? {
    text.isEmpty || text.count > 512 || text.contains(where: \.isNewline) ? nil : text
  }

  /// What a person needs to know of a failure, in a few words.
  static func reason(_ error: any Error, timeout: Double) -> String {
    let seconds = timeout == timeout.rounded() ? String(Int(timeout)) : String(timeout)
    if error is ResponseAccumulator.ResponseTooBigError {
      return "the feed is over the limit of \(Limits.icsBytes) bytes"
    }
    if let error = error as? HTTPClientError {
      switch error {
      case .deadlineExceeded, .readTimeout, .connectTimeout, .writeTimeout:
        return "no answer within \(seconds) s"
      case .redirectCycleDetected: return "the server's redirects go round in a loop"
      case .redirectLimitReached:
        return "more than \(redirects) redirects"
      case .remoteConnectionClosed: return "the server closed the connection"
      default: return "the fetch failed (\(error))"
      }
    }
    let text = String(describing: error)
    if text.contains("connectTimeout") || text.contains("deadline") {
      return "no answer within \(seconds) s"
    }
    if text.contains("connectionRefused") || text.contains("Connection refused") {
      return "the connection was refused"
    }
    return "the fetch failed (\(text.prefix(200)))"
  }
}
#endif  // FeedClient
