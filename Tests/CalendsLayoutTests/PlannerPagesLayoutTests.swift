import CalendsDrawing
import CalendsModel
import CalendsTheme
import CalendsValues
import Foundation
import SpecTestingSupport
import Testing

@testable import CalendsLayout

/// `pages: weeks` and `pages: days`: a planner of the cover, each month's page followed by
/// its weeks' (and their days') pages, every page named, linked up the tree, to the previous
/// and next page, and from each day of a month page to the page showing that day.
@Suite struct PlannerPagesLayoutTests {
  let weeks = "style: year\nyear: 2027\npaper: a4\npages: weeks\ncover: true\nweekStartDay: monday"

  @Test func aYearOfWeeksIsSixtySixPagesInTreeOrder() throws {
    let doc = try document(weeks)
    #expect(doc.pages.count == 66)
    let names = doc.pages.map(\.navigation.destination)
    #expect(
      names.prefix(8) == [
        "year-2027", "month-2027-01", "week-2026-12-28", "week-2027-01-04", "week-2027-01-11",
        "week-2027-01-18", "week-2027-01-25", "month-2027-02",
      ])
    #expect(names.last == "week-2027-12-27")
    #expect(Set(names).count == 66)
    #expect(names.filter { $0.hasPrefix("week-") }.count == 53)
    #expect(doc.pageNames.first == "01" && doc.pageNames.last == "66")
    #expect(doc.pages[2].title == "December 28 – January 3, 2027")
    // Every week starts on a Monday and goes up to the month whose page it follows.
    for page in doc.pages where page.navigation.destination.hasPrefix("week-") {
      let first = try Day(String(page.navigation.destination.dropFirst(5)))
      #expect(first.weekday == 2)
      let up = try #require(page.navigation.up)
      let month = max(first, d("2027-01-01")).yearMonth
      #expect(doc.pages[up].navigation.destination == "month-\(month)")
    }
    // The months go up to the cover; the cover to nothing.
    #expect(doc.pages[0].navigation.up == nil)
    #expect(
      doc.pages.filter { $0.navigation.destination.hasPrefix("month-") }
        .allSatisfy { $0.navigation.up == 0 })
  }

  @Test func everyDayOfAMonthPageLinksToTheWeekShowingIt() throws {
    let doc = try document(weeks)
    for (index, page) in doc.pages.enumerated()
    where page.navigation.destination.hasPrefix("month-") {
      let cells = page.items.filter { $0.dateCell?.inDisplayedMonth == true }
      let links = page.navigation.links.filter { $0.role == .week }
      #expect(links.count == cells.count && cells.count >= 28, "page \(index + 1)")
      for cell in cells {
        let link = try #require(links.first { $0.frame == cell.frame })
        let week = doc.pages[link.page]
        let days = week.items.compactMap(\.agendaDay).map(\.date)
        #expect(days.count == 7 && days.contains(cell.date!), "\(cell.date!)")
      }
    }
  }

  @Test func everyPageHasAStripToThePreviousAndNextPage() throws {
    let doc = try document(weeks)
    for (index, page) in doc.pages.enumerated() {
      let links = page.navigation.links
      #expect(links.first { $0.role == .previous }?.page == (index > 0 ? index - 1 : nil))
      #expect(
        links.first { $0.role == .next }?.page == (index + 1 < doc.pages.count ? index + 1 : nil))
      let strip = page.items.filter { $0.kind == .navigationLink }
      #expect(
        !strip.isEmpty && strip.allSatisfy { item in links.contains { $0.frame == item.frame } })
      // Nothing of the page is drawn over its strip.
      let stripBottom = strip.map(\.frame.maxY).max() ?? 0
      #expect(
        page.items.filter { $0.kind != .navigationLink }.allSatisfy {
          $0.frame.minY >= stripBottom
        },
        "page \(index + 1)")
      expectInsideMargins(page, try #require(doc.page).margins)
    }
    // The cover's strip has only the way on; a month's goes up to the cover.
    #expect(doc.pages[0].items.compactMap(\.text).first == "›")
    #expect(doc.pages[1].navigation.links.filter { $0.role == .up }.allSatisfy { $0.page == 0 })
  }

  @Test func weekPagesHaveTheirWayUpAndAlong() throws {
    let doc = try document(weeks)
    for (index, page) in doc.pages.enumerated()
    where page.navigation.destination.hasPrefix("week-") {
      let roles = page.navigation.links.map(\.role)
      #expect(roles.filter { $0 == .cover }.count == 1, "page \(index + 1)")
      #expect(roles.filter { $0 == .up }.count == 1)
      #expect(page.navigation.links.first { $0.role == .up }?.page == page.navigation.up)
      #expect(page.navigation.links.first { $0.role == .cover }?.page == 0)
      #expect(page.navigation.links.first { $0.role == .previous }?.page == index - 1)
      let next = page.navigation.links.first { $0.role == .next }?.page
      #expect(next == (index + 1 < doc.pages.count ? index + 1 : nil))
      // The strip's entries are drawn where their links are.
      let strip = page.items.filter { $0.kind == .navigationLink }
      #expect(strip.map(\.frame) == page.navigation.links.map(\.frame))
      expectInsideMargins(page, try #require(doc.page).margins)
    }
  }

  @Test func weekPagesListTheDaysEventsAndMarkTheirEventDates() throws {
    let doc = try document(
      """
      \(weeks)
      eventDates: [2027-03-12]
      events:
        - {id: fair, title: Book fair, start: 2027-03-09, end: 2027-03-10, allDay: true}
        - {id: call, title: Call, start: 2027-03-10T09:00, end: 2027-03-10T10:00}
        - {id: a, title: A, start: 2027-03-11T08:00, end: 2027-03-11T09:00}
        - {id: b, title: B, start: 2027-03-11T09:00, end: 2027-03-11T10:00}
        - {id: c, title: C, start: 2027-03-11T10:00, end: 2027-03-11T11:00}
        - {id: d, title: D, start: 2027-03-11T11:00, end: 2027-03-11T12:00}
        - {id: e, title: E, start: 2027-03-11T12:00, end: 2027-03-11T13:00}
        - {id: f, title: F, start: 2027-03-11T13:00, end: 2027-03-11T14:00}
      """)
    let page = try #require(doc.pages.first { $0.navigation.destination == "week-2027-03-08" })
    let events = page.items.compactMap(\.agendaEvent)
    #expect(events.filter { $0.date == d("2027-03-09") }.map(\.identifier) == ["fair"])
    #expect(events.filter { $0.date == d("2027-03-10") }.map(\.identifier) == ["fair", "call"])
    // Thursday's six do not all fit its box: the rest are counted in "+N more".
    let thursday = events.filter { $0.date == d("2027-03-11") }.map(\.identifier)
    let more = try #require(page.items.compactMap(\.moreLink).first)
    #expect(more.date == d("2027-03-11") && thursday.count + more.count == 6)
    #expect(more.hidden == Array(["a", "b", "c", "d", "e", "f"].dropFirst(thursday.count)))
    #expect(page.items.contains { $0.kind == .eventIndicator && $0.date == d("2027-03-12") })
    // Each day's box stays inside its seventh of the page below the title.
    let headers = page.items.filter { $0.kind == .agendaDay }.map(\.frame.minY)
    #expect(zip(headers, headers.dropFirst()).allSatisfy { $1 > $0 })
  }

  /// A left hand moves the arrows to the left end and the way up to the right end; each
  /// still reads left to right: `‹` is the page before, and the cover comes before the month.
  @Test func aLeftHandMovesTheStripsGroupsNotTheirOrder() throws {
    let right = try document(
      "style: year\nyear: 2027\npaper: remarkable2\npages: weeks\ncover: true")
    let left = try document(
      "style: year\nyear: 2027\npaper: remarkable2\npages: weeks\ncover: true\nhandedness: left")
    let page = 3
    func strip(_ doc: LayoutDocument) -> [(role: PageLink.Role, x: Double)] {
      doc.pages[page].navigation.links.map { ($0.role, $0.frame.x) }
    }
    func x(_ doc: LayoutDocument, _ role: PageLink.Role) throws -> Double {
      try #require(strip(doc).first { $0.role == role }).x
    }
    for doc in [right, left] {
      #expect(try x(doc, .previous) < x(doc, .next))
      #expect(try x(doc, .cover) < x(doc, .up))
    }
    #expect(try x(right, .next) > x(right, .up))
    #expect(try x(left, .next) < x(left, .cover))
    let texts = left.pages[page].items.compactMap { item -> String? in
      if case .navigationLink(let link) = item.content { return link.text }
      return nil
    }
    #expect(texts.contains("2027 ›") && texts.contains("‹") && texts.contains("›"), "\(texts)")
  }

  @Test func aSundayWeekStartNamesItsWeeksBySunday() throws {
    let doc = try document(
      "style: year\nyear: 2027\npaper: letter\npages: weeks\nweekStartDay: sunday")
    let weeks = doc.pages.filter { $0.navigation.destination.hasPrefix("week-") }
    #expect(weeks.first?.navigation.destination == "week-2026-12-27")
    #expect(weeks.count == 53 && doc.pages.count == 65)
    #expect(weeks.allSatisfy { $0.items.compactMap(\.agendaDay).first?.date.weekday == 1 })
    // Without a cover there is no way to it.
    #expect(weeks.allSatisfy { page in !page.navigation.links.contains { $0.role == .cover } })
  }

  @Test func dayPagesFollowTheirWeeks() throws {
    let doc = try document(
      """
      style: year
      year: 2027
      paper: a5
      pages: days
      cover: true
      weekStartDay: monday
      events:
        - {id: call, title: Call, start: 2027-03-10T09:00, end: 2027-03-10T10:00}
      """)
    #expect(doc.pages.count == 1 + 12 + 53 + 365)
    let names = doc.pages.map(\.navigation.destination)
    #expect(
      names.prefix(8) == [
        "year-2027", "month-2027-01", "week-2026-12-28", "day-2027-01-01", "day-2027-01-02",
        "day-2027-01-03", "week-2027-01-04", "day-2027-01-04",
      ])
    let index = try #require(names.firstIndex(of: "day-2027-03-10"))
    let day = doc.pages[index]
    #expect(day.title == "Wednesday, March 10, 2027")
    #expect(day.items.compactMap(\.agendaEvent).map(\.identifier) == ["call"])
    #expect(day.items.compactMap(\.hourLabel).map(\.text).first == "06:00")
    #expect(day.items.filter { $0.kind == .hourLabel }.count == DayPageLayout.hours.count)
    #expect(doc.pages[try #require(day.navigation.up)].navigation.destination == "week-2027-03-08")
    #expect(day.navigation.links.map(\.role) == [.cover, .month, .up, .previous, .next])
    // A month page's days and a week page's days link to their day pages.
    let march = doc.pages[try #require(names.firstIndex(of: "month-2027-03"))]
    let tenth = try #require(
      march.items.first { $0.date == d("2027-03-10") && $0.kind == .dateCell })
    #expect(march.navigation.links.first { $0.frame == tenth.frame }?.page == index)
    let week = doc.pages[try #require(names.firstIndex(of: "week-2027-03-08"))]
    #expect(week.navigation.links.filter { $0.role == .day }.map(\.page).contains(index))
    expectInsideMargins(day, try #require(doc.page).margins)
  }

  @Test func theFirstWeekPageDumpsAsRecorded() throws {
    let doc = try document(weeks)
    golden.assert(doc.pages[2].dump(), named: "planner-week-2026-12-28.txt")
  }

  @Test func theLayoutJSONGivesTheLinksRoles() throws {
    let doc = try document(weeks)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(doc.jsonString().utf8)) as? [String: Any])
    let contents = try #require(json["pageContents"] as? [[String: Any]])
    #expect(contents.count == 66)
    let week = contents[3]
    #expect(week["destination"] as? String == "week-2027-01-04" && week["up"] as? Int == 2)
    let roles = try #require(week["links"] as? [[String: Any]]).compactMap { $0["role"] as? String }
    #expect(roles == ["cover", "up", "previous", "next"])
    let items = try #require(json["items"] as? [[String: Any]])
    let strip = items.filter {
      $0["kind"] as? String == "navigationLink" && $0["page"] as? Int == 4
    }
    #expect(strip.compactMap { $0["text"] as? String } == ["2027 ›", "January 2027", "‹", "›"])
  }

  @Test func weeksNeedMonthBlocks() throws {
    #expect(throws: SpecError.self) {
      _ = try SpecReader.read(Data("style: weeks\npaper: a4\npages: weeks".utf8), source: "s")
    }
    #expect(throws: SpecError.self) {
      _ = try SpecReader.read(Data("style: year\npages: days".utf8), source: "s")
    }
  }

  /// Every item's frame inside the page's margins.
  func expectInsideMargins(_ tree: LayoutTree, _ margins: PageMargins) {
    for item in tree.items {
      let frame = item.frame
      #expect(frame.minX >= margins.left - 0.001, "\(item.kind) \(frame)")
      #expect(frame.minY >= margins.top - 0.001, "\(item.kind) \(frame)")
      #expect(frame.maxX <= tree.width - margins.right + 0.001, "\(item.kind) \(frame)")
      #expect(frame.maxY <= tree.height - margins.bottom + 0.001, "\(item.kind) \(frame)")
    }
  }
}

