public import Calends
public import CalendsValues
public import Foundation
import CalendsModel

/// Renders a batch's entries on threads of this process, each with its own `EntryRenderer`.
///
/// Every entry is rendered on its own, so the bytes of an output never depend on the
/// thread count, the shard it ran in, or whether it ran in a worker process.
public final class BatchRunner: @unchecked Sendable {
  public struct Options: Sendable {
    public var outputDirectory: URL
    public var jobs: Int
    public var force: Bool
    public var pngCompression: PNGCompression
    public var fonts: FontSetup
    /// The date entries without `today` are drawn for; nil for the clock's, read once.
    public var today: Day?

    public init(
      outputDirectory: URL, jobs: Int, force: Bool = false, pngCompression: PNGCompression = .fast,
      fonts: FontSetup = .default, today: Day? = nil
    ) {
      self.outputDirectory = outputDirectory
      self.jobs = jobs
      self.force = force
      self.pngCompression = pngCompression
      self.fonts = fonts
      self.today = today
    }
  }

  public enum Outcome: Sendable, Equatable {
    case rendered
    case skipped
    case failed(CalendsError)
  }

  public struct Summary: Sendable {
    public var rendered = 0
    public var skipped = 0
    /// Each failed entry's name and reason, in name order.
    public var failures: [(name: String, error: CalendsError)] = []
    /// Entries never begun because the batch was stopped.
    public var notStarted = 0
    /// The signal that stopped the batch early, if one did.
    public var stoppedBy: Int32?
    public var seconds = 0.0
    /// The entries' warnings, each once (entries drawing one calendar share its warnings),
    /// in the order first met.
    public var warnings: [Diagnostic] = []
    /// The warnings already in `warnings`, to leave out a repeat at once.
    private var seenWarnings: Set<Diagnostic> = []

    public init() {}

    /// Adds `more`, leaving out those already there.
    mutating func addWarnings(_ more: [Diagnostic]) {
      for warning in more where seenWarnings.insert(warning).inserted { warnings.append(warning) }
    }

    public var total: Int { rendered + skipped + failures.count + notStarted }
  }

  let entries: [BatchEntry]
  let context: BatchContext
  let jobs: Int
  private let lock = NSLock()
  private var next = 0
  private var done = 0
  private var outcomes: [Outcome?]
  private var warnings: [Diagnostic] = []

  public convenience init(manifest: BatchManifest, entries: [BatchEntry], options: Options) {
    self.init(
      entries: entries,
      context: BatchContext(
        outputFolder: options.outputDirectory, baseDirectory: manifest.baseDirectory,
        today: options.today ?? CalendarRenderer.clockToday(), force: options.force,
        pngCompression: options.pngCompression, fonts: options.fonts),
      jobs: options.jobs)
  }

  public init(entries: [BatchEntry], context: BatchContext, jobs: Int) {
    self.entries = entries
    self.context = context
    self.jobs = jobs
    outcomes = Array(repeating: nil, count: entries.count)
  }

  /// Runs the batch; `progress` is called (on a worker thread, serialised) after each
  /// entry. Once `stop` is triggered no entry is begun, and those being drawn finish.
  public func run(
    stop: StopSignal = StopSignal(),
    progress:
      @escaping @Sendable (_ done: Int, _ total: Int, _ entry: BatchEntry, _ outcome: Outcome) ->
      Void
  ) -> Summary {
    let start = DispatchTime.now().uptimeNanoseconds
    var summary = Summary()
    do throws(CalendsError) {
      try context.records.prepare()
    } catch {
      summary.failures = entries.map { ($0.name, error) }
      return summary
    }
    let shared = context.sharedFingerprint()
    let group = DispatchGroup()
    for _ in 0..<max(1, min(jobs, entries.count)) {
      group.enter()
      let thread = Thread { [self] in
        defer { group.leave() }
        let renderer: EntryRenderer
        do throws(CalendsError) {
          renderer = try EntryRenderer(context, sharedFingerprint: shared)
        } catch {
          while let index = claim(stop) { finish(index, .failed(error), progress) }
          return
        }
        while let index = claim(stop) {
          let outcome = renderer.render(entries[index])
          let found = renderer.takeWarnings()
          lock.withLock { warnings += found }
          finish(index, outcome, progress)
        }
      }
      thread.stackSize = 8 << 20
      thread.start()
    }
    group.wait()
    for (entry, outcome) in zip(entries, outcomes) {
      switch outcome {
      case .rendered?: summary.rendered += 1
      case .skipped?: summary.skipped += 1
      case .failed(let error)?: summary.failures.append((entry.name, error))
      case nil: summary.notStarted += 1
      }
    }
    summary.addWarnings(warnings)
    summary.stoppedBy = stop.signal
    summary.seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    return summary
  }

  private func claim(_ stop: StopSignal) -> Int? {
    lock.lock()
    defer { lock.unlock() }
    guard !stop.isStopped, next < entries.count else { return nil }
    next += 1
    return next - 1
  }

  private func finish(
    _ index: Int, _ outcome: Outcome, _ progress: (Int, Int, BatchEntry, Outcome) -> Void
  ) {
    lock.lock()
    defer { lock.unlock() }
    outcomes[index] = outcome
    done += 1
    progress(done, entries.count, entries[index], outcome)
  }
}
