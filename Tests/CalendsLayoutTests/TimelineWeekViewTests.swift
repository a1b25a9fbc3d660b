import CalendsDrawing
import CalendsModel
import CalendsTheme
import CalendsValues
import Foundation
import SpecTestingSupport
import Testing

@testable import CalendsLayout

/// The week timeline's rules, each on its own: mirroring, hour labels inside
/// the image, lanes per overlap group, the minimum height, text fitting and all-day bars.
@Suite struct TimelineWeekViewTests {
  func layout(_ yaml: String, theme: CalendarTheme = .light) throws -> LayoutTree {
    let spec = try SpecReader.read(
      Data("style: timeline\ntoday: 2019-01-10\n\(yaml)".utf8), source: "test.yaml")
    let prepared = try ThemeOverrides(spec.timeline!.style).applied(to: theme, appearance: .light)
    return CalendarLayout(
      spec: spec, today: spec.canvas.today!, theme: prepared,
      measurer: ApproximateTextMeasurer()
    ).layout()
  }

  static let week = """
    width: 1400
    now: 2019-01-10T14:35
    startDay: 2019-01-07
    visibleDays: 7
    orientation: landscape
    hours: {from: 7, to: 20}
    dayViewCellInitialHeight: 1000
    events:
      - {id: a, title: Design review, location: Atrium, start: 2019-01-07T10:00, end: 2019-01-07T12:00}
      - {id: b, title: Lunch, start: 2019-01-07T11:30, end: 2019-01-07T13:00}
      - {id: alone, title: Focus time, start: 2019-01-07T15:00, end: 2019-01-07T17:00}
      - {id: c, title: Interview, start: 2019-01-08T14:00, end: 2019-01-08T15:00}
      - {id: trip, title: Trip, allDay: true, start: 2019-01-05, end: 2019-01-08}
    """

  func event(_ tree: LayoutTree, _ id: String) -> LayoutItem? {
    tree.items.first { $0.timelineEvent?.identifier == id }
  }

  // MARK: Right to left

