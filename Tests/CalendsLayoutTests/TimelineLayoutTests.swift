import CalendsDrawing
import CalendsModel
import CalendsTheme
import CalendsValues
import Foundation
import SeededRandom
import SpecTestingSupport
import Testing

@testable import CalendsLayout

@Suite struct TimelineLayoutTests {
  func layout(_ yaml: String, today: String = "today: 2019-01-10", theme: CalendarTheme = .light)
    throws -> LayoutTree
  {
    let spec = try SpecReader.read(
      Data("style: timeline\n\(today)\n\(yaml)".utf8), source: "test.yaml")
    let prepared = try ThemeOverrides(spec.timeline!.style).applied(to: theme, appearance: .light)
    return CalendarLayout(
      spec: spec, today: spec.canvas.today ?? Day(year: 2000, month: 1, day: 1)!, theme: prepared,
      measurer: ApproximateTextMeasurer()
    ).layout()
  }

  func intersect(_ a: Rect, _ b: Rect) -> Bool {
    min(a.maxX, b.maxX) - max(a.minX, b.minX) > 1e-9
      && min(a.maxY, b.maxY) - max(a.minY, b.minY) > 1e-9
  }

  /// Random weeks of events: no two events of one day overlap on the image, and every
  /// event is inside its day's column, which is the visible hour window.
  @Test func randomWeeksNeverOverlapAndStayInsideTheirColumns() throws {
    var random = SeededGenerator(seed: 10)
    for trial in 0..<60 {
      var events: [String] = []
      for index in 0..<Int.random(in: 1...40, using: &random) {
        let day = Int.random(in: 6...14, using: &random)
        let start = Int.random(in: 0..<96, using: &random) * 15
        let length = Int.random(in: 1...(Bool.random(using: &random) ? 180 : 1500), using: &random)
        let from = CivilTime(day: Day(year: 2019, month: 1, day: day)!, minute: start)
        events.append("  - {id: e\(index), start: \(from), end: \(from.adding(minutes: length))}")
      }
      let from = Int.random(in: 0...12, using: &random)
      let tree = try layout(
        """
        startDay: 2019-01-07
        visibleDays: 7
        orientation: landscape
        autoConvertAllDayEvents: \(trial % 2 == 0)
        hours: {from: \(from), to: \(Int.random(in: (from + 1)...24, using: &random))}
        events:
        \(events.joined(separator: "\n"))
        """)
      let columns = items(tree, .timelineColumn)
      let timed = items(tree, .event)
      for event in timed {
        let column = try #require(columns.first { $0.date == event.date })
        #expect(
          column.frame.contains(event.frame),
          "trial \(trial): \(event.timelineEvent!.identifier) \(event.frame) in \(column.frame)")
        #expect(event.frame.height > 0)
      }
      for (i, a) in timed.enumerated() {
        for b in timed[(i + 1)...] where a.date == b.date {
          #expect(
            !intersect(a.frame, b.frame),
            "trial \(trial): \(a.timelineEvent!.identifier) \(a.frame) and \(b.timelineEvent!.identifier) \(b.frame)"
          )
        }
      }
      let allDay = items(tree, .allDayEvent)
      let topBar = try #require(items(tree, .timelineTopBar).first)
      for (i, a) in allDay.enumerated() {
        #expect(topBar.frame.contains(a.frame))
        for b in allDay[(i + 1)...] { #expect(!intersect(a.frame, b.frame), "trial \(trial)") }
      }
    }
  }

  @Test func dayLabelFormatFallsBackToFit() throws {
    let wide = try layout("orientation: landscape\nwidth: 1024\nstartDay: 2019-01-07")
    #expect(items(wide, .timelineDayLabel).map(\.text!).first == "Mon 7 Jan 2019")
    #expect(wide.inputs.timeline?.dayLabelDateFormat == "E d MMM y")
    let normal = try layout("orientation: landscape\nwidth: 700\nstartDay: 2019-01-07")
    #expect(items(normal, .timelineDayLabel).map(\.text!).first == "Mon 7 Jan")
    #expect(normal.inputs.timeline?.dayLabelDateFormat == "E d MMM")
    let short = try layout("orientation: landscape\nwidth: 560\nstartDay: 2019-01-07")
    #expect(items(short, .timelineDayLabel).map(\.text!).first == "7 Jan")
    #expect(items(short, .timelineDayLabel).allSatisfy { $0.timelineDayLabel?.fontSize == nil })
    // Too narrow even for the short format: the font shrinks, not below the minimum.
    let narrow = try layout("visibleDays: 7\nstartDay: 2019-01-07")
    let labels = items(narrow, .timelineDayLabel)
    #expect(labels.first?.text == "7 Jan")
    let size = try #require(labels.first?.timelineDayLabel?.fontSize)
    #expect(size < 14 && size >= 8)
    #expect(Set(labels.map(\.timelineDayLabel?.fontSize)).count == 1)
    // Localized through the label locale.
    let german = try layout("locale: de_DE\nwidth: 1024\nvisibleDays: 1")
    #expect(items(german, .timelineDayLabel).first?.text == "Do. 10 Jan. 2019")
  }

  @Test func hourLabelsFollowTheFormatAndShrinkToTheSideBar() throws {
    let tree = try layout("hours: {from: 8, to: 10}")
    #expect(items(tree, .hourLabel).map(\.text!) == ["08", "09", "10"])
    #expect(items(tree, .hourLabel).first?.hourLabel?.time.description == "2019-01-10T08:00")
    let long = try layout("hours: {from: 8, to: 10}\nhourLabelDateFormat: \"h a\"")
    let labels = items(long, .hourLabel)
    #expect(labels.map(\.text!) == ["8 AM", "9 AM", "10 AM"])
    #expect(labels.first?.hourLabel?.fontSize == 7.5)  // "10 AM" fits the 25 pt side bar at 7.5 pt
    #expect(
      items(try layout("hours: {from: 22, to: 24}"), .hourLabel).map(\.text!) == ["22", "23"])
  }

  @Test func eventsAcrossMidnightAreCutOrBecomeAllDay() throws {
    let event =
      "events: [{id: party, start: 2019-01-10T21:00, end: 2019-01-11T02:00}, {id: late, start: 2019-01-10T23:00, end: 2019-01-11T00:00}]"
    let cut = try layout("autoConvertAllDayEvents: false\n\(event)")
    let pieces = items(cut, .event).filter { $0.timelineEvent?.identifier == "party" }
    #expect(
      pieces.map { "\($0.date!) \($0.timelineEvent!.start)…\($0.timelineEvent!.end)" } == [
        "2019-01-10 2019-01-10T21:00…2019-01-11T00:00",
        "2019-01-11 2019-01-11T00:00…2019-01-11T02:00",
      ])
    let columns = items(cut, .timelineColumn)
    let gap = CalendarTheme.light.timeline.eventGap
    #expect(pieces[0].frame.maxY == columns[0].frame.maxY - gap / 2)
    #expect(pieces[1].frame.minY == columns[1].frame.minY + gap / 2)
    // Ending at midnight is not crossing it.
    #expect(items(cut, .event).filter { $0.timelineEvent?.identifier == "late" }.count == 1)
    let converted = try layout(event)
    #expect(items(converted, .event).map(\.timelineEvent!.identifier) == ["late"])
    #expect(
      items(converted, .allDayEvent).map {
        "\($0.timelineEvent!.identifier) \($0.timelineEvent!.span!.startDate)…\($0.timelineEvent!.span!.endDate)"
      } == ["party 2019-01-10…2019-01-10", "party 2019-01-11…2019-01-11"])  // a piece a day
    let stacked = try layout("allDayEventsSpreadOnX: false\n\(event)")
    #expect(
      items(stacked, .allDayEvent).map {
        "\($0.timelineEvent!.identifier) \($0.timelineEvent!.span!.startDate)…\($0.timelineEvent!.span!.endDate)"
      } == ["party 2019-01-10…2019-01-11"])
  }

  @Test func currentTimeLineSitsAtTheMinute() throws {
    let tree = try layout(
      "now: 2019-01-10T14:35\nstartDay: 2019-01-09\nhours: {from: 7, to: 20}\ndayViewCellInitialHeight: 960"
    )
    let line = try #require(items(tree, .currentTime).first)
    let today = try #require(
      items(tree, .timelineColumn).first { $0.date == Day(year: 2019, month: 1, day: 10) })
    // 960 / 24 = 40 pt an hour; 14:35 is 7 h 35 min below the 07:00 top.
    #expect(abs(line.frame.midY - (today.frame.minY + (7 + 35.0 / 60) * 40)) < 1e-9)
    #expect(line.frame.height == 3)
    #expect(line.frame.minX == today.frame.minX && line.frame.width == today.frame.width)
    #expect(line.currentTime?.time.description == "2019-01-10T14:35")
    #expect(
      items(try layout("now: 2019-01-10T06:00\nhours: {from: 7, to: 20}"), .currentTime).isEmpty)
    #expect(items(try layout("now: 2019-01-10T14:00\nstartDay: 2019-01-11"), .currentTime).isEmpty)
    #expect(items(try layout("showTodayTimeOverlay: false"), .currentTime).isEmpty)
    // Without `now`, it is today at noon.
    #expect(
      items(try layout(""), .currentTime).first?.currentTime?.time.description == "2019-01-10T12:00"
    )
  }

  @Test func columnsCarryPassedWeekendAndTodayStates() throws {
    let tree = try layout("now: 2019-01-08T09:00\nstartDay: 2019-01-05\nvisibleDays: 7", today: "")
    #expect(
      items(tree, .timelineColumn).map {
        "\($0.date!.day) \($0.states!.names.joined(separator: ","))"
      }
        == [
          "5 passed,weekend", "6 passed,weekend", "7 passed", "8 today", "9 normal", "10 normal",
          "11 normal",
        ])
    #expect(
      items(tree, .timelineDayLabel).map(\.states!) == [
        .normal, .normal, .normal, .today, .normal, .normal, .normal,
      ])
    #expect(tree.inputs.today == Day(year: 2019, month: 1, day: 8))
  }

  @Test func eventTextFrameIsInsideThePadding() throws {
    let tree = try layout(
      "events: [{id: a, title: A long title that wraps, start: 2019-01-10T09:00, end: 2019-01-10T11:00}]"
    )
    let event = try #require(items(tree, .event).first)
    let text = try #require(event.timelineEvent?.textFrame)
    #expect(
      text.minX == event.frame.minX + 2 && text.width == event.frame.width - 4
        && text.minY == event.frame.minY + 2)
    #expect(text.height > 14.4)  // more than one line
  }

  @Test func goldenDump() throws {
    let tree = try layout(
      """
      now: 2019-01-10T11:45
      autoConvertAllDayEvents: false
      hours: {from: 8, to: 14}
      dayViewCellInitialHeight: 1100
      events:
        - {id: a, title: A, start: 2019-01-10T09:00, end: 2019-01-10T11:00, color: "#1565C0"}
        - {id: b, title: B, location: Room, start: 2019-01-10T09:30, end: 2019-01-10T10:30, color: tintColor}
        - {id: c, title: C, start: 2019-01-10T10:00, end: 2019-01-10T12:00}
        - {id: d, title: D, start: 2019-01-10T10:45, end: 2019-01-10T13:00}
        - {id: e, title: E, start: 2019-01-10T13:00, end: 2019-01-10T14:00}
        - {id: party, title: Party, start: 2019-01-10T21:00, end: 2019-01-11T09:00}
        - {id: trip, title: Trip, allDay: true, start: 2019-01-11, end: 2019-01-12}
      """)
    golden.assert(tree.dump(), named: "timeline-2019-01-10.txt")
    #expect(tree.jsonString().contains(#""kind": "event", "frame": "#))
  }
}
