import Foundation
import Testing

/// `calends serve` as a user starts it: the bound address on standard output (port 0 picks
/// a free one), an access log line per request on standard error, and SIGTERM → exit 0.
@Suite struct ServeCLITests {
  @Test(.enabled(if: PackageTraits.server, PackageTraits.serverMissing))
  func servesOnAnEphemeralPortAndStopsOnSIGTERM() throws {
    let folder = CLI.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("today: 2026-11-10\n".utf8).write(to: folder.appendingPathComponent("month.yaml"))
    let err = Pipe()
    let server = try ServeProcess(
      ["--specs", folder.path, "--workers", "1"], standardError: err)
    let process = server.process
    defer { if process.isRunning { process.terminate() } }
    #expect(server.line.hasPrefix("listening on http://127.0.0.1:"), "\(server.line)")
    let port = try #require(server.port)
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

  @Test(.enabled(if: PackageTraits.server, PackageTraits.serverMissing))
  func pastMaxConnectionsNewConnectionsWait() throws {
    let server = try ServeProcess(["--workers", "1", "--quiet", "--max-connections", "2"])
    defer { if server.process.isRunning { server.process.terminate() } }
    let port = try #require(server.port)
    let request = "GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n"
    let first = try RawHTTP.open(port: port)
    let second = try RawHTTP.open(port: port)
    defer { close(second) }
    for socket in [first, second] {
      RawHTTP.transmit(request, on: socket)
      #expect(RawHTTP.receive(on: socket, timeout: 30).contains("ok\n"))
    }
    let third = try RawHTTP.open(port: port)
    defer { close(third) }
    RawHTTP.transmit(request, on: third)
    #expect(RawHTTP.receive(on: third, timeout: 0.5).isEmpty)
    close(first)
    #expect(RawHTTP.receive(on: third, timeout: 30).contains("ok\n"))
  }

  @Test func badServeFlagsAreBadInput() throws {
    let missing = try CLI.run(["serve", "--port", "0", "--specs", "/no/such/folder"])
    #expect(missing.status == 2)
    #expect(missing.stderr.contains("--specs"))
    let workers = try CLI.run(["serve", "--workers", "0"])
    #expect(workers.status == 2)
    #expect(workers.stderr.contains("--workers"))
    for flag in ["--header-timeout", "--idle-timeout", "--max-connections"] {
      let bad = try CLI.run(["serve", flag, "0"])
      #expect(bad.status == 2, "\(flag)")
      #expect(bad.stderr.contains(flag), "\(flag)")
    }
    let abandoned = try CLI.run(["serve", "--abandoned-limit=-1"])
    #expect(abandoned.status == 2)
    #expect(abandoned.stderr.contains("--abandoned-limit"))
    // Megabytes shifted to bytes must not overflow into a negative limit.
    for flag in ["--cache-megabytes", "--calendar-megabytes"] {
      for value in ["-1", "9223372036854775807"] {
        let bad = try CLI.run(["serve", "\(flag)=\(value)"])
        #expect(bad.status == 2, "\(flag) \(value)")
        #expect(bad.stderr.contains("\(flag): 0 to 1048576"), "\(bad.stderr)")
      }
    }
  }

  /// The flags are `calends`'s own, though `calends-server` runs the server.
  @Test func helpListsTheServeOptions() throws {
    let help = try CLI.run(["serve", "--help"])
    #expect(help.status == 0)
    for flag in [
      "--host", "--port", "--specs", "--feeds", "--feeds-allow", "--workers", "--png-compression",
      "--quiet", "--cache-megabytes", "--calendar-megabytes",
    ] {
      #expect(help.stdout.contains(flag), "\(flag)")
    }
    #expect(help.stdout.contains("calends serve"), "\(help.stdout)")
  }

  /// Help says what the error would: serve runs a second program, and how to build it.
  @Test func serveHelpSaysItRunsTheServerProgramAndHowToBuildIt() throws {
    let result = try CLI.run(["serve", "--help"])
    #expect(result.status == 0)
    let help = result.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(help.contains("The server is its own program, calends-server"), "\(result.stdout)")
    #expect(help.contains("swift build -c release --static-swift-stdlib --traits Server --product calends-server"))
  }

  /// `calends` alone, without `calends-server` beside it: bad input that says where the
  /// server program should be and how to build it.
  @Test func aMissingServerProgramIsBadInput() throws {
    let folder = CLI.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let lone = folder.appendingPathComponent("calends")
    try FileManager.default.copyItem(at: CLI.binary, to: lone)
    let result = try CLI.run(["serve", "--port", "0"], binary: lone)
    #expect(result.status == 2)
    #expect(
      result.stderr.contains(folder.appendingPathComponent("calends-server").path),
      "\(result.stderr)")
    #expect(
      result.stderr.contains(
        "swift build -c release --static-swift-stdlib --traits Server --product calends-server"))
  }

  /// `--error-format`, written before `serve`, reaches `calends-server`: a port already
  /// taken is a render failure (1) reported as JSON.
  @Test(.enabled(if: PackageTraits.server, PackageTraits.serverMissing))
  func serverErrorsKeepTheErrorFormat() throws {
    let first = try ServeProcess(["--workers", "1", "--quiet"])
    defer { if first.process.isRunning { first.process.terminate() } }
    let port = try #require(first.port)
    let second = try CLI.run(
      ["--error-format", "json", "serve", "--port", "\(port)", "--workers", "1"])
    #expect(second.status == 1, "\(second.stderr)")
    #expect(second.stderr.hasPrefix("{\"severity\":\"error\","), "\(second.stderr)")
    #expect(second.stderr.contains("Address already in use"), "\(second.stderr)")
  }
}

