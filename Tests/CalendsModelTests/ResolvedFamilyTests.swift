import CalendsValues
import Foundation
import Testing

@testable import CalendsModel

/// The resolve step: each family's days worked out once, from the rules its layout draws by,
/// and the calendars' occurrences turned into what the family draws.
@Suite struct ResolvedFamilyTests: SpecParsing {
  let today = Day(iso: "2026-03-11")!

  func resolved(_ yaml: String) throws -> ResolvedFamily {
    ResolvedFamily(try read(yaml), today: today)
  }

  func occurrence(
    _ start: String, _ end: String, allDay: Bool = false, source: Int = 0, uid: String = "u"
  ) throws -> CalendarOccurrence {
    let from = try CivilTime(start)
    let to = try CivilTime(end)
    let last = allDay || (to.minute == 0 && to.day > from.day) ? to.day.adding(days: -1) : to.day
    return CalendarOccurrence(
      uid: uid, title: "Event", location: "", start: from, end: to, days: from.day...max(last, from.day),
      allDay: allDay, color: nil, source: source)
  }

  func source(_ yaml: String) throws -> CalendarSource {
    try read("calendars: [\(yaml)]").canvas.calendars[0]
  }

  @Test func theTimelineReadsItsColumnsFromStartDayOrTodayOrNow() throws {
    guard case .timeline(let fromToday) = try resolved("style: timeline\nvisibleDays: 3") else {
      Issue.record("not a timeline")
      return
    }
    #expect(fromToday.days == Day(iso: "2026-03-11")!...Day(iso: "2026-03-13")!)
    guard
      case .timeline(let fromNow) = try resolved(
        "style: timeline\nnow: 2026-03-12T09:00\ntoday: 2026-03-12")
    else { return }
    // Portrait's default is two columns.
    #expect(fromNow.days == Day(iso: "2026-03-12")!...Day(iso: "2026-03-13")!)
    guard
      case .timeline(let fromStart) = try resolved(
        "style: timeline\norientation: landscape\nstartDay: 2026-03-02\ndisplayDateAtStartup: 2026-04-01")
    else { return }
    #expect(fromStart.days == Day(iso: "2026-03-02")!...Day(iso: "2026-03-08")!)
  }

  @Test func theWallMonthReadsItsWholeGrid() throws {
    // March 2026 starts on a Sunday; weeks from Monday put 23 February first and end on
    // 5 April.
    let family = try resolved(
      "style: wallMonth\ndisplayDateAtStartup: 2026-03-01\nweekStartDay: monday")
    #expect(
      family.rules.calendarDays == Day(iso: "2026-02-23")!...Day(iso: "2026-04-05")!)
  }

  @Test func theMonthStyleReadsTheMonthShownAfterItsScrolls() throws {
    let family = try resolved(
      "style: month\ndisplayDateAtStartup: 2026-03-01\ninteractions: [{scroll: 1}]")
    guard case .control(let control) = family else {
      Issue.record("not the control")
      return
    }
    #expect(control.state.visibleMonth == YearMonth(year: 2026, month: 4)!)
    let days = try #require(family.rules.calendarDays)
    #expect(days.lowerBound <= Day(iso: "2026-04-01")!.adding(days: -7))
    #expect(days.upperBound >= Day(iso: "2026-04-30")!.adding(days: 7))
    #expect(days.upperBound < Day(iso: "2026-05-31")!)
  }

  @Test func theBookingGridReadsBusyCalendarsOverItsItems() throws {
    let family = try resolved(
      """
      style: booking
      items: [{date: 2026-03-02, enabled: true, selected: false}, {date: 2026-03-03, enabled: true, selected: false}, {date: 2026-03-09, enabled: true, selected: false}]
      """)
    #expect(family.rules.calendarDays == Day(iso: "2026-03-02")!...Day(iso: "2026-03-09")!)
    #expect(family.rules.reads(try source("{ics: a.ics, busy: true}")))
    #expect(!family.rules.reads(try source("{ics: a.ics}")))
    #expect(family.rules.unreadCalendarsWarning.contains("busy"))
  }

  @Test func drawingGivesTheTimelineEventsWithUniqueIds() throws {
    var family = try resolved("style: timeline\nvisibleDays: 3")
    let sources = [try source("{ics: a.ics, color: red}")]
    let window = try #require(family.rules.calendarDays)
    let entries = [
      try occurrence("2026-03-11T09:00", "2026-03-11T10:00"),
      try occurrence("2026-03-11T09:00", "2026-03-11T09:00"),
    ]
    try family.draw(CalendarOccurrences(entries: entries, sources: sources, window: window))
    guard case .timeline(let timeline) = family else { return }
    #expect(timeline.timeline.events.map(\.id) == ["u@2026-03-11T09:00", "u@2026-03-11T09:00#2"])
    // A timed event of no length lasts a minute.
    #expect(timeline.timeline.events[1].end == (try CivilTime("2026-03-11T09:01")))
    #expect(timeline.timeline.events[0].color == (try ColorSpecifier(parsing: "red")))
  }

  @Test func drawingGivesTheControlDotsInItsStateAndDayClasses() throws {
    var family = try resolved("style: month\ndisplayDateAtStartup: 2026-03-01")
    let sources = [
      try source("{ics: a.ics}"), try source("{ics: holidays.ics, classes: [holiday]}"),
    ]
    let window = try #require(family.rules.calendarDays)
    try family.draw(
      CalendarOccurrences(
        entries: [
          try occurrence("2026-03-05T09:00", "2026-03-05T10:00", source: 0),
          try occurrence("2026-03-05T00:00", "2026-03-07T00:00", allDay: true, source: 1),
        ], sources: sources, window: window))
    guard case .control(let control) = family else { return }
    let fifth = Day(iso: "2026-03-05")!
    #expect(control.control.calendarDots[fifth]?.count == 2)
    #expect(control.state.calendarDots == control.control.calendarDots)
    #expect(control.control.dayData.days[fifth]?.classes == ["holiday"])
    #expect(control.control.dayData.days[Day(iso: "2026-03-06")!]?.classes == ["holiday"])
    #expect(control.control.dayData.days[Day(iso: "2026-03-07")!] == nil)
  }

  @Test func drawingDisablesTheBookingGridsBusyDays() throws {
    var family = try resolved(
      "style: booking\nitems: [{date: 2026-03-02, enabled: true, selected: false}, {date: 2026-03-03, enabled: true, selected: false}]")
    let window = try #require(family.rules.calendarDays)
    try family.draw(
      CalendarOccurrences(
        entries: [try occurrence("2026-03-03T09:00", "2026-03-03T10:00")],
        sources: [try source("{ics: a.ics, busy: true}")], window: window))
    guard case .booking(let booking) = family else { return }
    #expect(booking.booking.items.map(\.enabled) == [true, false])
  }

  @Test func tooManyEventsNameTheCalendarsField() throws {
    var family = try resolved("style: timeline\nvisibleDays: 1")
    let window = try #require(family.rules.calendarDays)
    let one = try occurrence("2026-03-11T09:00", "2026-03-11T10:00")
    let entries = Array(repeating: one, count: Limits.timelineEvents + 1)
    let occurrences = CalendarOccurrences(
      entries: entries, sources: [try source("{ics: a.ics}")], window: window)
    do throws(SpecError) {
      try family.draw(occurrences)
      Issue.record("no error")
    } catch {
      #expect(error.path == "calendars")
      #expect(error.message.contains("over the limit of \(Limits.timelineEvents)"))
    }
  }
}
