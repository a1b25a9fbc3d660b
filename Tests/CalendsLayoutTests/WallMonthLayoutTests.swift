import CalendsDrawing
import CalendsModel
import CalendsTheme
import CalendsValues
import Foundation
import SeededRandom
import SpecTestingSupport
import Testing

@testable import CalendsLayout

/// The wall month: a month grid filling the canvas, events as bars (cut at week rows), lines
/// and "+N more", placed as FullCalendar places them and mirrored in right-to-left locales.
/// Text is measured approximately, so goldens do not depend on fonts.
@Suite struct WallMonthLayoutTests {
  func layout(_ yaml: String, today: String = "2026-03-11") throws -> LayoutTree {
    let spec = try SpecReader.read(
      Data(("style: wallMonth\ndisplayDateAtStartup: 2026-03-01\n" + yaml).utf8),
      source: "spec.yaml")
    return CalendarLayout(
      spec: spec, today: d(today), theme: .light, measurer: ApproximateTextMeasurer()
    ).layout()
  }

  /// Weekday headers as wide as the room: the full names, else the abbreviations, and the
  /// initials (German M D M D F S S) only where nothing longer fits.
  @Test func weekdayHeadersUseTheLongestFormThatFits() throws {
    func names(_ width: Int) throws -> [String] {
      try layout("locale: de_DE\nweekStartDay: monday\nwidth: \(width)").items
        .compactMap(\.weekdayLabel).map(\.text)
    }
    #expect(try names(1000) == ["Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag"])
    let middle = try names(500)
    #expect(middle.count == 7 && Set(middle).count == 7 && middle[0].hasPrefix("Mo") && middle[0].count < 6)
    let narrow = try names(200)
    #expect(narrow.count == 7 && narrow.allSatisfy { $0.count <= 2 } && narrow[0].hasPrefix("M"))
  }

  /// A title too long for its cell wraps to `eventTitleLines` lines while the week row has
  /// room; the slot takes as many lines on every day of the week, so the next slot lines
  /// up; `eventTitleLines: 1` cuts it to one line as before.
  @Test func longTitlesWrapWhileTheRowHasRoom() throws {
    let spec = """
      width: 1000
      events:
        - {id: long, title: Quartalsabschlussbesprechung der Rechnungsprüfungsabteilung im großen Saal, start: 2026-03-10T13:00, end: 2026-03-10T14:00}
        - {id: short, title: Yoga, start: 2026-03-11T07:00, end: 2026-03-11T08:00}
        - {id: next, title: Lunch, start: 2026-03-11T12:00, end: 2026-03-11T13:00}
      """
    let tree = try layout(spec)
    let long = try #require(tree.items.first { $0.eventLine?.identifier == "long" })
    let drawn = long.eventLine!.drawnText
    #expect(drawn.split(separator: "\n").count == 3, "\(drawn)")
    let yoga = try #require(tree.items.first { $0.eventLine?.identifier == "short" })
    let lunch = try #require(tree.items.first { $0.eventLine?.identifier == "next" })
    // Yoga shares the first slot, which is three lines tall on every day of the week: Yoga
    // stays one line, and the next slot (Lunch) starts below the three.
    #expect(yoga.frame.minY == long.frame.minY && yoga.frame.height < long.frame.height)
    #expect(lunch.frame.minY > long.frame.maxY)
    #expect(yoga.eventLine!.isComplete && yoga.eventLine!.text == nil)
    let one = try layout(spec + "\neventTitleLines: 1")
    let cut = try #require(one.items.first { $0.eventLine?.identifier == "long" })
    #expect(!cut.eventLine!.drawnText.contains("\n") && cut.eventLine!.drawnText.hasSuffix("…"))
    #expect(cut.frame.height < long.frame.height)
  }

  static let overlapping = """
    width: 700
    events:
      - {id: trip, title: Trip, start: 2026-03-06, end: 2026-03-12, allDay: true}
      - {id: freeze, title: Freeze, start: 2026-03-10, end: 2026-03-17, allDay: true}
      - {id: offsite, title: Offsite, start: 2026-03-11T09:00, end: 2026-03-12T17:00}
      - {id: holiday, title: Holiday, start: 2026-03-17, end: 2026-03-17, allDay: true}
      - {id: yoga, title: Yoga, start: 2026-03-11T07:00, end: 2026-03-11T08:00}
      - {id: call, title: Call, start: 2026-03-11T13:00, end: 2026-03-11T14:00}
      - {id: party, title: Party, start: 2026-03-11T18:00, end: 2026-03-12T00:00}
      - {id: close, title: Close, start: 2026-03-27, end: 2026-04-03, allDay: true}
    """

