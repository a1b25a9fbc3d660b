public import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// nginx on loopback, serving a temporary folder, with the cases a feed server can present:
/// static files with ETag and Last-Modified (a 304 on revalidation), a missing file, a
/// redirect and a redirect loop. Its access log records each status, so a test can tell a
/// revalidation from a full fetch. CI installs nginx (`.ci/setup-system`).
public final class NginxFixture {
  public let root: URL
  public let port: Int
  private let process = Process()

  static let binary = ["/usr/sbin/nginx", "/usr/bin/nginx"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }

  public init() throws {
    guard let binary = NginxFixture.binary else {
      throw FixtureError(
        "nginx is not installed (/usr/sbin/nginx); CI installs it with .ci/setup-system")
    }
    root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "calends-feeds-\(UUID().uuidString)")
    let www = root.appendingPathComponent("www")
    try FileManager.default.createDirectory(at: www, withIntermediateDirectories: true)
    port = try NginxFixture.freePort()
    let work = root.path
    let configuration = """
      daemon off;
      worker_processes 1;
      pid \(work)/nginx.pid;
      error_log \(work)/error.log;
      events { worker_connections 64; }
      http {
        log_format status '$status $request_uri';
        access_log \(work)/access.log status;
        client_body_temp_path \(work)/body;
        proxy_temp_path \(work)/proxy;
        fastcgi_temp_path \(work)/fastcgi;
        uwsgi_temp_path \(work)/uwsgi;
        scgi_temp_path \(work)/scgi;
        types { text/calendar ics; text/html html; }
        server {
          listen 127.0.0.1:\(port);
          root \(www.path);
          location = /loop-a.ics { return 302 /loop-b.ics; }
          location = /loop-b.ics { return 302 /loop-a.ics; }
          location = /moved.ics { return 301 /team.ics; }
        }
      }
      """
    try Data(configuration.utf8).write(to: root.appendingPathComponent("nginx.conf"))
    process.executableURL = URL(fileURLWithPath: binary)
    process.arguments = ["-p", work, "-c", root.appendingPathComponent("nginx.conf").path]
    process.standardError = FileHandle.nullDevice
    try process.run()
    for _ in 0..<200 {
      if NginxFixture.answers(port) { return }
      usleep(20_000)
    }
    process.terminate()
    throw FixtureError("nginx did not start on port \(port)")
  }

  deinit {
    process.terminate()
    process.waitUntilExit()
    try? FileManager.default.removeItem(at: root)
  }

  public func url(_ path: String) -> String { "http://127.0.0.1:\(port)/\(path)" }

  public func serve(_ path: String, _ text: String) throws {
    try serve(path, Data(text.utf8))
  }

  public func serve(_ path: String, _ data: Data) throws {
    try data.write(to: root.appendingPathComponent("www/\(path)"))
  }

  public func remove(_ path: String) throws {
    try FileManager.default.removeItem(at: root.appendingPathComponent("www/\(path)"))
  }

  /// The statuses nginx answered, in order (`200 /team.ics`).
  public func log() -> [String] {
    let text =
      (try? String(contentsOf: root.appendingPathComponent("access.log"), encoding: .utf8)) ?? ""
    return text.split(separator: "\n").map(String.init)
  }

  public static func freePort() throws -> Int {
    let listener = try Listener()
    return listener.port
  }

  public static func answers(_ port: Int) -> Bool {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(descriptor) }
    var address = sockaddr_in.loopback(port: port)
    return withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
      }
    }
  }
}

/// A socket that listens and never answers: a server that accepted the connection and then
/// hangs, for the fetch timeout.
public final class Listener {
  let descriptor: Int32
  public let port: Int

  public init() throws {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    self.descriptor = descriptor
    var address = sockaddr_in.loopback(port: 0)
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0, listen(descriptor, 16) == 0 else {
      close(descriptor)
      throw FixtureError("could not listen on loopback")
    }
    var found = sockaddr_in()
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &found) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        getsockname(descriptor, $0, &length)
      }
    }
    port = Int(UInt16(bigEndian: found.sin_port))
  }

  deinit { close(descriptor) }
}

extension sockaddr_in {
  static func loopback(port: Int) -> sockaddr_in {
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = UInt16(port).bigEndian
    address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
    return address
  }
}

public struct FixtureError: Error, CustomStringConvertible {
  public var description: String
  init(_ description: String) { self.description = description }
}
