import CalendsValues
import Foundation
import Testing

@testable import CalendsModel

@Suite struct TimelineSpecTests: SpecParsing {
  @Test func readsEveryTimelineField() throws {
    let spec = try read(
      """
      style: timeline
      today: 2019-01-10
      now: 2019-01-10T14:35
      startDay: 2019-01-07
      visibleDays: 5
      orientation: landscape
      hours: {from: 7, to: 20}
      zoomScale: 1.5
      autoConvertAllDayEvents: false
      allDayEventsSpreadOnX: false
      showTodayTimeOverlay: false
      dayLabelDateLocale: de_DE
      topBarColor: "#FF0000"
      dayViewDashedSeparatorPattern: [10, 5]
      dayLabelDefaultFont: {name: DejaVu Sans, size: 16}
      hourLabelFont: lightSystem
      dayViewCellInitialHeight: 1000
      hourLabelDateFormat: "HH:mm"
      events:
        - {id: a, title: Demo, location: Atrium, start: 2019-01-10T13:30, end: 2019-01-10T15:00, color: "#EF6C00"}
        - {title: Trip, allDay: true, start: 2019-01-08, end: 2019-01-09}
      """)
    let timeline = try #require(spec.timeline)
    #expect(spec.style == .timeline)
    #expect(timeline.now?.description == "2019-01-10T14:35")
    #expect(timeline.startDay == Day(year: 2019, month: 1, day: 7))
    #expect(timeline.resolvedVisibleDays == 5)
    #expect(timeline.orientation == .landscape)
    #expect(timeline.hours == 7...20)
    #expect(timeline.resolvedZoomScale == 1.5)
    #expect(
      !timeline.autoConvertAllDayEvents && !timeline.allDayEventsSpreadOnX
        && !timeline.showTodayTimeOverlay)
    #expect(timeline.dayLabelDateLocale == "de_DE")
    #expect(timeline.events.count == 2)
    #expect(timeline.events[0].location == "Atrium")
    #expect(timeline.events[0].color.description == "#EF6C00")
    #expect(timeline.events[1].id == "1")
    #expect(timeline.events[1].allDay)
    #expect(
      timeline.events[1].allDayDays == Day(year: 2019, month: 1, day: 8)!...Day(
        year: 2019, month: 1, day: 9)!)
    // The customisation fields become the stylesheet declarations they stand for; the
    // theme checks and applies them (see CalendsTests' TimelineStyleFieldTests).
    let declared = timeline.style.map { "\($0.field) → \($0.selector) \($0.property): \($0.value)" }
    #expect(
      declared == [
        "dayLabelDefaultFont.name → fdlQVRWeekView_dayLabel font-name: DejaVu Sans",
        "dayLabelDefaultFont.size → fdlQVRWeekView_dayLabel font-size: 16.0",
        "dayViewCellInitialHeight → fdlQVRWeekView_dayColumn height: 1000.0",
        "dayViewDashedSeparatorPattern → fdlQVRWeekView_dashedSeparator dash-pattern: 10.0 5.0",
        "hourLabelDateFormat → fdlQVRWeekView_hourLabel date-format: HH:mm",
        "hourLabelFont → fdlQVRWeekView_hourLabel font-name: lightSystem",
        "topBarColor → fdlQVRWeekView_topBar background-color: #FF0000",
      ])
  }

  @Test func defaultsFollowTheDocument() throws {
    let spec = try read("style: timeline")
    #expect(spec.timeline!.resolvedVisibleDays == 2)
    #expect(try read("style: timeline\norientation: landscape").timeline!.resolvedVisibleDays == 7)
    #expect(
      try read("style: timeline\norientation: landscape\nvisibleDaysInLandscapeMode: 5").timeline!
        .resolvedVisibleDays == 5)
    #expect(spec.timeline!.now == nil)
    #expect(spec.timeline!.hours == nil)
    #expect(spec.timeline!.autoConvertAllDayEvents && spec.timeline!.allDayEventsSpreadOnX)
    #expect(spec.timeline!.style.isEmpty)
    // The zoom scale is clamped to the minimum and maximum, as the control does.
    #expect(try read("style: timeline\nzoomScale: 5").timeline!.resolvedZoomScale == 3)
    #expect(try read("style: timeline\nzoomScale: 0.5").timeline!.resolvedZoomScale == 0.75)
  }

  @Test func civilTimes() {
    #expect(CivilTime(iso: "2019-01-10T09:05")?.minute == 545)
    #expect(CivilTime(iso: "2019-01-10 23:59")?.minute == 1439)
    #expect(CivilTime(iso: "2019-01-10T24:00")?.description == "2019-01-11T00:00")
    #expect(CivilTime(iso: "2019-12-31T24:00")?.description == "2020-01-01T00:00")
    for bad in [
      "2019-01-10T25:00", "2019-01-10T10:60", "2019-01-10T24:01", "2019-02-30T10:00",
      "2019-01-10T9:00", "2019-01-10", "10:00",
    ] {
      #expect(CivilTime(iso: bad) == nil, "\(bad)")
    }
    #expect(
      CivilTime(day: Day(year: 2019, month: 1, day: 10)!, minute: -30).description
        == "2019-01-09T23:30")
  }

  @Test(arguments: [
    (
      "events: [{start: 2019-01-10T10:00, end: 2019-01-10T09:00}]",
      "events[0].end: end 2019-01-10T09:00 is before start 2019-01-10T10:00"
    ),
    (
      "events: [{start: 2019-01-10T10:00, end: 2019-01-10T11:00}, {start: 2019-01-10T10:00, end: 2019-01-10T11:00}, {start: 2019-01-10T12:00, end: 2019-01-10T14:00}, {start: 2019-01-11T10:00, end: 2019-01-11T09:00}]",
      "events[3].end: end 2019-01-11T09:00 is before start 2019-01-11T10:00"
    ),
    (
      "events: [{start: 2019-01-10T25:00, end: 2019-01-10T26:00}]",
      "events[0].start: '2019-01-10T25:00' is not a valid time (no such date, hour or minute)"
    ),
    (
      "events: [{start: 2019-01-10, end: 2019-01-10T10:00}]",
      "events[0].start: '2019-01-10' is not a time; expected YYYY-MM-DDTHH:MM"
    ),
    (
      "events: [{start: 2019-01-10x, end: 2019-01-10, allDay: true}]",
      "events[0].start: '2019-01-10x' is not a time; expected YYYY-MM-DD or YYYY-MM-DDTHH:MM"
    ),
    (
      "events: [{id: x, start: 2019-01-10T10:00, end: 2019-01-10T11:00}, {id: x, start: 2019-01-10T12:00, end: 2019-01-10T13:00}]",
      "events[1].id: duplicate id 'x' (events[0] has it too); ids must be unique"
    ),
    ("events: [{start: 2019-01-10T10:00}]", "events[0].end: an event needs an end"),
    (
      "events: [{start: 2019-01-10T10:00, end: 2019-01-10T11:00, colour: red}]",
      "events[0].colour: unknown field; did you mean 'color'?"
    ),
    (
      "events: [{start: 2019-01-10T10:00, end: 2019-01-10T11:00, color: reddish}]",
      "events[0].color: invalid colour 'reddish'"
    ),
    ("events: {}", "events: expected a list of events, found an object"),
    ("visibleDays: 8", "visibleDays: 8 is out of range; expected 1…7"),
    ("visibleDays: 2.5", "visibleDays: expected a whole number, found 2.5"),
    ("orientation: sideways", "orientation: unknown value 'sideways'"),
    (
      "now: 2019-01-10T12:61",
      "now: '2019-01-10T12:61' is not a valid time (no such date, hour or minute)"
    ),
    (
      "now: 2019-01-11T10:00\ntoday: 2019-01-10",
      "now: 2019-01-11T10:00 is not on today (2019-01-10); give one of them, or the same day"
    ),
    (
      "hours: {from: 10, to: 9}",
      "hours.to: 9 is not after from (10); the window must hold at least one hour"
    ),
    ("hours: {from: 8, to: 25}", "hours.to: 25 is out of range; expected 1…24"),
    ("hours: {start: 8}", "hours.start: unknown field"),
    ("topBarColor: bluish", "topBarColor: invalid colour 'bluish'"),
    ("defaultTopBarHeight: -3", "defaultTopBarHeight: -3 is out of range; expected 0…10000"),
    (
      "dayViewDashedSeparatorPattern: [3, x]",
      "dayViewDashedSeparatorPattern[1]: expected a number, found 'x'"
    ),
    (
      "dayLabelDefaultFont: {size: 300}",
      "dayLabelDefaultFont.size: 300 is out of range; expected 1…200"
    ),
    ("dayLabelDefaultFont: {weight: bold}", "dayLabelDefaultFont.weight: unknown field"),
    (
      "minimumZoomScale: 2\nmaximumZoomScale: 1",
      "minimumZoomScale: 2.0 is above maximumZoomScale 1.0"
    ),
    ("topBarColour: red", "topBarColour: unknown field; did you mean 'topBarColor'?"),
  ])
  func errorsNameTheField(field: String, expected: String) {
    let message = error("style: timeline\n\(field)")
    #expect(message.hasPrefix("spec.yaml: \(expected)"), "\(message)")
  }

  @Test func timelineFieldsAreRefusedForOtherStyles() {
    #expect(
      error("style: month\nevents: []")
        == "spec.yaml: events: is a field of the timeline style or year views (year, multiMonth, weeks) or wallMonth style or agenda style, but style is month"
    )
  }
}
