import CalendsICal
import CalendsValues
import Foundation
import Testing

@testable import Calends

/// Calendars are parsed once per change of their bytes: a server's requests and a batch's
/// entries that draw the same file share one parse, and an edited file is read again.
@Suite struct ParsedCalendarsTests {
  static let text = """
    BEGIN:VCALENDAR
    VERSION:2.0
    PRODID:-//Apple Inc.//macOS 15.1//EN
    BEGIN:VEVENT
    UID:parse-once@calends.example
    DTSTART:20261124T090000Z
    DTEND:20261124T100000Z
    RRULE:FREQ=WEEKLY;COUNT=3
    SUMMARY:Weekly 1:1
    END:VEVENT
    END:VCALENDAR

    """

  /// A name no other test parses: the cache is the process's.
  let name = "parse-once-\(UUID().uuidString).ics"

  /// `text` made this test's own: the cache finds a parse by its bytes, whatever its name.
  func own(_ text: String) -> String {
    text.replacingOccurrences(of: "parse-once@calends.example", with: name)
  }

  func events(_ text: String, from: Day, through: Day, name: String? = nil) throws
    -> CalendarEvents
  {
    try CalendarEvents(
      calendars: [CalendarFile(path: name ?? self.name, bytes: Array(own(text).utf8))],
      from: from, through: through, zone: .utc)
  }

  @Test func sameBytesAreParsedOnceAndEditedBytesAgain() throws {
    let cache = ParsedCalendars.shared
    let november = try events(
      Self.text, from: Day(iso: "2026-11-01")!, through: Day(iso: "2026-11-30")!)
    #expect(november.entries.count == 1)
    let december = try events(
      Self.text, from: Day(iso: "2026-12-01")!, through: Day(iso: "2026-12-31")!)
    #expect(december.entries.count == 2, "another window of the same parse")
    _ = try events(Self.text, from: Day(iso: "2026-11-01")!, through: Day(iso: "2026-11-30")!)
    #expect(cache.parses(named: name) == 1)
    let edited = Self.text.replacingOccurrences(of: "COUNT=3", with: "COUNT=5")
    let longer = try events(edited, from: Day(iso: "2026-12-01")!, through: Day(iso: "2026-12-31")!)
    #expect(longer.entries.count == 4)
    #expect(cache.parses(named: name) == 2)
  }

  /// A caller's fingerprint finds the parse without hashing the bytes; the bytes are still
  /// compared, so other bytes under the same fingerprint are parsed on their own.
  @Test func aFingerprintFindsTheParseAndTheBytesStillDecide() throws {
    let cache = ParsedCalendars.shared
    func events(_ text: String, fingerprint: String) throws -> CalendarEvents {
      var file = CalendarFile(path: name, bytes: Array(own(text).utf8))
      file.fingerprint = fingerprint
      return try CalendarEvents(
        calendars: [file], from: Day(iso: "2026-12-01")!, through: Day(iso: "2026-12-31")!,
        zone: .utc)
    }
    #expect(try events(Self.text, fingerprint: "a").entries.count == 2)
    #expect(try events(Self.text, fingerprint: "a").entries.count == 2)
    #expect(cache.parses(named: name) == 1)
    let edited = Self.text.replacingOccurrences(of: "COUNT=3", with: "COUNT=5")
    #expect(try events(edited, fingerprint: "a").entries.count == 4)
    #expect(cache.parses(named: name) == 2)
  }

  /// Each expansion reports its own warnings, whatever an earlier one reported.
  @Test func warningsAreThoseOfTheFileEachTime() throws {
    let broken = Self.text.replacingOccurrences(of: "RRULE:FREQ=WEEKLY;COUNT=3", with: "RRULE:")
    let first = try events(broken, from: Day(iso: "2026-11-01")!, through: Day(iso: "2026-11-30")!)
    let second = try events(broken, from: Day(iso: "2026-12-01")!, through: Day(iso: "2026-12-31")!)
    #expect(!first.warnings.isEmpty)
    #expect(first.warnings == second.warnings)
  }

  /// One feed under two names (a query string added, a file under another path) is one
  /// parse; each caller's warnings name the file it asked for.
  @Test func theSameBytesUnderAnotherNameAreNotParsedAgain() throws {
    let broken = Self.text.replacingOccurrences(of: "RRULE:FREQ=WEEKLY;COUNT=3", with: "RRULE:")
    let november = (from: Day(iso: "2026-11-01")!, through: Day(iso: "2026-11-30")!)
    let first = try events(broken, from: november.from, through: november.through)
    let other = name + "?v=2"
    let second = try events(
      broken, from: november.from, through: november.through, name: other)
    #expect(ParsedCalendars.shared.parses(named: name) == 1)
    #expect(ParsedCalendars.shared.parses(named: other) == 0)
    #expect(first.entries.count == second.entries.count)
    #expect(first.warnings.allSatisfy { $0.file == name })
    #expect(!second.warnings.isEmpty && second.warnings.allSatisfy { $0.file == other })
  }
}
