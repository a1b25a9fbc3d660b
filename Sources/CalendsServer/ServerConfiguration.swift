#if Server
import Calends
public import CalendsFeeds
public import CalendsValues
public import Foundation

/// What `calends serve` is started with: where it listens, the folders it may read, and the
/// limits that keep a busy or hostile client from exhausting it.
public struct ServerConfiguration: Sendable {
  /// Loopback by default: exposing the service is a decision, not an accident.
  public var host = "127.0.0.1"
  /// 0 asks the system for a free port; the bound address is reported when listening.
  public var port = 8080
  /// `GET /specs/NAME.png` reads `NAME.yaml`, `NAME.yml` or `NAME.json` from here.
  public var specsFolder: URL?
  /// A spec's `theme` other than light or dark names `NAME.nss` here.
  public var themesFolder: URL?
  /// A spec's `calendars[].ics` names `NAME.ics` here.
  public var calendarsFolder: URL?
  /// Whether a spec's `calendars[].url` feeds are fetched, into this cache (nil: refused).
  public var feedCache: FeedCache?
  /// Renders at once: each worker is a thread with its own renderer (font map).
  public var workers = ProcessInfo.processInfo.activeProcessorCount
  /// Renders waiting for a worker; past it a request is answered 503 at once.
  public var queueLimit = 64
  /// Request bodies above this are refused with 413.
  public var bodyLimit = Limits.specBytes
  /// How long a request may take before it is answered 503: fetching a feed never fetched,
  /// reading its calendars, waiting for a render thread and drawing.
  public var timeLimit: Duration = .seconds(10)
  /// Render threads stuck past the time limit that are replaced by new ones (nil: as many as
  /// twice `workers`); when this many are stuck, `/healthz` answers 503.
  public var abandonedLimit: Int?
  /// A request that has started must arrive whole (head and body) within this, else 408 and
  /// the connection is closed.
  public var headerTimeout: Duration = .seconds(10)
  /// A connection with no request in flight, or whose request stops arriving, is closed
  /// after this.
  public var idleTimeout: Duration = .seconds(30)
  /// Connections open at once (nil: 4,096, and always below the descriptor limit); past
  /// it the server stops accepting until one closes.
  public var maxConnections: Int?
  /// The rendered-output cache's bound, in bytes (0 turns it off).
  public var cacheBytes = 64 << 20
  /// What parsed calendars and their expanded windows may keep between requests, in bytes
  /// by estimate (`ParsedCalendarMemory`); 0 keeps none, and each request parses.
  public var calendarBytes = ParsedCalendarMemory.defaultLimit
  /// The `Cache-Control` of images: `no-cache` lets clients keep them and revalidate with
  /// the ETag, which costs no render.
  public var cacheControl = "no-cache"
  public var pngCompression: PNGCompression = .fast
  /// One line per request on standard error.
  public var accessLog = true

  /// Runs on the render thread before each render: tests make a render hang with it.
  var beforeRender: (@Sendable (RenderRequest) -> Void)?
  /// Runs on a read thread before the read of a request's calendar (given its index): tests
  /// make a calendar slow to read with it.
  var beforeRead: (@Sendable (RenderRequest, Int) -> Void)?
  /// Takes the server's log lines (without `calends-server: `) instead of standard error:
  /// tests read them.
  var logLine: (@Sendable (String) -> Void)?

  public init() {}

  /// `maxConnections`, below the process's descriptor limit (`RLIMIT_NOFILE`) by the
  /// descriptors the server needs for other things (files, render threads, event loops).
  public var connectionLimit: Int {
    var limit = rlimit()
    #if os(Linux)
      let found = getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit) == 0
    #else
      let found = getrlimit(RLIMIT_NOFILE, &limit) == 0
    #endif
    let descriptors = found ? Int(clamping: limit.rlim_cur) : 1024
    return max(1, min(maxConnections ?? 4096, descriptors - ServerConfiguration.reservedDescriptors))
  }

  /// Descriptors kept for everything but connections.
  static let reservedDescriptors = 128
}
#endif  // Server
