import Foundation
import NginxSupport
import Testing

/// Feeds (`calendars: [{url}]`, `calends events URL`, `serve --feeds`) against nginx on
/// loopback, each test with its own cache folder (`CALENDS_CACHE_DIR`).
@Suite(.serialized, .enabled(if: PackageTraits.server, PackageTraits.serverMissing))
struct FeedsCLITests {
  static let team = """
    BEGIN:VCALENDAR\r
    VERSION:2.0\r
    PRODID:-//Nextcloud calendar v5.0.0//EN\r
    X-WR-CALNAME:Team\r
    BEGIN:VEVENT\r
    UID:review@team.example\r
    DTSTAMP:20261101T000000Z\r
    DTSTART:20261124T140000Z\r
    DTEND:20261124T150000Z\r
    SUMMARY:Design review\r
    END:VEVENT\r
    END:VCALENDAR\r

    """

  let server: NginxFixture
  let folder: URL
  let environment: [String: String]

  init() throws {
    server = try NginxFixture()
    folder = CLI.temporaryFolder()
    environment = [
      "CALENDS_CACHE_DIR": folder.appendingPathComponent("cache").path,
      "CALENDS_FEED_TIMEOUT": "2",
    ]
    try server.serve("team.ics", FeedsCLITests.team)
  }

  func write(_ name: String, _ text: String) throws {
    try Data(text.utf8).write(to: folder.appendingPathComponent(name))
  }

  func run(_ arguments: [String]) throws -> CLIResult {
    try CLI.run(arguments, in: folder, environment: environment)
  }

