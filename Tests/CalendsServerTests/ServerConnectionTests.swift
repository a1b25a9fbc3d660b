#if Server
import CalendsServer
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// What the live server does with connections: idle and half-sent ones are closed, HTTP/1.0
/// without keep-alive is closed after its answer, malformed HTTP is 400, and past the
/// connection limit new connections wait.
@Suite struct ServerConnectionTests {
  @Test func anIdleConnectionIsClosed() async throws {
    let fixture = try ServerFixture()
    defer { fixture.remove() }
    try await fixture.test(.live, { $0.idleTimeout = .seconds(1) }) { client in
      let connection = try RawConnection(port: try #require(client.port))
      let silent = await connection.readUntilClosed()
      #expect(silent.closedByServer, "the server kept an idle connection open")
      #expect(silent.text.isEmpty)
      // A connection that was answered and then says nothing is closed too.
      let used = try RawConnection(port: try #require(client.port))
      used.send("GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n")
      let answered = await used.readUntilClosed()
      #expect(answered.closedByServer)
      #expect(answered.text.hasPrefix("HTTP/1.1 200"), "\(answered.text)")
      #expect(answered.text.hasSuffix(" queued\n"), "\(answered.text)")
    }
  }

  @Test func aHalfSentRequestIs408AndClosed() async throws {
    let fixture = try ServerFixture()
    defer { fixture.remove() }
    try await fixture.test(
      .live, { $0.headerTimeout = .seconds(1) }
    ) { client in
      let head = try RawConnection(port: try #require(client.port))
      head.send("GET /healthz HTTP/1.1\r\nHost: x\r\n")
      let answer = await head.readUntilClosed()
      #expect(answer.closedByServer)
      #expect(answer.text.hasPrefix("HTTP/1.1 408"), "\(answer.text)")
      // A body that stops arriving.
      let body = try RawConnection(port: try #require(client.port))
      body.send("POST /render HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\ntoday: 2026-")
      #expect(await body.readToEnd().hasPrefix("HTTP/1.1 408"))
    }
  }

  @Test func http10WithoutKeepAliveIsClosedAfterItsAnswer() async throws {
    let fixture = try ServerFixture()
    defer { fixture.remove() }
    try await fixture.test(.live) { client in
      let plain = try RawConnection(port: try #require(client.port))
      plain.send("GET /healthz HTTP/1.0\r\n\r\n")
      let answer = await plain.readUntilClosed()
      #expect(answer.closedByServer, "HTTP/1.0 without keep-alive was left open")
      #expect(answer.text.contains(" 200 "), "\(answer.text)")
      #expect(answer.text.lowercased().contains("connection: close"))
      // With keep-alive it stays open for the next request.
      let kept = try RawConnection(port: try #require(client.port))
      kept.send("GET /healthz HTTP/1.0\r\nConnection: keep-alive\r\n\r\n")
      #expect(await kept.read(until: " queued\n").text.contains(" 200 "))
      kept.send("GET /healthz HTTP/1.0\r\n\r\n")
      #expect(await kept.readToEnd().contains(" 200 "))
    }
  }

  @Test func aBadChunkSizeIs400() async throws {
    let fixture = try ServerFixture()
    defer { fixture.remove() }
    try await fixture.test(.live) { client in
      let connection = try RawConnection(port: try #require(client.port))
      connection.send(
        "POST /render HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nZZ\r\ntoday: 2026-11-10\r\n0\r\n\r\n")
      let answer = await connection.readToEnd()
      #expect(answer.hasPrefix("HTTP/1.1 400"), "\(answer)")
    }
  }

  // The connection limit is tested on the `calends` binary (ServeCLITests): the `.live`
  // test server drops `availableConnectionsDelegate` (`ApplicationConfiguration.with`).

  @Test func theLimitStaysBelowTheDescriptorLimit() {
    var configuration = ServerConfiguration()
    configuration.maxConnections = 10_000_000
    var limit = rlimit()
    #if os(Linux)
      getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit)
    #else
      getrlimit(RLIMIT_NOFILE, &limit)
    #endif
    #expect(configuration.connectionLimit < Int(clamping: limit.rlim_cur))
    configuration.maxConnections = 5
    #expect(configuration.connectionLimit == 5)
  }
}

/// A loopback TCP connection for requests HTTP clients will not send (half-sent, HTTP/1.0,
/// malformed), read with a time-out so a test never hangs (a minute: long enough that a loaded
/// machine's slow server is not mistaken for one that left the connection open).
final class RawConnection: @unchecked Sendable {
  private let socket: Int32

  init(port: Int, timeout: Duration = .seconds(60)) throws {
    socket = Foundation.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard socket >= 0 else { throw POSIXError(.EIO) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else {
      Foundation.close(socket)
      throw POSIXError(.ECONNREFUSED)
    }
    self.timeout(timeout)
  }

  deinit { close() }

  private var closed = false

  func close() {
    guard !closed else { return }
    closed = true
    Foundation.close(socket)
  }

  func timeout(_ duration: Duration) {
    let (seconds, attoseconds) = duration.components
    var value = timeval(tv_sec: Int(seconds), tv_usec: Int(attoseconds / 1_000_000_000_000))
    setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &value, socklen_t(MemoryLayout<timeval>.size))
  }

  func send(_ text: String) {
    _ = text.withCString { Foundation.send(socket, $0, strlen($0), Int32(MSG_NOSIGNAL)) }
  }

  /// What a read saw: the bytes, and whether the server closed the connection (rather than
  /// the read's time-out passing), so a test asserts the close itself, not a duration.
  struct Reading {
    var text: String
    var closedByServer: Bool
  }

  /// Everything until the server closes the connection (or the time-out passes).
  func readToEnd() async -> String { await read(until: nil).text }

  func readUntilClosed() async -> Reading { await read(until: nil) }

  /// What arrives until the text ends with `end`, the connection closes or the time-out.
  /// Read on a thread of its own: a blocking `recv` on the concurrency pool's few threads
  /// would starve the server in the same process.
  func read(until end: String?) async -> Reading {
    await withCheckedContinuation { continuation in
      Thread { continuation.resume(returning: self.blockingRead(until: end)) }.start()
    }
  }

  private func blockingRead(until end: String?) -> Reading {
    var answer = Data()
    var buffer = [UInt8](repeating: 0, count: 65_536)
    var closed = false
    while true {
      let count = recv(socket, &buffer, buffer.count, 0)
      if count == 0 || (count < 0 && errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR) {
        closed = true
        break
      }
      if count < 0 {
        if errno == EINTR { continue }
        break
      }
      answer.append(contentsOf: buffer[0..<count])
      if let end, String(decoding: answer, as: UTF8.self).hasSuffix(end) { break }
    }
    return Reading(text: String(decoding: answer, as: UTF8.self), closedByServer: closed)
  }
}
#endif  // Server
