import Foundation
import Testing

/// Small things a newcomer trips over.
@Suite struct FitAndFinishCLITests {
  let folder = CLI.temporaryFolder()

  /// A stylesheet's warning already says `file:line:column: warning:`; the command does not
  /// say "warning:" a second time.
  @Test func aStylesheetWarningSaysWarningOnce() throws {
    try "fdlFUICalendarView { bogus-prop: 1; }\n".write(
      to: folder.appendingPathComponent("odd.nss"), atomically: true, encoding: .utf8)
    try "today: 2019-01-10\ntheme: odd.nss\n".write(
      to: folder.appendingPathComponent("spec.yaml"), atomically: true, encoding: .utf8)
    let result = try CLI.run(["render", "spec.yaml", "-o", "out.png"], in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stderr.split(separator: "\n")
    let warning = try #require(lines.first { $0.contains("bogus-prop") })
    #expect(warning.components(separatedBy: "warning:").count == 2, "\(warning)")
    #expect(warning.hasPrefix("calends: ") && warning.contains("odd.nss:1:22: warning: "))
  }

  /// `-j` says its default in words once, not also as this machine's core count.
  @Test func batchHelpGivesTheWorkerDefaultOnce() throws {
    let help = try CLI.run(["batch", "--help"]).stdout
    let lines = help.split(separator: "\n")
    let start = try #require(lines.firstIndex { $0.hasPrefix("  -j <j>") })
    let next = lines[(start + 1)...].firstIndex { $0.hasPrefix("  -") } ?? lines.endIndex
    let entry = lines[start..<next].joined(separator: " ")
    #expect(entry.contains("(default: the number of cores)"))
    #expect(entry.components(separatedBy: "default").count == 2, "\(entry)")
  }

  /// A ratio below 1 is "as fast", never "0.4× faster".
  @Test func benchSaysAsFastBelowOne() throws {
    let result = try CLI.run(["bench", "--quick", "--count", "3"])
    #expect(result.status == 0, "\(result.stderr)")
    for line in result.stdout.split(separator: "\n") where line.contains("× faster") {
      let ratio = line.components(separatedBy: "× faster")[0].split(separator: " ").last
      #expect(Double(ratio ?? "") ?? 0 >= 1, "\(line)")
    }
    #expect(result.stdout.contains("× faster") || result.stdout.contains("× as fast"))
  }

  /// The warm feed month prints its ratios to the plain month, measured in one run.
  @Test func benchComparesTheFeedMonthWithThePlainOne() throws {
    let result = try CLI.run(["bench", "--feed-month", "--count", "3"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("10000-event calendar"), "\(result.stdout)")
    #expect(result.stdout.contains("× the plain month's time"), "\(result.stdout)")
  }

  /// `bench --peers` compiles and times the C floor wherever a C compiler and Pango's headers
  /// are at hand (they are wherever Calends builds), and says why when it cannot.
  @Test func benchPeersTimesTheCFloor() throws {
    let result = try CLI.run(["bench", "--peers", "--peer-runs", "1", "--count", "2"])
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.contains { $0.hasPrefix("calends render ") }, "\(result.stdout)")
    let floor = lines.first { $0.hasPrefix("C + Pango, drawing only") }
    let skipped = lines.first { $0.contains("skipped: the C floor") }
    #expect(floor != nil || skipped != nil, "\(result.stdout)")
    if let floor {
      let ratio = Double(floor.split(separator: " ").last ?? "") ?? 0
      #expect(ratio > 0, "\(floor)")
    }
    // In one process: the month drawn only, stored (the encoder's floor) and with each of
    // our levels, and fast's encoding as a multiple of the floor's.
    let inProcess = lines.first { $0.hasPrefix("in one process, month PNG@2x: draw only") }
    #expect(inProcess?.contains("stored") == true, "\(result.stdout)")
    #expect(
      lines.contains { $0.hasPrefix("→ encoding alone") && $0.contains("the stored floor's") },
      "\(result.stdout)")
  }

  /// What `bench --peers --instructions` runs under callgrind: the month `fast` rendered N
  /// times in one process, silently.
  @Test func benchRendersTheMonthForTheInstructionCount() throws {
    let result = try CLI.run(["bench", "--render-month-times", "2"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.isEmpty, "\(result.stdout)")
  }

  /// The benchmark is its own executable: the shipped `calends` holds none of its peer
  /// programs' sources, and `calends bench` runs the one beside it.
  @Test func theShippedBinaryCarriesNoBenchmarkPeerSources() throws {
    let binary = try Data(contentsOf: CLI.binary)
    for marker in [
      "#include <pango/pangocairo.h>", "import sys, time, cairo", "C + Pango, drawing only",
    ] {
      #expect(binary.range(of: Data(marker.utf8)) == nil, "calends contains '\(marker)'")
    }
    let bench = try Data(
      contentsOf: CLI.binary.deletingLastPathComponent().appendingPathComponent("calends-bench"))
    #expect(bench.range(of: Data("#include <pango/pangocairo.h>".utf8)) != nil)
  }

  /// Without `calends-bench` beside it, `calends bench` says how to build it (exit 1).
  @Test func benchWithoutTheBenchmarkSaysHowToBuildIt() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "calends-nobench-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let copy = folder.appendingPathComponent("calends")
    try FileManager.default.copyItem(at: CLI.binary, to: copy)
    let result = try CLI.run(["bench", "--quick"], binary: copy)
    #expect(result.status == 1)
    #expect(
      result.stderr.contains("swift build -c release --product calends-bench"), "\(result.stderr)")
  }
}
