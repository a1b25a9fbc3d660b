#if Server
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import CalendsServer

/// Renders that never end (a hanging feed) and what `/healthz` says about them. The hang is
/// the server's test hook: a render whose `today` is in 2001 waits on a semaphore until the
/// test lets it go, whatever libical does.
@Suite struct ServerResilienceTests {
  /// Holds every render of a spec whose `today` is in 2001 until `release`.
  final class Hang: Sendable {
    let gate = DispatchSemaphore(value: 0)
    let started = DispatchSemaphore(value: 0)
    var hook: @Sendable (RenderRequest) -> Void {
      { [self] request in
        guard String(describing: request.spec.canvas.today).contains("2001-") else { return }
        started.signal()
        gate.wait()
      }
    }
    func release(_ count: Int) { for _ in 0..<count { gate.signal() } }
  }

  @Test func twoHangingRendersGiveTheirWorkersBackAndLaterRendersAreOnTime() async throws {
    let fixture = try ServerFixture()
    defer { fixture.remove() }
    let hang = Hang()
    defer { hang.release(2) }
    // Long enough that no ordinary render of a loaded machine's debug build reaches it:
    // the test asserts what happens at the limit, never how long a request took.
    let limit = Duration.seconds(5)
    try await fixture.test(.router, {
      $0.workers = 2
      $0.timeLimit = limit
      $0.beforeRender = hang.hook
    }) { client in
      try await withThrowingTaskGroup(of: Void.self) { group in
        for day in ["2001-01-01", "2001-01-02"] {
          group.addTask {
            let response = try await client.execute(uri: "/specs/month.png?today=\(day)", method: .get)
            #expect(response.status == .serviceUnavailable)
            #expect(response.text.contains("time limit"))
          }
        }
        try await group.waitForAll()
      }
      #expect(try await client.execute(uri: "/healthz", method: .get).status == .ok)
      // Both render threads are still stuck; new ones draw every later render in time.
      for day in ["2026-01-05", "2026-02-05", "2026-03-05", "2026-04-05"] {
        let response = try await client.execute(uri: "/specs/month.png?today=\(day)", method: .get)
        #expect(response.status == .ok, "\(day): \(response.text)")
        #expect(Array(response.bytes.prefix(4)) == pngSignature)
      }
      let metrics = try await client.execute(uri: "/metrics", method: .get).text
      // 2 when both hanging renders had started before their deadline (on a loaded machine
      // one may still have been queued, and was then dropped without a thread).
      #expect(metrics.contains("calends_render_abandoned_threads"), "\(metrics)")
      #expect(try await client.execute(uri: "/healthz", method: .get).status == .ok)
    }
  }

  @Test func healthzIs503WhenAsManyThreadsAreStuckAsMayBeReplaced() async throws {
    let fixture = try ServerFixture()
    defer { fixture.remove() }
    let hang = Hang()
    defer { hang.release(1) }
    try await fixture.test(.router, {
      $0.workers = 1
      $0.abandonedLimit = 1
      $0.timeLimit = .seconds(5)
      $0.beforeRender = hang.hook
    }) { client in
      let stuck = try await client.execute(uri: "/specs/month.png?today=2001-01-01", method: .get)
      #expect(stuck.status == .serviceUnavailable)
      // The replacement draws ...
      let next = try await client.execute(uri: "/specs/month.svg", method: .get)
      #expect(next.status == .ok)
      // ... but no more threads may be abandoned: time to restart the server.
      let health = try await client.execute(uri: "/healthz", method: .get)
      #expect(health.status == .serviceUnavailable)
      #expect(health.text.contains("stuck"), "\(health.text)")
    }
  }

  @Test func healthzIs503WhenNoWorkerIsFreeForLongerThanTheTimeLimit() async throws {
    let fixture = try ServerFixture()
    defer { fixture.remove() }
    let hang = Hang()
    try await fixture.test(.router, {
      $0.workers = 1
      $0.abandonedLimit = 0
      $0.timeLimit = .milliseconds(300)
      $0.beforeRender = hang.hook
    }) { client in
      let stuck = try await client.execute(uri: "/specs/month.png?today=2001-01-01", method: .get)
      #expect(stuck.status == .serviceUnavailable)
      try await Task.sleep(for: .milliseconds(400))
      let health = try await client.execute(uri: "/healthz", method: .get)
      #expect(health.status == .serviceUnavailable)
      #expect(health.text.contains("no render worker has been free"), "\(health.text)")
      hang.release(1)
      // The released render ends on its own schedule; wait for it, up to a minute.
      var healthy = false
      for _ in 0..<3000 where !healthy {
        try await Task.sleep(for: .milliseconds(20))
        healthy = try await client.execute(uri: "/healthz", method: .get).status == .ok
      }
      #expect(healthy)
    }
  }
}
#endif  // Server