  @Test func goldens() throws {
    golden.assert(
      try layout(Self.overlapping + "\nheight: 560").dump(), named: "wallmonth-2026-03.txt")
    golden.assert(
      try layout(Self.overlapping + "\nheight: 560\nlocale: ar_EG").dump(),
      named: "wallmonth-2026-03-rtl.txt")
  }

  @Test func theGridFillsTheCanvasInsideItsMargin() throws {
    let tree = try layout("width: 700\nheight: 560")
    #expect(tree.width == 700 && tree.height == 560 && tree.inputs.style == .wallMonth)
    let cells = items(tree, .dateCell)
    #expect(cells.count == 35)  // March 2026 from Sunday: five rows, adjacent days shown
    let bottom = cells.map(\.frame.maxY).max()!
    #expect(bottom <= 560 - YearMetrics.margin && bottom > 560 - YearMetrics.margin - 5)
    // Without a height the canvas is 4:3.
    #expect(try layout("width: 800").height == 600)
  }

  @Test func oneDayAllDayEventIsOneCellBar() throws {
    let tree = try layout(Self.overlapping + "\nheight: 900")
    let bar = try #require(tree.items.compactMap(\.eventBar).first { $0.identifier == "holiday" })
    #expect(bar.start == d("2026-03-17") && bar.end == d("2026-03-17"))
    #expect(bar.eventStart == bar.eventEnd && !bar.continuesBefore && !bar.continuesAfter)
    let frame = tree.items.first { $0.eventBar?.identifier == "holiday" }!.frame
    let cell = items(tree, .dateCell).first { $0.date == d("2026-03-17") }!.frame
    #expect(abs(frame.width - (cell.width - 2 * WallMonthCells.barInset)) < 0.001)
    #expect(frame.minX > cell.minX && frame.maxX < cell.maxX)
  }

  @Test func anEventEndingAtMidnightDoesNotOccupyItsEndDay() throws {
    let tree = try layout(Self.overlapping + "\nheight: 900")
    let party = tree.items.compactMap(\.eventLine).filter { $0.identifier == "party" }
    #expect(party.map(\.date) == [d("2026-03-11")] && party[0].time == "18:00")
    // Offsite ends at 17:00 on the 12th: a two-day bar.
    let offsite = tree.items.compactMap(\.eventBar).filter { $0.identifier == "offsite" }
    #expect(offsite.map(\.end) == [d("2026-03-12")])
  }

  @Test func barsWrapAtWeekRowsMarkedAsContinuing() throws {
    let tree = try layout(Self.overlapping + "\nheight: 900")
    let freeze = tree.items.compactMap(\.eventBar).filter { $0.identifier == "freeze" }
    #expect(freeze.map(\.week) == [1, 2])
    #expect(freeze.map(\.start) == [d("2026-03-10"), d("2026-03-15")])
    #expect(freeze.map(\.end) == [d("2026-03-14"), d("2026-03-17")])
    #expect(freeze.map(\.continuesBefore) == [false, true])
    #expect(freeze.map(\.continuesAfter) == [true, false])
    #expect(Set(freeze.map(\.eventStart)) == [d("2026-03-10")])
    #expect(Set(freeze.map(\.eventEnd)) == [d("2026-03-17")])
  }

  /// Bars before lines, longer bars first, then by start.
  @Test func eventsAreOrderedAsFullCalendarOrdersThem() throws {
    let tree = try layout(Self.overlapping + "\nheight: 900")
    let week1 = tree.items.filter {
      ($0.eventBar?.week == 1) || ($0.eventLine?.date == d("2026-03-11"))
    }
    func slot(_ id: String) -> Int? {
      week1.compactMap { $0.eventBar?.identifier == id ? $0.eventBar?.slot : nil }.first
        ?? week1.compactMap { $0.eventLine?.identifier == id ? $0.eventLine?.slot : nil }.first
    }
    #expect(slot("freeze") == 0 && slot("trip") == 1 && slot("offsite") == 2)
    #expect(slot("yoga") == 3 && slot("call") == 4 && slot("party") == 5)
  }

  @Test func rightToLeftMirrorsTheBars() throws {
    let ltr = try layout(Self.overlapping + "\nheight: 900")
    let rtl = try layout(Self.overlapping + "\nheight: 900\nlocale: he_IL")
    #expect(rtl.inputs.rightToLeft)
    for (a, b) in zip(ltr.items, rtl.items) where a.eventBar != nil || a.eventLine != nil {
      #expect(abs(a.frame.minX - (700 - b.frame.maxX)) < 0.001, "\(a) \(b)")
      #expect(abs(a.frame.width - b.frame.width) < 0.001 && a.frame.minY == b.frame.minY)
    }
  }

