#if Server
import Calends
import CalendsValues
import Foundation

/// Render threads, each with its own `CalendarRenderer` (a Pango font map is per thread and
/// costly to make) and stylesheet cache, fed from a bounded queue.
///
/// Drawing is synchronous C work: run on Swift's cooperative pool it would stall the
/// server's other tasks, so it runs here and the request awaits it. A full queue refuses
/// at once (the caller answers 503), so memory stays bounded however many clients wait.
///
/// A render cannot be stopped from outside its thread. When one runs past its request's
/// deadline, its thread is abandoned: it no longer counts as a worker, a new thread takes
/// its place, and if the render ever returns, its thread rejoins the pool (when a place is
/// free) or ends. At most `abandonLimit` threads are abandoned at once; past that no more
/// are replaced, and `health` says the server is unhealthy.
final class RenderPool: @unchecked Sendable {
  struct Overloaded: Error {}

  typealias Work = @Sendable (RenderWorker) throws -> RenderedImage

  /// One queued render; resumed exactly once, by its worker or by its cancellation.
  private final class Job: @unchecked Sendable {
    let work: Work
    let deadline: ContinuousClock.Instant
    var continuation: CheckedContinuation<RenderedImage, any Error>?
    var cancelled = false
    /// The thread drawing it, once taken.
    var thread: Slot?
    init(work: @escaping Work, deadline: ContinuousClock.Instant) {
      self.work = work
      self.deadline = deadline
    }
  }

  /// One render thread's standing in the pool.
  private final class Slot: @unchecked Sendable {
    var abandoned = false
  }

  private let condition = NSCondition()
  private var queue: [Job] = []
  private var head = 0
  private let queueLimit: Int
  /// The threads the pool keeps (not counting abandoned ones).
  private let size: Int
  let abandonLimit: Int
  private let fonts: FontSetup
  /// Threads that count as workers: waiting, drawing, or starting.
  private var live = 0
  /// Workers waiting for a job.
  private var idle = 0
  /// Workers drawing (not counting abandoned threads).
  private var drawing = 0
  /// Threads drawing a render past its deadline, replaced.
  private(set) var abandoned = 0
  /// When a worker was last free (waiting, or done with a job).
  private var lastFree = ContinuousClock.now
  private var threadNumber = 0
  /// Reports the queue's length whenever it changes (for the metrics' gauge).
  private let onQueueDepth: @Sendable (Int) -> Void
  /// Reports how many threads are abandoned whenever it changes.
  private let onAbandoned: @Sendable (Int) -> Void

  init(
    workers: Int, queueLimit: Int, abandonLimit: Int, fonts: FontSetup = .default,
    onQueueDepth: @escaping @Sendable (Int) -> Void = { _ in },
    onAbandoned: @escaping @Sendable (Int) -> Void = { _ in }
  ) throws(CalendsError) {
    self.queueLimit = queueLimit
    self.size = max(1, workers)
    self.abandonLimit = max(0, abandonLimit)
    self.fonts = fonts
    self.onQueueDepth = onQueueDepth
    self.onAbandoned = onAbandoned
    for _ in 0..<size {
      // The first renderers are made here, so a server that cannot make one does not start.
      start(renderer: try CalendarRenderer(fonts: fonts))
    }
  }

  var depth: Int { condition.withLock { queue.count - head } }

  /// What the pool is doing, as `/healthz` tells it.
  struct Status: Equatable {
    /// The threads the pool keeps.
    var threads: Int
    /// Of those, threads drawing.
    var busy: Int
    /// Renders waiting for a thread (some may be cancelled, not yet taken out).
    var queued: Int
    /// Threads drawing a render past its deadline, replaced.
    var abandoned: Int
  }

  var status: Status {
    condition.withLock {
      Status(
        threads: size, busy: drawing, queued: queue.count - head,
        abandoned: abandoned)
    }
  }

  /// Whether a worker has been free within `limit`, and no more threads are abandoned
  /// than the pool may replace; else why not.
  func health(limit: Duration) -> String? {
    condition.withLock {
      if abandonLimit > 0, abandoned >= abandonLimit {
        return
          "\(abandoned) render threads are stuck past the time limit (at most \(abandonLimit) are replaced)"
      }
      let busy = ContinuousClock.now - lastFree
      if idle == 0, busy > limit {
        let tenths =
          busy.components.seconds * 10 + busy.components.attoseconds / 100_000_000_000_000_000
        return "no render worker has been free for \(tenths / 10).\(tenths % 10) s"
      }
      return nil
    }
  }

  /// The image `work` returns, drawn on a worker; throws `Overloaded` when the queue is
  /// full and `CancellationError` when the awaiting task is cancelled. A task cancelled at
  /// or past `deadline` while its work is drawing abandons the worker (see the type).
  func render(deadline: ContinuousClock.Instant, _ work: @escaping Work) async throws
    -> RenderedImage
  {
    let job = Job(work: work, deadline: deadline)
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
      var replace = false
      if let slot = job.thread, !slot.abandoned, ContinuousClock.now >= job.deadline,
        abandoned < abandonLimit
      {
        slot.abandoned = true
        abandoned += 1
        live -= 1
        drawing -= 1
        replace = true
        // Its replacement counts as free from now: it starts at once.
        lastFree = .now
      }
      let count = abandoned
      condition.unlock()
      continuation?.resume(throwing: CancellationError())
      if replace {
        onAbandoned(count)
        start(renderer: nil)
      }
    }
  }

  /// A new worker thread; it makes its renderer itself when given none.
  private func start(renderer: CalendarRenderer?) {
    let number = condition.withLock {
      live += 1
      threadNumber += 1
      return threadNumber
    }
    let box = UncheckedBox(renderer)
    let thread = Thread { [self] in
      guard let renderer = box.value ?? (try? CalendarRenderer(fonts: fonts)) else {
        condition.withLock { live -= 1 }
        return
      }
      serve(renderer)
    }
    thread.name = "calends-render-\(number)"
    thread.start()
  }

  private func serve(_ renderer: CalendarRenderer) {
    let worker = RenderWorker(renderer: renderer)
    let slot = Slot()
    condition.lock()
    while true {
      idle += 1
      lastFree = .now
      while head == queue.count { condition.wait() }
      idle -= 1
      let job = queue[head]
      head += 1
      if head > 256, head * 2 > queue.count {
        queue.removeFirst(head)
        head = 0
      }
      let depth = queue.count - head
      if job.cancelled {
        condition.unlock()
        onQueueDepth(depth)
        condition.lock()
        continue
      }
      job.thread = slot
      drawing += 1
      condition.unlock()
      onQueueDepth(depth)
      let result = Result { try job.work(worker) }
      condition.lock()
      job.thread = nil
      if !slot.abandoned { drawing -= 1 }
      let continuation = job.continuation
      job.continuation = nil
      var count: Int?
      if slot.abandoned {
        abandoned -= 1
        count = abandoned
        if live < size {
          // Back in the pool: a place is free (its replacement could not start).
          slot.abandoned = false
          live += 1
        } else {
          condition.unlock()
          if let count { onAbandoned(count) }
          continuation?.resume(with: result)
          return
        }
      }
      lastFree = .now
      condition.unlock()
      if let count { onAbandoned(count) }
      continuation?.resume(with: result)
      condition.lock()
    }
  }
}

/// Hands a value that is used by one thread only across the thread's start.
struct UncheckedBox<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
#endif  // Server
