#if Server
import Foundation
import Testing

/// Issue #47 as a user meets it, timed: `calends-server` in its own process (so neither
/// the test runner's other suites nor the client share its threads), calendars that are
/// really slow to read — 16 MB of lines with 100 parameters each, the most libical's
/// quadratic parser is given; libical alone takes about 3 s for one, Calends' debug build
/// about 11 s — and a client on plain sockets and threads. While two such reads take both
/// read threads, `/healthz` answers within a second and an unrelated render within the
/// time limit; the slow renders are answered 503 at the limit.
@Suite struct ServerStallProcessTests {
  /// 16 MB of `DESCRIPTION;A=1;…(100)…:x` lines in one event, told apart by `uid`.
  static func slowCalendar(uid: String) -> String {
    let line = "DESCRIPTION" + String(repeating: ";A=1", count: 100) + ":x\r\n"
    let head =
      "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//t//EN\r\nBEGIN:VEVENT\r\nUID:\(uid)\r\n"
      + "DTSTART:20260301T090000Z\r\nSUMMARY:slow\r\n"
    return head + String(repeating: line, count: 16_000_000 / line.utf8.count)
      + "END:VEVENT\r\nEND:VCALENDAR\r\n"
  }

  @Test func slowCalendarReadsStallNothingElse() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "calends-stall-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    for sub in ["specs", "calendars"] {
      try FileManager.default.createDirectory(
        at: folder.appendingPathComponent(sub), withIntermediateDirectories: true)
    }
    try Data("today: 2026-11-10\n".utf8).write(
      to: folder.appendingPathComponent("specs/month.yaml"))
    for name in ["slow1", "slow2", "slow3"] {
      let file = folder.appendingPathComponent("calendars/\(name).ics")
      try Data(Self.slowCalendar(uid: name).utf8).write(to: file)
      // Settled, so the server keeps the bytes and their fingerprint once it has read them
      // (`CalendarFileCache`).
      try FileManager.default.setAttributes(
        [.modificationDate: Date(timeIntervalSinceNow: -60)], ofItemAtPath: file.path)
    }
    let limit = 2.0
    let server = Process()
    server.executableURL = Bundle.main.bundleURL.appendingPathComponent("calends-server")
    server.arguments = [
      "--port", "0", "--workers", "2", "--time-limit", "\(limit)", "--quiet",
      "--specs", folder.appendingPathComponent("specs").path,
      "--calendars", folder.appendingPathComponent("calendars").path,
    ]
    let out = Pipe()
    server.standardOutput = out
    server.standardError = FileHandle.nullDevice
    server.standardInput = FileHandle.nullDevice
    try server.run()
    defer {
      kill(server.processIdentifier, SIGKILL)
      server.waitUntilExit()
    }
    var printed = Data()
    while !printed.contains(UInt8(ascii: "\n")) {
      let chunk = out.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      printed += chunk
    }
    let line = String(decoding: printed, as: UTF8.self)
    let port = try #require(
      line.split(separator: ":").last.flatMap {
        Int($0.trimmingCharacters(in: .whitespacesAndNewlines))
      }, "\(line)")

    // The renderers are warm before the slow reads come, and the calendars' bytes and
    // fingerprints kept (a 304 reads and fingerprints them, and reads no calendar: a debug
    // build takes seconds to fingerprint 16 MB, and a request spends them before its reads).
    #expect(try Probe.get("/specs/month.png?today=2026-01-05", port: port).status == 200)
    @Sendable func spec(_ name: String) -> String {
      #"{"today": "2026-03-10", "calendars": [{"ics": "\#(name)"}]}"#
    }
    for name in ["slow1", "slow2", "slow3"] {
      let answer = try Probe.request(
        "POST", "/render", port: port, body: spec(name), headers: "If-None-Match: *\r\n")
      #expect(answer.status == 304, "\(answer.body)")
    }
    let slow = ["slow1", "slow2", "slow3"].map { name in
      Probe.inBackground { try Probe.request("POST", "/render", port: port, body: spec(name)) }
    }
    // Both read threads take a slow calendar; the third waits (until its time limit).
    var health = ""
    for _ in 0..<600 where !health.contains("2 of 2 threads busy") {
      usleep(20_000)
      health = try Probe.get("/healthz", port: port).body
    }
    #expect(health.contains("calendar reads: 2 of 2 threads busy, "), "\(health)")

    var healthSeconds: [Double] = []
    for _ in 0..<5 {
      let answer = try Probe.get("/healthz", port: port)
      #expect(answer.status == 200, "\(answer.body)")
      #expect(answer.body.hasPrefix("ok\n"), "\(answer.body)")
      healthSeconds.append(answer.seconds)
    }
    #expect(healthSeconds.allSatisfy { $0 < 1 }, "/healthz took \(healthSeconds) s")
    let unrelated = try Probe.get("/specs/month.png?today=2026-02-05", port: port)
    #expect(unrelated.status == 200, "\(unrelated.body)")
    #expect(unrelated.seconds < limit, "an unrelated render took \(unrelated.seconds) s")

    for answer in slow.map({ $0.value() }) {
      let answer = try answer.get()
      #expect(answer.status == 503, "\(answer.body)")
      #expect(
        answer.body.contains("reading the calendars took longer than the server's time limit"),
        "\(answer.body)")
      #expect(answer.seconds < limit + 2, "a slow render was answered after \(answer.seconds) s")
    }
  }
}

/// HTTP/1.1 over a loopback socket with `Connection: close`, on the calling thread.
enum Probe {
  struct Answer: Sendable {
    var status: Int
    var body: String
    var seconds: Double
  }

  static func get(_ path: String, port: Int) throws -> Answer {
    try request("GET", path, port: port)
  }

  /// `headers` are lines, each ending in CR LF.
  static func request(
    _ method: String, _ path: String, port: Int, body: String = "", headers: String = ""
  ) throws -> Answer {
    let start = ContinuousClock.now
    let socket = Foundation.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard socket >= 0 else { throw POSIXError(.EIO) }
    defer { close(socket) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else { throw POSIXError(.ECONNREFUSED) }
    var timeout = timeval(tv_sec: 60, tv_usec: 0)
    setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    var text =
      "\(method) \(path) HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n" + headers
    if method == "POST" {
      text += "Content-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n"
    }
    text += "\r\n" + body
    _ = text.withCString { Foundation.send(socket, $0, strlen($0), Int32(MSG_NOSIGNAL)) }
    var answer: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = recv(socket, &buffer, buffer.count, 0)
      if count <= 0 { break }
      answer += buffer[0..<count]
    }
    let seconds = ContinuousClock.now - start
    let whole = String(decoding: answer, as: UTF8.self)
    let parts = whole.components(separatedBy: "\r\n\r\n")
    let status = parts.first?.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
    return Answer(
      status: status, body: parts.dropFirst().joined(separator: "\r\n\r\n"),
      seconds: Double(seconds.components.seconds) + Double(seconds.components.attoseconds)
        / 1e18)
  }

  /// `work` on a thread of its own; `value()` waits for it.
  final class Background<Value: Sendable>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var result: Result<Value, any Error>?

    init(_ work: @escaping @Sendable () throws -> Value) {
      Thread { [self] in
        result = Result { try work() }
        done.signal()
      }.start()
    }

    func value() -> Result<Value, any Error> {
      done.wait()
      done.signal()
      return result!
    }
  }

  static func inBackground<Value: Sendable>(_ work: @escaping @Sendable () throws -> Value)
    -> Background<Value>
  {
    Background(work)
  }
}
#endif  // Server
