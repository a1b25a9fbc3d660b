public import Calends
public import CalendsValues
import Foundation

/// One `calends batch` run: reads the manifest (once, in this process), picks the shard, and
/// renders it on threads or worker processes.
public struct BatchJob: Sendable {
  public struct Configuration: Sendable {
    /// The manifest's path; `-` reads it from standard input.
    public var manifestPath: String
    /// A manifest made in memory (the gallery's), used instead of reading `manifestPath`.
    public var manifest: BatchManifest?
    /// The output folder, created if missing.
    public var outputPath: String
    public var jobs: Int
    public var parallelism: Parallelism
    /// A part of the manifest, for job arrays that split one manifest across machines.
    public var shard: ShardSpec?
    /// Ignores the records, for when an input they do not cover has changed.
    public var force: Bool
    public var pngCompression: PNGCompression
    /// The date entries without `today` are drawn for; nil for the clock's UTC date, read
    /// once when the batch starts.
    public var today: Day?
    /// `BatchContext.reports`: each output's render report beside it.
    public var reports = false

    public init(
      manifestPath: String, outputPath: String, jobs: Int, parallelism: Parallelism = .threads,
      shard: ShardSpec? = nil, force: Bool = false, pngCompression: PNGCompression = .fast,
      today: Day? = nil
    ) {
      self.manifestPath = manifestPath
      self.manifest = nil
      self.outputPath = outputPath
      self.jobs = jobs
      self.parallelism = parallelism
      self.shard = shard
      self.force = force
      self.pngCompression = pngCompression
      self.today = today
    }

    /// A batch of a manifest made in memory; `manifestPath` only names it in messages.
    public init(
      manifest: BatchManifest, named name: String, outputPath: String, jobs: Int,
      parallelism: Parallelism = .threads, pngCompression: PNGCompression = .fast
    ) {
      self.init(
        manifestPath: name, outputPath: outputPath, jobs: jobs, parallelism: parallelism,
        pngCompression: pngCompression)
      self.manifest = manifest
    }
  }

  /// Processes were chosen when Cairo and Pango serialised text drawing across threads
  /// (threads scaled ~1.1× on two cores); since text is shaped once per string both scale
  /// ~1.85–1.95×, and processes remain the default of the command because a worker that
  /// crashes or is killed costs only its own entries.
  public enum Parallelism: Sendable {
    /// Threads of this process, each with its own renderer.
    case threads
    /// Worker processes, started with this command given the batch's context, that take
    /// entries from this process as they finish.
    case processes(@Sendable (BatchContext) -> WorkerCommand)
  }

  public let configuration: Configuration

  public init(_ configuration: Configuration) {
    self.configuration = configuration
  }

  /// Renders the batch, reporting to `progress` (started here and finished before this
  /// returns); `stop` ends it early, keeping everything finished. Throws for a manifest
  /// that cannot be read, a folder that cannot be made, or worker processes that cannot be
  /// started; a failing entry is in the summary instead.
  public func run(progress: ProgressReporter, stop: StopSignal = StopSignal())
    throws(CalendsError) -> BatchRunner.Summary
  {
    var (entries, context) = try open()
    progress.start(total: entries.count)
    let summary: BatchRunner.Summary
    if case .processes(let command) = configuration.parallelism, configuration.jobs > 1,
      entries.count >= 2
    {
      summary = try runProcesses(command(context), entries, context, progress, stop)
    } else {
      if configuration.jobs > 1 { entries = ordered(entries, records: context.records, shares: 1) }
      summary = BatchRunner(entries: entries, context: context, jobs: configuration.jobs).run(
        stop: stop
      ) { done, _, entry, outcome in
        progress.update(done: done, entry: entry.name, outcome: outcome)
      }
    }
    progress.finish()
    return summary
  }

