import CalendsValues
import Foundation
import Testing

@testable import CalendsModel

/// The agenda's fields: their defaults, their ranges (an error names the field) and the
/// days the resolved agenda reads its calendars for.
@Suite struct AgendaSpecTests: SpecParsing {
  /// A spec of this style from the rest of its text (`SpecParsing`).
  func agenda(_ yaml: String) throws -> CalendarSpec { try read("style: agenda\n" + yaml) }
  func failure(_ yaml: String) -> String { error("style: agenda\n" + yaml) }

  @Test func fieldsAndDefaults() throws {
    let plain = try #require(try agenda("today: 2026-11-28").agenda)
    #expect(plain.listDays == 7 && plain.maxEvents == nil && plain.eventTitleLines == 3)
    let spec = try agenda(
      "today: 2026-11-28\nlistDays: 30\nmaxEvents: 12\neventTitleLines: 1\nheight: 480\nwidth: 800")
    let agenda = try #require(spec.agenda)
    #expect(agenda.listDays == 30 && agenda.maxEvents == 12 && agenda.eventTitleLines == 1)
    #expect(spec.canvas.height == 480, "the agenda fills a given height")
    #expect(spec.family.style == .agenda)
  }

  @Test func outOfRangeAndMisplacedFieldsNameTheField() {
    #expect(failure("listDays: 0").contains("listDays"))
    #expect(failure("listDays: 367").contains("listDays"))
    #expect(failure("maxEvents: 0").contains("maxEvents"))
    let misplaced = failure("dayMaxEvents: 3")
    #expect(misplaced.contains("dayMaxEvents") && misplaced.contains("agenda"), "\(misplaced)")
  }

  /// The days listed, and read from the spec's calendars: `listDays` from
  /// `displayDateAtStartup`, else from `today`.
  @Test func theResolvedDaysStartAtTheFirstDay() throws {
    func days(_ yaml: String) throws -> ClosedRange<Day>? {
      ResolvedFamily(try agenda(yaml), today: Day(iso: "2026-11-28")!).rules.calendarDays
    }
    #expect(try days("listDays: 3") == Day(iso: "2026-11-28")!...Day(iso: "2026-11-30")!)
    #expect(
      try days("displayDateAtStartup: 2026-12-30\nlistDays: 5")
        == Day(iso: "2026-12-30")!...Day(iso: "2027-01-03")!)
  }

  /// A spec written back reads as the same spec.
  @Test func theWriterRoundTrips() throws {
    let spec = try agenda(
      "today: 2026-11-28\nlistDays: 10\nmaxEvents: 4\nevents: [{title: A, start: 2026-11-28T09:00, end: 2026-11-28T10:00}]"
    )
    #expect(try SpecReader(source: "again").read(SpecWriter.value(of: spec)) == spec)
  }
}