  @Test func dayMaxEventsCountsTheRestInMore() throws {
    let tree = try layout(Self.overlapping + "\nheight: 900\ndayMaxEvents: 2")
    let more = try #require(tree.items.compactMap(\.moreLink).first { $0.date == d("2026-03-11") })
    // Freeze, trip, offsite, yoga, call, party: two drawn.
    #expect(more.count == 4 && more.text == "+4 more" && more.slot == 2)
  }

  /// "+N more" in the locale's words (FullCalendar's) and digits; `count` stays a number.
  @Test(arguments: [
    ("en_US", "+4 more"), ("de_DE", "+ weitere 4"), ("ja_JP", "他 4 件"),
    ("ar_EG", "+٤ أخرى"), ("he_IL", "+4 אחר"), ("fr_FR", "+4 en plus"), ("sw_KE", "+4 more"),
  ])
  func moreIsInTheLocalesWordsAndDigits(locale: String, text: String) throws {
    let tree = try layout(
      Self.overlapping + "\nheight: 900\ndayMaxEvents: 2\nlocale: \(locale)")
    let more = try #require(tree.items.compactMap(\.moreLink).first { $0.date == d("2026-03-11") })
    #expect(more.count == 4 && more.text == text)
  }

  static let longTitles = """
    width: 700
    height: 560
    events:
      - {id: long, title: Quarterly planning with the whole product team, start: 2026-03-17, end: 2026-03-17, allDay: true}
      - {id: two, title: A two day workshop on the new design system, start: 2026-03-10, end: 2026-03-11, allDay: true}
      - {id: line, title: Call with the accountants about the annual report, start: 2026-03-19T09:30, end: 2026-03-19T10:00}
      - {id: short, title: Yoga, start: 2026-03-20T07:00, end: 2026-03-20T08:00}
      - {id: bar, title: Fair, start: 2026-03-24, end: 2026-03-24, allDay: true}
    """

