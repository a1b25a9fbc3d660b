import Foundation
import Testing

/// `style: wallMonth` through the binary: a bad field exits 2 naming it and writes nothing,
/// the flags reach its fields, and a spec's `calendars` become its events.
@Suite struct WallMonthCLITests {
  @Test(arguments: [
    (["--day-max-events", "0"], "--day-max-events: 0 is out of range; expected 1…20"),
    (["--event", "2026-03-02T09:00/2026-03-02T08:00/Late"], "--event: [0].end: end 2026-03-02T08:00"),
    (["--pages", "months", "--paper", "a4"], "pages: is a field of the year views"),
  ])
  func badFieldIsExitTwoAndNoOutput(flags: [String], message: String) throws {
    let output = CLI.temporaryFolder().appendingPathComponent("wall.png").path
    let result = try CLI.run(
      ["render", "--style", "wallMonth", "--today", "2026-03-11", "-o", output] + flags)
    #expect(result.status == 2, "\(result.stderr)")
    #expect(result.stderr.contains(message), "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: output))
  }

  @Test func flagsReachTheWallMonth() throws {
    let result = try CLI.run([
      "layout", "--dump", "--style", "wallMonth", "--today", "2026-03-11", "--width", "700",
      "--event", "2026-03-10T09:00/2026-03-10T10:00/Standup",
      "--event", "2026-03-10T00:00/2026-03-12T00:00/Trip",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains(#"eventLine 2026-03-10 id=0"#), "\(result.stdout)")
    #expect(result.stdout.contains(#"time="09:00""#))
    // A timed event from midnight to midnight two days later covers the 10th and the 11th.
    #expect(result.stdout.contains(#"start="2026-03-10" end="2026-03-11""#), "\(result.stdout)")
  }

  @Test func calendarsBecomeItsEvents() throws {
    let folder = CLI.temporaryFolder()
    try Data(
      """
      BEGIN:VCALENDAR\r
      BEGIN:VEVENT\r
      UID:conf\r
      SUMMARY:SwiftConf\r
      DTSTART;VALUE=DATE:20260311\r
      DTEND;VALUE=DATE:20260314\r
      END:VEVENT\r
      BEGIN:VEVENT\r
      UID:standup\r
      SUMMARY:Stand-up\r
      DTSTART:20260302T093000Z\r
      DTEND:20260302T100000Z\r
      RRULE:FREQ=WEEKLY;COUNT=3\r
      END:VEVENT\r
      END:VCALENDAR\r

      """.utf8
    ).write(to: folder.appendingPathComponent("team.ics"))
    let spec = folder.appendingPathComponent("wall.yaml")
    try Data(
      """
      style: wallMonth
      today: 2026-03-11
      width: 800
      calendars: [{ics: team.ics, color: "#2E7D32"}]

      """.utf8
    ).write(to: spec)
    let result = try CLI.run(["layout", spec.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.contains(##""title": "SwiftConf", "color": "#2E7D32""##), "\(result.stdout)")
    #expect(result.stdout.contains(#""eventStart": "2026-03-11", "eventEnd": "2026-03-13""#))
    #expect(result.stdout.components(separatedBy: #""title": "Stand-up""#).count == 4)
  }
}
