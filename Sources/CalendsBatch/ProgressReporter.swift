public import Calends
public import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A live progress bar on a terminal (count, rate, time left, failures so far); plain lines
/// at every tenth otherwise, so logs of unattended jobs stay short. Failures are printed as
/// they happen, not only at the end: in a batch of hours the first bad entry should not
/// wait for the last.
///
/// Where the text goes, what time it is and how wide the terminal is are injected, so what
/// it prints can be checked without a terminal or a clock.
public final class ProgressReporter: @unchecked Sendable {
  let quiet: Bool
  let isTerminal: Bool
  private let clock: @Sendable () -> UInt64
  private let write: @Sendable (String) -> Void
  private let columns: @Sendable () -> Int
  private let failure: (@Sendable (String, CalendsError) -> Void)?
  private var total = 0
  private var failed = 0
  private var start: UInt64 = 0
  private var lastDraw: UInt64?
  private var lastDecile = 0
  private var barShown = false

  /// `clock` gives nanoseconds; `write` receives the text as it is to appear; `columns`
  /// is the terminal's width; `failure`, when given, reports a failed entry instead of
  /// `write` (the CLI's `--error-format json` does).
  public init(
    quiet: Bool, isTerminal: Bool = isatty(STDERR_FILENO) == 1,
    clock: @escaping @Sendable () -> UInt64 = { DispatchTime.now().uptimeNanoseconds },
    columns: @escaping @Sendable () -> Int = ProgressReporter.terminalColumns,
    write: @escaping @Sendable (String) -> Void = {
      // Batch ignores SIGPIPE for its workers' sake: a closed standard error is then EPIPE,
      // which `write(_:)` traps on; progress nobody reads is not worth a crash.
      try? FileHandle.standardError.write(contentsOf: Data($0.utf8))
    },
    failure: (@Sendable (String, CalendsError) -> Void)? = nil
  ) {
    self.failure = failure
    self.quiet = quiet
    self.isTerminal = isTerminal
    self.clock = clock
    self.columns = columns
    self.write = write
  }

  /// The batch of `total` entries begins: rates count from here, not from reading the
  /// manifest.
  public func start(total: Int) {
    self.total = total
    start = clock()
    lastDraw = nil
    lastDecile = 0
    failed = 0
  }

  /// `done` entries of the batch are finished, the last being `entry` with `outcome`.
  /// Callers serialise their calls.
  public func update(done: Int, entry: String = "", outcome: BatchRunner.Outcome = .rendered) {
    if case .failed(let error) = outcome {
      failed += 1
      if let failure {
        failure(OutputPath.escaped(entry), error)
        return
      }
      // The bar's line is cleared first, so the failure does not end up glued to it.
      let clear = barShown ? "\r\u{1B}[K" : ""
      barShown = false
      // One line per problem, each naming the entry, as `Reporter.error(_:_:)` writes them.
      let name = OutputPath.escaped(entry)
      write(clear + error.diagnostics.map { "calends: \(name): \($0)\n" }.joined())
      lastDraw = nil
    }
    guard !quiet else { return }
    let now = clock()
    let elapsed = Double(now - start) / 1e9
    let rate = elapsed > 0 ? Double(done) / elapsed : 0
    let left = rate > 0 ? Double(total - done) / rate : 0
    let failures = failed > 0 ? "  \(failed) failed" : ""
    if isTerminal {
      if let lastDraw, now - lastDraw <= 50_000_000, done != total { return }
      lastDraw = now
      let text =
        String(format: " %d/%d  %.0f img/s  %.1f s left", done, total, rate, left) + failures
      // Cleared to the end of the line: a shorter text must not leave the last one's tail.
      write("\r" + Self.fitted(bar: done, of: total, text: text, columns: columns()) + "\u{1B}[K")
      barShown = true
    } else {
      let decile = total > 0 ? done * 10 / total : 10
      guard decile > lastDecile || done == total else { return }
      lastDecile = decile
      write(
        String(format: "%d/%d done (%.0f img/s, %.1f s left)", done, total, rate, left) + failures
          + "\n")
    }
  }

  /// Ends the bar's line, so what is printed next starts on a line of its own.
  public func finish() {
    if isTerminal && !quiet && barShown { write("\n") }
    barShown = false
  }

  /// The bar and `text` in fewer than `columns` characters, so the line never wraps (a
  /// wrapped line cannot be redrawn in place): the bar shrinks first, then goes, then the
  /// text is cut.
  static func fitted(bar done: Int, of total: Int, text: String, columns: Int) -> String {
    let room = max(1, columns - 1)
    let width = min(30, room - text.count)
    guard width >= 5 else { return String((text.drop { $0 == " " }).prefix(room)) }
    let filled = total > 0 ? width * done / total : width
    return String(repeating: "█", count: filled) + String(repeating: "·", count: width - filled)
      + text
  }

  /// The width of the terminal on standard error: `COLUMNS` if set, else the system's
  /// word, else 80.
  @Sendable public static func terminalColumns() -> Int {
    if let text = ProcessInfo.processInfo.environment["COLUMNS"], let value = Int(text), value > 0 {
      return value
    }
    var size = winsize()
    if ioctl(STDERR_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
      return Int(size.ws_col)
    }
    return 80
  }
}
