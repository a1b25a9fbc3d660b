import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `calends batch` when it is interrupted, killed, rerun with other inputs, or fed its
/// manifest through a pipe: it never leaves an output that differs from a fresh render while
/// calling it up to date, and it always says what it did.
@Suite(.serialized) struct BatchFaultCLITests {
  let folder = CLI.temporaryFolder()

  func write(_ name: String, _ text: String) -> String {
    let url = folder.appendingPathComponent(name)
    try? text.write(to: url, atomically: true, encoding: .utf8)
    return url.path
  }

  /// `count` distinct month images of equal cost, at scale 2 so a run takes long enough to
  /// be interrupted.
  func manifest(_ name: String, count: Int, today: String = "2019-01-10", theme: String = "light")
    -> String
  {
    let days = (0..<count).map { offset -> String in
      let day = offset % 28 + 1
      let month = offset / 28 % 12 + 1
      return String(format: "2019-%02d-%02d", month, day)
    }
    return write(
      name,
      "defaults: {today: \(today), scale: 2, theme: \(theme)}\nmatrix: {name: \"{selectedDate}.png\", axes: {selectedDate: [\(days.joined(separator: ", "))]}}\n"
    )
  }

  func images(_ out: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: out.path)) ?? []).filter {
      $0.hasSuffix(".png")
    }
  }

  func noCrashText(_ result: CLIResult) {
    for word in ["Fatal error", "Broken pipe", "backtrace", "Current stack trace"] {
      #expect(!result.stderr.contains(word), "\(result.stderr)")
    }
  }

  /// Ctrl-C or SIGTERM: the images being drawn finish, a summary says what was done and
  /// what was not, the exit status is 130 or 143, and a rerun does exactly the rest.
  @Test(arguments: [(SIGINT, false), (SIGTERM, false), (SIGINT, true)])
  func aStoppedBatchSaysWhatItDidAndARerunDoesTheRest(signal: Int32, threads: Bool) throws {
    let manifest = manifest("stop.yaml", count: 300)
    let out = folder.appendingPathComponent("stop-\(signal)-\(threads)")
    let running = try RunningCLI(
      ["batch", manifest, "-o", out.path, "-j", "2", "-q"] + (threads ? ["--threads"] : []))
    #expect(RunningCLI.wait { images(out).count >= 10 })
    running.signal(signal)
    let result = running.finish()
    #expect(!result.terminatedBySignal)
    #expect(result.status == 128 + signal, "\(result.stderr)")
    noCrashText(result)
    let name = signal == SIGINT ? "SIGINT" : "SIGTERM"
    #expect(result.stderr.contains("stopped by \(name): rendered "), "\(result.stderr)")
    let done = images(out).count
    #expect(done < 300)
    #expect(result.stdout.contains("rendered \(done), skipped 0"), "\(result.stdout)")
    #expect(result.stdout.contains("not started \(300 - done) of 300"), "\(result.stdout)")
    let tmp = try FileManager.default.contentsOfDirectory(atPath: out.path).filter {
      $0.hasSuffix(".tmp")
    }
    #expect(tmp.isEmpty)
    let rerun = try CLI.run(["batch", manifest, "-o", out.path, "-j", "2", "-q"])
    #expect(rerun.status == 0)
    #expect(
      rerun.stdout.contains(
        "rendered \(300 - done), skipped \(done) (up to date), failed 0 of 300"),
      "\(rerun.stdout)")
  }

  /// A parent killed outright takes its workers with it: each finishes at most the image in
  /// hand and ends without a word.
  @Test func workersEndQuietlyWhenTheirParentIsKilled() throws {
    let manifest = manifest("orphan.yaml", count: 300)
    let out = folder.appendingPathComponent("orphan")
    let running = try RunningCLI(["batch", manifest, "-o", out.path, "-j", "2", "-q"])
    #expect(RunningCLI.wait { images(out).count >= 10 })
    let workers = Self.children(of: running.pid)
    #expect(workers.count == 2)
    running.signal(SIGKILL)
    let atKill = images(out).count
    let result = running.finish()  // returns once the workers, which share its stderr, end
    #expect(RunningCLI.wait(seconds: 10) { workers.allSatisfy { kill($0, 0) != 0 } })
    #expect(images(out).count <= atKill + 2 * 2)
    #expect(result.stderr.isEmpty, "\(result.stderr)")
  }

  /// A worker killed midway costs the entries it held, each named, and nothing else.
  @Test func aKilledWorkersEntriesAreNamed() throws {
    let manifest = manifest("lost.yaml", count: 200)
    let out = folder.appendingPathComponent("lost")
    let running = try RunningCLI(["batch", manifest, "-o", out.path, "-j", "2", "-q"])
    #expect(RunningCLI.wait { images(out).count >= 10 })
    let workers = Self.children(of: running.pid)
    try #require(!workers.isEmpty)
    kill(workers[0], SIGKILL)
    let result = running.finish()
    #expect(result.status == 1, "\(result.stderr)")
    noCrashText(result)
    let lost = result.stderr.split(separator: "\n").filter {
      $0.contains(".png: worker process") && $0.contains("(signal 9) before reporting this entry")
    }
    #expect(!lost.isEmpty, "\(result.stderr)")
    #expect(result.stdout.contains("failed \(lost.count) of 200"), "\(result.stdout)")
    let rerun = try CLI.run(["batch", manifest, "-o", out.path, "-q"])
    #expect(rerun.status == 0 && rerun.stdout.contains("failed 0 of 200"), "\(rerun.stdout)")
  }

  /// Killed at any moment and rerun with changed inputs (the manifest's date, then the
  /// stylesheet), the folder ends exactly as a fresh render of the final inputs.
  @Test func killedRunsThenChangedInputsLeaveNothingStale() throws {
    let sheet = write("k.nss", "fdlFUICalendarView { background-color: #EEEEEE; }\n")
    let out = folder.appendingPathComponent("killed")
    let delays = [0.15, 0.5, 0.9, 1.4]
    var manifest = ""
    for (trial, delay) in delays.enumerated() {
      if trial % 2 == 1 {
        _ = write("k.nss", "fdlFUICalendarView { background-color: #\(trial)\(trial)DDDD; }\n")
      }
      manifest = self.manifest(
        "k.yaml", count: 40, today: "2019-01-1\(trial)", theme: sheet)
      let running = try RunningCLI(["batch", manifest, "-o", out.path, "-j", "2", "-q"])
      usleep(UInt32(delay * 1_000_000))
      running.signal(SIGKILL)
      _ = running.finish()
    }
    let finished = try CLI.run(["batch", manifest, "-o", out.path, "-j", "2", "-q"])
    #expect(finished.status == 0, "\(finished.stderr)")
    let fresh = folder.appendingPathComponent("killed-fresh")
    #expect(try CLI.run(["batch", manifest, "-o", fresh.path, "-j", "2", "-q"]).status == 0)
    let names = images(fresh).sorted()
    #expect(names.count == 40 && images(out).sorted() == names)
    for name in names {
      let kept = try Data(contentsOf: out.appendingPathComponent(name))
      let expected = try Data(contentsOf: fresh.appendingPathComponent(name))
      #expect(kept == expected, "\(name) is stale")
    }
  }

  /// The manifest is read once, by the parent: from standard input, or from a FIFO (as
  /// `<(…)` gives), the workers get the same entries as from a file.
  @Test func aManifestFromAPipeGivesTheSameImages() throws {
    let text = try String(contentsOfFile: manifest("pipe.yaml", count: 6), encoding: .utf8)
    let fromFile = folder.appendingPathComponent("pipe-file")
    #expect(
      try CLI.run([
        "batch", folder.appendingPathComponent("pipe.yaml").path, "-o", fromFile.path, "-j", "2",
        "-q",
      ]).status == 0)
    let fromStdin = folder.appendingPathComponent("pipe-stdin")
    let stdin = try CLI.run(
      ["batch", "-", "-o", fromStdin.path, "-j", "2", "-q"], input: Data(text.utf8))
    #expect(stdin.status == 0, "\(stdin.stderr)")
    let fifo = folder.appendingPathComponent("m.fifo").path
    #expect(mkfifo(fifo, 0o600) == 0)
    let writer = Thread {
      let handle = FileHandle(forWritingAtPath: fifo)
      handle?.write(Data(text.utf8))
      try? handle?.close()
    }
    writer.start()
    let fromFIFO = folder.appendingPathComponent("pipe-fifo")
    let viaFIFO = try CLI.run(["batch", fifo, "-o", fromFIFO.path, "-j", "2", "-q"])
    #expect(viaFIFO.status == 0, "\(viaFIFO.stderr)")
    for name in images(fromFile) {
      let reference = try Data(contentsOf: fromFile.appendingPathComponent(name))
      #expect(try Data(contentsOf: fromStdin.appendingPathComponent(name)) == reference)
      #expect(try Data(contentsOf: fromFIFO.appendingPathComponent(name)) == reference)
    }
    #expect(images(fromFile).count == 6)
  }

  /// Entries without `today` are drawn for the batch's date (`--today`, or the clock's):
  /// another date draws them again.
  @Test func theBatchDateDecidesWhatIsUpToDate() throws {
    let manifest = write("date.yaml", "specs: [{name: a.png, spec: {scale: 1}}]\n")
    let out = folder.appendingPathComponent("date")
    let run = { (today: String) in
      try CLI.run(["batch", manifest, "-o", out.path, "--today", today, "-q"]).stdout
    }
    #expect(try run("2026-11-23").contains("rendered 1, skipped 0"))
    #expect(try run("2026-11-23").contains("rendered 0, skipped 1"))
    #expect(try run("2026-12-24").contains("rendered 1, skipped 0"))
    let bad = try CLI.run(["batch", manifest, "-o", out.path, "--today", "2026-02-30"])
    #expect(bad.status == 2 && bad.stderr.contains("--today"))
  }

  /// An output that would replace the manifest, a spec file or a stylesheet is refused
  /// before anything is drawn.
  @Test func anOutputThatIsAnInputIsRefused() throws {
    let spec = write("spec.png", "today: 2019-01-10\nscale: 1\n")
    let manifest = write(
      "self.yaml", "specs: [{name: spec.png, file: spec.png}, {name: other.png, spec: {}}]\n")
    let result = try CLI.run(["batch", manifest, "-o", folder.path, "-q"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("spec.png: cannot write"), "\(result.stderr)")
    #expect(try String(contentsOfFile: spec, encoding: .utf8) == "today: 2019-01-10\nscale: 1\n")
    #expect(
      !FileManager.default.fileExists(atPath: folder.appendingPathComponent("other.png").path))
  }

  /// The worker processes of `pid`, from /proc.
  static func children(of pid: Int32) -> [Int32] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.compactMap { entry -> Int32? in
      guard let child = Int32(entry),
        let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
      else { return nil }
      let fields = stat[stat.index(after: close)...].split(separator: " ")
      return fields.count > 2 && Int32(fields[1]) == pid ? child : nil
    }.sorted()
  }
}