  /// `entries` in `EntryOrder`'s order for `shares` workers' shares, by the drawing times
  /// their records hold (a document drawn as one image per page by its first page's, which
  /// records the whole entry's time).
  private func ordered(_ entries: [BatchEntry], records: OutputRecords, shares: Int)
    -> [BatchEntry]
  {
    guard entries.count <= EntryOrder.mostEntries else { return entries }
    func time(of name: String) -> Int? { records.microseconds(of: name) }
    let costs = entries.map { entry in
      time(of: entry.name)
        ?? (entry.format == .pdf
          ? nil
          : ["01", "001", "0001", "cover"].lazy.compactMap {
            time(of: PageFileName.path(entry.name, page: $0))
          }
          .first)
    }
    return EntryOrder.order(costs: costs, shares: shares).map { entries[$0] }
  }

  /// The worker process's side: renders, on one thread, the entries that arrive on
  /// standard input, and reports each on standard output (see `WorkerChannel`). It ends at
  /// the end of its input, or after the entry it is drawing once asked to stop (SIGINT,
  /// SIGTERM, or its parent's death); a parent that has gone is not an error.
  public static func runWorker(_ context: BatchContext) throws(CalendsError) {
    let stop = StopSignal.watchingTerminationSignals()
    let parent = ParentWatch()
    signal(SIGPIPE, SIG_IGN)
    let renderer = try EntryRenderer(context, sharedFingerprint: context.sharedFingerprint())
    let channel = WorkerChannel()
    defer { channel.flush() }
    while !stop.isStopped, !channel.parentGone, !parent.parentIsGone,
      let (_, entry) = channel.next()
    {
      let outcome = renderer.render(entry)
      channel.report(
        WorkerReport(name: entry.name, outcome: outcome, warnings: renderer.takeWarnings()))
    }
  }

  /// The entries of this shard and the batch's context; the output folder and its records
  /// folder are made if missing.
  private func open() throws(CalendsError) -> ([BatchEntry], BatchContext) {
    let manifest: BatchManifest
    if let given = configuration.manifest {
      manifest = given
    } else {
      manifest = try BatchManifest.load(path: configuration.manifestPath)
    }
    var entries = manifest.entries
    if let shard = configuration.shard {
      entries = manifest.shard(shard.index, of: shard.count)
    }
    let folder = URL(fileURLWithPath: configuration.outputPath)
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw .renderFailure(
        .error(
          .outputWrite,
          "cannot create \(configuration.outputPath): \(error.localizedDescription)",
          file: configuration.outputPath, form: .fileInMessage))
    }
    try manifest.checkOutputsAreNotInputs(in: folder)
    var context = BatchContext(
      outputFolder: folder, baseDirectory: manifest.baseDirectory,
      today: configuration.today ?? CalendarRenderer.clockToday(), force: configuration.force,
      pngCompression: configuration.pngCompression)
    context.reports = configuration.reports
    try context.records.prepare()
    // A batch killed with its workers leaves its temporary files (never a half-written
    // output): the folders this run writes into are swept of those whose writer is gone.
    var folders: Set<String> = [folder.path, context.records.folder.path]
    for entry in entries {
      folders.insert(folder.appendingPathComponent(entry.name).deletingLastPathComponent().path)
    }
    for path in folders { AtomicFile.removeStaleTemporaries(in: path) }
    return (entries, context)
  }

  private func runProcesses(
    _ command: WorkerCommand, _ entries: [BatchEntry], _ context: BatchContext,
    _ progress: ProgressReporter, _ stop: StopSignal
  ) throws(CalendsError) -> BatchRunner.Summary {
    let start = DispatchTime.now().uptimeNanoseconds
    let count = min(configuration.jobs, entries.count)
    var order = entries
    let workers = try ProcessWorker.launch(command, count: count) {
      order = ordered(entries, records: context.records, shares: count)
      return order
    }
    var summary = WorkerPool(workers: workers).run(
      names: order.map(\.name), stop: stop
    ) { done, report in
      progress.update(done: done, entry: report.name, outcome: report.outcome)
    }
    summary.seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    return summary
  }
}
