import Calends
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A program built and installed beside `calends` that a subcommand becomes: the benchmark
/// (`calends bench`) and the HTTP server (`calends serve`), kept out of `calends` so that
/// every other command neither carries nor loads their code. Found in the folder of the
/// running executable, symbolic links resolved (a link on the PATH still finds the real
/// folder), and started with `execv`, so it keeps the process — its id, standard streams,
/// signals and exit code are the ones the user's command has.
struct SiblingProgram {
  let name: String

  /// Where the program should be: beside this executable.
  var url: URL {
    let own = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
    return own.resolvingSymlinksInPath().deletingLastPathComponent()
      .appendingPathComponent(name)
  }

  var isInstalled: Bool { FileManager.default.isExecutableFile(atPath: url.path) }

  /// Replaces this process with the program, given `arguments` (without its name); returns
  /// only by throwing, when the program could not be started.
  func replaceThisProcess(arguments: [String]) throws -> Never {
    let path = url.path
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    fflush(nil)
    execv(path, argv)
    throw CalendsError.renderFailure(
      .error(.renderFailure, "cannot run \(path): \(String(cString: strerror(errno)))"))
  }
}