  /// A title longer than its bar or line ends in an ellipsis, fitting its text frame at the
  /// item's size; `title` keeps the whole title and `text` is what is drawn. Titles that fit
  /// have no `text`. In a right-to-left locale the title is cut at its (logical) end too.
  @Test(arguments: ["en_US", "he_IL"])
  func longTitlesEndInAnEllipsis(locale: String) throws {
    let tree = try layout(Self.longTitles + "\nlocale: \(locale)\neventTitleLines: 1")
    let measurer = ApproximateTextMeasurer()
    let theme = CalendarTheme.light
    let bars = tree.items.compactMap(\.eventBar)
    let lines = tree.items.compactMap(\.eventLine)
    for bar in bars where bar.identifier == "long" || bar.identifier == "two" {
      let text = try #require(bar.text, "\(bar.identifier)")
      #expect(text.hasSuffix("…") && bar.title.hasPrefix(String(text.dropLast())))
      #expect(bar.drawnText == text)
      let font = theme.timeline.eventLabel.font.withSize(bar.fontSize)
      #expect(measurer.measure(text, font: font).width <= bar.textFrame.width)
      // One character more would not have fitted.
      let longer = String(bar.title.prefix(text.count)) + "…"
      #expect(measurer.measure(longer, font: font).width > bar.textFrame.width)
    }
    let long = try #require(lines.first { $0.identifier == "line" })
    let drawn = try #require(long.text)
    #expect(drawn.hasPrefix("09:30 Call") && drawn.hasSuffix("…"))
    #expect(
      measurer.measure(drawn, font: theme.dayLabel.font.withSize(long.fontSize)).width
        <= long.textFrame.width)
    #expect(lines.first { $0.identifier == "short" }?.text == nil)
    #expect(bars.first { $0.identifier == "bar" }?.text == nil)
    // The dump shows the cut title next to the whole one.
    #expect(tree.dump().contains("title=\"Quarterly planning with the whole product team\""))
    #expect(tree.dump().contains("\"\(bars.first { $0.identifier == "long" }!.text!)\""))
  }

  @Test func adjacentDaysHiddenDropTheirEvents() throws {
    let tree = try layout(Self.overlapping + "\nshowsAdjacentDays: false")
    let close = tree.items.compactMap(\.eventBar).filter { $0.identifier == "close" }
    #expect(close.last?.end == d("2026-03-31") && close.last?.continuesAfter == true)
  }

  // MARK: - Properties

  /// Random months of events, in every height from cramped to roomy and with or without
  /// `dayMaxEvents`: no two drawn pieces (nor a "+N more") share a slot of a day, and every
  /// event is on each of its visible days as a bar, a line or in that day's count.
  @Test(arguments: 0..<40)
  func everyEventIsOnEachOfItsDaysOnce(seed: Int) throws {
    var random = SeededGenerator(seed: UInt64(seed))
    let grid = MonthGrid(month: YearMonth(year: 2026, month: 3)!, firstWeekday: 1)
    let hideAdjacent = Bool.random(using: &random)
    let rows = grid.rows.map { row in row.map { hideAdjacent && $0.month != 3 ? nil : $0 } }
    var events: [TimelineEvent] = []
    for index in 0..<Int.random(in: 0...40, using: &random) {
      let start = d("2026-02-20").adding(days: Int.random(in: 0...50, using: &random))
      let allDay = Bool.random(using: &random)
      let startTime = CivilTime(
        day: start, minute: allDay ? 0 : Int.random(in: 0..<1440, using: &random))
      let length =
        allDay
        ? 1440 * Int.random(in: 0...9, using: &random)
        : [30, 60, 600, 1440, 3000][Int.random(in: 0..<5, using: &random)]
      events.append(
        TimelineEvent(
          id: "\(index)", title: "E\(index)", start: startTime,
          end: startTime.adding(minutes: max(length, allDay ? 0 : 1)), allDay: allDay))
    }
    let fit = Int.random(in: 1...8, using: &random)
    let dayMax = Bool.random(using: &random) ? Int.random(in: 1...4, using: &random) : nil
    let placement = WallMonthPlacement(events: events, rows: rows, fit: fit, dayMaxEvents: dayMax)

    var taken: Set<[Int]> = []
    var drawn: [Day: [Int]] = [:]
    for piece in placement.pieces {
      #expect(piece.slot < fit, "seed \(seed): slot \(piece.slot) of \(fit)")
      for column in piece.firstColumn...piece.lastColumn {
        #expect(
          taken.insert([piece.week, column, piece.slot]).inserted,
          "seed \(seed): two pieces in week \(piece.week) column \(column) slot \(piece.slot)")
        drawn[rows[piece.week][column]!, default: []].append(piece.event)
      }
    }
    var counted: [Day: Int] = [:]
    for more in placement.more {
      #expect(more.slot < fit, "seed \(seed)")
      #expect(
        taken.insert([more.week, more.column, more.slot]).inserted,
        "seed \(seed): +more on a drawn piece")
      counted[rows[more.week][more.column]!] = more.count
    }
    let visible = rows.flatMap { $0.compactMap { $0 } }
    for day in visible {
      let onDay = events.indices.filter { events[$0].allDayDays.contains(day) }
      let shown = drawn[day] ?? []
      #expect(Set(shown).count == shown.count, "seed \(seed): an event twice on \(day)")
      #expect(Set(shown).isSubset(of: onDay), "seed \(seed): an event off its days on \(day)")
      #expect(
        shown.count + (counted[day] ?? 0) == onDay.count,
        "seed \(seed): \(day) has \(onDay.count) events, \(shown.count) drawn, \(counted[day] ?? 0) counted"
      )
      if let dayMax { #expect(shown.count <= dayMax, "seed \(seed)") }
    }
  }

  /// The same property on a laid-out image: each event's days are covered by its bars and
  /// lines, or counted by that day's "+N more".
  @Test func theLayoutShowsOrCountsEveryEventDay() throws {
    let tree = try layout(Self.overlapping + "\nheight: 420")
    let spec = try SpecReader.read(
      Data(("style: wallMonth\n" + Self.overlapping + "\nheight: 900").utf8), source: "s")
    let events = try #require(spec.wallMonth?.events)
    var shown: [Day: Int] = [:]
    for item in tree.items {
      if let bar = item.eventBar {
        var day = bar.start
        while day <= bar.end {
          shown[day, default: 0] += 1
          day = day.adding(days: 1)
        }
      }
      if let line = item.eventLine { shown[line.date, default: 0] += 1 }
      if let more = item.moreLink { shown[more.date, default: 0] += more.count }
    }
    #expect(tree.items.contains { $0.moreLink != nil })
    for cell in tree.items.compactMap(\.dateCell) {
      let expected = events.filter { $0.allDayDays.contains(cell.date) }.count
      #expect((shown[cell.date] ?? 0) == expected, "\(cell.date)")
    }
  }
}
