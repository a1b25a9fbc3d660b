public import CalendsValues

/// One HTTP exchange for a feed: what `FeedCache` asks of the network, and all it asks.
///
/// The cache's policy (ages, locks, the last good copy) is plain file work; the exchange
/// needs an HTTP client, whose libraries (SwiftNIO, TLS) a process that only draws should
/// not carry. So the client is a separate module (`CalendsFeedClient.HTTPFeedFetcher`),
/// linked by `calends-server`; the `calends` tool asks that executable for the exchange
/// when a copy is too old, which is rare, and never loads the client itself.
public protocol FeedFetching: Sendable {
  /// The exchange `request` describes, waited for and ended within `request.timeout` seconds:
  /// `.fresh` only for a 200 whose body is an iCalendar file (an error page must not replace
  /// a good copy), `.failed` in a few words for anything else.
  func fetch(_ request: FeedRequest) -> FeedAnswer
}

/// What to ask the server for.
public struct FeedRequest: Sendable, Equatable {
  /// The feed; its `url` is what is fetched (`https://` for a `webcal://` feed).
  public var address: FeedAddress
  /// The kept copy's validators, sent as `If-None-Match`/`If-Modified-Since`; nil with no copy.
  public var validators: FeedValidators?
  /// Seconds for the whole exchange (connect, redirects and body).
  public var timeout: Double
  /// The `User-Agent` header: `Calends/VERSION` for `FeedCache.standard`.
  public var userAgent: String

  /// One exchange; a conditional GET when `validators` is given.
  public init(
    address: FeedAddress, validators: FeedValidators?, timeout: Double, userAgent: String
  ) {
    self.address = address
    self.validators = validators
    self.timeout = timeout
    self.userAgent = userAgent
  }
}

/// What the server gave.
public enum FeedAnswer: Sendable, Equatable {
  /// A 200 whose body begins as an iCalendar file.
  case fresh([UInt8], FeedValidators)
  /// A 304 to a revalidation.
  case notModified(FeedValidators)
  /// Anything else, in a few words ("HTTP 404 Not Found", "no answer within 10 s").
  case failed(String)
}

/// The fetcher a process has when it was given none: every fetch fails saying what to link.
public struct MissingFeedClient: FeedFetching {
  /// What `FeedCache.standardFetcher` is until the program sets a real fetcher.
  public init() {}

  /// Always `.failed`, saying to set `FeedCache.standardFetcher` (to `HTTPFeedFetcher()`).
  public func fetch(_ request: FeedRequest) -> FeedAnswer {
    .failed(
      "this program has no HTTP client for feeds (set FeedCache.standardFetcher, e.g. to CalendsFeedClient's HTTPFeedFetcher())"
    )
  }
}
