#if Server
  import Calends
  import Foundation

  /// Threads that read a request's calendars (libical's parse and Calends' scan, kept in the
  /// process's parse cache) before its render takes a render thread, so that a calendar slow
  /// to read holds one of these and never a render thread, a thread of Swift's cooperative
  /// pool (where `/healthz` and every request's handling run) or one of libdispatch's.
  ///
  /// A request awaits its reads within its time limit; past it the request is answered 503 and
  /// a read that has started goes on to its end, its result kept in the parse cache for the
  /// next request (a read that has not started, and that no request awaits any more, is
  /// dropped). Requests for the same bytes share one read, so retries of a slow calendar wait
  /// for the read under way instead of adding more. The queue is bounded: past `queueLimit`
  /// reads waiting, a request is refused at once (503).
  final class CalendarReadPool: @unchecked Sendable {
    struct Overloaded: Error {}

    /// What the pool is doing, as `/healthz` tells it.
    struct Status: Equatable {
      var threads: Int
      /// Threads reading.
      var busy: Int
      /// Of those, reads that no request awaits any more (their requests were answered 503).
      var unawaited: Int
      /// Reads waiting for a thread.
      var queued: Int
    }

    /// The read of one calendar's bytes; true when it read (the parse cache has it).
    typealias Work = @Sendable () -> Bool

    private final class Job: @unchecked Sendable {
      let key: String
      let size: Int
      let work: Work
      var waiters: [Waiter] = []
      var started = false
      init(key: String, size: Int, work: @escaping Work) {
        self.key = key
        self.size = size
        self.work = work
      }
    }

    /// One request awaiting a job; resumed exactly once, by the job's end or by cancellation.
    private final class Waiter: @unchecked Sendable {
      var continuation: CheckedContinuation<Void, any Error>?
      var cancelled = false
      var job: Job?
    }

    private let condition = NSCondition()
    private var queue: [Job] = []
    /// Jobs queued or running, by key.
    private var pending: [String: Job] = [:]
    private var running: [Job] = []
    let threads: Int
    private let queueLimit: Int
    /// Keys read lately, each with what its parse keeps and when it was last asked for: as the
    /// parse cache keeps them (`ParsedCalendarMemory`: the estimate within
    /// `--calendar-megabytes`, least recently used first out), so a request for one of these
    /// renders at once, without waiting for a read thread.
    private var read: [String: (size: Int, used: UInt64)] = [:]
    private var clock: UInt64 = 0
    static let keptFiles = 256

    init(threads: Int, queueLimit: Int) {
      self.threads = max(1, threads)
      self.queueLimit = max(1, queueLimit)
      for number in 1...self.threads {
        let thread = Thread { [self] in serve() }
        thread.name = "calends-read-\(number)"
        thread.start()
      }
    }

    var status: Status {
      condition.withLock {
        Status(
          threads: threads, busy: running.count,
          unawaited: running.filter(\.waiters.isEmpty).count, queued: queue.count)
      }
    }

    /// Whether `key` was read lately (and the parse cache likely has it).
    func wasRead(_ key: String) -> Bool {
      condition.withLock {
        guard read[key] != nil else { return false }
        clock += 1
        read[key]?.used = clock
        return true
      }
    }

    /// Returns once the calendar of `key` is read: by a read under way for the same key, else
    /// by `work` on a read thread. Throws `Overloaded` when the queue is full and
    /// `CancellationError` when the awaiting task is cancelled (its request's time limit).
    func read(key: String, size: Int, _ work: @escaping Work) async throws {
      let waiter = Waiter()
      try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation {
          (continuation: CheckedContinuation<Void, any Error>) in
          condition.lock()
          if waiter.cancelled {
            condition.unlock()
            continuation.resume(throwing: CancellationError())
            return
          }
          if read[key] != nil {
            condition.unlock()
            continuation.resume()
            return
          }
          let job: Job
          if let found = pending[key] {
            job = found
          } else {
            guard queue.count < queueLimit else {
              condition.unlock()
              continuation.resume(throwing: Overloaded())
              return
            }
            job = Job(key: key, size: size, work: work)
            pending[key] = job
            queue.append(job)
            condition.signal()
          }
          job.waiters.append(waiter)
          waiter.job = job
          waiter.continuation = continuation
          condition.unlock()
        }
      } onCancel: {
        condition.lock()
        waiter.cancelled = true
        let continuation = waiter.continuation
        waiter.continuation = nil
        if let job = waiter.job {
          job.waiters.removeAll { $0 === waiter }
          if job.waiters.isEmpty, !job.started {
            queue.removeAll { $0 === job }
            pending[job.key] = nil
          }
        }
        condition.unlock()
        continuation?.resume(throwing: CancellationError())
      }
    }

    private func serve() {
      condition.lock()
      while true {
        while queue.isEmpty { condition.wait() }
        let job = queue.removeFirst()
        job.started = true
        running.append(job)
        condition.unlock()
        let done = job.work()
        condition.lock()
        running.removeAll { $0 === job }
        pending[job.key] = nil
        if done { remember(job.key, size: job.size) }
        let continuations = job.waiters.compactMap(\.continuation)
        for waiter in job.waiters { waiter.continuation = nil }
        job.waiters = []
        condition.unlock()
        for continuation in continuations { continuation.resume() }
        condition.lock()
      }
    }

    /// Notes `key` as read, forgetting the least recently asked for past the parse cache's
    /// bounds.
    private func remember(_ key: String, size: Int) {
      clock += 1
      let cost = ParsedCalendarMemory.estimate(sourceBytes: size)
      let limit = ParsedCalendarMemory.limit
      guard cost <= limit else { return }
      read[key] = (cost, clock)
      var total = read.values.reduce(0) { $0 + $1.size }
      while read.count > CalendarReadPool.keptFiles || total > limit,
        let oldest = read.min(by: { $0.value.used < $1.value.used })
      {
        total -= oldest.value.size
        read[oldest.key] = nil
      }
    }
  }
#endif  // Server
