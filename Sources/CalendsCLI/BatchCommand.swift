import ArgumentParser
import Calends
import CalendsBatch
import CalendsValues
import Foundation

struct BatchCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "batch",
    abstract: "Render every entry of a manifest (YAML or JSON) into a folder, in parallel.",
    discussion: """
      An output is skipped only when its record shows that the file on disk is exactly what \
      the current inputs (spec, today, stylesheet bytes, fonts, program) produce; --force \
      renders all. A bad entry is reported by name as it happens and the rest still render; \
      the exit code is then 2 (bad input) or 1 (render or I/O failure). Ctrl-C or SIGTERM \
      stops after the images being drawn, prints what was done, and exits 130 or 143; \
      running the same command again does the rest. The manifest may be - (standard input).
      """)

  @OptionGroup var global: GlobalOptions

  @Argument(
    help: "The manifest; - reads it from standard input.",
    completion: .file(extensions: ["yaml", "yml", "json"]))
  var manifest: String

  @Option(
    name: .shortAndLong, help: "The output folder (created if missing).", completion: .directory)
  var output: String

  @Option(name: .short, help: "Parallel workers (default: the number of cores).")
  var jobs: Int?

  /// `-j`, or the number of cores: given as help text, not as a default value, so the help
  /// does not also print the build machine's count.
  var workers: Int { jobs ?? ProcessInfo.processInfo.activeProcessorCount }

  @Flag(help: "Run the workers as threads of this process instead of worker processes.")
  var threads = false

  @Option(help: "Render only shard I of N (0-based), e.g. 2/4 — for job arrays.")
  var shard: String?

  @Flag(help: "Render every entry, even when its output is up to date.")
  var force = false

  @Flag(
    help:
      "Write NAME.report.json beside each output that does not show everything (the render report of calends render --report).")
  var reports = false

  @Flag(name: .shortAndLong, help: "Print only failures and the summary.")
  var quiet = false

  @Option(
    help: "PNG compression: fast | balanced | small.", completion: Completions.pngCompressions)
  var pngCompression: String = PNGCompression.fast.rawValue

  @Option(
    help: ArgumentHelp(
      "The date entries without `today` are drawn for (default: the clock's UTC date, read once).",
      valueName: "YYYY-MM-DD"))
  var today: String?

  func validate() throws {
    guard (1...256).contains(workers) else { throw ValidationError("-j must be 1…256") }
    if let shard, ShardSpec(shard) == nil {
      throw ValidationError("--shard must be I/N with 0 ≤ I < N, e.g. 0/4")
    }
    guard PNGCompression(rawValue: pngCompression) != nil else {
      throw ValidationError("--png-compression must be fast, balanced or small")
    }
    if let today, (try? Day(today)) == nil {
      throw ValidationError("--today: '\(today)' is not a valid date; expected YYYY-MM-DD")
    }
  }

  func run() throws {
    let stop = StopSignal.watchingTerminationSignals()
    var configuration = BatchJob.Configuration(
      manifestPath: manifest, outputPath: output, jobs: workers,
      parallelism: threads ? .threads : .processes(BatchWorkerCommand.command),
      shard: shard.flatMap(ShardSpec.init), force: force,
      pngCompression: PNGCompression(rawValue: pngCompression)!,
      today: today.flatMap { try? Day($0) })
    configuration.reports = reports
    let job = BatchJob(configuration)
    // JSON diagnostics keep standard error to JSON lines: no progress, failures as objects.
    let json = Reporter.format == .json
    let failure: (@Sendable (String, CalendsError) -> Void)? =
      json ? { @Sendable entry, error in Reporter.error(entry, error) } : nil
    let progress = ProgressReporter(quiet: quiet || json, failure: failure)
    let summary = try job.run(progress: progress, stop: stop)
    printWarnings(summary.warnings)
    let rate = summary.seconds > 0 ? Double(summary.rendered) / summary.seconds : 0
    let notStarted = summary.notStarted > 0 ? ", not started \(summary.notStarted)" : ""
    let counts =
      "rendered \(summary.rendered), skipped \(summary.skipped) (up to date), failed \(summary.failures.count)\(notStarted) of \(summary.total)"
    print(counts + " in " + String(format: "%.2f s (%.0f images/s)", summary.seconds, rate))
    if let signal = summary.stoppedBy {
      Reporter.error(
        .error(
          .stopped,
          "stopped by \(StopSignal.name(signal)): \(counts); every finished output is kept — run the same command again to do the rest"
        ))
      throw ExitCode(StopSignal.exitStatus(signal))
    }
    if !summary.failures.isEmpty {
      let anyRenderFailure = summary.failures.contains {
        if case .renderFailure = $0.error { return true } else { return false }
      }
      throw ExitCode(anyRenderFailure ? ExitStatus.renderFailure : ExitStatus.badInput)
    }
  }
}

/// The hidden worker mode of `calends batch`: draws the entries its parent writes to its
/// standard input and reports on standard output. It never reads the manifest; everything
/// that decides an output's bytes and record comes from the parent, in these arguments.
struct BatchWorkerCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "batch-worker", abstract: "A worker process of `calends batch`.",
    shouldDisplay: false)

  @Option var output: String
  @Option var baseDirectory: String
  @Option var today: String
  @Option var pngCompression: String
  @Flag var force = false
  @Flag var reports = false

  func run() throws {
    guard let today = try? Day(today), let compression = PNGCompression(rawValue: pngCompression)
    else { throw ExitCode(ExitStatus.badInput) }
    var context = BatchContext(
      outputFolder: URL(fileURLWithPath: output),
      baseDirectory: URL(fileURLWithPath: baseDirectory), today: today, force: force,
      pngCompression: compression)
    context.reports = reports
    try BatchJob.runWorker(context)
  }

  /// This program again, in this mode, for the batch's context.
  @Sendable static func command(_ context: BatchContext) -> WorkerCommand {
    let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    var arguments = [
      "batch-worker", "--output", context.outputFolder.path, "--base-directory",
      context.baseDirectory.path, "--today", context.today.description, "--png-compression",
      context.pngCompression.rawValue,
    ]
    if context.force { arguments.append("--force") }
    if context.reports { arguments.append("--reports") }
    return WorkerCommand(executable: executable.path) { [arguments] _ in arguments }
  }
}
