import CalendsValues
import Foundation
import Testing

@testable import CalendsICal

/// Files built to make a reader slow or large (issue 31): each is read and expanded within
/// a stated time, or refused or cut with an error or warning that names the file and line.
///
/// The times are budgets for a debug build on a loaded two-core machine, several times what
/// each takes there; before the fixes each case took from seconds to hours.
@Suite struct HostileInputTests {
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
}