  @Test func rightToLeftMirrorsTheWholeTimeline() throws {
    let ltr = try layout(Self.week)
    let rtl = try layout("locale: ar_EG\n" + Self.week)
    #expect(rtl.inputs.rightToLeft && !ltr.inputs.rightToLeft)
    #expect(rtl.width == ltr.width && rtl.height == ltr.height)
    // The hour bar on the right, the first day rightmost, days running to the left.
    let side = try #require(items(rtl, .timelineSideBar).first)
    #expect(side.frame.maxX == rtl.width)
    let columns = items(rtl, .timelineColumn)
    #expect(columns.map(\.date!) == items(ltr, .timelineColumn).map(\.date!))
    #expect(zip(columns, columns.dropFirst()).allSatisfy { $0.frame.minX > $1.frame.maxX })
    #expect(columns[0].frame.maxX <= side.frame.minX)
    // Every item is its left-to-right twin reflected.
    for (l, r) in zip(ltr.items, rtl.items) {
      #expect(abs(r.frame.minX - (ltr.width - l.frame.maxX)) < 1e-9, "\(r.kind)")
      #expect(
        r.frame.minY == l.frame.minY && r.frame.width == l.frame.width
          && r.frame.height == l.frame.height)
    }
    // Text reflected with its box: a line starts at the right edge of the event.
    let lines = try #require(event(rtl, "a")?.timelineEvent?.lines)
    let box = try #require(event(rtl, "a")?.frame)
    #expect(!lines.isEmpty && lines.allSatisfy { abs($0.frame.maxX - (box.maxX - 2)) < 1e-9 })
    // The locale's digits in the hour labels.
    #expect(items(rtl, .hourLabel).first?.text == "٠٧")
  }

  // MARK: Hour labels

  @Test func hourLabelsAreCentredOnTheirLinesAndInsideTheImage() throws {
    for yaml in [
      "hours: {from: 7, to: 23}", "hours: {from: 0, to: 24}\norientation: landscape",
      "hours: {from: 7, to: 23}\nlandscapeDayViewVerticalSpacing: 0\norientation: landscape",
    ] {
      let tree = try layout(yaml)
      let lines = items(tree, .hourSeparator).filter { $0.date == items(tree, .timelineColumn)[0].date }
      let topBar = try #require(items(tree, .timelineTopBar).first)
      for (label, line) in zip(items(tree, .hourLabel), lines) {
        #expect(abs(label.frame.midY - line.frame.midY) < 1e-9, "\(yaml)")
        #expect(label.frame.minY >= topBar.frame.maxY && label.frame.maxY <= tree.height, "\(yaml)")
        #expect(label.frame.minX >= 0 && label.frame.maxX <= tree.width)
      }
    }
  }

  // MARK: Lanes

  @Test func lanesAreSharedOnlyWithinAnOverlapGroup() throws {
    let tree = try layout(Self.week)
    let columns = items(tree, .timelineColumn)
    let gap = CalendarTheme.light.timeline.eventGap
    let alone = try #require(event(tree, "alone"))
    #expect(alone.timelineEvent?.columns == 1)
    #expect(abs(alone.frame.width - (columns[0].frame.width - gap)) < 1e-9)
    let a = try #require(event(tree, "a"))
    let b = try #require(event(tree, "b"))
    #expect(a.timelineEvent?.columns == 2 && b.timelineEvent?.columns == 2)
    #expect(a.frame.maxX < b.frame.minX)
    #expect(abs(a.frame.width - (columns[0].frame.width / 2 - gap)) < 1e-9)
    // Another day's event is not narrowed by Monday's group.
    #expect(abs(try #require(event(tree, "c")).frame.width - (columns[1].frame.width - gap)) < 1e-9)
  }

  @Test func anEventWidensOverLanesItDoesNotMeet() {
    // A 9–12 | B 9–10 | C 9–10 in three lanes; D 10:30–11 sits in lane 1 and widens over
    // lane 2, where nothing meets it.
    let placements = TimelineLaneAssignment.assign([(540, 720), (540, 600), (540, 600), (630, 660)])
    #expect(placements.map(\.lane) == [0, 1, 2, 1])
    #expect(placements.map(\.span) == [1, 1, 1, 2])
  }

  // MARK: Minimum height

  @Test func shortAndZeroLengthEventsShowAtTheirTimeWithTheirTitle() throws {
    let tree = try layout(
      """
      hours: {from: 8, to: 12}
      events:
        - {id: five, title: Check-in, start: 2019-01-10T09:00, end: 2019-01-10T09:05}
        - {id: moment, title: Reminder, start: 2019-01-10T10:00, end: 2019-01-10T10:00}
        - {id: next, title: Next, start: 2019-01-10T10:05, end: 2019-01-10T11:00}
      """)
    let hour = try #require(tree.inputs.timeline?.hourHeight)
    let column = try #require(items(tree, .timelineColumn).first)
    let gap = CalendarTheme.light.timeline.eventGap
    let minimum = 15 + 2 * 2 + gap  // one line of bold 12 (approximate metrics) and padding
    for (id, minute) in [("five", 60), ("moment", 120)] {
      let item = try #require(event(tree, id))
      #expect(abs(item.frame.minY - (column.frame.minY + Double(minute) / 60 * hour + gap / 2)) < 1e-9)
      #expect(item.frame.height >= minimum - gap - 1e-9)
      #expect(item.timelineEvent?.lines.first?.text == (id == "five" ? "Check-in" : "Reminder"))
    }
    // The moment's block reaches past 10:05, so the next event moves beside it.
    #expect(event(tree, "moment")?.timelineEvent?.columns == 2)
    // A field sets it.
    let tall = try layout(
      "eventMinimumHeight: 40\nevents: [{id: m, title: M, start: 2019-01-10T10:00, end: 2019-01-10T10:00}]")
    let height = try #require(event(tall, "m")?.frame.height)
    #expect(height >= 40 - gap && height < 40 - gap + hour / 60)
  }

  // MARK: Text

  @Test func textFitsTitleFirstThenTimeThenLocation() throws {
    let tree = try layout(Self.week)
    let a = try #require(event(tree, "a")?.timelineEvent)
    #expect(a.lines.map(\.role) == [.title, .time, .location] || a.lines.map(\.role) == [.title, .title, .time, .location])
    #expect(a.lines.filter { $0.role == .time }.map(\.text) == ["10:00–12:00"])
    #expect(a.lines.last?.text == "Atrium")
    #expect(!a.truncated)
  }

  @Test func aShortEventPutsTitleAndTimeOnOneLine() throws {
    let tree = try layout(
      "width: 600\nvisibleDays: 1\nevents: [{id: s, title: Stand-up, start: 2019-01-10T09:00, end: 2019-01-10T09:15}]")
    let lines = try #require(event(tree, "s")?.timelineEvent?.lines)
    #expect(lines.map(\.text) == ["Stand-up", "09:00–09:15"])
    #expect(lines[0].frame.minY == lines[1].frame.minY && lines[0].frame.maxX < lines[1].frame.minX)
  }

  /// No line leaves its block, none ends in a hyphen the title did not have, and a line
  /// that does not fit ends in an ellipsis; the lines are the title's own text.
  @Test func linesStayInsideTheirBlockAndEndInAnEllipsisWhenCut() throws {
    let measurer = ApproximateTextMeasurer()
    let font = CalendarTheme.light.timeline.eventLabel.font
    for minutes in [5, 15, 30, 45, 60, 120] {
      let tree = try layout(
        """
        visibleDays: 3
        events:
          - {id: x, title: Accessibility workshop for the whole team, location: Lab 2, start: 2019-01-10T09:00, end: 2019-01-10T\(String(format: "%02d:%02d", 9 + minutes / 60, minutes % 60))}
        """)
      let item = try #require(event(tree, "x"))
      let payload = try #require(item.timelineEvent)
      for line in payload.lines {
        #expect(item.frame.contains(line.frame), "\(minutes): \(line)")
        #expect(measurer.measure(line.text, font: font).width <= line.frame.width + 1e-9 || line.role != .title)
        #expect(!line.text.hasSuffix("-"))
        let body = line.text.hasSuffix("…") ? String(line.text.dropLast()) : line.text
        if line.role == .title { #expect(payload.title.contains(body), "\(body)") }
      }
      #expect(payload.truncated == payload.lines.contains { $0.text.hasSuffix("…") })
    }
    let cut = try layout(
      "visibleDays: 3\nevents: [{id: x, title: Accessibility workshop for the whole team, start: 2019-01-10T09:00, end: 2019-01-10T09:15}]")
    let payload = try #require(event(cut, "x")?.timelineEvent)
    #expect(payload.truncated && payload.lines.count == 1 && payload.lines[0].text.hasSuffix("…"))
  }

  // MARK: All-day bars

  static let allDayWeek = """
    startDay: 2019-01-07
    visibleDays: 7
    orientation: landscape
    events:
      - {id: before, title: Before, allDay: true, start: 2019-01-03, end: 2019-01-08}
      - {id: mid, title: Middle, allDay: true, start: 2019-01-08, end: 2019-01-10}
      - {id: one, title: One, allDay: true, start: 2019-01-09, end: 2019-01-09}
      - {id: after, title: After, allDay: true, start: 2019-01-12, end: 2019-01-20}
    """

  /// A `height` is the image's height: the hour window fills what the top bar leaves.
  @Test func aHeightSetsTheHourHeight() throws {
    let tree = try layout("visibleDays: 3\nhours: {from: 8, to: 18}\nheight: 500")
    #expect(tree.height == 500)
    let column = try #require(items(tree, .timelineColumn).first)
    let hourHeight = try #require(tree.inputs.timeline?.hourHeight)
    #expect(abs(column.frame.height - 10 * hourHeight) < 1e-9)
    #expect(abs(column.frame.maxY - (500 - (500 - column.frame.maxY))) < 1e-9)
    let taller = try layout("visibleDays: 3\nhours: {from: 8, to: 18}\nheight: 900")
    #expect(taller.height == 900 && taller.inputs.timeline!.hourHeight > hourHeight)
    // Too little room for any hour: drawn as short as it can be, with a warning.
    var events = ""
    for index in 0..<8 {
      events += "  - {id: e\(index), title: E\(index), allDay: true, start: 2019-01-10, end: 2019-01-10}\n"
    }
    let squeezed = try layout(
      "visibleDays: 3\nheight: 200\nallDayEventsSpreadOnX: false\nallDayEventMaximumRows: 8\nevents:\n"
        + events)
    #expect(squeezed.warnings.contains { $0.hasPrefix("height: 200 leaves no room for the hours") })
  }

  /// Landscape is the turned device: its long side wide and, unless a zoom field or
  /// `height` sizes the hours, its short side tall, so seven days are wider than tall.
  @Test func landscapeIsWiderThanTallUnlessTheZoomSizesTheHours() throws {
    let turned = try layout("orientation: landscape\nvisibleDays: 7")
    #expect(turned.width == 667 && turned.height == 375)
    let column = try #require(items(turned, .timelineColumn).first)
    let hourHeight = try #require(turned.inputs.timeline?.hourHeight)
    #expect(abs(column.frame.height - 24 * hourHeight) < 1e-9)
    let iPad = try layout("orientation: landscape\ndevice: iPad")
    #expect(iPad.width > iPad.height)
    // A zoom field sizes the hours as in portrait; so does `height`.
    let zoomed = try layout("orientation: landscape\nzoomScale: 1")
    #expect(zoomed.height > zoomed.width)
    let cell = try layout("orientation: landscape\ndayViewCellInitialHeight: 1200")
    #expect(cell.height > 1200)
    #expect(try layout("orientation: landscape\nheight: 500").height == 500)
    // Portrait keeps the zoom's hour height.
    #expect(try layout("visibleDays: 7").height > 667)
  }

  /// Spread lanes never shrink to slivers: a day with more all-day events than lanes fit
  /// keeps the lanes that fit and says "+N more" in the last, naming the hidden events; a
  /// day with room draws every event.
  @Test func crowdedSpreadDaysSayHowManyMore() throws {
    var events = ""
    for index in 0..<6 {
      events +=
        "  - {id: e\(index), title: Event \(index), allDay: true, start: 2019-01-10, end: 2019-01-10}\n"
    }
    events += "  - {id: alone, title: Alone, allDay: true, start: 2019-01-12, end: 2019-01-12}\n"
    let tree = try layout("startDay: 2019-01-07\nvisibleDays: 7\nwidth: 700\nevents:\n" + events)
    let pieces = items(tree, .allDayEvent)
    let more = items(tree, .moreLink)
    let link = try #require(more.first?.moreLink)
    #expect(more.count == 1 && link.date == d("2019-01-10"))
    let shownOnTheTenth = pieces.filter { $0.timelineEvent?.date == d("2019-01-10") }
    // Every event of the day is either drawn or behind the link, once.
    #expect(
      Set(shownOnTheTenth.compactMap(\.timelineEvent?.identifier)).union(link.hidden)
        == Set((0..<6).map { "e\($0)" }))
    #expect(shownOnTheTenth.count + link.count == 6 && link.hidden.count == link.count)
    #expect(link.text.hasPrefix("+\(link.count)"))
    // No lane narrower than "+99" and its padding.
    let narrowest = try #require(shownOnTheTenth.map(\.frame.width).min())
    #expect(narrowest >= more[0].frame.width - 1)
    #expect(more[0].frame.width > 10)
    // Alone on its day, an event has the whole column.
    let alone = try #require(pieces.first { $0.timelineEvent?.identifier == "alone" })
    let column = items(tree, .timelineColumn)[5]
    #expect(abs(alone.frame.width - (column.frame.width - 2)) < 1)
    // A wide column draws all six side by side.
    let wide = try layout(
      "startDay: 2019-01-10\nvisibleDays: 1\nwidth: 1200\nevents:\n" + events)
    #expect(items(wide, .moreLink).isEmpty)
    #expect(items(wide, .allDayEvent).count == 6)
  }

  /// `allDayEventsSpreadOnX: true` (the default, as QVRWeekView's): one row, each day's
  /// all-day events side by side, an event over several days a piece per day in one lane.
  @Test func spreadAllDayEventsShareTheirDaysSideBySideInOneRow() throws {
    let tree = try layout(Self.allDayWeek)
    let pieces = items(tree, .allDayEvent)
    let columns = items(tree, .timelineColumn)
    #expect(Set(pieces.map(\.frame.minY)).count == 1)  // one row
    func piecesOf(_ id: String) -> [LayoutItem] {
      pieces.filter { $0.timelineEvent?.identifier == id }
    }
    // Middle covers the 8th to the 10th: a piece a day, all in its lane (the second of two,
    // beside Before on the 8th and One on the 9th).
    let mid = piecesOf("mid")
    #expect(mid.map { $0.timelineEvent!.span!.startDate } == [d("2019-01-08"), d("2019-01-09"), d("2019-01-10")])
    #expect(mid.allSatisfy { $0.timelineEvent!.column == 1 && $0.timelineEvent!.columns == 2 })
    for (piece, column) in zip(mid, columns[1...3]) {
      #expect(abs(piece.frame.midX - (column.frame.minX + column.frame.width * 0.75)) < 3)
    }
    // Cut square where it goes on, rounded at its ends.
    #expect(mid.map { $0.timelineEvent!.span!.continuesBefore } == [false, true, true])
    #expect(mid.map { $0.timelineEvent!.span!.continuesAfter } == [true, true, false])
    let one = try #require(piecesOf("one").first)
    #expect(piecesOf("one").count == 1 && one.timelineEvent!.column == 0)
    #expect(one.frame.maxX < columns[2].frame.midX)
    // Before began before the week: flush with its edge; After, alone, has whole columns.
    let before = piecesOf("before")
    #expect(before.count == 2 && before[0].frame.minX == columns[0].frame.minX)
    let after = piecesOf("after")
    #expect(after.count == 2 && after.allSatisfy { $0.timelineEvent!.columns == 1 })
    #expect(after[0].frame.width > columns[5].frame.width - CalendarTheme.light.timeline.eventGap - 1e-9)
    // One row is shorter than the three rows the same events stack into.
    var stackedSpec = Self.allDayWeek
    stackedSpec += "\nallDayEventsSpreadOnX: false\n"
    let stacked = try layout(stackedSpec)
    #expect(items(tree, .timelineTopBar)[0].frame.height < items(stacked, .timelineTopBar)[0].frame.height)
    #expect(tree.jsonString().contains(#""allDayEventsSpreadOnX": true"#))
  }

  @Test func allDayEventsAreOneBarAcrossTheirDaysInRows() throws {
    let tree = try layout(
      """
      startDay: 2019-01-07
      visibleDays: 7
      orientation: landscape
      allDayEventsSpreadOnX: false
      events:
        - {id: before, title: Before, allDay: true, start: 2019-01-03, end: 2019-01-08}
        - {id: mid, title: Middle, allDay: true, start: 2019-01-08, end: 2019-01-10}
        - {id: one, title: One, allDay: true, start: 2019-01-09, end: 2019-01-09}
        - {id: after, title: After, allDay: true, start: 2019-01-12, end: 2019-01-20}
        - {id: night, title: Night, start: 2019-01-11T22:00, end: 2019-01-12T02:00}
      """)
    let bars = items(tree, .allDayEvent)
    #expect(bars.map { $0.timelineEvent!.identifier }.sorted() == ["after", "before", "mid", "night", "one"])
    let columns = items(tree, .timelineColumn)
    func bar(_ id: String) throws -> (LayoutItem, LayoutItem.AllDaySpan) {
      let item = try #require(bars.first { $0.timelineEvent?.identifier == id })
      return (item, try #require(item.timelineEvent?.span))
    }
    let (before, beforeSpan) = try bar("before")
    #expect(beforeSpan.startDate == d("2019-01-07") && beforeSpan.endDate == d("2019-01-08"))
    #expect(beforeSpan.continuesBefore && !beforeSpan.continuesAfter)
    #expect(before.frame.minX == columns[0].frame.minX)  // flush with the week's edge
    #expect(before.frame.maxX < columns[1].frame.maxX && before.frame.maxX > columns[1].frame.midX)
    let (_, afterSpan) = try bar("after")
    #expect(afterSpan.endDate == d("2019-01-13") && afterSpan.continuesAfter)
    let (mid, midSpan) = try bar("mid")
    let (one, oneSpan) = try bar("one")
    #expect(midSpan.row != oneSpan.row && mid.frame.minY != one.frame.minY)
    #expect(beforeSpan.row == 0 && midSpan.row == 1)
    #expect(try bar("night").1.startDate == d("2019-01-11"))
    let json = tree.jsonString()
    #expect(json.contains(#""startDate": "2019-01-07", "endDate": "2019-01-08", "row": 0"#))
  }

  @Test func allDayOverflowSaysHowManyMoreInTheLocalesWords() throws {
    var events = ""
    for index in 0..<5 {
      events += "  - {id: e\(index), title: E\(index), allDay: true, start: 2019-01-10, end: 2019-01-10}\n"
    }
    let tree = try layout("allDayEventsSpreadOnX: false\nallDayEventMaximumRows: 3\nevents:\n" + events)
    #expect(items(tree, .allDayEvent).count == 2)
    let more = try #require(items(tree, .moreLink).first)
    #expect(more.text == "+3 more" && more.moreLink?.count == 3 && more.moreLink?.slot == 2)
    let german = try layout(
      "locale: de_DE\nallDayEventsSpreadOnX: false\nallDayEventMaximumRows: 3\nevents:\n" + events)
    #expect(items(german, .moreLink).first?.text == "+ weitere 3")
  }
}
