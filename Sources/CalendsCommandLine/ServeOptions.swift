public import ArgumentParser
import Calends
public import CalendsValues
public import Foundation

/// The flags of `calends serve`, declared once for the two programs that read them:
/// `calends`, which parses and checks them (so its help, shell completion and argument
/// errors cover serve) and then becomes `calends-server`, which parses them again and
/// runs the server. Kept free of the server's packages so that `calends` does not link
/// them.
public struct ServeOptions: ParsableArguments {
  public init() {}

  /// The abstract and discussion both programs show in their help.
  public static func configuration(commandName: String) -> CommandConfiguration {
    CommandConfiguration(
      commandName: commandName,
      abstract: "Serve calendar images over HTTP (POST /render, GET /specs/NAME.png).",
      discussion: """
        Prints 'listening on http://HOST:PORT' on standard output once bound, and one access \
        log line per request on standard error. SIGTERM or SIGINT stops accepting, finishes \
        the requests in flight and exits 0.\(commandName == "serve" ? serverProgramNote : "")
        """)
  }

  /// Why `calends serve` needs a second program, and how to build it: `calends` checks the
  /// flags, then becomes `calends-server`, which alone links the HTTP stack.
  static let serverProgramNote = """


    The server is its own program, calends-server, which must sit beside calends; \
    `calends serve` checks these flags and then runs it. Build both as the README does: \
    \(serverBuildCommand)
    """

  /// The build command the README gives for the server, for help and for the error when
  /// it is missing.
  public static let serverBuildCommand =
    "swift build -c release --static-swift-stdlib --traits Server --product calends-server"

  /// The `Cache-Control` of images unless `--cache-control` says otherwise (the server
  /// configuration's own default).
  public static let defaultCacheControl = "no-cache"

  @Option(help: "The address to bind; 127.0.0.1 unless exposing the service is intended.")
  public var host = "127.0.0.1"

  @Option(help: "The port; 0 picks a free one (the bound address is printed).")
  public var port = 8080

  @Option(help: "A folder of specs (NAME.yaml, NAME.yml or NAME.json) for GET /specs/NAME.png.")
  public var specs: String?

  @Option(help: "A folder of stylesheets: a spec's theme NAME reads NAME.nss from it.")
  public var themes: String?

  @Option(help: "A folder of iCalendar files: a spec's calendars[].ics NAME reads NAME.ics.")
  public var calendars: String?

  @Flag(
    help:
      "Fetch a spec's calendars[].url feeds (into the feed cache, CALENDS_CACHE_DIR; refreshed in the background). Off by default: a request's spec could name any address."
  )
  public var feeds = false

  @Option(
    name: .customLong("feeds-allow"),
    help: ArgumentHelp(
      "With --feeds: a host, address or network (10.0.0.0/8) a feed may reach although it is loopback, private or link-local (repeat, or separate with commas); any other such address is refused.",
      valueName: "host|network"))
  public var feedsAllow: [String] = []

  /// `--feeds-allow`'s entries, commas split.
  public var feedsAllowed: [String] {
    feedsAllow.flatMap { $0.split(separator: ",", omittingEmptySubsequences: false) }.map(
      String.init)
  }

  @Option(help: "Renders at once (default: the number of cores).")
  public var workers: Int = ProcessInfo.processInfo.activeProcessorCount

  @Option(help: "Renders waiting for a worker; past it a request gets 503 with Retry-After.")
  public var queue = 64

  @Option(help: "The largest request body in bytes; past it 413.")
  public var bodyLimit = Limits.specBytes

  @Option(
    help:
      "Seconds a request may take (reading its calendars and feeds, waiting, rendering) before it gets 503."
  )
  public var timeLimit = 10.0

  @Option(
    help:
      "Render threads stuck past --time-limit that are replaced by new ones (default: twice --workers); when this many are stuck, /healthz answers 503."
  )
  public var abandonedLimit: Int?

  @Option(
    help:
      "Seconds a client has to send a whole request once it starts; past it 408 and the connection closes."
  )
  public var headerTimeout = 10.0

