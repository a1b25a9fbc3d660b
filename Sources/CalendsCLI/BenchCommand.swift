import ArgumentParser
import Calends

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

  static let benchmark = SiblingProgram(name: "calends-bench")

  func run() throws {
    guard Self.benchmark.isInstalled else {
      throw CalendsError.renderFailure(
        .error(
          .renderFailure,
          "the benchmark is not built: no calends-bench beside calends (\(Self.benchmark.url.path)); build it with swift build -c release --product calends-bench"
        ))
    }
    try Self.benchmark.replaceThisProcess(arguments: arguments)
  }
}
