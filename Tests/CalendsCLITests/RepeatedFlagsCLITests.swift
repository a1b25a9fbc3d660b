import Foundation
import Testing

/// Repeatable flags at their limits: every value is applied, in order, and the parse stays
/// linear (10,000 `--event-date` flags took over four minutes in a debug build; the time
/// limit below is far above the seconds they take now).
@Suite struct RepeatedFlagsCLITests {
  /// `count` consecutive days from 2000-01-01, as `--event-date DAY` or `--event-date=DAY`.
  func eventDateFlags(_ count: Int) -> [String] {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let formatter = DateFormatter()
    formatter.calendar = calendar
    formatter.timeZone = calendar.timeZone
    formatter.dateFormat = "yyyy-MM-dd"
    let start = calendar.date(from: DateComponents(year: 2000, month: 1, day: 1))!
    return (0..<count).flatMap { offset -> [String] in
      let day = formatter.string(from: calendar.date(byAdding: .day, value: offset, to: start)!)
      return offset.isMultiple(of: 2) ? ["--event-date", day] : ["--event-date=\(day)"]
    }
  }

  @Test(.timeLimit(.minutes(3))) func tenThousandEventDates() throws {
    let result = try CLI.run(["layout", "--today", "2019-01-10"] + eventDateFlags(10_000))
    #expect(result.status == 0, "\(result.stderr)")
    // Every day of January 2019 is one of the 10,000 (days of other months draw no dot).
    let marked = result.stdout.components(separatedBy: "\"hasEvent\": true").count - 1
    #expect(marked == 31)

    let over = try CLI.run(["layout", "--today", "2019-01-10"] + eventDateFlags(10_001))
    #expect(over.status == 2)
    #expect(over.stderr.contains("--event-date: 10001 dates is over the limit of 10000"))
  }

  /// 10,000 taps as flags give the same calendar as the same taps in a spec file.
  @Test(.timeLimit(.minutes(3))) func tenThousandTaps() throws {
    let days = (0..<10_000).map { String(format: "2019-01-%02d", 1 + ($0 * 7) % 31) }
    let folder = CLI.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let spec = folder.appendingPathComponent("taps.yaml")
    try ("style: datesSelection\ntoday: 2019-01-10\ntaps: [" + days.joined(separator: ", ") + "]\n")
      .write(to: spec, atomically: true, encoding: .utf8)
    let fromFile = try CLI.run(["layout", spec.path])
    let fromFlags = try CLI.run(
      ["layout", "--today", "2019-01-10", "--style", "datesSelection"]
        + days.flatMap { ["--tap", $0] })
    #expect(fromFlags.status == 0, "\(fromFlags.stderr)")
    #expect(fromFlags.stdout == fromFile.stdout)
    #expect(fromFlags.stdout.contains("\"states\": [\"selected\"]"))
  }

  /// A repeated flag without its value is still the parser's error.
  @Test func missingValueIsReported() throws {
    let result = try CLI.run(["layout", "--event-date"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("Missing value for '--event-date <event-date>'"))
  }
}
