#if Server
import CalendsServer
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// The limits: body size (413), a full queue and the time limit (503 with Retry-After).
@Suite struct ServerLimitsTests {
  @Test func aBodyOverTheLimitIs413() async throws {
    let fixture = try ServerFixture()
    defer { fixture.remove() }
    try await fixture.test(.router, { $0.bodyLimit = 64 }) { client in
      let body = "today: 2026-11-10\n" + String(repeating: "# padding\n", count: 20)
      let response = try await client.execute(
        uri: "/render", method: .post, body: ByteBuffer(text: body))
      #expect(response.status == .contentTooLarge)
      #expect(response.text.contains("over the limit of 64 bytes"))
      let small = try await client.execute(
        uri: "/render?format=svg", method: .post, body: ByteBuffer(text: "today: 2026-11-10\n"))
      #expect(small.status == .ok)
    }
  }

  @Test func aFullQueueIs503WithRetryAfter() async throws {
    let fixture = try ServerFixture()
    defer { fixture.remove() }
    try await fixture.test(.router, { $0.queueLimit = 0 }) { client in
      let response = try await client.execute(uri: "/specs/month.png", method: .get)
      #expect(response.status == .serviceUnavailable)
      #expect(response.headers[.retryAfter] == "1")
      #expect(response.text.contains("busy"))
      // Answers that need no render still work.
      #expect(try await client.execute(uri: "/healthz", method: .get).status == .ok)
    }
  }

  @Test func aRenderPastTheTimeLimitIs503() async throws {
    let fixture = try ServerFixture()
    defer { fixture.remove() }
    try await fixture.test(.router, { $0.timeLimit = .nanoseconds(1) }) { client in
      let response = try await client.execute(uri: "/specs/month.png", method: .get)
      #expect(response.status == .serviceUnavailable)
      #expect(response.headers[.retryAfter] == "1")
      #expect(response.text.contains("time limit"))
    }
  }

  @Test func theLiveServerAnswersOnAnEphemeralPort() async throws {
    let fixture = try ServerFixture()
    defer { fixture.remove() }
    try await fixture.test(.live) { client in
      #expect(client.port != nil && client.port != 0)
      let health = try await client.execute(uri: "/healthz", method: .get)
      #expect(health.status == .ok)
      let image = try await client.execute(uri: "/specs/month.png?today=2026-01-05", method: .get)
      #expect(image.status == .ok)
      #expect(Array(image.bytes.prefix(4)) == pngSignature)
      let posted = try await client.execute(
        uri: "/render", method: .post,
        body: ByteBuffer(text: String(repeating: "x", count: 5_000_000)))
      #expect(posted.status == .contentTooLarge)
    }
  }
}
#endif  // Server
