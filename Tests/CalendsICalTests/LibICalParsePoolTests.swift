import CICal
import Dispatch
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@testable import CalendsICal

/// The threads libical's background parses run on (`LibICalParsePool`): a fixed few, started
/// as parses come; a parse no thread has taken is parsed by its caller, so none waits behind
/// another file's; a parse given up never starts, or is freed by its thread.
@Suite struct LibICalParsePoolTests {
  static let text = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//t//EN\r\nEND:VCALENDAR\r\n"

  /// A pool whose threads' parses each wait for `gate` (a call of `beforeParse`).
  final class Held: Sendable {
    let gate = DispatchSemaphore(value: 0)
    let started = DispatchSemaphore(value: 0)
    func pool(limit: Int) -> LibICalParsePool {
      LibICalParsePool(limit: limit) { [self] in
        started.signal()
        gate.wait()
      }
    }
    func release(_ count: Int) { for _ in 0..<count { gate.signal() } }
  }

  /// Waits (up to a minute) until `pool` has no parse running.
  func settle(_ pool: LibICalParsePool) {
    for _ in 0..<3000 where pool.status.busy > 0 { usleep(20_000) }
  }

  @Test func aParseNoThreadHasTakenIsParsedByItsCaller() throws {
    let held = Held()
    let pool = held.pool(limit: 1)
    let first = BackgroundParse(Self.text, pool: pool)
    held.started.wait()
    let second = BackgroundParse(Self.text, pool: pool)
    let third = BackgroundParse(Self.text, pool: pool)
    #expect(pool.status == .init(threads: 1, busy: 1, queued: 2))
    // The one thread is held: the caller parses its own at once.
    let tree = try #require(second.wait())
    ical.icalcomponent_free(tree)
    // Given up before a thread took it: it never starts.
    third.cancel()
    #expect(pool.status == .init(threads: 1, busy: 1, queued: 0))
    #expect(third.state == .cancelled)
    held.release(1)
    let firstTree = try #require(first.wait())
    ical.icalcomponent_free(firstTree)
    settle(pool)
    #expect(pool.status == .init(threads: 1, busy: 0, queued: 0))
  }

  @Test func aRunningParseGivenUpIsFreedByItsThread() throws {
    let held = Held()
    let pool = held.pool(limit: 1)
    let parse = BackgroundParse(Self.text, pool: pool)
    held.started.wait()
    parse.cancel()
    held.release(1)
    settle(pool)
    #expect(parse.state == .cancelled)
    #expect(parse.root == nil)
    // The thread serves the next parse.
    let next = BackgroundParse(Self.text, pool: pool)
    held.started.wait()
    held.release(1)
    let tree = try #require(next.wait())
    ical.icalcomponent_free(tree)
  }

  @Test func threadsStartAsParsesComeUpToTheLimit() throws {
    let held = Held()
    let pool = held.pool(limit: 2)
    #expect(pool.status == .init(threads: 0, busy: 0, queued: 0))
    let parses = (0..<5).map { _ in BackgroundParse(Self.text, pool: pool) }
    held.started.wait()
    held.started.wait()
    #expect(pool.status == .init(threads: 2, busy: 2, queued: 3))
    held.release(5)
    for parse in parses {
      let tree = try #require(parse.wait())
      ical.icalcomponent_free(tree)
    }
    settle(pool)
    #expect(pool.status.threads == 2)
    #expect(LibICalParsePool.shared.limit <= 4)
  }
}
