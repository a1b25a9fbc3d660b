import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The worker's side of a multi-process batch: entry indices read from its input, one per
/// line, until end-of-file, and reports written to its output in groups.
///
/// Reports go out in groups of `reportGroup`, and always before waiting for input, so the
/// two processes wake each other a few hundred times per thousand images, not thousands,
/// and the parent is never waiting for reports while the worker waits for it.
final class WorkerChannel: @unchecked Sendable {
  /// Report lines a worker gathers before writing them.
  static let reportGroup = 8

  private let input: Int32
  private let output: FileHandle
  private var buffer: [UInt8] = []
  private var start = 0
  private var pending = Data()
  private var pendingLines = 0

  init(input: Int32 = STDIN_FILENO, output: FileHandle = .standardOutput) {
    self.input = input
    self.output = output
  }

  /// The next index, or nil at end-of-file (or on a line that is not a number, which only
  /// a parent speaking another protocol would send).
  func next() -> Int? {
    while true {
      if let newline = buffer[start...].firstIndex(of: 0x0A) {
        let line = String(decoding: buffer[start..<newline], as: UTF8.self)
        start = newline + 1
        return Int(line)
      }
      flush()
      buffer.removeFirst(start)
      start = 0
      var chunk = [UInt8](repeating: 0, count: 4096)
      let count = chunk.withUnsafeMutableBytes { read(input, $0.baseAddress!, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return nil }
      buffer += chunk[0..<count]
    }
  }

  /// Queues one report; writes the group when it is full.
  func report(_ report: WorkerReport) {
    pending.append(contentsOf: report.line.utf8)
    pendingLines += 1
    if pendingLines >= WorkerChannel.reportGroup { flush() }
  }

  func flush() {
    guard !pending.isEmpty else { return }
    output.write(pending)
    pending.removeAll(keepingCapacity: true)
    pendingLines = 0
  }
}
