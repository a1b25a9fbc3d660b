import Foundation
import Testing

/// `calends serve` as a user starts it: the bound address on standard output (port 0 picks
/// a free one), an access log line per request on standard error, and SIGTERM → exit 0.
@Suite struct ServeCLITests {
  @Test func servesOnAnEphemeralPortAndStopsOnSIGTERM() throws {
    let folder = CLI.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("today: 2026-11-10\n".utf8).write(to: folder.appendingPathComponent("month.yaml"))
    let process = Process()
    process.executableURL = CLI.binary
    process.arguments = ["serve", "--port", "0", "--specs", folder.path, "--workers", "1"]
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
    defer { if process.isRunning { process.terminate() } }
    var printed = Data()
    while !printed.contains(UInt8(ascii: "\n")) {
      let chunk = out.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      printed += chunk
    }
    let line = String(decoding: printed, as: UTF8.self)
    #expect(line.hasPrefix("listening on http://127.0.0.1:"), "\(line)")
    let port = try #require(
      line.split(separator: ":").last.flatMap {
        Int($0.trimmingCharacters(in: .whitespacesAndNewlines))
      })
    #expect(port > 0)
    let health = try RawHTTP.get("/healthz", port: port)
    #expect(health.hasPrefix("HTTP/1.1 200"), "\(health)")
    let image = try RawHTTP.get("/specs/month.svg", port: port)
    #expect(image.hasPrefix("HTTP/1.1 200"))
    #expect(image.lowercased().contains("content-type: image/svg+xml"))
    let missing = try RawHTTP.get("/specs/nope.png", port: port)
    #expect(missing.hasPrefix("HTTP/1.1 404"))
    kill(process.processIdentifier, SIGTERM)
    let log = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationReason == .exit)
    #expect(process.terminationStatus == 0, "\(log)")
    #expect(log.contains("GET /healthz 200"), "\(log)")
    #expect(log.contains("GET /specs/nope.png 404"), "\(log)")
  }

  @Test func badServeFlagsAreBadInput() throws {
    let missing = try CLI.run(["serve", "--port", "0", "--specs", "/no/such/folder"])
    #expect(missing.status == 2)
    #expect(missing.stderr.contains("--specs"))
    let workers = try CLI.run(["serve", "--workers", "0"])
    #expect(workers.status == 2)
    #expect(workers.stderr.contains("--workers"))
  }
}

/// One HTTP/1.1 GET over a loopback socket, the whole answer (head and body) as text.
enum RawHTTP {
  static func get(_ path: String, port: Int) throws -> String {
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
    let request = "GET \(path) HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n"
    _ = request.withCString { send(socket, $0, strlen($0), 0) }
    var answer = Data()
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = recv(socket, &buffer, buffer.count, 0)
      if count <= 0 { break }
      answer.append(contentsOf: buffer[0..<count])
    }
    return String(decoding: answer, as: UTF8.self)
  }
}
