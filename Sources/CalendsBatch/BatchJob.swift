import Calends
import CalendsCairo
import Foundation

/// One `calends batch` run: reads the manifest, picks the shard, and renders it on threads
/// or worker processes; or, in a worker process, renders what its parent hands it.
public struct BatchJob: Sendable {
  public struct Configuration: Sendable {
    public var manifestPath: String
    /// The output folder, created if missing.
    public var outputPath: String
    public var jobs: Int
    public var parallelism: Parallelism
    /// A part of the manifest, for job arrays that split one manifest across machines.
    public var shard: ShardSpec?
    /// Ignores the recorded fingerprints, for when an input they do not cover has changed.
    public var force: Bool
    public var pngCompression: PNGCompression

    public init(
      manifestPath: String, outputPath: String, jobs: Int, parallelism: Parallelism = .threads,
      shard: ShardSpec? = nil, force: Bool = false, pngCompression: PNGCompression = .fast
    ) {
      self.manifestPath = manifestPath
      self.outputPath = outputPath
      self.jobs = jobs
      self.parallelism = parallelism
      self.shard = shard
      self.force = force
      self.pngCompression = pngCompression
    }
  }

  /// Processes were chosen when Cairo and Pango serialised text drawing across threads
  /// (threads scaled ~1.1× on two cores); since text is shaped once per string both scale
  /// ~1.85–1.95×, and processes remain the default of the command because a worker that
  /// crashes or is killed costs only its own entries.
  public enum Parallelism: Sendable {
    /// Threads of this process, each with its own renderer.
    case threads
    /// Worker processes, started with this command, that take entries as they finish.
    case processes(WorkerCommand)
  }

  public let configuration: Configuration

  public init(_ configuration: Configuration) {
    self.configuration = configuration
  }

  /// Renders the batch, reporting to `progress` (started here and finished before this
  /// returns). Throws for a manifest that cannot be read or a folder that cannot be made,
  /// or worker processes that cannot be started; a failing entry is in the summary instead.
  public func run(progress: ProgressReporter) throws(CalendsError) -> BatchRunner.Summary {
    let (manifest, entries, folder) = try open()
    progress.start(total: entries.count)
    let summary: BatchRunner.Summary
    if case .processes(let command) = configuration.parallelism, configuration.jobs > 1,
      entries.count >= 2
    {
      summary = try runProcesses(command, total: entries.count, folder: folder, progress: progress)
    } else {
      summary = runner(manifest, entries, folder, workerIndex: nil).run { done, _, _, _ in
        progress.update(done: done)
      }
    }
    progress.finish()
    return summary
  }

  /// The worker process's side: renders, on one thread, the entries whose indices arrive on
  /// standard input, and reports each on standard output (see `BatchWorker`). `worker` is
  /// this worker's place among its parent's workers; its fingerprints go to a file of its
  /// own, which the parent merges.
  public func runWorker(_ worker: ShardSpec) throws(CalendsError) {
    let (manifest, entries, folder) = try open()
    let channel = WorkerChannel()
    defer { channel.flush() }
    _ = runner(manifest, entries, folder, workerIndex: worker.index).run(
      claimingFrom: { channel.next() }
    ) { _, _, entry, outcome in
      channel.report(WorkerReport(name: entry.name, outcome: outcome))
    }
  }

  /// The manifest, the entries of this shard, and the output folder, made if missing.
  private func open() throws(CalendsError) -> (BatchManifest, [BatchEntry], URL) {
    let manifest = try BatchManifest.load(path: configuration.manifestPath)
    var entries = manifest.entries
    if let shard = configuration.shard {
      entries = manifest.shard(shard.index, of: shard.count)
    }
    let folder = URL(fileURLWithPath: configuration.outputPath)
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw .renderFailure(
        "cannot create \(configuration.outputPath): \(error.localizedDescription)")
    }
    return (manifest, entries, folder)
  }

  private func runner(
    _ manifest: BatchManifest, _ entries: [BatchEntry], _ folder: URL, workerIndex: Int?
  ) -> BatchRunner {
    // A worker process runs one thread: its parent already runs one worker per job.
    BatchRunner(
      manifest: manifest, entries: entries,
      options: .init(
        outputDirectory: folder, jobs: workerIndex == nil ? configuration.jobs : 1,
        force: configuration.force, pngCompression: configuration.pngCompression,
        workerIndex: workerIndex))
  }

  private func runProcesses(
    _ command: WorkerCommand, total: Int, folder: URL, progress: ProgressReporter
  ) throws(CalendsError) -> BatchRunner.Summary {
    let start = DispatchTime.now().uptimeNanoseconds
    let workers = try ProcessWorker.launch(command, count: min(configuration.jobs, total))
    var summary = WorkerPool(workers: workers).run(total: total) { done, _ in
      progress.update(done: done)
    }
    BatchState.mergeWorkers(in: folder, count: workers.count)
    summary.seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    return summary
  }
}
