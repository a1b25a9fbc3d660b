import ArgumentParser
import Calends
import CalendsCairo
import Foundation

struct BatchCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "batch",
    abstract: "Render every entry of a manifest (YAML or JSON) into a folder, in parallel.",
    discussion: """
      Outputs whose inputs (spec, stylesheet bytes, fonts, program version) are unchanged are \
      skipped; --force renders all. A bad entry is reported by name and the rest still render; \
      the exit code is then 2 (bad input) or 1 (render or I/O failure).
      """)

  @Argument(help: "The manifest.")
  var manifest: String

  @Option(name: .shortAndLong, help: "The output folder (created if missing).")
  var output: String

  @Option(name: .short, help: "Worker threads (default: the number of cores).")
  var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

  @Option(help: "Render only shard I of N (0-based), e.g. 2/4 — for job arrays.")
  var shard: String?

  @Flag(help: "Render every entry, even when its output is up to date.")
  var force = false

  @Flag(name: .shortAndLong, help: "Print only failures and the summary.")
  var quiet = false

  @Option(help: "PNG compression: fast | balanced | small.")
  var pngCompression: String = PNGCompression.fast.rawValue

  func validate() throws {
    guard (1...256).contains(jobs) else { throw ValidationError("-j must be 1…256") }
    if let shard, ShardSpec(shard) == nil { throw ValidationError("--shard must be I/N with 0 ≤ I < N, e.g. 0/4") }
    guard PNGCompression(rawValue: pngCompression) != nil else { throw ValidationError("--png-compression must be fast, balanced or small") }
  }

  func run() throws {
    let manifest = try BatchManifest.load(path: self.manifest)
    var entries = manifest.entries
    if let shard, let spec = ShardSpec(shard) { entries = manifest.shard(spec.index, of: spec.count) }
    let folder = URL(fileURLWithPath: output)
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw CalendsError.renderFailure("cannot create \(output): \(error.localizedDescription)")
    }
    let runner = BatchRunner(
      manifest: manifest, entries: entries,
      options: .init(outputDirectory: folder, jobs: jobs, force: force, pngCompression: PNGCompression(rawValue: pngCompression)!))
    let reporter = ProgressReporter(total: entries.count, quiet: quiet)
    let summary = runner.run { done, total, entry, outcome in reporter.update(done: done, entry: entry, outcome: outcome) }
    reporter.finish()
    for failure in summary.failures {
      FileHandle.standardError.write(Data("calends: \(failure.name): \(failure.error.description)\n".utf8))
    }
    let rate = summary.seconds > 0 ? Double(summary.rendered) / summary.seconds : 0
    print(
      "rendered \(summary.rendered), skipped \(summary.skipped) (up to date), failed \(summary.failures.count) of \(summary.total) in "
        + String(format: "%.2f s (%.0f images/s)", summary.seconds, rate))
    if !summary.failures.isEmpty {
      let anyRenderFailure = summary.failures.contains { if case .renderFailure = $0.error { return true } else { return false } }
      throw ExitCode(anyRenderFailure ? CLIExit.renderFailure : CLIExit.badInput)
    }
  }
}

struct ShardSpec {
  let index: Int
  let count: Int

  init?(_ text: String) {
    let parts = text.split(separator: "/")
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count > 0, (0..<count).contains(index) else {
      return nil
    }
    self.index = index
    self.count = count
  }
}

/// A live progress bar on a terminal (count, rate, time left); plain lines at every tenth
/// otherwise, so logs of unattended jobs stay short.
final class ProgressReporter: @unchecked Sendable {
  let total: Int
  let quiet: Bool
  let isTerminal = isatty(STDERR_FILENO) == 1
  let start = DispatchTime.now().uptimeNanoseconds
  private var lastDraw: UInt64 = 0
  private var lastDecile = 0

  init(total: Int, quiet: Bool) {
    self.total = total
    self.quiet = quiet
  }

  func update(done: Int, entry: BatchEntry, outcome: BatchRunner.Outcome) {
    guard !quiet else { return }
    let now = DispatchTime.now().uptimeNanoseconds
    let elapsed = Double(now - start) / 1e9
    let rate = elapsed > 0 ? Double(done) / elapsed : 0
    let left = rate > 0 ? Double(total - done) / rate : 0
    if isTerminal {
      guard now - lastDraw > 50_000_000 || done == total else { return }
      lastDraw = now
      let width = 30
      let filled = total > 0 ? width * done / total : width
      let bar = String(repeating: "█", count: filled) + String(repeating: "·", count: width - filled)
      let line = String(format: "\r%@ %d/%d  %.0f img/s  %.1f s left ", bar, done, total, rate, left)
      FileHandle.standardError.write(Data(line.utf8))
    } else {
      let decile = total > 0 ? done * 10 / total : 10
      guard decile > lastDecile || done == total else { return }
      lastDecile = decile
      FileHandle.standardError.write(Data(String(format: "%d/%d done (%.0f img/s, %.1f s left)\n", done, total, rate, left).utf8))
    }
  }

  func finish() {
    if isTerminal && !quiet { FileHandle.standardError.write(Data("\n".utf8)) }
  }
}
