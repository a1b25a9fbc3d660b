import Foundation
import Testing

/// `calends events FILE… --from --to [--time-zone] [--strict]`: the occurrences as JSON lines,
/// sorted by start then uid; with --strict, exit 2 naming the file and line on a broken line.
@Suite struct EventsCLITests {
  static let calendars = "Tests/CalendsICalTests/Calendars/"

  func events(_ arguments: [String], input: Data? = nil) throws -> CLIResult {
    try CLI.run(["events"] + arguments, input: input)
  }

  @Test func twoFilesInNewYork() throws {
    let result = try events([
      Self.calendars + "google-work.ics", Self.calendars + "us-holidays.ics",
      "--from", "2026-03-09", "--to", "2026-03-10", "--time-zone", "America/New_York",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout == """
        {"uid":"offsite-91c2@google.com","title":"Team offsite; Denver","location":"","start":"2026-03-09","end":"2026-03-12","allDay":true,"recurrenceId":null,"calendar":"Work"}
        {"uid":"standup-7f3a@google.com","title":"Standup","location":"Room 4, 2nd floor","start":"2026-03-09T09:30:00-04:00","end":"2026-03-09T09:45:00-04:00","allDay":false,"recurrenceId":"2026-03-09T09:30:00-04:00","calendar":"Work"}
        {"uid":"review-44aa@google.com","title":"Design review with a title long enough that Google folds the line in its export","location":"","start":"2026-03-10T13:00:00-04:00","end":"2026-03-10T14:00:00-04:00","allDay":false,"recurrenceId":null,"calendar":"Work"}

        """)
  }

  /// No X-WR-CALNAME: the calendar is the file name without its extension. UTC by default.
  @Test func calendarNameFallsBackToTheFileName() throws {
    let result = try events([
      Self.calendars + "outlook-berlin.ics", "--from", "2026-03-31", "--to", "2026-03-31",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.split(separator: "\n").last
        == #"{"uid":"040000008200E00074C5B7101A82E00800000000D0F1C2B3A4A5DC010000000000000000100000005E1A3E7F6C1B4B4E9D2B2C3D4E5F6071","title":"Jour fixe (verschoben)","location":"Raum Spree","start":"2026-03-31T12:00:00+00:00","end":"2026-03-31T13:00:00+00:00","allDay":false,"recurrenceId":"2026-03-30T07:00:00+00:00","calendar":"outlook-berlin"}"#
    )
  }

  /// Same start: ordered by uid.
  @Test func sortedByStartThenUID() throws {
    let text = [
      "BEGIN:VCALENDAR", "BEGIN:VEVENT", "UID:b", "DTSTART:20260301T090000Z", "END:VEVENT",
      "BEGIN:VEVENT", "UID:a", "DTSTART:20260301T090000Z", "END:VEVENT",
      "BEGIN:VEVENT", "UID:c", "DTSTART:20260301T080000Z", "END:VEVENT", "END:VCALENDAR",
    ].joined(separator: "\n")
    let result = try events(
      ["-", "--from", "2026-03-01", "--to", "2026-03-01"], input: Data(text.utf8))
    #expect(result.status == 0, "\(result.stderr)")
    let uids = result.stdout.split(separator: "\n").map { $0.split(separator: "\"")[3] }
    #expect(uids == ["c", "a", "b"])
    #expect(result.stdout.contains(#""calendar":"standard input""#))
  }

  /// A day at each edge of January 2026 and one just outside each.
  static let edges = [
    "BEGIN:VCALENDAR",
    "BEGIN:VEVENT", "UID:dec31", "DTSTART;VALUE=DATE:20251231", "END:VEVENT",
    "BEGIN:VEVENT", "UID:jan01", "DTSTART;VALUE=DATE:20260101", "END:VEVENT",
    "BEGIN:VEVENT", "UID:jan20", "DTSTART;VALUE=DATE:20260120", "END:VEVENT",
    "BEGIN:VEVENT", "UID:jan31", "DTSTART;VALUE=DATE:20260131", "END:VEVENT",
    "BEGIN:VEVENT", "UID:feb01", "DTSTART;VALUE=DATE:20260201", "END:VEVENT",
    "END:VCALENDAR",
  ].joined(separator: "\n")

  func uids(_ arguments: [String]) throws -> [String] {
    let result = try events(["-"] + arguments, input: Data(Self.edges.utf8))
    #expect(result.status == 0, "\(result.stderr)")
    return result.stdout.split(separator: "\n").map { String($0.split(separator: "\"")[3]) }
  }

  /// Without --from and --to, the month of --today, as `cal` shows the current month; a
  /// given --from ends at its month's end; a given --to is kept.
  @Test func rangeDefaultsToTheMonth() throws {
    #expect(try uids(["--today", "2026-01-20"]) == ["jan01", "jan20", "jan31"])
    #expect(
      try uids(["--today", "2026-01-31", "--time-zone", "Asia/Tokyo"]) == [
        "jan01", "jan20", "jan31",
      ])
    #expect(try uids(["--from", "2026-01-20"]) == ["jan20", "jan31"])
    #expect(try uids(["--from", "2026-01-20", "--today", "2025-12-01"]) == ["jan20", "jan31"])
    #expect(
      try uids(["--today", "2026-01-05", "--to", "2026-02-01"]) == [
        "jan01", "jan20", "jan31", "feb01",
      ])
    let bad = try events(["-", "--today", "2026-02-30"], input: Data(Self.edges.utf8))
    #expect(bad.status == 2)
    #expect(bad.stderr.contains("--today: '2026-02-30' is not a date; expected YYYY-MM-DD"))
  }

