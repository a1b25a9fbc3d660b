import CalendsValues
import Foundation
import Testing

@testable import CalendsModel

/// `style: wallMonth` reads its fields (the timeline's events, the year views' grid and page
/// fields, `dayMaxEvents`) and refuses bad ones naming the field.
@Suite struct WallMonthSpecTests: SpecParsing {
  func wall(_ yaml: String) throws -> WallMonthSpec {
    try #require(try read("style: wallMonth\n" + yaml).wallMonth)
  }

  @Test func defaults() throws {
    let wall = try wall("")
    #expect(wall.events.isEmpty && wall.showsTitle && wall.showsAdjacentDays)
    #expect(!wall.showsWeekNumbers && wall.dayMaxEvents == nil && wall.page == nil)
  }

  @Test func everyFieldIsRead() throws {
    let wall = try wall(
      """
      events:
        - {title: Trip, start: 2026-03-02, end: 2026-03-04, allDay: true, color: "#7B1FA2"}
        - {id: call, title: Call, start: 2026-03-05T09:00, end: 2026-03-05T09:30}
      showsTitle: false
      showsAdjacentDays: false
      showsWeekNumbers: true
      dayMaxEvents: 3
      paper: a4
      orientation: landscape
      margins: 10mm
      bleed: 3mm
      """)
    #expect(wall.events.map(\.id) == ["0", "call"])
    #expect(wall.events[0].allDayDays == Day(iso: "2026-03-02")!...Day(iso: "2026-03-04")!)
    #expect(!wall.showsTitle && !wall.showsAdjacentDays && wall.showsWeekNumbers)
    #expect(wall.dayMaxEvents == 3)
    let page = try #require(wall.page)
    #expect(page.width > page.height && abs(page.bleed - 8.504) < 0.01)
    #expect(page.pages == .single)
  }

  @Test func theMonthIsTheDisplayDatesElseTodays() throws {
    let today = Day(iso: "2026-03-11")!
    var canvas = Canvas()
    #expect(WallMonthSpec.month(canvas: canvas, today: today) == YearMonth(year: 2026, month: 3)!)
    canvas.displayDateAtStartup = Day(iso: "2026-07-31")
    #expect(WallMonthSpec.month(canvas: canvas, today: today) == YearMonth(year: 2026, month: 7)!)
  }

  @Test(arguments: [
    (
      "events: [{start: 2026-03-02T09:00, end: 2026-03-02T08:00}]",
      "spec.yaml: events[0].end: end 2026-03-02T08:00 is before start 2026-03-02T09:00"
    ),
    (
      "events: [{start: 2026-03-02, end: 2026-03-03}]",
      "spec.yaml: events[0].start: '2026-03-02' is not a time; expected YYYY-MM-DDTHH:MM"
    ),
    ("events: {title: x}", "spec.yaml: events: expected a list of events, found an object"),
    ("dayMaxEvents: 0", "spec.yaml: dayMaxEvents: 0 is out of range; expected 1…20"),
    ("dayMaxEvents: 2.5", "spec.yaml: dayMaxEvents: expected a whole number, found 2.5"),
    ("showsTitle: maybe", "spec.yaml: showsTitle: expected true or false, found a string"),
    (
      "margins: 1in",
      "spec.yaml: margins: needs paper (a3 a4 a5 a6 b4 b5 letter legal tabloid remarkable2 supernote-a5x kindle-scribe boox-note-air, or {width, height})"
    ),
    (
      "paper: a4\npages: months",
      "spec.yaml: pages: is a field of the year views (year, multiMonth, weeks), but style is wallMonth"
    ),
    (
      "paper: a4\nwidth: 800",
      "spec.yaml: width: cannot be combined with paper: the paper is the page size"
    ),
    (
      "selectedDate: 2026-03-02",
      "spec.yaml: selectedDate: is a field of the FUICalendarView styles (month, week, expandable, rangeSelection, datesSelection, fullScreenMonth) or year views (year, multiMonth, weeks), but style is wallMonth"
    ),
    ("dayMaxEvent: 2", "spec.yaml: dayMaxEvent: unknown field; did you mean 'dayMaxEvents'?"),
  ])
  func badInputNamesTheField(yaml: String, expected: String) {
    #expect(error("style: wallMonth\n" + yaml) == expected)
  }

  /// The wall month's field, which a printed year's month pages (wall months too) share.
  @Test func dayMaxEventsIsTheWallMonthsAndThePrintedYears() {
    #expect(
      error("style: month\ndayMaxEvents: 2")
        == "spec.yaml: dayMaxEvents: is a field of the year views (year, multiMonth, weeks) or wallMonth style, but style is month"
    )
  }

  @Test func aSpecWrittenBackReadsTheSame() throws {
    let spec = try read(
      """
      style: wallMonth
      today: 2026-03-11
      events: [{title: Trip, start: 2026-03-02, end: 2026-03-04, allDay: true}]
      showsAdjacentDays: false
      dayMaxEvents: 2
      paper: letter
      margins: 0.5in
      """)
    #expect(try spec.validated() == spec)
  }
}
