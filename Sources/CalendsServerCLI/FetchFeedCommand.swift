#if Server
import ArgumentParser
import CalendsFeedClient
import CalendsFeeds
import CalendsValues
import Foundation

/// `calends-server fetch-feed URL …`: one feed exchange, for `calends` (its
/// `SiblingFeedFetcher`), which links no HTTP client. The answer goes to standard output as
/// `FeedWire` writes it; the cache's policy (ages, locks, the last good copy) stays with the
/// caller. Not for people: its arguments are whatever `FeedWire.arguments(for:)` makes.
struct FetchFeedCommand: ParsableCommand {
  static let name = "fetch-feed"

  static let configuration = CommandConfiguration(
    commandName: "calends-server \(name)",
    abstract: "Fetch one calendar feed for calends (its answer on standard output).")

  @Argument(help: "The feed's http:// or https:// URL.")
  var url: String

  @Option(help: "Seconds for the whole exchange.")
  var timeout: Double = FeedCache.defaultTimeout

  @Option(help: "The User-Agent header.")
  var userAgent: String

  @Option(help: "The kept copy's ETag (If-None-Match).")
  var etag: String?

  @Option(help: "The kept copy's Last-Modified (If-Modified-Since).")
  var lastModified: String?

  @Flag(help: "A copy is kept: a 304 is an answer.")
  var revalidate = false

  func run() throws {
    let address: FeedAddress
    do {
      address = try FeedAddress(parsing: url)
    } catch {
      throw ValidationError("\(url): \(error)")
    }
    let answer = HTTPFeedFetcher().fetch(
      FeedRequest(
        address: address,
        validators: revalidate ? FeedValidators(etag: etag, lastModified: lastModified) : nil,
        timeout: timeout, userAgent: userAgent))
    // A parent that stopped reading is EPIPE here, not a trap (`write(_:)` traps on it).
    try FileHandle.standardOutput.write(contentsOf: Data(FeedWire.encode(answer)))
  }
}
#endif  // Server
