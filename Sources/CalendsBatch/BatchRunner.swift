import Calends
import CalendsCairo
import CalendsModel
import CalendsValues
import Foundation

/// Renders a batch's entries on several threads, each with its own renderer (and so its
/// own Pango font map), skipping outputs whose inputs have not changed.
///
/// Every entry is rendered on its own, so the bytes of an output never depend on the
/// thread count or the shard it ran in.
public final class BatchRunner: @unchecked Sendable {
  public struct Options: Sendable {
    public var outputDirectory: URL
    public var jobs: Int
    public var force: Bool
    public var pngCompression: PNGCompression
    public var fonts: FontSetup
    /// Set in a worker process of a multi-process batch: its fingerprints go to their own
    /// file, which the parent merges, so workers never write the same file.
    public var workerIndex: Int?

    public init(
      outputDirectory: URL, jobs: Int, force: Bool = false, pngCompression: PNGCompression = .fast,
      fonts: FontSetup = .default, workerIndex: Int? = nil
    ) {
      self.outputDirectory = outputDirectory
      self.jobs = jobs
      self.force = force
      self.pngCompression = pngCompression
      self.fonts = fonts
      self.workerIndex = workerIndex
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
    public var seconds = 0.0

    public init() {}

    public var total: Int { rendered + skipped + failures.count }
  }

  let manifest: BatchManifest
  let entries: [BatchEntry]
  let options: Options
  private let lock = NSLock()
  private var next = 0
  /// Where entry indices come from when not simply in order; see `run(claimingFrom:progress:)`.
  private var source: (@Sendable () -> Int?)?
  private var done = 0
  private var outcomes: [Outcome?]
  private var state: BatchState

  public init(manifest: BatchManifest, entries: [BatchEntry], options: Options) {
    self.manifest = manifest
    self.entries = entries
    self.options = options
    outcomes = Array(repeating: nil, count: entries.count)
    state = BatchState(folder: options.outputDirectory, worker: options.workerIndex)
  }

  /// Runs the batch; `progress` is called (on a worker thread, serialised) after each entry.
  public func run(
    progress:
      @escaping @Sendable (_ done: Int, _ total: Int, _ entry: BatchEntry, _ outcome: Outcome) ->
      Void
  ) -> Summary {
    run(claimingFrom: nil, progress: progress)
  }

  /// Runs only the entries whose indices `source` hands out, until it returns nil: how a
  /// worker process takes work from its parent one entry at a time, so that workers which
  /// start late or draw slower entries still finish together. The summary covers those
  /// entries only.
  public func run(
    claimingFrom source: (@Sendable () -> Int?)?,
    progress:
      @escaping @Sendable (_ done: Int, _ total: Int, _ entry: BatchEntry, _ outcome: Outcome) ->
      Void
  ) -> Summary {
    self.source = source
    let start = DispatchTime.now().uptimeNanoseconds
    // Hashed once here, not per entry: the listing of ~300 font files is ~24 KB of text.
    var fontsFingerprint = BatchFingerprint()
    fontsFingerprint.add(BatchFingerprint.fonts(options.fonts))
    let fonts = fontsFingerprint.value
    let workers = max(1, min(options.jobs, entries.count))
    let group = DispatchGroup()
    for _ in 0..<workers {
      group.enter()
      let thread = Thread { [self] in
        defer { group.leave() }
        let renderer: CalendarRenderer
        do {
          renderer = try CalendarRenderer(fonts: options.fonts)
        } catch let error as CalendsError {
          while let index = claim() { finish(index, .failed(error), progress) }
          return
        } catch {
          return
        }
        let themes = ThemeCache()
        while let index = claim() {
          let outcome = render(entries[index], with: renderer, themes: themes, fonts: fonts)
          finish(index, outcome, progress)
        }
      }
      thread.stackSize = 8 << 20
      thread.start()
    }
    group.wait()
    state.save()
    var summary = Summary()
    for (entry, outcome) in zip(entries, outcomes) {
      switch outcome {
      case .rendered?: summary.rendered += 1
      case .skipped?: summary.skipped += 1
      case .failed(let error)?: summary.failures.append((entry.name, error))
      case nil where source == nil:
        summary.failures.append((entry.name, .renderFailure("not rendered")))
      case nil: break
      }
    }
    summary.seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    return summary
  }

  private func claim() -> Int? {
    lock.lock()
    defer { lock.unlock() }
    if let source {
      guard let index = source() else { return nil }
      return entries.indices.contains(index) ? index : nil
    }
    guard next < entries.count else { return nil }
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

  private func render(
    _ entry: BatchEntry, with renderer: CalendarRenderer, themes: ThemeCache, fonts: String
  ) -> Outcome {
    do {
      let spec = try readSpec(entry)
      let loader = ThemeLoader(baseDirectory: manifest.baseDirectory, cache: themes)
      // Loaded once per worker and stylesheet; the same bounded read that rendering uses.
      let theme = try loader.load(
        spec.canvas.theme, sizeClass: spec.canvas.resolvedDevice.sizeClass)
      var fingerprint = BatchFingerprint()
      fingerprint.add(SpecValue.object(entry.fields).canonicalText)
      fingerprint.add(
        "\(entry.format.rawValue) \(options.pngCompression.rawValue) \(CalendsVersion.string)")
      fingerprint.add(fonts)
      fingerprint.add(theme.source)
      if !options.force, isUpToDate(entry.name, fingerprint.value) { return .skipped }
      let prepared = try renderer.prepare(spec, themeLoader: loader)
      let bytes = try renderer.render(
        prepared, format: entry.format, pngCompression: options.pngCompression
      ).bytes
      let output = options.outputDirectory.appendingPathComponent(entry.name)
      try FileManager.default.createDirectory(
        at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
      try AtomicFile.write(bytes, to: output.path)
      remember(entry.name, fingerprint.value)
      return .rendered
    } catch let error as CalendsError {
      return .failed(error)
    } catch {
      return .failed(.renderFailure("\(error)"))
    }
  }

  private func readSpec(_ entry: BatchEntry) throws(CalendsError) -> CalendarSpec {
    do {
      return try SpecReader(source: "").read(.object(entry.fields))
    } catch {
      throw .badInput(error.description)
    }
  }

  private func isUpToDate(_ name: String, _ fingerprint: String) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    return state.isUpToDate(name, fingerprint: fingerprint)
  }

  private func remember(_ name: String, _ value: String) {
    lock.lock()
    defer { lock.unlock() }
    state.record(name, value)
  }
}