/// One HTTP/1.1 GET over a loopback socket, the whole answer (head and body) as text.
enum RawHTTP {
  /// A connected loopback socket.
  static func open(port: Int) throws -> Int32 {
    let socket = Foundation.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
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
      close(socket)
      throw POSIXError(.ECONNREFUSED)
    }
    return socket
  }

  static func transmit(_ text: String, on socket: Int32) {
    _ = text.withCString { Foundation.send(socket, $0, strlen($0), Int32(MSG_NOSIGNAL)) }
  }

  /// What arrives within `timeout` seconds of quiet (up to the first answer's body).
  static func receive(on socket: Int32, timeout: Double) -> String {
    var value = timeval(
      tv_sec: Int(timeout), tv_usec: Int((timeout - timeout.rounded(.down)) * 1e6))
    setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &value, socklen_t(MemoryLayout<timeval>.size))
    var buffer = [UInt8](repeating: 0, count: 65_536)
    let count = recv(socket, &buffer, buffer.count, 0)
    return count > 0 ? String(decoding: buffer[0..<count], as: UTF8.self) : ""
  }

  static func get(_ path: String, port: Int) throws -> String {
    let socket = try open(port: port)
    defer { close(socket) }
    transmit("GET \(path) HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n", on: socket)
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

/// `calends serve --port 0 …` started as a user starts it, with the line it prints first
/// (`listening on http://127.0.0.1:PORT`) read from its standard output.
struct ServeProcess {
  let process = Process()
  let line: String

  init(_ arguments: [String], standardError: Pipe? = nil, environment: [String: String] = [:])
    throws
  {
    process.executableURL = CLI.binary
    process.arguments = ["serve", "--port", "0"] + arguments
    if !environment.isEmpty {
      process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    }
    let out = Pipe()
    process.standardOutput = out
    if let standardError {
      process.standardError = standardError
    } else {
      process.standardError = FileHandle.nullDevice
    }
    process.standardInput = FileHandle.nullDevice
    try process.run()
    var printed = Data()
    while !printed.contains(UInt8(ascii: "\n")) {
      let chunk = out.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      printed += chunk
    }
    line = String(decoding: printed, as: UTF8.self)
  }

  /// The port in `line`, or nil when the server printed none.
  var port: Int? {
    line.split(separator: ":").last.flatMap {
      Int($0.trimmingCharacters(in: .whitespacesAndNewlines))
    }
  }
}
