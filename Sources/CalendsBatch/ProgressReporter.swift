import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A live progress bar on a terminal (count, rate, time left); plain lines at every tenth
/// otherwise, so logs of unattended jobs stay short.
///
/// Where the text goes and what time it is are injected, so what it prints can be checked
/// without a terminal or a clock.
public final class ProgressReporter: @unchecked Sendable {
  let quiet: Bool
  let isTerminal: Bool
  private let clock: @Sendable () -> UInt64
  private let write: @Sendable (String) -> Void
  private var total = 0
  private var start: UInt64 = 0
  private var lastDraw: UInt64?
  private var lastDecile = 0

  /// `clock` gives nanoseconds; `write` receives the text as it is to appear.
  public init(
    quiet: Bool, isTerminal: Bool = isatty(STDERR_FILENO) == 1,
    clock: @escaping @Sendable () -> UInt64 = { DispatchTime.now().uptimeNanoseconds },
    write: @escaping @Sendable (String) -> Void = {
      FileHandle.standardError.write(Data($0.utf8))
    }
  ) {
    self.quiet = quiet
    self.isTerminal = isTerminal
    self.clock = clock
    self.write = write
  }

  /// The batch of `total` entries begins: rates count from here, not from reading the
  /// manifest.
  public func start(total: Int) {
    self.total = total
    start = clock()
    lastDraw = nil
    lastDecile = 0
  }

  /// `done` entries of the batch are finished. Callers serialise their calls.
  public func update(done: Int) {
    guard !quiet else { return }
    let now = clock()
    let elapsed = Double(now - start) / 1e9
    let rate = elapsed > 0 ? Double(done) / elapsed : 0
    let left = rate > 0 ? Double(total - done) / rate : 0
    if isTerminal {
      if let lastDraw, now - lastDraw <= 50_000_000, done != total { return }
      lastDraw = now
      let width = 30
      let filled = total > 0 ? width * done / total : width
      let bar =
        String(repeating: "█", count: filled) + String(repeating: "·", count: width - filled)
      write(String(format: "\r%@ %d/%d  %.0f img/s  %.1f s left ", bar, done, total, rate, left))
    } else {
      let decile = total > 0 ? done * 10 / total : 10
      guard decile > lastDecile || done == total else { return }
      lastDecile = decile
      write(String(format: "%d/%d done (%.0f img/s, %.1f s left)\n", done, total, rate, left))
    }
  }

  /// Ends the bar's line, so what is printed next starts on a line of its own.
  public func finish() {
    if isTerminal && !quiet { write("\n") }
  }
}
