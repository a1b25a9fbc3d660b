import Foundation
import Testing

/// `-` as a spec path reads standard input; `-o -` writes the image to standard output.
@Suite struct StandardStreamsCLITests {
  let spec = Data("today: 2019-01-10\nselectedDate: 2019-01-23\n".utf8)

  @Test func aSpecOnStandardInputDrawsWhatTheFileDraws() throws {
    let sample = CLI.packageRoot.appendingPathComponent("Samples/today.yaml").path
    for command in [["layout"], ["layout", "--dump"], ["scene"]] {
      let piped = try CLI.run(
        command + ["-"], input: try Data(contentsOf: URL(fileURLWithPath: sample)))
      let fromFile = try CLI.run(command + [sample])
      #expect(piped.status == 0, "\(piped.stderr)")
      #expect(piped.stdout == fromFile.stdout && !piped.stdout.isEmpty, "\(command)")
    }
  }

  @Test func theImageGoesToStandardOutput() throws {
    let folder = CLI.temporaryFolder()
    let file = folder.appendingPathComponent("today.png").path
    let sample = CLI.packageRoot.appendingPathComponent("Samples/today.yaml").path
    #expect(try CLI.run(["render", sample, "-o", file]).status == 0)
    let png = try CLI.run(
      ["render", "-", "-o", "-"], input: try Data(contentsOf: URL(fileURLWithPath: sample)))
    #expect(png.status == 0, "\(png.stderr)")
    #expect(png.stdoutData == (try Data(contentsOf: URL(fileURLWithPath: file))))
    let svg = try CLI.run(["render", "-", "-o", "-", "--format", "svg"], input: spec)
    #expect(svg.status == 0 && svg.stdout.contains("<svg"), "\(svg.stderr)")
  }

  @Test func aBadSpecOnStandardInputIsNamedAsSuch() throws {
    let result = try CLI.run(
      ["render", "-", "-o", "-"], input: Data("selectedDate: 2019-02-30\n".utf8))
    #expect(result.status == 2)
    #expect(
      result.stderr.contains("standard input: selectedDate: '2019-02-30' is not a valid date"))
    #expect(result.stdoutData.isEmpty)
  }

  /// Batch ignores SIGPIPE once its workers start (a worker that died must not take it
  /// along), so a standard error nobody reads any more is EPIPE there: the failures' lines
  /// and the progress are dropped and the batch ends with its own status, never a trap
  /// (status 132 and a backtrace, from `FileHandle.write(_:)`).
  @Test func aBatchWhoseStandardErrorIsClosedEndsWithItsOwnStatus() throws {
    let folder = CLI.temporaryFolder()
    // An empty calendar fails when its entry is drawn, after the workers have started.
    try Data().write(to: folder.appendingPathComponent("empty.ics"))
    let manifest = folder.appendingPathComponent("batch.yaml")
    let entries = (0..<40).map {
      "{name: e\($0).png, spec: {today: 2019-01-10, calendars: [{ics: empty.ics}]}}"
    }
    try Data("specs: [\(entries.joined(separator: ", "))]\n".utf8).write(to: manifest)
    let output = folder.appendingPathComponent("out").path
    let result = try Shell.run(
      "( '\(CLI.binary.path)' batch '\(manifest.path)' -o '\(output)' -j 2 2>&1 >/dev/null; echo status=$? >&3 ) 3>&2 | { exec 0<&-; sleep 0.5; }"
    )
    #expect(result.stderr.hasSuffix("status=2\n"), "\(result.stderr)")
  }
}
