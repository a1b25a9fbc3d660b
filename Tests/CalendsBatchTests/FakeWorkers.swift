import Foundation

@testable import CalendsBatch

/// A worker that only records what it was handed: for driving `WorkDispatcher` by hand.
final class RecordingWorker: BatchWorker, @unchecked Sendable {
  private let lock = NSLock()
  private var _received: [Int] = []
  private var _inputClosed = false
  private var _gone = false

  var received: [Int] { lock.withLock { _received } }
  var inputClosed: Bool { lock.withLock { _inputClosed } }

  /// From now on, it takes nothing, as a process that died.
  func die() { lock.withLock { _gone = true } }

  func send(_ indices: Range<Int>) -> Bool {
    lock.withLock {
      guard !_gone, !_inputClosed else { return false }
      _received += indices
      return true
    }
  }

  func closeInput() { lock.withLock { _inputClosed = true } }
  func requestStop() {}
  func receive() -> [WorkerReport]? { nil }
  func wait() -> Bool { lock.withLock { !_gone } }
  var endDescription: String { "status 0" }
}

/// A worker on a thread of its own, for `WorkerPool`: "renders" each index it is handed,
/// in order, reporting `e<index>` as rendered, and reports in groups as a process does.
/// With `diesAfter`, it waits to hold more than that many entries, reports that many, and
/// dies holding the rest.
final class ThreadWorker: BatchWorker, @unchecked Sendable {
  private let condition = NSCondition()
  private let diesAfter: Int?
  private var queue: [Int] = []
  private var _received: [Int] = []
  private var _reported: [Int] = []
  private var _inputClosed = false
  private var dead = false
  private var stopRequested = false

  init(diesAfter: Int? = nil) {
    self.diesAfter = diesAfter
  }

  var received: [Int] { condition.withLock { _received } }
  var reported: [Int] { condition.withLock { _reported } }
  var inputClosed: Bool { condition.withLock { _inputClosed } }

  func send(_ indices: Range<Int>) -> Bool {
    condition.withLock {
      guard !dead, !_inputClosed else { return false }
      queue += indices
      _received += indices
      condition.signal()
      return true
    }
  }

  func closeInput() {
    condition.withLock {
      _inputClosed = true
      condition.signal()
    }
  }

  /// As a process asked to stop: it reports what it has in hand and then ends, leaving
  /// the rest of its queue undrawn.
  func requestStop() {
    condition.withLock {
      stopRequested = true
      condition.signal()
    }
  }

  func receive() -> [WorkerReport]? {
    condition.lock()
    defer { condition.unlock() }
    let needed = diesAfter.map { $0 - _reported.count + 1 } ?? 1
    while queue.count < needed && !_inputClosed && !dead && !stopRequested { condition.wait() }
    guard !dead, !stopRequested, !queue.isEmpty else { return nil }
    var taken = Array(queue.prefix(3))
    if let diesAfter, _reported.count + taken.count >= diesAfter {
      taken = Array(taken.prefix(diesAfter - _reported.count))
      // Dead before its last reports reach the parent: what it held is lost, and the
      // parent's next hand-out to it fails.
      dead = true
    }
    queue.removeFirst(taken.count)
    _reported += taken
    return taken.isEmpty ? nil : taken.map { WorkerReport(name: "e\($0)", outcome: .rendered) }
  }

  func wait() -> Bool { condition.withLock { !dead } }
  var endDescription: String { condition.withLock { dead ? "signal 9" : "status 0" } }
}
