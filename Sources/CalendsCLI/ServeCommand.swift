import ArgumentParser
import Calends

/// `calends serve`: the user's command for the HTTP server, which runs in its own program,
/// `calends-server`, so that `calends` does not carry Hummingbird, SwiftNIO's HTTP server
/// and Prometheus (their conformance records slowed every command's start-up). The flags
/// are parsed and checked here — help, completion and argument errors are `calends`'s —
/// and then the process becomes `calends-server` with the same flags.
struct ServeCommand: ParsableCommand {
  static let configuration = ServeOptions.configuration(commandName: "serve")

  static let server = SiblingProgram(name: "calends-server")

  @OptionGroup var global: GlobalOptions
  @OptionGroup var options: ServeOptions

  func run() throws {
    _ = try options.resolvedInputs()
    guard Self.server.isInstalled else {
      throw CalendsError.badInput(
        .error(
          .badInput,
          "the server is not built: no calends-server beside calends (\(Self.server.url.path)); build it with \(ServeOptions.serverBuildCommand)"
        ))
    }
    try Self.server.replaceThisProcess(
      arguments: [ErrorFormat.flag, Reporter.format.rawValue]
        + Self.serveFlags(of: Array(CommandLine.arguments.dropFirst())))
  }

  /// The flags after `serve` on the command line, `--error-format` (which may come before
  /// `serve`) taken out: `run` passes the format on explicitly.
  static func serveFlags(of commandLine: [String]) -> [String] {
    let arguments = ErrorFormat.take(from: commandLine).arguments
    guard let serve = arguments.firstIndex(of: "serve") else { return arguments }
    return Array(arguments[(serve + 1)...])
  }
}
