import Foundation
import Testing

/// A spec's `calendars` through the binary: paths relative to the spec file (not the
/// working directory), `--time-zone` as a flag, and exit 2 naming the file and line.
@Suite struct CalendarsCLITests {
  static let calendars = CLI.packageRoot.appendingPathComponent("Tests/CalendsICalTests/Calendars")

  func folderWithSpec(_ yaml: String, ics: [String: String] = [:]) throws -> URL {
    let folder = CLI.temporaryFolder()
    try FileManager.default.copyItem(
      at: Self.calendars.appendingPathComponent("google-work.ics"),
      to: folder.appendingPathComponent("google-work.ics"))
    for (name, text) in ics { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
    try Data(yaml.utf8).write(to: folder.appendingPathComponent("week.yaml"))
    return folder
  }

  @Test func pathsAreRelativeToTheSpecAndTheZoneIsAFlag() throws {
    let folder = try folderWithSpec(
      "style: timeline\nstartDay: 2026-03-09\nvisibleDays: 1\ncalendars: [{ics: google-work.ics}]\n"
    )
    let spec = folder.appendingPathComponent("week.yaml").path
    let utc = try CLI.run(["layout", "--dump", spec])
    #expect(utc.status == 0, "\(utc.stderr)")
    #expect(utc.stdout.contains("2026-03-09T13:30…2026-03-09T13:45"))
    let newYork = try CLI.run(["layout", "--dump", spec, "--time-zone", "America/New_York"])
    #expect(newYork.status == 0, "\(newYork.stderr)")
    #expect(newYork.stdout.contains("2026-03-09T09:30…2026-03-09T09:45"))
    #expect(newYork.stdout.contains(#"title="Standup""#))
  }

  /// A month's dots through the binary: one per calendar on a day, in the calendars'
  /// colours, in the layout dump and in the drawing.
  @Test func monthDotsTakeTheCalendarsColours() throws {
    let folder = try folderWithSpec(
      "style: month\ntoday: 2026-03-01\ncalendars: [{ics: google-work.ics, color: \"#C62828\"}, {ics: extra.ics, color: \"#1565C0\"}]\n",
      ics: [
        "extra.ics":
          "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:x\r\nSUMMARY:Extra\r\nDTSTART;VALUE=DATE:20260310\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
      ])
    let spec = folder.appendingPathComponent("week.yaml").path
    let layout = try CLI.run(["layout", "--dump", spec])
    #expect(layout.status == 0, "\(layout.stderr)")
    let dots = layout.stdout.split(separator: "\n").filter {
      $0.hasPrefix("eventIndicator 2026-03-10")
    }
    #expect(
      dots == [
        "eventIndicator 2026-03-10 128.43,155.81 4x4 color=#C62828",
        "eventIndicator 2026-03-10 135.43,155.81 4x4 color=#1565C0",
      ])
    let output = folder.appendingPathComponent("out.svg")
    let render = try CLI.run(["render", spec, "-o", output.path])
    #expect(render.status == 0, "\(render.stderr)")
    let svg = try String(contentsOf: output, encoding: .utf8)
    #expect(svg.contains(##"<circle cx="130.43" cy="157.81" r="2" fill="#c62828"/>"##))
    #expect(svg.contains(##"<circle cx="137.43" cy="157.81" r="2" fill="#1565c0"/>"##))
  }

  @Test func badCalendarIsExitTwo() throws {
    let folder = try folderWithSpec(
      "style: month\ncalendars: [{ics: broken.ics, strict: true}]\n",
      ics: ["broken.ics": "BEGIN:VCALENDAR\nBEGIN:VEVENT\nDTSTART:20260301\nEND:VCALENDAR\n"])
    let output = folder.appendingPathComponent("out.png").path
    let result = try CLI.run([
      "render", folder.appendingPathComponent("week.yaml").path, "-o", output,
    ])
    #expect(result.status == 2)
    #expect(
      result.stderr.contains("broken.ics:2: BEGIN:VEVENT has no END:VEVENT"), "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: output))
    let zone = try CLI.run(["layout", "--time-zone", "Atlantis/Capital"])
    #expect(zone.status == 2)
    #expect(zone.stderr.contains("timeZone: unknown time zone 'Atlantis/Capital'"))
  }
}

/// A batch output drawn from a calendar is out of date when the calendar file changes.
@Suite struct CalendarsBatchCLITests {
  @Test func aChangedCalendarIsRenderedAgain() throws {
    let folder = CLI.temporaryFolder()
    let ics = folder.appendingPathComponent("team.ics")
    func write(_ title: String) throws {
      try Data(
        "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:a\r\nSUMMARY:\(title)\r\nDTSTART:20260309T090000Z\r\nDTEND:20260309T100000Z\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
          .utf8
      ).write(to: ics)
    }
    try write("Planning")
    let manifest = folder.appendingPathComponent("m.yaml")
    try Data(
      """
      defaults: {today: 2026-03-09, scale: 1}
      specs:
        - {name: week.png, spec: {style: timeline, visibleDays: 1, calendars: [{ics: team.ics}]}}

      """.utf8
    ).write(to: manifest)
    let out = folder.appendingPathComponent("out").path
    let first = try CLI.run(["batch", manifest.path, "-o", out, "--quiet"])
    #expect(first.stdout.contains("rendered 1, skipped 0"), "\(first.stdout) \(first.stderr)")
    let same = try CLI.run(["batch", manifest.path, "-o", out, "--quiet"])
    #expect(same.stdout.contains("rendered 0, skipped 1"), "\(same.stdout)")
    try write("Retro")
    let changed = try CLI.run(["batch", manifest.path, "-o", out, "--quiet"])
    #expect(changed.stdout.contains("rendered 1, skipped 0"), "\(changed.stdout)")
  }
}
