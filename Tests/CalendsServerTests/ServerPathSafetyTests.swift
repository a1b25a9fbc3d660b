#if Server
import CalendsServer
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// No file outside the served folders is ever read for a request: names only, no paths,
/// and symlinks out of the folders refused. Every case is a 400, 403 or 404 — never a 2xx,
/// never the content of the file outside.
@Suite struct ServerPathSafetyTests {
  static func expectRefused(_ response: TestResponse, _ allowed: Set<Int>, _ what: String) {
    #expect(allowed.contains(response.status.code), "\(what): \(response.status) \(response.text)")
    #expect(!response.text.contains(ServerFixture.secret), "\(what)")
  }

  @Test func specNamesCannotLeaveTheSpecsFolder() async throws {
    let fixture = try ServerFixture()
    defer { fixture.remove() }
    try await fixture.test { client in
      let cases = [
        "/specs/leak.png": 403,
        "/specs/..%2Foutside.png": 400,
        "/specs/%2E%2E%2Foutside.png": 400,
        "/specs/../outside.png": 404,
        "/specs/..%2F..%2F..%2Fetc%2Fpasswd.png": 400,
        "/specs/%2Fetc%2Fpasswd.png": 400,
        "/specs/.hidden.png": 400,
      ]
      for (uri, status) in cases {
        let response = try await client.execute(uri: uri, method: .get)
        Self.expectRefused(response, [status], uri)
      }
    }
  }

  @Test func themesAreNamesInTheThemesFolder() async throws {
    let fixture = try ServerFixture()
    defer { fixture.remove() }
    try await fixture.test { client in
      let cases: [(String, Int)] = [
        ("../outside", 400), ("../outside.nss", 400), ("\(fixture.root.path)/outside.nss", 400),
        ("/etc/passwd", 400), ("leak", 403), ("missing", 400), ("themes/ocean.nss", 400),
      ]
      for (theme, status) in cases {
        let posted = try await client.execute(
          uri: "/render?format=svg", method: .post,
          body: ByteBuffer(text: #"{"today": "2026-11-10", "theme": "\#(theme)"}"#))
        Self.expectRefused(posted, [status], "body theme \(theme)")
        #expect(posted.text.contains("theme"), "\(theme)")
        let query = theme.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
        let overridden = try await client.execute(
          uri: "/specs/month.svg?theme=\(query)", method: .get)
        Self.expectRefused(overridden, [status], "query theme \(theme)")
      }
      let named = try await client.execute(
        uri: "/render?format=svg", method: .post,
        body: ByteBuffer(text: #"{"today": "2026-11-10", "theme": "ocean.nss"}"#))
      #expect(named.status == .ok)
    }
  }

  @Test func calendarsAreNamesInTheCalendarsFolder() async throws {
    let fixture = try ServerFixture()
    defer { fixture.remove() }
    try await fixture.test { client in
      for (ics, status) in [
        ("../outside.ics", 400), ("/etc/passwd", 400), ("leak", 403), ("missing", 400),
      ] {
        let response = try await client.execute(
          uri: "/render", method: .post,
          body: ByteBuffer(text: #"{"today": "2026-03-10", "calendars": [{"ics": "\#(ics)"}]}"#))
        Self.expectRefused(response, [status], "ics \(ics)")
        #expect(response.text.contains("calendars[0].ics"), "\(ics)")
      }
    }
  }

  @Test func withoutFoldersNothingIsRead() async throws {
    let fixture = try ServerFixture()
    defer { fixture.remove() }
    try await fixture.test(
      .router,
      {
        $0.specsFolder = nil
        $0.themesFolder = nil
        $0.calendarsFolder = nil
      }
    ) { client in
      Self.expectRefused(
        try await client.execute(uri: "/specs/month.png", method: .get), [404], "no --specs")
      let theme = try await client.execute(
        uri: "/render", method: .post, body: ByteBuffer(text: #"{"theme": "ocean"}"#))
      Self.expectRefused(theme, [400], "no --themes")
      let ics = try await client.execute(
        uri: "/render", method: .post,
        body: ByteBuffer(text: #"{"calendars": [{"ics": "work"}]}"#))
      Self.expectRefused(ics, [400], "no --calendars")
    }
  }
}
#endif  // Server
