import CICal
import Dispatch

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// libical's parse of a file's text, run by `LibICalParsePool` while the caller scans the
/// same text; `wait()` hands over the tree (nil when libical could not parse it).
///
/// libical 3.0 keeps its error state and temporary buffers per thread, and the tree is not
/// touched by the caller until `wait()` returns, so the parse needs no other lock.
final class BackgroundParse: @unchecked Sendable {
  enum State {
    /// Waiting for a pool thread.
    case queued
    /// Being parsed by a pool thread.
    case running
    /// Parsed; `root` is the caller's.
    case done
    /// Taken back by its caller, who parses it.
    case taken
    /// Given up by its caller: a pool thread that parses it frees the tree.
    case cancelled
  }

  /// Makes the text libical reads (`LibICalText.prepared`): run by whichever thread parses,
  /// so the preparation overlaps the caller's scan too.
  private let prepare: @Sendable () -> String
  /// The text to parse, made when it is parsed.
  var text: String { prepare() }
  /// Guarded by the pool's lock.
  var state = State.queued
  var root: OpaquePointer?
  let finished = DispatchSemaphore(value: 0)
  private let pool: LibICalParsePool

  /// Starts libical's parse of `text` on `pool`.
  convenience init(_ text: String, pool: LibICalParsePool = .shared) {
    self.init(pool: pool) { text }
  }

  /// Starts libical's parse of the text `prepare` makes, on `pool`.
  init(pool: LibICalParsePool = .shared, _ prepare: @escaping @Sendable () -> String) {
    self.prepare = prepare
    self.pool = pool
    pool.add(self)
  }

  /// The parsed tree, once the parse has finished; the caller owns it. A parse no pool
  /// thread has taken yet is parsed here, on the caller's thread, at once.
  func wait() -> OpaquePointer? {
    if pool.takeBack(self) { return pool.parse(text) }
    finished.wait()
    return root
  }

  /// Gives the parse up without waiting for it: one not started never starts, a running
  /// one's tree is freed when it ends.
  func cancel() {
    if let root = pool.cancel(self) { ical.icalcomponent_free(root) }
  }
}

/// The threads libical's background parses run on: a fixed few of their own, never
/// libdispatch's shared ones, so a slow parse (a hostile file) holds one of these and never
/// a thread the rest of the process needs (a server's request handling, its other work).
///
/// A parse is only handed here to overlap it with the caller's own scan of the text: when
/// no thread has taken it by the time the caller needs it, the caller parses it itself. So
/// a parse never waits behind another file's, and libical runs on at most `limit` threads
/// besides the callers'.
final class LibICalParsePool: @unchecked Sendable {
  /// The process's pool: as many threads as cores, at least 2 and at most 4.
  static let shared = LibICalParsePool(
    limit: min(4, max(2, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))))

  /// What the pool is doing.
  struct Status: Equatable {
    /// Threads started (they start as parses come, up to `limit`, and then stay).
    var threads: Int
    /// Threads parsing.
    var busy: Int
    /// Parses waiting for a thread.
    var queued: Int
  }

  private struct Shared {
    var queue: [BackgroundParse] = []
    var threads = 0
    var busy = 0
  }

  let limit: Int
  private let shared = Locked(Shared())
  /// Signalled once for each parse added (a thread that finds it taken back waits again).
  private let added = DispatchSemaphore(value: 0)
  /// Runs on the pool's thread before each of its parses: tests make a parse slow with it.
  let beforeParse: (@Sendable () -> Void)?

  init(limit: Int, beforeParse: (@Sendable () -> Void)? = nil) {
    self.limit = max(1, limit)
    self.beforeParse = beforeParse
  }

  var status: Status {
    shared.withLock { Status(threads: $0.threads, busy: $0.busy, queued: $0.queue.count) }
  }

  /// libical's tree of `text`, parsed on the calling thread.
  func parse(_ text: String) -> OpaquePointer? {
    ical.icalparser_parse_string(text)
  }

  /// Queues `job`, starting a thread when none is free and the pool has fewer than `limit`.
  func add(_ job: BackgroundParse) {
    let start = shared.withLock { state -> Bool in
      state.queue.append(job)
      guard state.busy + state.queue.count > state.threads, state.threads < limit else {
        return false
      }
      state.threads += 1
      return true
    }
    if start { startThread() }
    added.signal()
  }

  /// Takes `job` out of the queue for its caller to parse; false when a thread has it.
  func takeBack(_ job: BackgroundParse) -> Bool {
    shared.withLock { state in
      guard job.state == .queued else { return false }
      state.queue.removeAll { $0 === job }
      job.state = .taken
      return true
    }
  }

  /// Gives `job` up; returns its tree when it had already finished (the caller frees it).
  func cancel(_ job: BackgroundParse) -> OpaquePointer? {
    shared.withLock { state in
      switch job.state {
      case .queued:
        state.queue.removeAll { $0 === job }
      case .done:
        job.state = .cancelled
        defer { job.root = nil }
        return job.root
      case .running, .taken, .cancelled:
        break
      }
      job.state = .cancelled
      return nil
    }
  }

  private func startThread() {
    #if canImport(Darwin)
      var thread: pthread_t?
    #else
      var thread = pthread_t()
    #endif
    let context = Unmanaged.passRetained(self).toOpaque()
    let created = pthread_create(
      &thread, nil,
      { context in
        #if canImport(Darwin)
          let pool = Unmanaged<LibICalParsePool>.fromOpaque(context).takeRetainedValue()
        #else
          let pool = Unmanaged<LibICalParsePool>.fromOpaque(context!).takeRetainedValue()
        #endif
        pool.serve()
        return nil
      }, context)
    guard created == 0 else {
      // No thread: the callers parse their files themselves.
      Unmanaged<LibICalParsePool>.fromOpaque(context).release()
      shared.withLock { $0.threads -= 1 }
      return
    }
    #if canImport(Darwin)
      if let thread { pthread_detach(thread) }
    #else
      pthread_detach(thread)
    #endif
  }

  private func serve() {
    while true {
      added.wait()
      let job = shared.withLock { state -> BackgroundParse? in
        guard !state.queue.isEmpty else { return nil }
        let job = state.queue.removeFirst()
        job.state = .running
        state.busy += 1
        return job
      }
      guard let job else { continue }
      beforeParse?()
      let root = parse(job.text)
      let abandoned = shared.withLock { state -> Bool in
        state.busy -= 1
        guard job.state == .running else { return true }
        job.root = root
        job.state = .done
        return false
      }
      if abandoned {
        if let root { ical.icalcomponent_free(root) }
      } else {
        job.finished.signal()
      }
    }
  }
}

/// A value behind a mutex (`Synchronization.Mutex` needs macOS 15).
final class Locked<Value>: @unchecked Sendable {
  private var value: Value
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

  init(_ value: Value) {
    self.value = value
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body(&value)
  }
}
