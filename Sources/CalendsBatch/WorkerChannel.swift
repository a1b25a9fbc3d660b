import Calends
import CalendsSupport
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The worker's side of a multi-process batch: entries read from its input, one line each
/// (`EntryLine`), until end-of-file, and reports written to its output in groups.
///
/// Reports go out in groups of `reportGroup`, and always before waiting for input, so the
/// two processes wake each other a few hundred times per thousand images, not thousands,
/// and the parent is never waiting for reports while the worker waits for it.
///
/// A parent that has gone (killed, or stopped reading) is not an error to shout about: the
/// outputs already written keep their records, and the worker just ends — writes are plain
/// `write(2)` calls whose `EPIPE` is noted, not Foundation's, which traps on it.
final class WorkerChannel: @unchecked Sendable {
  /// Report lines a worker gathers before writing them.
  static let reportGroup = 8

  private let input: Int32
  private let output: Int32
  private var buffer: [UInt8] = []
  private var start = 0
  /// How far past `start` the buffer is known to hold no newline: a long line arriving in
  /// many reads is scanned once, not once per read.
  private var scanned = 0
  private var pending: [UInt8] = []
  private var pendingLines = 0
  /// Set once a write found the parent gone.
  private(set) var parentGone = false

  init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) {
    self.input = input
    self.output = output
  }

  /// The next entry, or nil at end-of-file (or on a line that is not an entry, which only a
  /// parent speaking another protocol would send).
  func next() -> (index: Int, entry: BatchEntry)? {
    guard let line = nextLine() else { return nil }
    return EntryLine.decode(Substring(decoding: line, as: UTF8.self))
  }

  private func nextLine() -> ArraySlice<UInt8>? {
    while true {
      if let newline = buffer[(start + scanned)...].firstIndex(of: 0x0A) {
        let line = buffer[start..<newline]
        start = newline + 1
        scanned = 0
        return line
      }
      scanned = buffer.count - start
      flush()
      if start > 0 {
        buffer.removeFirst(start)
        start = 0
      }
      let count = buffer.count
      buffer += repeatElement(0, count: 1 << 16)
      let read = buffer.withUnsafeMutableBytes {
        Glibc.read(input, $0.baseAddress! + count, 1 << 16)
      }
      buffer.removeLast((1 << 16) - max(0, read))
      if read < 0 && errno == EINTR { continue }
      guard read > 0 else { return nil }
    }
  }

  /// Queues one report; writes the group when it is full.
  func report(_ report: WorkerReport) {
    pending += report.line.utf8
    pendingLines += 1
    if pendingLines >= WorkerChannel.reportGroup { flush() }
  }

  func flush() {
    guard !pending.isEmpty, !parentGone else { return }
    if Descriptor.writeAll(pending, to: output) != nil { parentGone = true }
    pending.removeAll(keepingCapacity: true)
    pendingLines = 0
  }
}
