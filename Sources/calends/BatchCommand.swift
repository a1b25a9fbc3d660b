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

  @Option(name: .short, help: "Parallel workers (default: the number of cores).")
  var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

  @Flag(help: "Run the workers as threads of this process instead of worker processes.")
  var threads = false

  @Option(help: .hidden)
  var worker: String?

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
    if let shard, ShardSpec(shard) == nil {
      throw ValidationError("--shard must be I/N with 0 ≤ I < N, e.g. 0/4")
    }
    if let worker, ShardSpec(worker) == nil { throw ValidationError("--worker must be I/N") }
    guard PNGCompression(rawValue: pngCompression) != nil else {
      throw ValidationError("--png-compression must be fast, balanced or small")
    }
  }

  func run() throws {
    let manifest = try BatchManifest.load(path: self.manifest)
    var entries = manifest.entries
    if let shard, let spec = ShardSpec(shard) {
      entries = manifest.shard(spec.index, of: spec.count)
    }
    let folder = URL(fileURLWithPath: output)
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw CalendsError.renderFailure("cannot create \(output): \(error.localizedDescription)")
    }
    if let worker, let spec = ShardSpec(worker) {
      return runWorker(manifest, entries, spec, folder)
    }
    let reporter = ProgressReporter(total: entries.count, quiet: quiet)
    let summary: BatchRunner.Summary
    if threads || jobs == 1 || entries.count < 2 {
      let runner = BatchRunner(
        manifest: manifest, entries: entries,
        options: .init(
          outputDirectory: folder, jobs: jobs, force: force,
          pngCompression: PNGCompression(rawValue: pngCompression)!))
      summary = runner.run { done, _, entry, outcome in
        reporter.update(done: done, name: entry.name, outcome: outcome)
      }
    } else {
      summary = try runProcesses(total: entries.count, folder: folder, reporter: reporter)
    }
    reporter.finish()
    for failure in summary.failures {
      FileHandle.standardError.write(
        Data("calends: \(failure.name): \(failure.error.description)\n".utf8))
    }
    let rate = summary.seconds > 0 ? Double(summary.rendered) / summary.seconds : 0
    print(
      "rendered \(summary.rendered), skipped \(summary.skipped) (up to date), failed \(summary.failures.count) of \(summary.total) in "
        + String(format: "%.2f s (%.0f images/s)", summary.seconds, rate))
    if !summary.failures.isEmpty {
      let anyRenderFailure = summary.failures.contains {
        if case .renderFailure = $0.error { return true } else { return false }
      }
      throw ExitCode(anyRenderFailure ? CLIExit.renderFailure : CLIExit.badInput)
    }
  }
}

extension BatchCommand {
  /// The marker that starts a worker's report line on its standard output.
  static let workerLinePrefix = "\u{1}calends-worker\t"

  /// A worker process: renders the entries whose indices arrive on its standard input, on
  /// one thread, and reports each as a line (see `WorkDispatcher`).
  func runWorker(
    _ manifest: BatchManifest, _ entries: [BatchEntry], _ spec: ShardSpec, _ folder: URL
  ) {
    let runner = BatchRunner(
      manifest: manifest, entries: entries,
      options: .init(
        outputDirectory: folder, jobs: 1, force: force,
        pngCompression: PNGCompression(rawValue: pngCompression)!,
        workerIndex: spec.index))
    let channel = WorkerChannel()
    defer { channel.flush() }
    _ = runner.run(claimingFrom: { channel.next() }) { _, _, entry, outcome in
      let (kind, message): (String, String)
      switch outcome {
      case .rendered: (kind, message) = ("rendered", "")
      case .skipped: (kind, message) = ("skipped", "")
      case .failed(.badInput(let text)): (kind, message) = ("bad-input", text)
      case .failed(.renderFailure(let text)): (kind, message) = ("render-failure", text)
      }
      let line =
        BatchCommand.workerLinePrefix
        + [kind, entry.name, message.replacingOccurrences(of: "\n", with: " ")].joined(
          separator: "\t") + "\n"
      channel.report(line)
    }
  }

