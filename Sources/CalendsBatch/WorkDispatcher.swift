import Foundation

/// The parent's side of handing out work: which indices come next, who gets them, and what
/// each worker holds that it has not reported yet.
///
/// Each worker starts on its own contiguous share of the manifest (the first half, the
/// second half, …) and takes from its front; one that runs out takes from the back of the
/// largest share left. Neighbouring entries of a manifest tend to share a locale, a script
/// and a style, and a worker process loads each font and each locale's data once, so
/// shares keep that work from being done by every worker (the samples batch with two
/// workers used 1.19× one worker's processor time when entries were dealt in turn).
/// Outputs do not depend on who draws what.
///
/// What a worker holds cannot be taken back, so near the end each holds less (see
/// `holdingLimit`): with 16 each to the last, one worker sat idle while the other drew up to
/// 16 more entries, a tenth of the samples batch's time with two workers.
final class WorkDispatcher: @unchecked Sendable {
  /// Indices in flight per worker: enough that a worker never waits for the parent.
  static let depth = 16
  /// What a worker may still hold when few entries are left: the one it draws.
  static let tailDepth = 1

  private let lock = NSLock()
  private let workers: [any BatchWorker]
  /// Per worker, the indices of its share not handed out yet.
  private var shares: [Range<Int>]
  private var stopped = false
  /// Per worker, the indices handed over and not yet reported, oldest first: a worker
  /// reports in the order it was given, so the first is the one it is drawing.
  private var held: [ObjectIdentifier: [Int]] = [:]

  init(total: Int, workers: [any BatchWorker]) {
    self.workers = workers
    let count = max(1, workers.count)
    shares = (0..<count).map { share in
      (total * share / count)..<(total * (share + 1) / count)
    }
  }

  /// Gives every worker the start of its share.
  func start() {
    lock.lock()
    defer { lock.unlock() }
    for worker in workers { handOut(to: worker) }
    closeInputsIfDone()
  }

  /// `worker` finished `count` entries: they leave its holding, which is topped up again.
  func completed(_ count: Int, by worker: any BatchWorker) {
    lock.lock()
    defer { lock.unlock() }
    held[ObjectIdentifier(worker), default: []].removeFirst(
      min(count, held[ObjectIdentifier(worker), default: []].count))
    handOut(to: worker)
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

  /// How many indices a worker may hold: `depth`, or — once fewer than `depth` per worker
  /// are left to share twice over — half its part of what is left, down to `tailDepth`. The
  /// workers then run dry within about one entry of each other, and meanwhile still never
  /// wait for the parent more than once per entry or two.
  private var holdingLimit: Int {
    let left = shares.reduce(0) { $0 + $1.count }
    return min(Self.depth, max(Self.tailDepth, left / (2 * workers.count)))
  }

  /// Tops `worker`'s holding up to the limit.
  private func handOut(to worker: any BatchWorker) {
    let count = holdingLimit - held[ObjectIdentifier(worker), default: []].count
    guard !stopped, count > 0,
      let own = workers.firstIndex(where: { $0 === worker })
    else { return }
    // Its own share first; then the back half of the largest share left.
    var from = own
    if shares[own].isEmpty {
      guard let largest = shares.indices.max(by: { shares[$0].count < shares[$1].count }),
        !shares[largest].isEmpty
      else { return }
      from = largest
    }
    let share = shares[from]
    let taken = from == own ? min(count, share.count) : min(count, (share.count + 1) / 2)
    let indices = from == own ? share.prefix(taken) : share.suffix(taken)
    // A worker that has gone does not consume the indices: the next to ask gets them.
    if worker.send(indices) {
      shares[from] = from == own ? share.dropFirst(taken) : share.dropLast(taken)
      held[ObjectIdentifier(worker), default: []] += indices
    }
  }

  private func closeInputsIfDone() {
    guard shares.allSatisfy(\.isEmpty) else { return }
    for worker in workers { worker.closeInput() }
  }
}