  @Option(help: "Seconds a connection may stay open with no request in flight (or a stalled one).")
  public var idleTimeout = 30.0

  @Option(
    help:
      "Connections open at once (default 4096, and below the descriptor limit); past it new ones wait."
  )
  public var maxConnections: Int?

  @Option(help: "The output cache's size in MiB (0: no cache).")
  public var cacheMegabytes = 64

  @Option(
    help:
      "MiB that parsed calendars and their expanded months may keep between requests, by estimate (a parse keeps about 12× its file); the least recently used go first, and 0 parses on every request."
  )
  public var calendarMegabytes = 256

  @Option(help: "The Cache-Control header of images.")
  public var cacheControl = ServeOptions.defaultCacheControl

  @Option(help: "PNG compression: fast | balanced | small.")
  public var pngCompression: String = PNGCompression.fast.rawValue

  @Flag(help: "No access log on standard error.")
  public var quiet = false

  /// 1 TiB: more than any machine gives a cache, and far from overflowing when shifted
  /// to bytes.
  static let mostMegabytes = 1 << 20

  public func validate() throws {
    guard (0...65_535).contains(port) else { throw ValidationError("--port: 0 to 65535") }
    guard workers >= 1, workers <= 256 else { throw ValidationError("--workers: 1 to 256") }
    guard queue >= 0 else { throw ValidationError("--queue: 0 or more") }
    guard bodyLimit >= 1 else { throw ValidationError("--body-limit: 1 or more") }
    guard timeLimit > 0 else { throw ValidationError("--time-limit: more than 0 seconds") }
    guard (abandonedLimit ?? 0) >= 0 else { throw ValidationError("--abandoned-limit: 0 or more") }
    guard headerTimeout > 0 else { throw ValidationError("--header-timeout: more than 0 seconds") }
    guard idleTimeout > 0 else { throw ValidationError("--idle-timeout: more than 0 seconds") }
    guard (maxConnections ?? 1) >= 1 else { throw ValidationError("--max-connections: 1 or more") }
    guard (0...ServeOptions.mostMegabytes).contains(cacheMegabytes) else {
      throw ValidationError("--cache-megabytes: 0 to \(ServeOptions.mostMegabytes)")
    }
    guard (0...ServeOptions.mostMegabytes).contains(calendarMegabytes) else {
      throw ValidationError("--calendar-megabytes: 0 to \(ServeOptions.mostMegabytes)")
    }
    guard feeds || feedsAllow.isEmpty else {
      throw ValidationError("--feeds-allow: has no effect without --feeds, which fetches feeds")
    }
  }

  /// The values that need the file system or a lookup, checked in this order and reported
  /// as bad input (exit 2) rather than as usage errors. `calends serve` checks them before
  /// it starts `calends-server`, so a wrong flag is reported as such even where the server
  /// program is missing.
  public func resolvedInputs() throws -> ServeInputs {
    guard let compression = PNGCompression(rawValue: pngCompression) else {
      throw CalendsError.badInput(
        .error(
          .option,
          "unknown value '\(MessageText.clipped(pngCompression))'; expected fast, balanced or small",
          field: "--png-compression"))
    }
    return ServeInputs(
      pngCompression: compression,
      specsFolder: try Self.folder(specs, "--specs"),
      themesFolder: try Self.folder(themes, "--themes"),
      calendarsFolder: try Self.folder(calendars, "--calendars"))
  }

  private static func folder(_ path: String?, _ flag: String) throws -> URL? {
    guard let path else { return nil }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
      isDirectory.boolValue
    else {
      throw CalendsError.badInput(
        .error(
          .option, "'\(MessageText.clipped(path, to: MessageText.maximum))' is not a folder",
          field: flag))
    }
    return URL(fileURLWithPath: path)
  }
}

/// The `ServeOptions` values that `ServeOptions.resolvedInputs()` looked up.
public struct ServeInputs {
  public var pngCompression: PNGCompression
  public var specsFolder: URL?
  public var themesFolder: URL?
  public var calendarsFolder: URL?
}
