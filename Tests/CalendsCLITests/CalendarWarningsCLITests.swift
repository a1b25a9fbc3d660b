import Foundation
import Testing

/// What a calendar file says that is read differently reaches the user as a warning naming
/// the file and line — from `events`, `render` and `batch`, as text and as JSON — and the
/// command still succeeds.
@Suite struct CalendarWarningsCLITests {
  /// A feed with a negative DURATION on its line 7: read as lasting no time, with a warning.
  static let feed =
    "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\nBEGIN:VEVENT\r\nUID:a\r\nDTSTART:20260309T090000Z\r\nDURATION:-PT1H\r\nSUMMARY:Backwards\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
  static let message = "the DURATION is negative; the event is read as lasting no time"

  func folder() throws -> URL {
    let folder = CLI.temporaryFolder()
    try Data(Self.feed.utf8).write(to: folder.appendingPathComponent("team.ics"))
    try Data(
      "style: timeline\ntoday: 2026-03-09\nstartDay: 2026-03-09\nvisibleDays: 1\ncalendars: [{ics: team.ics}]\n"
        .utf8
    ).write(to: folder.appendingPathComponent("week.yaml"))
    return folder
  }

  @Test func eventsWarnsAndSucceeds() throws {
    let folder = try folder()
    let result = try CLI.run(
      ["events", "team.ics", "--from", "2026-03-09", "--to", "2026-03-09"], in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains(#""title":"Backwards""#))
    #expect(result.stderr == "calends: warning: team.ics:7: \(Self.message)\n")
  }

  /// Stray END lines (many exporters' bugs write them) are Calends' warnings, each naming
  /// its line; libical, which prints its own line to standard error for each, never sees
  /// them, so nothing else reaches standard error and `--error-format json` stays JSON.
  @Test func strayEndLinesAreOurWarningsAndLibicalSaysNothing() throws {
    let folder = CLI.temporaryFolder()
    let calendar =
      "END:VEVENT\r\nBEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\nBEGIN:VEVENT\r\nUID:a\r\nDTSTART:20260309T090000Z\r\nSUMMARY:Kept\r\nEND:VEVENT\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
    try Data(calendar.utf8).write(to: folder.appendingPathComponent("stray.ics"))
    let result = try CLI.run(
      ["events", "stray.ics", "--from", "2026-03-09", "--to", "2026-03-09"], in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains(#""title":"Kept""#))
    #expect(!result.stderr.contains("icalparser"), "\(result.stderr)")
    let lines = result.stderr.split(separator: "\n")
    #expect(lines.count == 2, "\(result.stderr)")
    #expect(lines.allSatisfy { $0.hasPrefix("calends: warning: stray.ics:") })
    let json = try CLI.run(
      [
        "--error-format", "json", "events", "stray.ics", "--from", "2026-03-09", "--to",
        "2026-03-09",
      ], in: folder)
    for line in json.stderr.split(separator: "\n") {
      #expect(line.hasPrefix("{") && line.hasSuffix("}"), "\(line)")
    }
  }

  @Test func eventsWarnsAsJSON() throws {
    let folder = try folder()
    let result = try CLI.run(
      [
        "--error-format", "json", "events", "team.ics", "--from", "2026-03-09", "--to",
        "2026-03-09",
      ], in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stderr
        == #"{"severity":"warning","code":"icalendar-warning","message":"\#(Self.message)","file":"team.ics","line":7,"column":null,"field":null}"#
        + "\n")
  }

  @Test func renderWarnsAndSucceeds() throws {
    let folder = try folder()
    let output = folder.appendingPathComponent("week.png")
    let result = try CLI.run(["render", "week.yaml", "-o", output.path], in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    // The path is the spec's folder's: the calendar is read relative to the spec file.
    #expect(result.stderr.hasPrefix("calends: warning: /"), "\(result.stderr)")
    #expect(result.stderr.hasSuffix("/team.ics:7: \(Self.message)\n"), "\(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 1)
    #expect(FileManager.default.fileExists(atPath: output.path))
  }

  /// 200 events with the same bad value: one line for people, counting the rest; every one
  /// for tools.
  @Test func repeatedWarningsAreOneLineAndEachAnObject() throws {
    let folder = CLI.temporaryFolder()
    let events = (0..<200).map {
      "BEGIN:VEVENT\r\nUID:e\($0)\r\nDTSTART:20260309T090000Z\r\nDURATION:-PT1H\r\nSUMMARY:B\($0)\r\nEND:VEVENT\r\n"
    }
    let calendar =
      "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\n" + events.joined()
      + "END:VCALENDAR\r\n"
    try Data(calendar.utf8).write(to: folder.appendingPathComponent("many.ics"))
    try Data(
      "style: timeline\ntoday: 2026-03-09\nstartDay: 2026-03-09\nvisibleDays: 1\ncalendars: [{ics: many.ics}]\n"
        .utf8
    ).write(to: folder.appendingPathComponent("week.yaml"))
    let text = try CLI.run(["render", "week.yaml", "-o", "week.png"], in: folder)
    #expect(text.status == 0, "\(text.stderr)")
    let warnings = text.stderr.split(separator: "\n").filter { $0.contains("warning: ") }
    #expect(warnings.count == 1, "\(text.stderr)")
    #expect(
      warnings.first?.hasSuffix("/many.ics:7: \(Self.message) (and 199 more like this)") == true,
      "\(text.stderr)")
    let json = try CLI.run(
      ["--error-format", "json", "render", "week.yaml", "-o", "week.png"], in: folder)
    #expect(json.status == 0, "\(json.stderr)")
    let objects = json.stderr.split(separator: "\n").filter {
      $0.contains(#""code":"icalendar-warning""#)
    }
    #expect(objects.count == 200)
    #expect(objects.last?.contains(#""line":\#(7 + 199 * 6),"#) == true, "\(objects.last ?? "")")
    #expect(!json.stderr.contains("more-warnings"))
  }

  /// Entries drawing one calendar share its warning: printed once, in worker processes and
  /// in threads alike.
  @Test(arguments: [false, true]) func batchWarnsOnceAndSucceeds(threads: Bool) throws {
    let folder = try folder()
    try Data(
      """
      defaults: {today: 2026-03-09, scale: 1}
      specs:
        - {name: a.png, spec: {style: timeline, visibleDays: 1, calendars: [{ics: team.ics}]}}
        - {name: b.png, spec: {style: timeline, visibleDays: 2, calendars: [{ics: team.ics}]}}

      """.utf8
    ).write(to: folder.appendingPathComponent("m.yaml"))
    let result = try CLI.run(
      ["batch", "m.yaml", "-o", "out", "--quiet", "-j", "2"] + (threads ? ["--threads"] : []),
      in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("rendered 2"), "\(result.stdout)")
    #expect(result.stderr.hasPrefix("calends: warning: /"), "\(result.stderr)")
    #expect(result.stderr.hasSuffix("/team.ics:7: \(Self.message)\n"), "\(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 1)
  }
}
