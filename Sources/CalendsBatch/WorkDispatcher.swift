import Foundation

/// The parent's side of handing out work: which index comes next, who gets it, and what
/// each worker holds that it has not reported yet.
final class WorkDispatcher: @unchecked Sendable {
  /// Indices in flight per worker: enough that a worker never waits for the parent.
  static let depth = 16

  private let lock = NSLock()
  private let total: Int
  private let workers: [any BatchWorker]
  private var handedOut = 0
  private var stopped = false
  /// Per worker, the indices handed over and not yet reported, oldest first: a worker
  /// reports in the order it was given, so the first is the one it is drawing.
  private var held: [ObjectIdentifier: [Int]] = [:]

  init(total: Int, workers: [any BatchWorker]) {
    self.total = total
    self.workers = workers
  }

  /// Gives every worker its first indices, one round at a time, so that a batch smaller
  /// than the workers' depth is still spread over all of them.
  func start() {
    lock.lock()
    defer { lock.unlock() }
    for _ in 0..<WorkDispatcher.depth {
      for worker in workers { handOut(to: worker) }
    }
    closeInputsIfDone()
  }

  /// `worker` finished `count` entries: they leave its holding, and it gets as many new
  /// indices as are left.
  func completed(_ count: Int, by worker: any BatchWorker) {
    lock.lock()
    defer { lock.unlock() }
    held[ObjectIdentifier(worker), default: []].removeFirst(
      min(count, held[ObjectIdentifier(worker), default: []].count))
    handOut(count, to: worker)
    closeInputsIfDone()
  }

  /// Hands out nothing more and closes every worker's input: a stopped batch lets workers
  /// finish what they draw, and what they held but never began stays not started.
  func stop() {
    lock.lock()
    defer { lock.unlock() }
    stopped = true
    for worker in workers { worker.closeInput() }
  }

  /// The indices `worker` was given and has not reported, oldest first.
  func held(by worker: any BatchWorker) -> [Int] {
    lock.withLock { held[ObjectIdentifier(worker)] ?? [] }
  }

  private func handOut(_ count: Int = 1, to worker: any BatchWorker) {
    let taken = min(count, total - handedOut)
    guard taken > 0, !stopped else { return }
    // A worker that has gone does not consume the indices: the next to ask gets them.
    let indices = handedOut..<(handedOut + taken)
    if worker.send(indices) {
      handedOut += taken
      held[ObjectIdentifier(worker), default: []] += indices
    }
  }

  private func closeInputsIfDone() {
    guard handedOut >= total else { return }
    for worker in workers { worker.closeInput() }
  }
}
