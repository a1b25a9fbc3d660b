import ArgumentParser
import Calends
import CalendsFeeds
import CalendsServer
import CalendsValues
import Foundation

/// `calends serve`: the thin shell over `CalendsServer` — flags into its configuration,
/// the bound address on standard output, and the process kept until SIGTERM or SIGINT.
struct ServeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "serve",
    abstract: "Serve calendar images over HTTP (POST /render, GET /specs/NAME.png).",
    discussion: """
      Prints 'listening on http://HOST:PORT' on standard output once bound, and one access \
      log line per request on standard error. SIGTERM or SIGINT stops accepting, finishes \
      the requests in flight and exits 0.
      """)

  @OptionGroup var global: GlobalOptions

  @Option(help: "The address to bind; 127.0.0.1 unless exposing the service is intended.")
  var host = "127.0.0.1"

  @Option(help: "The port; 0 picks a free one (the bound address is printed).")
  var port = 8080

  @Option(help: "A folder of specs (NAME.yaml, NAME.yml or NAME.json) for GET /specs/NAME.png.")
  var specs: String?

  @Option(help: "A folder of stylesheets: a spec's theme NAME reads NAME.nss from it.")
  var themes: String?

  @Option(help: "A folder of iCalendar files: a spec's calendars[].ics NAME reads NAME.ics.")
  var calendars: String?

  @Flag(
    help:
      "Fetch a spec's calendars[].url feeds (into the feed cache, CALENDS_CACHE_DIR; refreshed in the background). Off by default: a request's spec could name any address."
  )
  var feeds = false

  @Option(help: "Renders at once (default: the number of cores).")
  var workers: Int = ProcessInfo.processInfo.activeProcessorCount

  @Option(help: "Renders waiting for a worker; past it a request gets 503 with Retry-After.")
  var queue = 64

  @Option(help: "The largest request body in bytes; past it 413.")
  var bodyLimit = ServerConfiguration().bodyLimit

  @Option(help: "Seconds a request may wait and render before it gets 503.")
  var timeLimit = 10.0

  @Option(
    help:
      "Render threads stuck past --time-limit that are replaced by new ones (default: twice --workers); when this many are stuck, /healthz answers 503."
  )
  var abandonedLimit: Int?

  @Option(
    help:
      "Seconds a client has to send a whole request once it starts; past it 408 and the connection closes."
  )
  var headerTimeout = 10.0

  @Option(help: "Seconds a connection may stay open with no request in flight (or a stalled one).")
  var idleTimeout = 30.0

  @Option(
    help:
      "Connections open at once (default 4096, and below the descriptor limit); past it new ones wait."
  )
  var maxConnections: Int?

  @Option(help: "The output cache's size in MiB (0: no cache).")
  var cacheMegabytes = 64

  @Option(help: "The Cache-Control header of images.")
  var cacheControl = ServerConfiguration().cacheControl

  @Option(help: "PNG compression: fast | balanced | small.")
  var pngCompression: String = PNGCompression.fast.rawValue

  @Flag(help: "No access log on standard error.")
  var quiet = false

  func validate() throws {
    guard (0...65_535).contains(port) else { throw ValidationError("--port: 0 to 65535") }
    guard workers >= 1, workers <= 256 else { throw ValidationError("--workers: 1 to 256") }
    guard queue >= 0 else { throw ValidationError("--queue: 0 or more") }
    guard bodyLimit >= 1 else { throw ValidationError("--body-limit: 1 or more") }
    guard timeLimit > 0 else { throw ValidationError("--time-limit: more than 0 seconds") }
    guard (abandonedLimit ?? 0) >= 0 else { throw ValidationError("--abandoned-limit: 0 or more") }
    guard headerTimeout > 0 else { throw ValidationError("--header-timeout: more than 0 seconds") }
    guard idleTimeout > 0 else { throw ValidationError("--idle-timeout: more than 0 seconds") }
    guard (maxConnections ?? 1) >= 1 else { throw ValidationError("--max-connections: 1 or more") }
    guard cacheMegabytes >= 0 else { throw ValidationError("--cache-megabytes: 0 or more") }
  }

  func run() throws {
    guard let compression = PNGCompression(rawValue: pngCompression) else {
      throw CalendsError.badInput(
        "--png-compression: unknown value '\(pngCompression)'; expected fast, balanced or small")
    }
    var configuration = ServerConfiguration()
    configuration.host = host
    configuration.port = port
    configuration.specsFolder = try folder(specs, "--specs")
    configuration.themesFolder = try folder(themes, "--themes")
    configuration.calendarsFolder = try folder(calendars, "--calendars")
    if feeds { configuration.feedCache = .standard }
    configuration.workers = workers
    configuration.queueLimit = queue
    configuration.bodyLimit = bodyLimit
    configuration.timeLimit = .milliseconds(Int((timeLimit * 1000).rounded()))
    configuration.abandonedLimit = abandonedLimit
    configuration.headerTimeout = .milliseconds(Int((headerTimeout * 1000).rounded()))
    configuration.idleTimeout = .milliseconds(Int((idleTimeout * 1000).rounded()))
    configuration.maxConnections = maxConnections
    configuration.cacheBytes = cacheMegabytes << 20
    configuration.cacheControl = cacheControl
    configuration.pngCompression = compression
    configuration.accessLog = !quiet
    let server = try CalendsServer(configuration)
    let outcome = ServeOutcome()
    let done = DispatchSemaphore(value: 0)
    Task {
      do {
        try await server.run { address in
          FileHandle.standardOutput.write(Data("listening on http://\(address)\n".utf8))
        }
      } catch {
        outcome.error = "\(error)"
      }
      done.signal()
    }
    done.wait()
    if let error = outcome.error { throw CalendsError.renderFailure("serve: \(error)") }
  }

  private func folder(_ path: String?, _ flag: String) throws -> URL? {
    guard let path else { return nil }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
      isDirectory.boolValue
    else {
      throw CalendsError.badInput("\(flag): '\(path)' is not a folder")
    }
    return URL(fileURLWithPath: path)
  }
}

/// How the server task ended, read after it signals.
private final class ServeOutcome: @unchecked Sendable {
  var error: String?
}
