import CalendsDrawing
import CalendsModel
import CalendsTheme
import CalendsValues
import Foundation
import SpecTestingSupport
import Testing

@testable import CalendsLayout

/// The agenda: the coming days' events as a list grouped by day, in FullCalendar's list
/// view's order and time words, "+N more" where the height or `maxEvents` ends the list,
/// mirrored in right-to-left locales. Text is measured approximately, so the numbers do not
/// depend on fonts.
@Suite struct AgendaLayoutTests {
  static let week = """
    events:
      - {id: trip, title: Weekend away, start: 2026-11-27, end: 2026-11-29, allDay: true}
      - {id: market, title: Market, start: 2026-11-28T09:00, end: 2026-11-28T10:30, location: Square}
      - {id: dinner, title: Dinner, start: 2026-11-28T20:00, end: 2026-11-28T22:30}
      - {id: long, title: Long meeting, start: 2026-11-28T09:00, end: 2026-11-28T12:00}
      - {id: shift, title: Night shift, start: 2026-11-29T22:00, end: 2026-12-01T06:00}
      - {id: later, title: Next month, start: 2026-12-10T10:00, end: 2026-12-10T11:00}
    """

  func layout(_ yaml: String, today: String = "2026-11-28") throws -> LayoutTree {
    let spec = try SpecReader.read(Data(("style: agenda\n" + yaml).utf8), source: "spec.yaml")
    return CalendarLayout(
      spec: spec, today: d(today), theme: .light, measurer: ApproximateTextMeasurer()
    ).layout()
  }

  /// Rows per day in list order: all-day first, then by start, the longer first; an event
  /// on several days is listed on each; days without events and days past `listDays` are
  /// left out.
  @Test func eventsAreListedPerDayInFullCalendarsOrder() throws {
    let tree = try layout("width: 400\n" + Self.week)
    let rows = tree.items.compactMap(\.agendaEvent).map { "\($0.date) \($0.identifier) \($0.time)" }
    #expect(
      rows == [
        "2026-11-28 trip all-day",
        "2026-11-28 long 09:00–12:00",
        "2026-11-28 market 09:00–10:30",
        "2026-11-28 dinner 20:00–22:30",
        "2026-11-29 trip all-day",
        "2026-11-29 shift 22:00–00:00",
        "2026-11-30 shift all-day",
        "2026-12-01 shift 00:00–06:00",
      ])
    let headers = tree.items.compactMap(\.agendaDay)
    #expect(
      headers.map(\.date.description) == ["2026-11-28", "2026-11-29", "2026-11-30", "2026-12-01"])
    #expect(headers[0].text == "November 28, 2026" && headers[0].weekday == "Saturday")
    #expect(headers[0].states == .today && headers[1].states == .normal)
    #expect(
      tree.items.compactMap(\.moreLink).isEmpty, "no height: the image is as tall as the list")
    #expect(tree.height == tree.items.map(\.frame.maxY).max()! + AgendaLayout.margin)
  }

  /// `listDays` and `displayDateAtStartup` choose the days; the locale words "all day".
  @Test func theDaysAndTheWordsFollowTheSpec() throws {
    let tree = try layout(
      "width: 400\nlocale: de_DE\ndisplayDateAtStartup: 2026-11-30\nlistDays: 11\n" + Self.week)
    let rows = tree.items.compactMap(\.agendaEvent).map { "\($0.date) \($0.identifier) \($0.time)" }
    #expect(
      rows == [
        "2026-11-30 shift Ganztägig", "2026-12-01 shift 00:00–06:00",
        "2026-12-10 later 10:00–11:00",
      ])
    #expect(tree.items.compactMap(\.agendaDay).first?.weekday == "Montag")
  }

  /// With a height, the rows it does not hold are counted in "+N more" (each event once,
  /// its ids listed), which fits above the bottom margin; a header is never the last thing
  /// drawn without its first row.
  @Test func theHeightEndsTheListWithMore() throws {
    let natural = try layout("width: 400\n" + Self.week).height
    for height in stride(from: 200, to: Int(natural), by: 20) {
      let tree = try layout("width: 400\nheight: \(height)\n" + Self.week)
      let more = try #require(tree.items.compactMap(\.moreLink).first, "height \(height)")
      let shown = tree.items.compactMap(\.agendaEvent)
      #expect(shown.count + more.hidden.count >= 6 - 1, "every event is shown or counted")
      #expect(more.count == more.hidden.count && Set(more.hidden).count == more.count)
      #expect(tree.items.map(\.frame.maxY).max()! <= Double(height) - AgendaLayout.margin + 1e-9)
      let last = tree.items.filter { $0.agendaDay != nil || $0.agendaEvent != nil }.last
      #expect(last?.agendaDay == nil, "height \(height): a header without its rows")
      #expect(tree.height == Double(height))
    }
    let all = try layout("width: 400\nheight: 2000\n" + Self.week)
    #expect(all.items.compactMap(\.moreLink).isEmpty)
  }

  /// `maxEvents` lists that many rows, the rest behind "+N more" in the locale's words.
  @Test func maxEventsCapsTheRows() throws {
    let tree = try layout("width: 400\nlocale: de_DE\nmaxEvents: 3\n" + Self.week)
    #expect(tree.items.compactMap(\.agendaEvent).map(\.identifier) == ["trip", "long", "market"])
    let more = try #require(tree.items.compactMap(\.moreLink).first)
    #expect(more.hidden == ["dinner", "trip", "shift"])
    #expect(more.text == "+ weitere 3")
  }

  /// Right to left, each row is the left-to-right one mirrored inside the margins.
  @Test func rightToLeftMirrorsTheRows() throws {
    let ltr = try layout("width: 400\n" + Self.week).items.compactMap(\.agendaEvent)
    let rtl = try layout("width: 400\nlocale: ar_EG\n" + Self.week).items.compactMap(\.agendaEvent)
    #expect(ltr.count == rtl.count)
    for (a, b) in zip(ltr, rtl) {
      #expect(a.dotFrame.minX + b.dotFrame.maxX == 400)
      #expect(a.titleFrame.minX + b.titleFrame.maxX == 400)
      #expect(a.timeFrame.width == b.timeFrame.width)
    }
  }

  /// A title longer than `eventTitleLines` lines ends in "…" and says so; an agenda without
  /// events says FullCalendar's `noEventsText` in the locale.
  @Test func cutTitlesAndEmptyDaysAreSaid() throws {
    let long = """
      width: 300
      eventTitleLines: 1
      events:
        - {id: a, title: Quarterly planning of the roadmap and the budget for next year, start: 2026-11-28T09:00, end: 2026-11-28T10:00}
      """
    let event = try #require(try layout(long).items.compactMap(\.agendaEvent).first)
    #expect(event.truncated && event.titleLines.count == 1 && event.titleLines[0].hasSuffix("…"))
    let empty = try layout("width: 300\nlocale: fr_FR")
    #expect(empty.items.map(\.kind) == [.agendaEmpty])
    #expect(empty.items[0].text == "Aucun évènement à afficher")
  }
}
