import ArgumentParser
import Calends
import CalendsBatch
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
    let job = BatchJob(
      .init(
        manifestPath: manifest, outputPath: output, jobs: jobs,
        parallelism: threads ? .threads : .processes(workerCommand),
        shard: shard.flatMap(ShardSpec.init), force: force,
        pngCompression: PNGCompression(rawValue: pngCompression)!))
    if let worker = worker.flatMap(ShardSpec.init) {
      return try job.runWorker(worker)
    }
    let summary = try job.run(progress: ProgressReporter(quiet: quiet))
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

  /// This program again, in its hidden worker mode, with the options that decide what an
  /// output's bytes and fingerprint are.
  var workerCommand: WorkerCommand {
    let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    return WorkerCommand(executable: executable.path) {
      [manifest, output, pngCompression, shard, force] worker in
      var arguments = [
        "batch", manifest, "-o", output, "--worker", worker.description, "--png-compression",
        pngCompression, "--quiet",
      ]
      if let shard { arguments += ["--shard", shard] }
      if force { arguments.append("--force") }
      return arguments
    }
  }
}