  /// Without --today, the clock's month in --time-zone: a daily series lists each of its days.
  @Test func rangeDefaultsToTheClocksMonth() throws {
    let daily =
      "BEGIN:VCALENDAR\nBEGIN:VEVENT\nUID:d\nSUMMARY:Daily\nDTSTART;VALUE=DATE:20200101\nRRULE:FREQ=DAILY\nEND:VEVENT\nEND:VCALENDAR\n"
    func month() -> String {
      let formatter = DateFormatter()
      formatter.locale = Locale(identifier: "en_US_POSIX")
      formatter.timeZone = TimeZone(identifier: "UTC")
      formatter.dateFormat = "yyyy-MM"
      return formatter.string(from: Date())
    }
    let before = month()
    let result = try events(["-"], input: Data(daily.utf8))
    let after = month()
    #expect(result.status == 0, "\(result.stderr)")
    let starts = try result.stdout.split(separator: "\n").map { line in
      let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
      return try #require(object?["start"] as? String)
    }
    let shown = String(try #require(starts.first).prefix(7))
    #expect(shown == before || shown == after)
    #expect(starts.first?.hasSuffix("-01") == true)
    #expect(starts.allSatisfy { $0.hasPrefix(shown) })
    #expect(starts.count >= 28 && starts.count <= 31)
    // The last day is the month's: the next day is in the next month.
    let last = try #require(starts.last)
    #expect(Int(last.suffix(2)) == starts.count)
  }

  @Test func badInputIsExitTwoNamingFileAndLine() throws {
    let folder = CLI.temporaryFolder()
    let file = folder.appendingPathComponent("broken.ics")
    try Data(
      "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:x\r\nDTSTART:20260301T090000Z\r\nRRULE:FREQ=DAILY;BYDAY=XX\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
        .utf8
    ).write(to: file)
    let cases: [([String], String)] = [
      (
        [file.path, "--from", "2026-03-01", "--to", "2026-03-02", "--strict"],
        "\(file.path):5: bad RRULE 'FREQ=DAILY;BYDAY=XX'"
      ),
      (
        ["missing.ics", "--from", "2026-03-01", "--to", "2026-03-02"],
        "missing.ics: cannot read the calendar: no such file"
      ),
      (
        [Self.calendars + "us-holidays.ics", "--from", "2026-02-30", "--to", "2026-03-02"],
        "--from: '2026-02-30' is not a date"
      ),
      (
        [Self.calendars + "us-holidays.ics", "--from", "2026-03-02", "--to", "2026-03-01"],
        "ends (2026-03-01) before it starts"
      ),
      (
        [
          Self.calendars + "us-holidays.ics", "--from", "2026-03-01", "--to", "2026-03-01",
          "--time-zone", "Mars/Base",
        ], "--time-zone: unknown time zone 'Mars/Base'"
      ),
      (
        [Self.calendars + "us-holidays.ics", "--from", "2000-01-01", "--to", "2026-03-01"],
        "over the limit of 3660"
      ),
      (
        [Self.calendars + "us-holidays.ics", "--today", "2026-03-10", "--to", "2026-02-28"],
        "the range ends (2026-02-28) before it starts (2026-03-01)"
      ),
    ]
    for (arguments, message) in cases {
      let result = try events(arguments)
      #expect(result.status == 2, "\(arguments)")
      #expect(result.stderr.contains(message), "\(result.stderr)")
      #expect(result.stdout.isEmpty)
      #expect(!result.terminatedBySignal)
    }
  }
}
