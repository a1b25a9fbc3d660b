#if Server
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import CalendsServer

/// A served calendar's warnings reach the server's log once per version of its bytes, and
/// `/metrics` counts them.
@Suite struct ServerCalendarWarningsTests {
  /// The log lines, as the server gives them.
  final class Lines: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    func add(_ line: String) { lock.withLock { lines.append(line) } }
    var all: [String] { lock.withLock { lines } }
  }

  static func calendar(events: Int) -> String {
    let events = (0..<events).map {
      "BEGIN:VEVENT\r\nUID:\($0)@x\r\nDTSTART:20261110T090000Z\r\nDTEND:20261110T100000Z\r\n"
        + "RRULE:FREQ=SOMETIMES\r\nSUMMARY:Stand-up\r\nEND:VEVENT\r\n"
    }
    return "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Test//EN\r\n" + events.joined()
      + "END:VCALENDAR\r\n"
  }

  @Test func aCalendarsWarningsAreLoggedOncePerVersionAndCounted() async throws {
    let fixture = try ServerFixture()
    defer { fixture.remove() }
    try fixture.write("calendars/broken.ics", Self.calendar(events: 1))
    let path = fixture.root.appendingPathComponent("calendars/broken.ics").path
    let lines = Lines()
    try await fixture.test(.router, { $0.logLine = lines.add }) { client in
      let body = "today: 2026-11-10\nstyle: timeline\ncalendars: [{ics: broken}]\n"
      // Two images (two formats), two renders, one version of the calendar: one line.
      for format in ["svg", "png"] {
        let response = try await client.execute(
          uri: "/render?format=\(format)", method: .post, body: ByteBuffer(text: body))
        #expect(response.status == .ok)
        #expect(response.headers[HTTPFields.Element.Name("Calends-Warnings")!] == "1")
      }
      let warning = "warning: \(path):8: bad RRULE 'FREQ=SOMETIMES'; the RRULE is skipped"
      #expect(lines.all == [warning])
      // Another version (three events, each with the bad rule): logged again, alike
      // warnings on one line.
      try fixture.write("calendars/broken.ics", Self.calendar(events: 3))
      let edited = try await client.execute(
        uri: "/render?format=svg", method: .post, body: ByteBuffer(text: body))
      #expect(edited.status == .ok)
      #expect(lines.all == [warning, warning + " (and 2 more like this)"])
      let metrics = try await client.execute(uri: "/metrics", method: .get)
      #expect(
        metrics.text.contains(#"calends_calendar_warnings_total{code="icalendar-warning"} 4"#),
        "\(metrics.text)")
    }
  }
}
#endif  // Server