  /// Runs `jobs` worker processes of this program, handing out entries as workers finish
  /// them (`WorkDispatcher`), and gathers their reports. Processes were chosen when Cairo and Pango serialised text
  /// drawing across threads (threads scaled ~1.1× on two cores); since text is shaped once
  /// per string both scale ~1.85–1.95×, and processes remain the default because a worker
  /// that crashes or is killed costs only its own entries.
  func runProcesses(total: Int, folder: URL, reporter: ProgressReporter) throws
    -> BatchRunner.Summary
  {
    let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    let start = DispatchTime.now().uptimeNanoseconds
    let lock = NSLock()
    nonisolated(unsafe) var summary = BatchRunner.Summary()
    nonisolated(unsafe) var done = 0
    let workers = min(jobs, total)
    let group = DispatchGroup()
    let dispatcher = WorkDispatcher(total: total)
    var processes: [ChildProcess] = []
    for index in 0..<workers {
      var arguments = [
        "batch", manifest, "-o", output, "--worker", "\(index)/\(workers)", "--png-compression",
        pngCompression, "--quiet",
      ]
      if let shard { arguments += ["--shard", shard] }
      if force { arguments.append("--force") }
      let process = try ChildProcess(executable: executable.path, arguments: arguments)
      processes.append(process)
      dispatcher.add(process)
      group.enter()
      let handle = process.output
      let reader = Thread {
        defer { group.leave() }
        var buffer = Data()
        while true {
          let chunk = handle.availableData
          if chunk.isEmpty { break }
          buffer.append(chunk)
          var completed = 0
          while let newline = buffer.firstIndex(of: 0x0A) {
            let line = String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self)
            buffer.removeSubrange(buffer.startIndex...newline)
            guard line.hasPrefix(BatchCommand.workerLinePrefix) else { continue }
            let parts = line.dropFirst(BatchCommand.workerLinePrefix.count).split(
              separator: "\t", maxSplits: 2, omittingEmptySubsequences: false
            ).map(String.init)
            guard parts.count == 3 else { continue }
            let outcome: BatchRunner.Outcome
            switch parts[0] {
            case "rendered": outcome = .rendered
            case "skipped": outcome = .skipped
            case "bad-input": outcome = .failed(.badInput(parts[2]))
            default: outcome = .failed(.renderFailure(parts[2]))
            }
            lock.lock()
            done += 1
            switch outcome {
            case .rendered: summary.rendered += 1
            case .skipped: summary.skipped += 1
            case .failed(let error): summary.failures.append((parts[1], error))
            }
            reporter.update(done: done, name: parts[1], outcome: outcome)
            lock.unlock()
            completed += 1
          }
          if completed > 0 { dispatcher.completed(completed, by: process) }
        }
      }
      reader.start()
    }
    dispatcher.start()
    group.wait()
    let succeeded = processes.map { $0.wait() }
    BatchRunner.mergeWorkerStates(in: folder, workers: workers)
    if done < total {
      // A worker died (killed, out of memory): say so rather than report success.
      for (index, process) in processes.enumerated() where !succeeded[index] {
        summary.failures.append(
          (
            "worker \(index)",
            CalendsError.renderFailure(
              "worker process \(index) ended early (\(process.endDescription))")
          ))
      }
    }
    summary.failures.sort { $0.name < $1.name }
    summary.seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    return summary
  }
}

struct ShardSpec {
  let index: Int
  let count: Int

  init?(_ text: String) {
    let parts = text.split(separator: "/")
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count > 0,
      (0..<count).contains(index)
    else {
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

  func update(done: Int, name: String, outcome: BatchRunner.Outcome) {
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
      let bar =
        String(repeating: "█", count: filled) + String(repeating: "·", count: width - filled)
      let line = String(
        format: "\r%@ %d/%d  %.0f img/s  %.1f s left ", bar, done, total, rate, left)
      FileHandle.standardError.write(Data(line.utf8))
    } else {
      let decile = total > 0 ? done * 10 / total : 10
      guard decile > lastDecile || done == total else { return }
      lastDecile = decile
      FileHandle.standardError.write(
        Data(String(format: "%d/%d done (%.0f img/s, %.1f s left)\n", done, total, rate, left).utf8)
      )
    }
  }

  func finish() {
    if isTerminal && !quiet { FileHandle.standardError.write(Data("\n".utf8)) }
  }
}
