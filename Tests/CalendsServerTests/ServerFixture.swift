#if Server
import CalendsServer
import Foundation
import Hummingbird
import HummingbirdTesting

/// A temporary set of served folders: specs, themes and calendars, with files and symlinks
/// that lead out of them, and a file outside every folder whose content must never be served.
struct ServerFixture {
  let root: URL
  static let secret = "SECRET-OUTSIDE-THE-FOLDERS"

  init() throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "calends-serve-\(UUID().uuidString)")
    let manager = FileManager.default
    for folder in ["specs", "themes", "calendars"] {
      try manager.createDirectory(
        at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    try write("specs/month.yaml", "today: 2026-11-10\nselectedDate: 2026-11-12\n")
    try write("specs/team.json", #"{"today": "2026-11-10", "theme": "ocean"}"#)
    try write("specs/bad.yaml", "today: 2026-11-10\nweekStartDay: someday\n")
    try write("specs/events.yaml", "today: 2026-03-10\ncalendars: [{ics: work}]\n")
    try write("outside.yaml", "today: 2026-11-10\n# \(ServerFixture.secret)\n")
    try write("outside.nss", "/* \(ServerFixture.secret) */\n")
    try write("outside.ics", "BEGIN:VCALENDAR\nX-SECRET:\(ServerFixture.secret)\nEND:VCALENDAR\n")
    try manager.copyItem(
      at: package.appendingPathComponent("Themes/ocean.nss"),
      to: root.appendingPathComponent("themes/ocean.nss"))
    try manager.copyItem(
      at: package.appendingPathComponent("Tests/CalendsICalTests/Calendars/dst-weeks.ics"),
      to: root.appendingPathComponent("calendars/work.ics"))
    // Links that lead out of their folders.
    try link("specs/leak.yaml", to: "../outside.yaml")
    try link("themes/leak.nss", to: root.appendingPathComponent("outside.nss").path)
    try link("calendars/leak.ics", to: "../outside.ics")
    // A link that stays inside is fine.
    try link("specs/alias.yaml", to: "month.yaml")
  }

  func write(_ path: String, _ text: String) throws {
    try Data(text.utf8).write(to: root.appendingPathComponent(path))
  }

  func link(_ path: String, to destination: String) throws {
    try FileManager.default.createSymbolicLink(
      atPath: root.appendingPathComponent(path).path, withDestinationPath: destination)
  }

  func configuration(_ change: (inout ServerConfiguration) -> Void = { _ in })
    -> ServerConfiguration
  {
    var configuration = ServerConfiguration()
    configuration.port = 0
    configuration.workers = 2
    configuration.accessLog = false
    // A first render on a new renderer of a debug build, on a machine running the whole
    // suite, can take seconds: tests that are not about the limit must not meet it.
    configuration.timeLimit = .seconds(60)
    configuration.specsFolder = root.appendingPathComponent("specs")
    configuration.themesFolder = root.appendingPathComponent("themes")
    configuration.calendarsFolder = root.appendingPathComponent("calendars")
    change(&configuration)
    return configuration
  }

  /// Runs `test` against a server on an ephemeral port (`.live`) or in process (`.router`).
  func test(
    _ setup: TestingSetup = .router,
    _ change: (inout ServerConfiguration) -> Void = { _ in },
    _ test: @Sendable (any TestClientProtocol) async throws -> Void
  ) async throws {
    let server = try CalendsServer(configuration(change))
    try await server.application().test(setup, test)
  }

  func remove() {
    try? FileManager.default.removeItem(at: root)
  }
}

extension TestResponse {
  var text: String { String(buffer: body) }
  var bytes: [UInt8] { Array(buffer: body) }
}

extension ByteBuffer {
  init(text: String) { self.init(string: text) }
}

let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47]
#endif  // Server
