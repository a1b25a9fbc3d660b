import CalendsICal
import CalendsValues
import Foundation
import Testing

@testable import Calends
@testable import CalendsModel

/// A server asked for the same month of the same feed again draws it from what the first
/// request made; a changed file, other calendar settings or other days make it anew.
@Suite struct DrawnCalendarsTests {
  static let text = ParsedCalendarsTests.text
  let name = "drawn-\(UUID().uuidString).ics"
  let november = Day(year: 2026, month: 11, day: 1)!...Day(year: 2026, month: 11, day: 30)!

  /// The occurrences of `text` over `window` for `sources`, counting in `made` each time
  /// they are made rather than found.
  func occurrences(
    _ text: String, sources: [CalendarSource], window: ClosedRange<Day>, made: inout Int
  ) throws -> CalendarOccurrences {
    let expanded = try CalendarEvents.expanded(
      [CalendarFile(path: name, bytes: Array(text.utf8))], names: [nil],
      from: window.lowerBound, through: window.upperBound, zone: .utc, strict: [false])
    return try DrawnCalendars.shared.occurrences(expanded, sources: sources, window: window) {
      () throws(CalendsError) in
      made += 1
      let found = try CalendarEvents(
        expanded: expanded, from: window.lowerBound, through: window.upperBound)
      return CalendarOccurrences(
        entries: found.entries.map(CalendarInput.occurrence), sources: sources, window: window)
    }
  }

  @Test func theSameDaysOfTheSameBytesAreMadeOnce() throws {
    let plain = [CalendarSource(ics: name)]
    var made = 0
    let first = try occurrences(Self.text, sources: plain, window: november, made: &made)
    let again = try occurrences(Self.text, sources: plain, window: november, made: &made)
    #expect(made == 1)
    #expect(first.entries == again.entries)
    #expect(first.entries.map(\.title) == ["Weekly 1:1"])

    let edited = Self.text.replacingOccurrences(of: "SUMMARY:Weekly 1:1", with: "SUMMARY:1:1")
    #expect(
      try occurrences(edited, sources: plain, window: november, made: &made).entries.map(\.title)
        == ["1:1"])
    #expect(made == 2, "a changed file is a new parse, so a new value")

    let red = [CalendarSource(ics: name, color: try ColorSpecifier(parsing: "red"))]
    let coloured = try occurrences(Self.text, sources: red, window: november, made: &made)
    #expect(made == 3, "the calendar's colour is drawn, so it is part of what is kept")
    #expect(coloured.dots.values.allSatisfy { $0 == [try? ColorSpecifier(parsing: "red")] })

    let december = Day(year: 2026, month: 12, day: 1)!...Day(year: 2026, month: 12, day: 31)!
    #expect(
      try occurrences(Self.text, sources: plain, window: december, made: &made).entries.count == 2)
    #expect(made == 4)
  }

  /// What a family makes of the occurrences is made once per kept value and is what making
  /// it afresh gives.
  @Test func whatTheFamiliesMakeIsKeptWithTheValue() throws {
    let sources = [CalendarSource(ics: name, classes: ["holiday"], busy: true)]
    var made = 0
    let kept = try occurrences(Self.text, sources: sources, window: november, made: &made)
    let fresh = CalendarOccurrences(entries: kept.entries, sources: sources, window: november)
    #expect(kept.dots == fresh.dots)
    #expect(kept.dots == fresh.dots)
    #expect(kept.busyDays == [Day(year: 2026, month: 11, day: 24)!])
    #expect(try kept.events(after: []).map(\.id) == fresh.events(after: []).map(\.id))
  }
}
