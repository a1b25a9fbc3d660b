import ArgumentParser
import Calends
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// `calends bench` runs the benchmark, which is its own executable (`calends-bench`, built
/// beside `calends` by `swift build`): the shipped tool carries none of its code, peer
/// programs or scripts, and a machine that only installs `calends` loses nothing else.
struct BenchCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "bench",
    abstract:
      "Measure rendering speed and memory (runs calends-bench, built beside calends; calends bench --help lists its options).",
    discussion: "Build with -c release: swift build -c release && .build/release/calends bench")

  @OptionGroup var global: GlobalOptions

  @Argument(
    parsing: .captureForPassthrough,
    help: "The benchmark's options: --quick, --peers, --ical, --count N, …")
  var arguments: [String] = []

  /// `calends-bench` beside this executable.
  static var benchmark: URL {
    let own = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
    return own.resolvingSymlinksInPath().deletingLastPathComponent()
      .appendingPathComponent("calends-bench")
  }

  func run() throws {
    let path = Self.benchmark.path
    guard FileManager.default.isExecutableFile(atPath: path) else {
      throw CalendsError.renderFailure(
        "the benchmark is not built: no calends-bench beside calends (\(path)); build it with swift build -c release --product calends-bench"
      )
    }
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    execv(path, argv)
    throw CalendsError.renderFailure("cannot run \(path): \(String(cString: strerror(errno)))")
  }
}
