import CalendsValues
import Foundation
import Testing

@testable import CalendsICal

/// libical expands recurrences only through `RuleShape.lastYear` (2582): a window past it
/// gets no instances of a rule that would run on, and a warning naming the rule's line says
/// so rather than showing an empty month.
@Suite struct ExpansionYearLimitTests {
  typealias F = ICalendarFixture

  static let daily = """
    BEGIN:VCALENDAR\r
    VERSION:2.0\r
    PRODID:-//Example//EN\r
    BEGIN:VEVENT\r
    UID:daily\r
    DTSTAMP:20260101T000000Z\r
    DTSTART:20260101T090000Z\r
    DTEND:20260101T093000Z\r
    RRULE:FREQ=DAILY\r
    SUMMARY:Stand-up\r
    END:VEVENT\r
    END:VCALENDAR\r

    """

  func expansion(_ text: String, _ from: String, _ through: String) throws -> (
    count: Int, warnings: [String]
  ) {
    let file = try F.parse(text)
    let result = try file.expansion(
      from: Day(iso: from)!, through: Day(iso: through)!, in: DisplayZone(identifier: "UTC")!)
    return (result.occurrences.count, result.warnings.map(\.description))
  }

  @Test func aWindowPastTheLastYearIsNamedNotLeftEmptySilently() throws {
    let inside = try expansion(Self.daily, "2582-01-01", "2582-01-31")
    #expect(inside.count == 31 && inside.warnings.isEmpty)
    let after = try expansion(Self.daily, "2583-01-01", "2583-01-31")
    #expect(after.count == 0)
    #expect(
      after.warnings == [
        "test.ics:9: libical expands a recurrence only through 2582: this RRULE's instances after that year are not shown"
      ])
    let across = try expansion(Self.daily, "2582-12-30", "2583-01-02")
    #expect(across.count == 2 && across.warnings.count == 1)
  }

  @Test func aRuleThatEndsBeforeTheLastYearSaysNothing() throws {
    let until = Self.daily.replacingOccurrences(
      of: "RRULE:FREQ=DAILY", with: "RRULE:FREQ=DAILY;UNTIL=20261231T235959Z")
    #expect(try expansion(until, "2583-01-01", "2583-01-31").warnings.isEmpty)
    let count = Self.daily.replacingOccurrences(
      of: "RRULE:FREQ=DAILY", with: "RRULE:FREQ=DAILY;COUNT=10")
    #expect(try expansion(count, "2583-01-01", "2583-01-31").warnings.isEmpty)
  }
}
