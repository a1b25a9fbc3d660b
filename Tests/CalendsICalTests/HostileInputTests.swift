import CalendsValues
import Foundation
import Testing

@testable import CalendsICal

/// Files built to make a reader slow or large (issue 31): each is read and expanded within
/// a stated time, or refused or cut with an error or warning that names the file and line.
///
/// The times are budgets for a debug build on a loaded two-core machine, several times what
/// each takes there; before the fixes each case took from seconds to hours.
@Suite(.serialized) struct HostileInputTests {
  typealias F = ICalendarFixture

  /// Runs `body` and fails when it takes longer than `seconds` of wall-clock time.
  func within<T>(
    _ seconds: Double, _ what: String, sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () throws -> T
  ) rethrows -> T {
    let clock = ContinuousClock()
    let start = clock.now
    let result = try body()
    let elapsed = clock.now - start
    #expect(
      elapsed < .milliseconds(Int(seconds * 1000)), "\(what) took \(elapsed)",
      sourceLocation: sourceLocation)
    return result
  }

  /// The error reading `text` gives; nil when it reads.
  func readingError(_ text: String) -> ICalendarError? {
    do {
      _ = try F.parse(text)
      return nil
    } catch {
      return error
    }
  }

  /// A calendar of one event whose SUMMARY is `summary` (already folded as wanted).
  static func oneEvent(summary: String, extra: String = "") -> String {
    "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\nBEGIN:VEVENT\r\nUID:a\r\n"
      + "DTSTART:20260301T090000Z\r\n\(extra)SUMMARY:\(summary)\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
  }

  // MARK: Linear reading

  /// 2 MiB of one-character continuations (5.4 s before: each continuation copied the line
  /// joined so far).
  @Test func shortContinuations() throws {
    let pieces = 2 * 1024 * 1024 / 4
    let text = Self.oneEvent(summary: "x" + String(repeating: "\r\n y", count: pieces))
    let file = try within(3, "reading 2 MiB of continuations") { try F.parse(text) }
    let title = try file.occurrences(
      from: Day(iso: "2026-03-01")!, through: Day(iso: "2026-03-01")!, in: .utc
    ).first?.title
    #expect(title?.count == pieces + 1)
  }

  /// A 10 MB SUMMARY folded every 75 bytes, as exporters fold (47.8 s before).
  @Test func longFoldedSummary() throws {
    let piece = String(repeating: "x", count: 73)
    let count = 10_000_000 / 76
    let text = Self.oneEvent(
      summary: Array(repeating: piece, count: count).joined(separator: "\r\n "))
    let file = try within(4, "reading a 10 MB folded SUMMARY") { try F.parse(text) }
    let title = try file.occurrences(
      from: Day(iso: "2026-03-01")!, through: Day(iso: "2026-03-01")!, in: .utc
    ).first?.title
    #expect(title?.utf8.count == 73 * count)
  }

  /// One unfolded line of almost 16 MiB (191 s in libical's reader before: it is now given
  /// the line folded).
  @Test func oneLongLine() throws {
    let summary = String(repeating: "x", count: Limits.icsBytes - 200)
    let text = Self.oneEvent(summary: summary)
    #expect(text.utf8.count <= Limits.icsBytes)
    let file = try within(8, "reading a 16 MiB line") { try F.parse(text) }
    let title = try file.occurrences(
      from: Day(iso: "2026-03-01")!, through: Day(iso: "2026-03-01")!, in: .utc
    ).first?.title
    #expect(title == summary)
  }

  /// A file whose lines end in CR alone is one line to libical's reader (quadratic) and not
  /// an iCalendar file to Calends: the error comes at once.
  @Test func carriageReturnsOnly() {
    let text = HostileInputTests.oneEvent(
      summary: "a", extra: String(repeating: "X-A:b\r\n", count: 1_000_000)
    ).replacingOccurrences(of: "\r\n", with: "\r")
    #expect(text.utf8.count > 6_000_000)
    let error = within(4, "refusing a file of CR line ends") { readingError(text) }
    #expect(error?.line == 1)
  }

  /// Folding for libical keeps every byte: a long line of multi-byte characters and escapes,
  /// with a parameter, reads as the text it holds.
  @Test func foldingForLibicalKeepsTheText() throws {
    // `\,` is an escaped comma in iCalendar text.
    let value = String(repeating: "é€😀\\,x", count: 3000)
    let expected = String(repeating: "é€😀,x", count: 3000)
    #expect(value.utf8.count > 2 * LibICalText.longest)
    let text = Self.oneEvent(summary: value, extra: "LOCATION;LANGUAGE=de:\(value)\r\n")
    let folded = try #require(LibICalText.folded(Array(text.utf8)))
    #expect(String(validating: folded, as: UTF8.self) != nil)
    #expect(folded.split(separator: 10).allSatisfy { $0.count <= LibICalText.longest + 5 })
    let occurrence = try F.parse(text).occurrences(
      from: Day(iso: "2026-03-01")!, through: Day(iso: "2026-03-01")!, in: .utc
    ).first
    #expect(occurrence?.title == expected)
    #expect(occurrence?.location == expected)
    #expect(LibICalText.folded(Array(Self.oneEvent(summary: "short").utf8)) == nil)
  }
}
