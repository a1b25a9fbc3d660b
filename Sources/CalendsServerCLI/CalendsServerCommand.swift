#if Server
import ArgumentParser
import Calends
import CalendsCommandLine
import CalendsFeedClient
import CalendsFeeds
import CalendsServer
import CalendsValues
import Foundation

/// `calends-server`: the program `calends serve` becomes once it has checked its flags (see
/// `ServeCommand` in `calends`), kept apart so that only it links the HTTP server. It reads
/// the same flags into `CalendsServer`'s configuration, prints the bound address on
/// standard output and runs until SIGTERM or SIGINT.
@main
struct CalendsServerCommand: ParsableCommand {
  static let configuration = ServeOptions.configuration(commandName: "calends-server")

  @OptionGroup var global: GlobalOptions
  @OptionGroup var options: ServeOptions

  /// Ends as `calends` does: errors through `Reporter` in the `--error-format` asked for,
  /// and the same exit codes.
  static func main() {
    signal(SIGPIPE, SIG_DFL)
    let arguments = Array(CommandLine.arguments.dropFirst())
    if arguments.first == FetchFeedCommand.name {
      return FetchFeedCommand.main(Array(arguments.dropFirst()))
    }
    FeedCache.standardFetcher = HTTPFeedFetcher()
    CalendarRenderer.ownTheProcessFontConfiguration()
    do {
      let taken = ErrorFormat.take(from: arguments)
      Reporter.format = taken.format
      if let problem = taken.problem { throw ValidationError(problem) }
      var command = try parseAsRoot(taken.arguments)
      try command.run()
    } catch {
      ExitStatus.exit(reporting: error, of: Self.self)
    }
  }

  func run() throws {
    if options.feeds {
      // A request's spec names the feeds: the server fetches from the internet, never from
      // the network it runs in, unless told which internal hosts are meant.
      var allowed: [FeedAddressPolicy.AllowedHost] = []
      for entry in options.feedsAllowed {
        do {
          allowed.append(try FeedAddressPolicy.AllowedHost(parsing: entry))
        } catch {
          throw ValidationError("--feeds-allow: \(error.message)")
        }
      }
      FeedCache.standardFetcher = HTTPFeedFetcher(
        policy: FeedAddressPolicy(refusesInternal: true, allowed: allowed))
    }
    let inputs = try options.resolvedInputs()
    let server = try CalendsServer(configuration(inputs))
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
    if let error = outcome.error {
      throw CalendsError.renderFailure(.error(.renderFailure, "serve: \(error)"))
    }
  }

  private func configuration(_ inputs: ServeInputs) -> ServerConfiguration {
    var configuration = ServerConfiguration()
    configuration.host = options.host
    configuration.port = options.port
    configuration.specsFolder = inputs.specsFolder
    configuration.themesFolder = inputs.themesFolder
    configuration.calendarsFolder = inputs.calendarsFolder
    if options.feeds { configuration.feedCache = .standard }
    configuration.workers = options.workers
    configuration.queueLimit = options.queue
    configuration.bodyLimit = options.bodyLimit
    configuration.timeLimit = .milliseconds(Int((options.timeLimit * 1000).rounded()))
    configuration.abandonedLimit = options.abandonedLimit
    configuration.headerTimeout = .milliseconds(Int((options.headerTimeout * 1000).rounded()))
    configuration.idleTimeout = .milliseconds(Int((options.idleTimeout * 1000).rounded()))
    configuration.maxConnections = options.maxConnections
    configuration.cacheBytes = options.cacheMegabytes << 20
    configuration.calendarBytes = options.calendarMegabytes << 20
    configuration.cacheControl = options.cacheControl
    configuration.pngCompression = inputs.pngCompression
    configuration.accessLog = !options.quiet
    return configuration
  }
}

/// How the server task ended, read after it signals.
private final class ServeOutcome: @unchecked Sendable {
  var error: String?
}
#endif  // Server
