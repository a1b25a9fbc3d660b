import Foundation
import Testing

/// Renders in many scripts on 8 threads, each image held byte for byte to the spec drawn
/// alone by the process's first renderer (`calends-bench --soak`): no crash, no failure, no
/// difference. CI runs it for a minute (and `.ci/soak --tsan` under ThreadSanitizer); here
/// it runs for a few seconds, which was enough to fail before faces were pinned.
@Suite struct ConcurrencySoakCLITests {
  @Test func eightThreadsInManyScriptsDrawWhatOneThreadDraws() throws {
    let bench = CLI.binary.deletingLastPathComponent().appendingPathComponent("calends-bench")
    let seconds = ProcessInfo.processInfo.environment["CALENDS_SOAK_SECONDS"] ?? "5"
    let result = try CLI.run(["--soak", seconds, "--soak-threads", "8"], binary: bench)
    #expect(!result.terminatedBySignal, "\(result.stderr)")
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    #expect(
      result.stdout.contains("0 differed from the spec drawn alone, 0 failed"), "\(result.stdout)")
  }
}