/// `writingSpace`: each day's free space on the month and week pages, below its number (or
/// header) and its events, filled with lines, dots or a grid.
@Suite struct WritingSpaceLayoutTests {
  let planner = """
    style: year
    year: 2027
    paper: a4
    pages: weeks
    cover: true
    weekStartDay: monday
    writingSpace: lines
    events:
      - {id: call, title: Call, start: 2027-03-10T09:00, end: 2027-03-10T10:00}
    """

  @Test func everyDayOfAMonthAndAWeekHasItsSpaceBelowWhatItShows() throws {
    let doc = try document(planner)
    let march = try #require(doc.pages.first { $0.navigation.destination == "month-2027-03" })
    let fills = march.items.filter { $0.kind == .writingSpace }
    #expect(fills.count == 31)
    for cell in march.items where cell.dateCell?.inDisplayedMonth == true {
      let fill = try #require(fills.first { $0.date == cell.date })
      #expect(fill.frame.minY > cell.dateCell!.textFrame.maxY && fill.frame.maxY <= cell.frame.maxY)
      #expect(fill.frame.minX >= cell.frame.minX && fill.frame.maxX <= cell.frame.maxX)
      #expect(fill.text == "lines")
    }
    // The 10th's space starts below its event.
    let line = try #require(march.items.first { $0.kind == .eventLine })
    #expect(try #require(fills.first { $0.date == d("2027-03-10") }).frame.minY >= line.frame.maxY)
    let week = try #require(doc.pages.first { $0.navigation.destination == "week-2027-03-08" })
    let weekFills = week.items.filter { $0.kind == .writingSpace }
    #expect(weekFills.count == 7)
    let event = try #require(week.items.first { $0.kind == .agendaEvent })
    #expect(
      try #require(weekFills.first { $0.date == d("2027-03-10") }).frame.minY >= event.frame.maxY)
    // The cover has none.
    #expect(!doc.pages[0].items.contains { $0.kind == .writingSpace })
  }

