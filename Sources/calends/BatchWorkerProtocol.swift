import Foundation

#if canImport(Glibc)
  import Glibc
#endif

// How `calends batch -j N` shares work between its worker processes: the parent writes
// entry indices (one per line) to each worker's standard input, keeping up to `depth` in
// flight, and hands out one more for each entry the worker reports on its standard output.
// Workers that start later or get slower entries simply take fewer; all finish together.
// Workers report in groups of `reportGroup` (and always before waiting for input), so the
// two processes wake each other a few hundred times per thousand images, not thousands.
// The parent closes every worker's input when the indices run out.

/// The parent's side: which index comes next, and who gets it.
final class WorkDispatcher: @unchecked Sendable {
  /// Indices in flight per worker: enough that a worker never waits for the parent.
  static let depth = 16
  /// Report lines a worker gathers before writing them.
  static let reportGroup = 8

  private let lock = NSLock()
  private let total: Int
  private var workers: [ChildProcess] = []
  private var handedOut = 0

  init(total: Int) {
    self.total = total
    // A worker that died must not take the parent with it when written to.
    signal(SIGPIPE, SIG_IGN)
  }

  func add(_ worker: ChildProcess) {
    lock.lock()
    defer { lock.unlock() }
    workers.append(worker)
  }

  /// Gives every worker its first indices.
  func start() {
    lock.lock()
    defer { lock.unlock() }
    for _ in 0..<WorkDispatcher.depth {
      for worker in workers { handOut(to: worker) }
    }
    closeInputsIfDone()
  }

  /// `worker` finished `count` entries: it gets as many new indices as are left.
  func completed(_ count: Int, by worker: ChildProcess) {
    lock.lock()
    defer { lock.unlock() }
    handOut(count, to: worker)
    closeInputsIfDone()
  }

  private func handOut(_ count: Int = 1, to worker: ChildProcess) {
    let taken = min(count, total - handedOut)
    guard taken > 0 else { return }
    let lines = (handedOut..<(handedOut + taken)).map { "\($0)\n" }.joined()
    // A worker that has gone does not consume the indices: the next to ask gets them.
    if worker.send(lines) { handedOut += taken }
  }

  private func closeInputsIfDone() {
    guard handedOut >= total else { return }
    for worker in workers { worker.closeInput() }
  }
}

/// The worker's side: entry indices read from standard input until end-of-file, and report
/// lines written to standard output in groups.
final class WorkerChannel: @unchecked Sendable {
  private let input: Int32
  private var buffer: [UInt8] = []
  private var start = 0
  private var pending = Data()
  private var pendingLines = 0

  init(input: Int32 = STDIN_FILENO) {
    self.input = input
  }

  /// The next index, or nil at end-of-file (or on a line that is not a number, which only
  /// a parent speaking another protocol would send). Reports still pending are written
  /// before waiting, so the parent is never waiting for them while this waits for it.
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

  /// Queues one report line; writes the group when it is full.
  func report(_ line: String) {
    pending.append(contentsOf: line.utf8)
    pendingLines += 1
    if pendingLines >= WorkDispatcher.reportGroup { flush() }
  }

  func flush() {
    guard !pending.isEmpty else { return }
    FileHandle.standardOutput.write(pending)
    pending.removeAll(keepingCapacity: true)
    pendingLines = 0
  }
}
