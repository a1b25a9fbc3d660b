import Foundation

/// The parent's side of handing out work: which index comes next, and who gets it.
final class WorkDispatcher: @unchecked Sendable {
  /// Indices in flight per worker: enough that a worker never waits for the parent.
  static let depth = 16

  private let lock = NSLock()
  private let total: Int
  private let workers: [any BatchWorker]
  private var handedOut = 0

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

  /// `worker` finished `count` entries: it gets as many new indices as are left.
  func completed(_ count: Int, by worker: any BatchWorker) {
    lock.lock()
    defer { lock.unlock() }
    handOut(count, to: worker)
    closeInputsIfDone()
  }

  private func handOut(_ count: Int = 1, to worker: any BatchWorker) {
    let taken = min(count, total - handedOut)
    guard taken > 0 else { return }
    // A worker that has gone does not consume the indices: the next to ask gets them.
    if worker.send(handedOut..<(handedOut + taken)) { handedOut += taken }
  }

  private func closeInputsIfDone() {
    guard handedOut >= total else { return }
    for worker in workers { worker.closeInput() }
  }
}