  /// A day page is ruled by its hours: its events' box takes no writing space, and the hours
  /// start right below the events.
  @Test func aDayPageIsRuledByItsHours() throws {
    let doc = try document(
      planner.replacingOccurrences(of: "pages: weeks", with: "pages: days")
        .replacingOccurrences(of: "writingSpace: lines", with: "writingSpace: grid"))
    let day = try #require(doc.pages.first { $0.navigation.destination == "day-2027-03-12" })
    #expect(!day.items.contains { $0.kind == .writingSpace })
    let firstHour = try #require(day.items.first { $0.kind == .hourLabel })
    #expect(firstHour.frame.minY < day.height / 3)
  }

  @Test func noneIsTheDefaultAndItNeedsMonthPages() throws {
    let doc = try document(planner.replacingOccurrences(of: "writingSpace: lines\n", with: ""))
    #expect(doc.pages.allSatisfy { page in !page.items.contains { $0.kind == .writingSpace } })
    for (yaml, message) in [
      ("style: year\npaper: a4\nwritingSpace: lines", "writingSpace: fills the days"),
      (
        "style: year\npaper: a4\npages: months\nwritingSpace: ruled",
        "writingSpace: unknown value 'ruled'"
      ),
    ] {
      do {
        _ = try SpecReader.read(Data(yaml.utf8), source: "spec.yaml")
        Issue.record("no error for \(yaml)")
      } catch {
        #expect(error.description.contains(message), "\(error.description)")
      }
    }
  }
}
