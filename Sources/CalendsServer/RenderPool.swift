import Calends
import CalendsValues
import Foundation

/// A fixed set of render threads, each with its own `CalendarRenderer` (a Pango font map
/// is per thread and costly to make) and stylesheet cache, fed from a bounded queue.
///
/// Drawing is synchronous C work: run on Swift's cooperative pool it would stall the
/// server's other tasks, so it runs here and the request awaits it. A full queue refuses
/// at once (the caller answers 503), so memory stays bounded however many clients wait.
final class RenderPool: @unchecked Sendable {
  struct Overloaded: Error {}

  typealias Work = @Sendable (RenderWorker) throws -> [UInt8]

  /// One queued render; resumed exactly once, by its worker or by its cancellation.
  private final class Job: @unchecked Sendable {
    let work: Work
    var continuation: CheckedContinuation<[UInt8], any Error>?
    var cancelled = false
    init(work: @escaping Work) { self.work = work }
  }

  private let condition = NSCondition()
  private var queue: [Job] = []
  private var head = 0
  private let queueLimit: Int
  /// Reports the queue's length whenever it changes (for the metrics' gauge).
  private let onQueueDepth: @Sendable (Int) -> Void

  init(
    workers: Int, queueLimit: Int, fonts: FontSetup = .default,
    onQueueDepth: @escaping @Sendable (Int) -> Void = { _ in }
  ) throws(CalendsError) {
    self.queueLimit = queueLimit
    self.onQueueDepth = onQueueDepth
    for index in 0..<max(1, workers) {
      let renderer = UncheckedBox(try CalendarRenderer(fonts: fonts))
      let thread = Thread { [self] in self.serve(renderer.value) }
      thread.name = "calends-render-\(index)"
      thread.start()
    }
  }

  var depth: Int { condition.withLock { queue.count - head } }

  /// The bytes `work` returns, drawn on a worker; throws `Overloaded` when the queue is
  /// full and `CancellationError` when the awaiting task is cancelled (its time limit).
  func render(_ work: @escaping Work) async throws -> [UInt8] {
    let job = Job(work: work)
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        condition.lock()
        if job.cancelled {
          condition.unlock()
          continuation.resume(throwing: CancellationError())
          return
        }
        guard queue.count - head < queueLimit else {
          condition.unlock()
          continuation.resume(throwing: Overloaded())
          return
        }
        job.continuation = continuation
        queue.append(job)
        let depth = queue.count - head
        condition.signal()
        condition.unlock()
        onQueueDepth(depth)
      }
    } onCancel: {
      condition.lock()
      job.cancelled = true
      let continuation = job.continuation
      job.continuation = nil
      condition.unlock()
      continuation?.resume(throwing: CancellationError())
    }
  }

  private func serve(_ renderer: CalendarRenderer) {
    let worker = RenderWorker(renderer: renderer)
    while true {
      condition.lock()
      while head == queue.count { condition.wait() }
      let job = queue[head]
      head += 1
      if head > 256, head * 2 > queue.count {
        queue.removeFirst(head)
        head = 0
      }
      let depth = queue.count - head
      let skip = job.cancelled
      condition.unlock()
      onQueueDepth(depth)
      if skip { continue }
      let result = Result { try job.work(worker) }
      condition.lock()
      let continuation = job.continuation
      job.continuation = nil
      condition.unlock()
      continuation?.resume(with: result)
    }
  }
}

/// Hands a value that is used by one thread only across the thread's start.
struct UncheckedBox<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
