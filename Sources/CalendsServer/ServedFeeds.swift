#if Server
import Calends
import CalendsFeeds
import CalendsSupport
import CalendsValues
import Dispatch
import Foundation

/// Calendar feeds for `calends serve --feeds`. A request is never held on the network for a
/// feed that has a copy: a copy older than its `maxAge` is drawn as it is while one refresh
/// runs in the background, and the requests after it draw the new copy (their ETag changes
/// with its bytes). Only a feed never fetched is fetched during a request, bounded by the
/// feed timeout.
final class ServedFeeds: @unchecked Sendable {
  let cache: FeedCache
  private let lock = NSLock()
  private var refreshing: Set<String> = []
  private let queue = DispatchQueue(label: "calends.feeds", attributes: .concurrent)
  /// Each feed's copy last handed out, with its fingerprint: the cache hands out the same
  /// buffer while the copy is unchanged, so a request fingerprints a 2 MB feed only when it
  /// changed. Keeping the bytes keeps their buffer alive, so a new copy can never be
  /// mistaken for an old one at the same address.
  private var fingerprints: [String: (bytes: [UInt8], fingerprint: String)] = [:]

  init(cache: FeedCache) {
    self.cache = cache
  }

  /// The feed's text for a request: its copy (refreshed in the background when older than
  /// `maxAge`), else fetched now; with neither, a 502 naming the field. The client learns no
  /// more than that: what went wrong (a refused address, a status, a port that refused or
  /// hung) goes to the server's log, or a request could map the network the server runs in.
  func file(_ address: FeedAddress, maxAge: Int, field: String) throws(ServerError)
    -> CalendarFile
  {
    if let stored = cache.storedCopy(of: address) {
      if Date().timeIntervalSince(stored.fetched) >= Double(maxAge) { refresh(address) }
      return fingerprinted(CalendarFile(path: address.given, bytes: stored.bytes), address)
    }
    do {
      let copy = try cache.copy(of: address, maxAge: maxAge)
      return fingerprinted(CalendarFile(path: address.given, bytes: copy.bytes), address)
    } catch {
      ServedFeeds.log("feed \(address.given.prefix(300)): \(error.message)")
      throw ServerError(
        status: .badGateway,
        diagnostics: [.error(.fileUnreadable, ServedFeeds.failedMessage, field: field)])
    }
  }

  /// `file` with its fingerprint, taken once per copy of the feed.
  private func fingerprinted(_ file: CalendarFile, _ address: FeedAddress) -> CalendarFile {
    var file = file
    if let known = lock.withLock({ fingerprints[address.url] }),
      ServedFeeds.sameBuffer(known.bytes, file.bytes)
    {
      file.fingerprint = known.fingerprint
      return file
    }
    var fingerprint = OutputFingerprint()
    fingerprint.add(file.bytes)
    file.fingerprint = fingerprint.value
    lock.withLock {
      if fingerprints[address.url] == nil && fingerprints.count >= 1000 {
        fingerprints.removeAll()
      }
      fingerprints[address.url] = (file.bytes, fingerprint.value)
    }
    return file
  }

  /// Whether two arrays share their storage (and are so the same bytes).
  static func sameBuffer(_ a: [UInt8], _ b: [UInt8]) -> Bool {
    a.count == b.count
      && a.withUnsafeBufferPointer { x in
        b.withUnsafeBufferPointer { y in x.baseAddress == y.baseAddress }
      }
  }

  /// The one answer to every failed fetch (after the field that names the feed).
  static let failedMessage = "the feed could not be fetched (the server's log says why)"

  /// A line on standard error, where the access log goes, whether or not it is on.
  static func log(_ text: String) {
    var line = "calends-server: \(text)\n"
    line.withUTF8 { _ = write(STDERR_FILENO, $0.baseAddress, $0.count) }
  }

  /// Starts one refresh of the feed unless one is running.
  private func refresh(_ address: FeedAddress) {
    lock.lock()
    let started = refreshing.insert(address.url).inserted
    lock.unlock()
    guard started else { return }
    queue.async {
      // A failure keeps the copy; the next stale request tries again.
      _ = try? self.cache.refresh(address)
      self.lock.lock()
      self.refreshing.remove(address.url)
      self.lock.unlock()
    }
  }

  /// Runs `work` (which may fetch a feed) off Swift's cooperative threads: a fetch waits on
  /// the network, and must not hold a thread the server's tasks need. Past `deadline` the
  /// request is answered 503 without waiting for `work`, which goes on (a fetch's copy is
  /// kept in the cache for the next request) and whose result is dropped.
  func offloading<Value: Sendable>(
    until deadline: ContinuousClock.Instant, _ work: @escaping @Sendable () throws -> Value
  ) async throws -> Value {
    let answer = OneAnswer<Value>()
    let timer = Task {
      try await Task.sleep(until: deadline, clock: .continuous)
      answer.give(
        .failure(
          ServerError.unavailable(
            "fetching the calendars' feeds took longer than the server's time limit")))
    }
    defer { timer.cancel() }
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        answer.wait(continuation)
        queue.async { answer.give(Result { try work() }) }
      }
    } onCancel: {
      answer.give(.failure(CancellationError()))
    }
  }
}

/// A continuation resumed by whichever answer comes first: the work's, the deadline's or a
/// cancellation; later ones are dropped.
final class OneAnswer<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var continuation: CheckedContinuation<Value, any Error>?
  private var early: Result<Value, any Error>?
  private var answered = false

  func wait(_ continuation: CheckedContinuation<Value, any Error>) {
    lock.lock()
    if let early {
      lock.unlock()
      continuation.resume(with: early)
      return
    }
    self.continuation = continuation
    lock.unlock()
  }

  func give(_ result: Result<Value, any Error>) {
    lock.lock()
    guard !answered else {
      lock.unlock()
      return
    }
    answered = true
    guard let continuation else {
      early = result
      lock.unlock()
      return
    }
    self.continuation = nil
    lock.unlock()
    continuation.resume(with: result)
  }
}
#endif  // Server