  @Test func eventsReadsAURL() throws {
    let result = try run([
      "events", server.url("team.ics"), "--from", "2026-11-24", "--to", "2026-11-24",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains(#""title":"Design review""#), "\(result.stdout)")
    #expect(result.stdout.contains(#""calendar":"Team""#))
    let again = try run([
      "events", server.url("team.ics"), "--from", "2026-11-24", "--to", "2026-11-24",
    ])
    #expect(again.stdout == result.stdout)
    #expect(server.log() == ["200 /team.ics"], "within --max-age the copy is used")
    let revalidated = try run([
      "events", server.url("team.ics"), "--from", "2026-11-24", "--to", "2026-11-24",
      "--max-age", "0",
    ])
    #expect(revalidated.stdout == result.stdout)
    #expect(server.log() == ["200 /team.ics", "304 /team.ics"])
    let bad = try run([
      "events", server.url("team.ics"), "--max-age", "soon", "--from", "2026-11-24", "--to",
      "2026-11-24",
    ])
    #expect(bad.status == 2)
    #expect(bad.stderr.contains("--max-age"))
  }

  /// `calends` fetches through `calends-server fetch-feed`; alone, a feed with no copy is an
  /// error naming the program it needs, and a kept copy is still drawn, with that warning.
  @Test func withoutTheServerProgramAFeedNamesIt() throws {
    let arguments = [
      "events", server.url("team.ics"), "--from", "2026-11-24", "--to", "2026-11-24",
      "--max-age", "0",
    ]
    let lone = folder.appendingPathComponent("calends")
    try FileManager.default.copyItem(at: CLI.binary, to: lone)
    let missing = try CLI.run(arguments, in: folder, environment: environment, binary: lone)
    #expect(missing.status == 2)
    #expect(
      missing.stderr.contains(folder.appendingPathComponent("calends-server").path),
      "\(missing.stderr)")
    #expect(missing.stderr.contains("no copy of it is kept"), "\(missing.stderr)")
    #expect(server.log().isEmpty)
    // A copy fetched by a full install, then drawn by the lone `calends`.
    let fetched = try run(arguments)
    #expect(fetched.status == 0, "\(fetched.stderr)")
    let fromCopy = try CLI.run(arguments, in: folder, environment: environment, binary: lone)
    #expect(fromCopy.status == 0, "\(fromCopy.stderr)")
    #expect(fromCopy.stdout == fetched.stdout)
    #expect(fromCopy.stderr.contains("calends-server"), "\(fromCopy.stderr)")
  }

  @Test func aSpecDrawsAFeedAndItsLastGoodCopy() throws {
    try write(
      "week.yaml",
      """
      style: timeline
      today: 2026-11-24
      visibleDays: 3
      calendars: [{url: "\(server.url("team.ics"))", color: "#2E7D32", maxAge: 0}]
      """)
    let first = try run(["render", "week.yaml", "-o", "first.svg"])
    #expect(first.status == 0, "\(first.stderr)")
    #expect(first.stderr.isEmpty, "\(first.stderr)")
    try server.remove("team.ics")
    let second = try run(["render", "week.yaml", "-o", "second.svg"])
    #expect(second.status == 0, "\(second.stderr)")
    #expect(
      second.stderr.contains(
        "warning: \(server.url("team.ics")): HTTP 404 Not Found; drawing the copy fetched"),
      "\(second.stderr)")
    let drawn = try Data(contentsOf: folder.appendingPathComponent("first.svg"))
    #expect(try Data(contentsOf: folder.appendingPathComponent("second.svg")) == drawn)
    let json = try run(["render", "week.yaml", "-o", "third.svg", "--error-format", "json"])
    #expect(json.status == 0)
    #expect(json.stderr.contains(#""severity":"warning""#), "\(json.stderr)")
  }

  @Test func aFeedWithNoCopyIsAnErrorNamingTheFieldAndURL() throws {
    try write(
      "week.yaml",
      "style: timeline\ntoday: 2026-11-24\ncalendars: [{url: \"\(server.url("gone.ics"))\"}]\n")
    let result = try run(["render", "week.yaml", "-o", "out.png"])
    #expect(result.status == 2)
    #expect(
      result.stderr.contains(
        "calendars[0].url: \(server.url("gone.ics")): HTTP 404 Not Found; no copy of it is kept"),
      "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.png").path))
  }

  @Test func onlyWebAddressesAreFeeds() throws {
    try write("week.yaml", "style: timeline\ncalendars: [{url: \"file:///etc/passwd\"}]\n")
    let result = try run(["render", "week.yaml", "-o", "out.png"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("calendars[0].url"), "\(result.stderr)")
    #expect(result.stderr.contains("the scheme 'file' is not read"), "\(result.stderr)")
    try write(
      "both.yaml", "style: timeline\ncalendars: [{ics: a.ics, url: \"https://x.example/a.ics\"}]\n")
    let both = try run(["render", "both.yaml", "-o", "out.png"])
    #expect(both.status == 2)
    #expect(both.stderr.contains("not both"), "\(both.stderr)")
  }

  /// A batch of many images that draw one feed fetches it once.
  @Test func aBatchFetchesAFeedOnce() throws {
    var manifest = "specs:\n"
    for day in 20...27 {
      manifest +=
        "  - {name: day\(day).svg, spec: {style: month, today: 2026-11-\(day), calendars: [{url: \"\(server.url("team.ics"))\"}]}}\n"
    }
    try write("manifest.yaml", manifest)
    // Two worker processes share the cache folder: the first to lock the feed fetches it.
    let result = try run(["batch", "manifest.yaml", "-o", "out", "-j", "2"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(server.log() == ["200 /team.ics"], "\(server.log())")
  }

  /// `serve --feeds`: a stale copy is drawn at once and refreshed in the background; a
  /// feed that does not answer fails the request within the feed timeout.
  @Test func serveRefreshesInTheBackground() throws {
    let specs = folder.appendingPathComponent("specs")
    try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
    try Data(
      "style: timeline\ntoday: 2026-11-24\ncalendars: [{url: \"\(server.url("team.ics"))\", maxAge: 0}]\n"
        .utf8
    ).write(to: specs.appendingPathComponent("week.yaml"))
    let hanging = try Listener()
    try Data(
      "style: timeline\ntoday: 2026-11-24\ncalendars: [{url: \"http://127.0.0.1:\(hanging.port)/x.ics\"}]\n"
        .utf8
    ).write(to: specs.appendingPathComponent("dead.yaml"))
    // The feeds are on loopback, which the server refuses unless told.
    let log = Pipe()
    let serve = try ServeProcess(
      ["--specs", specs.path, "--feeds", "--feeds-allow", "127.0.0.1", "--quiet"],
      standardError: log, environment: environment)
    defer { if serve.process.isRunning { serve.process.terminate() } }
    let port = try #require(serve.port, "\(serve.line)")
    let first = try RawHTTP.get("/specs/week.svg", port: port)
    #expect(first.hasPrefix("HTTP/1.1 200"), "\(first.prefix(300))")
    let tag = FeedsCLITests.etag(first)
    try server.serve(
      "team.ics",
      FeedsCLITests.team.replacingOccurrences(of: "Design review", with: "Retro") + "\r\n")
    var changed = false
    for _ in 0..<100 where !changed {
      let answer = try RawHTTP.get("/specs/week.svg", port: port)
      #expect(answer.hasPrefix("HTTP/1.1 200"))
      changed = FeedsCLITests.etag(answer) != tag
      if !changed { usleep(50_000) }
    }
    #expect(changed, "the new copy is drawn once the background refresh has it")
    let started = Date()
    let dead = try RawHTTP.get("/specs/dead.svg", port: port)
    #expect(dead.hasPrefix("HTTP/1.1 502"), "\(dead.prefix(300))")
    // The client learns that the feed failed, not how (a port that hangs or refuses would
    // map the server's network); the log says why.
    #expect(dead.contains("the feed could not be fetched"), "\(dead)")
    #expect(!dead.contains("no answer"), "\(dead)")
    #expect(Date().timeIntervalSince(started) < 8)
    serve.process.terminate()
    serve.process.waitUntilExit()
    let logged = String(decoding: log.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(logged.contains("x.ics: no answer within 2 s"), "\(logged)")
    // Without --feeds a spec's url is refused: a request could name any address.
    let plain = try ServeProcess(["--specs", specs.path, "--quiet"], environment: environment)
    defer { if plain.process.isRunning { plain.process.terminate() } }
    let refused = try RawHTTP.get("/specs/week.svg", port: try #require(plain.port))
    #expect(refused.hasPrefix("HTTP/1.1 400"), "\(refused.prefix(300))")
    #expect(refused.contains("start it with --feeds"), "\(refused)")
  }

  /// `serve --feeds` fetches from the internet, not from the network it runs in: a feed on
  /// loopback (or any private or link-local address, or a name resolving to one) is refused
  /// before a connection, with the same opaque 502 as any failed fetch, and the log says why.
  /// `--feeds-allow` names what may be reached; without `--feeds` it is refused.
  @Test func serveRefusesInternalAddressesUnlessAllowed() throws {
    let specs = folder.appendingPathComponent("internal")
    try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
    for (name, url) in [
      ("loopback", server.url("team.ics")),
      ("localhost", server.url("team.ics").replacingOccurrences(of: "127.0.0.1", with: "localhost")),
      ("private", "http://10.0.0.1:9/x.ics"), ("link-local", "http://169.254.169.254/latest/x.ics"),
      ("v6", "http://[::1]:9/x.ics"),
    ] {
      try Data(
        "style: timeline\ntoday: 2026-11-24\ncalendars: [{url: \"\(url)\"}]\n".utf8
      ).write(to: specs.appendingPathComponent("\(name).yaml"))
    }
    let before = server.log().count
    let log = Pipe()
    let serve = try ServeProcess(
      ["--specs", specs.path, "--feeds", "--quiet"], standardError: log, environment: environment)
    defer { if serve.process.isRunning { serve.process.terminate() } }
    let port = try #require(serve.port, "\(serve.line)")
    for name in ["loopback", "localhost", "private", "link-local", "v6"] {
      let answer = try RawHTTP.get("/specs/\(name).svg", port: port)
      #expect(answer.hasPrefix("HTTP/1.1 502"), "\(name): \(answer.prefix(300))")
      #expect(answer.contains("calendars[0].url: the feed could not be fetched"), "\(answer)")
      #expect(!answer.contains("internal"), "\(answer)")
    }
    #expect(server.log().count == before, "no request reached the loopback feed")
    serve.process.terminate()
    serve.process.waitUntilExit()
    let logged = String(decoding: log.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(logged.contains("resolves to 127.0.0.1, an internal address"), "\(logged)")
    #expect(logged.contains("resolves to 169.254.169.254"), "\(logged)")
    // Allowed by network, the same feed is fetched.
    let allowed = try ServeProcess(
      ["--specs", specs.path, "--feeds", "--feeds-allow", "127.0.0.0/8,::1", "--quiet"],
      environment: environment)
    defer { if allowed.process.isRunning { allowed.process.terminate() } }
    let fetched = try RawHTTP.get("/specs/loopback.svg", port: try #require(allowed.port))
    #expect(fetched.hasPrefix("HTTP/1.1 200"), "\(fetched.prefix(300))")
    allowed.process.terminate()
    let without = try CLI.run(["serve", "--feeds-allow", "127.0.0.1", "--port", "0"])
    #expect(without.status == 2)
    #expect(without.stderr.contains("--feeds-allow: has no effect without --feeds"))
    let bad = try CLI.run(["serve", "--feeds", "--feeds-allow", "10.0.0.0/99", "--port", "0"])
    #expect(bad.status == 2)
    #expect(bad.stderr.contains("--feeds-allow: '10.0.0.0/99' is neither"), "\(bad.stderr)")
  }

  static func etag(_ answer: String) -> String? {
    answer.split(separator: "\r\n").first { $0.lowercased().hasPrefix("etag:") }.map(String.init)
  }
}
