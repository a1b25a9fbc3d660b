import CalendsFeeds
import CalendsICal
import CalendsModel
import CalendsValues
import Foundation

/// An iCalendar file as a request read it: its path (as the messages name it) and its bytes.
public struct CalendarFile: Sendable, Hashable {
  /// The path the bytes were read from (`-` for standard input), or the feed's URL.
  public var path: String
  /// The iCalendar text as read, not yet parsed (the render parses it, once per process
  /// for the same bytes).
  public var bytes: [UInt8]
  /// For a feed drawn from an older copy: why the server gave none (`FeedCache`).
  public var warnings: [Diagnostic] = []
  /// The bytes' fingerprint (`OutputFingerprint`), when the caller took it already: a server
  /// that keeps a file's bytes while it is unchanged fingerprints them once for its ETags,
  /// and the parse cache then finds them by it instead of hashing 2 MB again each request.
  package var fingerprint: String?

  /// A calendar already in memory (generated, or read by the caller): `path` only names it
  /// in messages, and the file size limit of `init(reading:)` is not applied.
  public init(path: String, bytes: [UInt8], warnings: [Diagnostic] = []) {
    self.path = path
    self.bytes = bytes
    self.warnings = warnings
  }

  /// Reads `path` (`-` is standard input) within the calendar size limit; a URL
  /// (`https://…`, `webcal://…`) is a feed, through `feeds`, its copy used up to `maxAge`
  /// seconds old.
  public init(
    reading path: String, maxAge: Int = CalendarSource.defaultMaxAge, feeds: FeedCache = .standard
  ) throws(CalendsError) {
    if FeedAddress.looksLikeURL(path) {
      let address: FeedAddress
      do {
        address = try FeedAddress(parsing: path)
      } catch {
        throw .badInput(.error(.badInput, "'\(path.prefix(200))': \(error)"))
      }
      try self.init(fetching: address, maxAge: maxAge, feeds: feeds)
      return
    }
    self.init(
      path: path, bytes: Array(try InputFile.read(path, limit: Limits.icsBytes, noun: "calendar")))
  }

  /// The feed's text, from `feeds`: its copy if younger than `maxAge` seconds, else fetched,
  /// else its last good copy with a warning; with no copy at all, an error naming the URL.
  public init(fetching address: FeedAddress, maxAge: Int, feeds: FeedCache = .standard)
    throws(CalendsError)
  {
    let copy: FeedCopy
    do {
      copy = try feeds.copy(of: address, maxAge: maxAge)
    } catch {
      // The message names the feed first, as the copy's warning does.
      throw .badInput(
        .error(.fileUnreadable, error.message, file: address.given, form: .fileInMessage))
    }
    let warnings = copy.warning.map {
      [Diagnostic.warning(.icalendarWarning, $0, file: address.given, form: .fileInMessage)]
    }
    self.init(path: address.given, bytes: copy.bytes, warnings: warnings ?? [])
  }
}

extension FeedCache {
  /// The process's feed cache: in `CALENDS_CACHE_DIR` (else the XDG cache folder), with
  /// `CALENDS_FEED_TIMEOUT`, fetching through `standardFetcher`, made when the first feed is
  /// read.
  public static let standard: FeedCache = {
    let environment = ProcessInfo.processInfo.environment
    return FeedCache(
      folder: defaultFolder(environment: environment), timeout: timeout(environment: environment),
      userAgent: "Calends/\(CalendsVersion.string)", fetcher: standardFetcher,
      reader: FeedCache.iCalendarReading)
  }()

  /// How a feed's bytes read through libical, tolerant: its events and the warnings met;
  /// nil when it cannot be read at all.
  public static let iCalendarReading: FeedReading.Reader = { bytes in
    guard let file = try? ICalendarFile(bytes: bytes, file: "feed") else { return nil }
    return FeedReading(events: file.eventCount, problems: file.warnings.count)
  }

  /// The HTTP client `standard` fetches with, set once by the program before it reads a
  /// feed: the `calends` tool asks `calends-server` (`SiblingFeedFetcher`), the server and
  /// programs using the library use `CalendsFeedClient.HTTPFeedFetcher()`. The library does
  /// not link an HTTP client itself, so a program that draws no feed never carries one.
  public static var standardFetcher: any FeedFetching {
    get { fetcherSetting.value }
    set { fetcherSetting.value = newValue }
  }

  private static let fetcherSetting = FetcherSetting()
}

/// `FeedCache.standardFetcher`'s storage, behind a lock.
private final class FetcherSetting: @unchecked Sendable {
  private let lock = NSLock()
  private var fetcher: any FeedFetching = MissingFeedClient()

  var value: any FeedFetching {
    get { lock.withLock { fetcher } }
    set { lock.withLock { fetcher = newValue } }
  }
}

/// Everything one render reads, read once: the spec with its `today`, the stylesheet (parsed,
/// with its bytes) and the calendar files' bytes.
///
/// Front ends that fingerprint their inputs (batch records, the server's ETags) take the
/// bytes from here and hand the same value to `CalendarRenderer.prepare(_:)`, so no file is
/// read twice and what was fingerprinted is what is drawn.
public struct CalendarRequest: Sendable {
  /// The spec as read.
  public var spec: CalendarSpec
  /// The spec's `today`, or the default the front end gave (the clock's date in UTC).
  public var today: Day
  /// The theme the spec names, resolved for its size class, with the stylesheet's bytes
  /// (none for a built-in theme) and warnings.
  public var stylesheet: ThemeLoader.Loaded
  /// The spec's `calendars`, in order, read (files relative to the spec file, feeds through
  /// the feed cache).
  public var calendars: [CalendarFile]
  /// The spec's display zone, looked up once (`CalendarInput.zone(of:)`).
  let zone: DisplayZone?
}

extension CalendarRenderer {
  /// Reads what `spec` names — its stylesheet through `themeLoader` (relative to the spec
  /// file, through its cache), its calendar files unless `calendars` gives them already
  /// read — and fills in `today` (`today`, else the clock's date in UTC) where the spec
  /// leaves it out (the spec itself keeps what it said).
  public static func request(
    _ spec: CalendarSpec, themeLoader: ThemeLoader = ThemeLoader(), today: Day? = nil,
    calendars: [CalendarFile]? = nil, feeds: FeedCache = .standard
  ) throws(CalendsError) -> CalendarRequest {
    let today = spec.canvas.today ?? today ?? CalendarRenderer.clockToday()
    let stylesheet = try themeLoader.load(
      spec.canvas.theme, sizeClass: spec.canvas.resolvedDevice.sizeClass)
    let zone = try CalendarInput.zone(of: spec)
    let files: [CalendarFile]
    if let calendars {
      files = calendars
    } else {
      files = try CalendarInput.files(
        of: spec, family: ResolvedFamily(spec, today: today), resolve: themeLoader.resolvedPath,
        feeds: feeds)
    }
    return CalendarRequest(
      spec: spec, today: today, stylesheet: stylesheet, calendars: files, zone: zone)
  }
}
