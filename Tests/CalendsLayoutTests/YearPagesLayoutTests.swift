import CalendsDrawing
import CalendsModel
import CalendsTheme
import CalendsValues
import Foundation
import SpecTestingSupport
import Testing

@testable import CalendsLayout

/// The year views on paper: the page is the paper in points, everything stays inside the
/// margins, `pages: months` makes a page per month (after the optional cover), and the
/// layout JSON reports `pages` and each item's `page`.
@Suite struct YearPagesLayoutTests {
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

  @Test(arguments: ["portrait", "landscape"])
  func aSinglePageYearFillsThePaperInsideItsMargins(orientation: String) throws {
    let doc = try document(
      "style: year\nyear: 2027\npaper: a4\norientation: \(orientation)\nmargins: 1in")
    #expect(doc.pages.count == 1 && doc.title == "2027")
    let page = doc.pages[0]
    let (width, height) = orientation == "portrait" ? (595.28, 841.89) : (841.89, 595.28)
    #expect(abs(page.width - width) < 0.01 && abs(page.height - height) < 0.01)
    #expect(page.items.filter { $0.kind == .monthHeader }.count == 12)
    expectInsideMargins(page, .uniform(72))
    #expect(page.inputs.year?.columns == (orientation == "portrait" ? 3 : 4))
  }

  @Test(arguments: ["a4", "a6", "letter"])
  func theLongestWeeksGridAPageHoldsStaysOnIt(paper: String) throws {
    let setup = try #require(
      try SpecReader.read(Data("style: weeks\npaper: \(paper)".utf8), source: "s").year?.page)
    let doc = try document(
      "style: weeks\nweeks: \(setup.mostWeekRows)\npaper: \(paper)\nshowsWeekNumbers: true")
    expectInsideMargins(doc.pages[0], setup.margins)
    #expect(doc.pages[0].items.filter { $0.kind == .dateCell }.count == 7 * setup.mostWeekRows)
  }

  @Test func monthPagesWithACover() throws {
    let doc = try document(
      "style: year\nyear: 2027\npaper: letter\npages: months\ncover: true\nmargins: 0.5in")
    #expect(doc.pages.count == 13)
    #expect(doc.pages.map(\.title).prefix(3) == ["2027", "January 2027", "February 2027"])
    for (index, page) in doc.pages.enumerated() {
      #expect(page.width == 612 && page.height == 792)
      expectInsideMargins(page, try #require(doc.page).margins)
      guard index > 0 else { continue }
      let month = YearMonth(year: 2027, month: index)!
      let cells = page.items.compactMap(\.dateCell)
      #expect(cells.count == month.lastDay.day, "\(month)")
      #expect(cells.allSatisfy { $0.date.yearMonth == month && $0.inDisplayedMonth })
      // The rows share the page's height: the last row ends at the bottom margin (to the
      // whole point the rows are rounded down to).
      let bottom = page.items.filter { $0.kind == .dateCell }.map(\.frame.maxY).max()!
      #expect(792 - 36 - bottom < Double(MonthGrid(month: month, firstWeekday: 1).rows.count))
    }
  }

  @Test func monthPagesWithoutACoverAndAMultiMonthRun() throws {
    let year = try document("style: year\nyear: 2027\npaper: a5\npages: months")
    #expect(year.pages.count == 12 && year.pages[0].title == "January 2027")
    let run = try document(
      "style: multiMonth\nmonths: 5\ndisplayDateAtStartup: 2026-11-01\npaper: a4\npages: months\ncover: true"
    )
    #expect(run.title == "November 2026\u{2009}–\u{2009}March 2027")
    #expect(
      run.pages.map(\.title) == [
        "November 2026\u{2009}–\u{2009}March 2027", "November 2026", "December 2026",
        "January 2027",
        "February 2027", "March 2027",
      ])
  }

  /// A month page is a wall month: the year's `events` are drawn on it as bars and lines by
  /// the wall month's own layout, in place of the dots, and the JSON gives each its `page`.
  @Test func monthPagesDrawTheEvents() throws {
    let doc = try document(
      """
      style: year
      year: 2027
      paper: a4
      pages: months
      cover: true
      events:
        - {id: fair, title: Book fair, start: 2027-03-09, end: 2027-03-12, allDay: true}
        - {id: call, title: Call, start: 2027-03-10T09:00, end: 2027-03-10T10:00}
        - {id: eve, title: New Year's Eve, start: 2027-12-31, end: 2027-12-31, allDay: true}
      """)
    let march = doc.pages[3]
    #expect(march.title == "March 2027")
    let bars = march.items.compactMap(\.eventBar)
    #expect(bars.map(\.identifier) == ["fair"])
    #expect(bars[0].start == d("2027-03-09") && bars[0].end == d("2027-03-12"))
    #expect(march.items.compactMap(\.eventLine).map(\.identifier) == ["call"])
    #expect(!march.items.contains { $0.kind == .eventIndicator })
    // The bar stands in its days' cells, below their numbers.
    let cells = march.items.filter { $0.kind == .dateCell }
    let ninth = try #require(cells.first { $0.date == d("2027-03-09") }).frame
    let bar = try #require(march.items.first { $0.kind == .eventBar }).frame
    #expect(bar.minX > ninth.minX && bar.minY > ninth.minY && bar.maxY < ninth.maxY)
    // Every page keeps the paper's size; other months have only their own events.
    #expect(doc.pages.allSatisfy { abs($0.height - 841.89) < 0.01 })
    #expect(doc.pages[12].items.compactMap(\.eventBar).map(\.identifier) == ["eve"])
    #expect(doc.pages[1].items.allSatisfy { $0.eventBar == nil && $0.eventLine == nil })
    // The cover marks the events' days with dots.
    let dots = Set(doc.pages[0].items.filter { $0.kind == .eventIndicator }.compactMap(\.date))
    #expect(
      dots.isSuperset(of: [d("2027-03-09"), d("2027-03-12"), d("2027-03-10"), d("2027-12-31")]))
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(doc.jsonString().utf8)) as? [String: Any])
    let items = try #require(json["items"] as? [[String: Any]])
    let jsonBars = items.filter { $0["kind"] as? String == "eventBar" }
    #expect(jsonBars.map { $0["page"] as? Int } == [4, 13])
    #expect(jsonBars.first?["title"] as? String == "Book fair")
  }

  /// Paper too small for a number and a line of events in a row (A6 landscape): the numbers
  /// get smaller, and the page stays the paper's size (every page of a document is).
  @Test func aSmallPageWithEventsKeepsThePapersSize() throws {
    let doc = try document(
      """
      style: year
      year: 2026
      paper: a6
      orientation: landscape
      pages: months
      events: [{title: Camp, start: 2026-08-03, end: 2026-08-07, allDay: true}]
      """)
    #expect(doc.pages.allSatisfy { abs($0.height - 297.64) < 0.01 })
    let august = doc.pages[7]
    let plain = try document(
      "style: year\nyear: 2026\npaper: a6\norientation: landscape\npages: months")
    #expect(try #require(august.inputs.year?.fontScale) < plain.pages[7].inputs.year!.fontScale)
    #expect(august.items.contains { $0.eventBar?.identifier == "0" })
  }

  /// `dayMaxEvents` caps a day's events on the month pages as on the wall month: three
  /// one-day events on one day with a cap of 1 show one and "+2 more".
  @Test func dayMaxEventsCapsTheMonthPagesCells() throws {
    let yaml = """
      style: year
      year: 2027
      paper: a4
      pages: months
      events:
        - {id: a, title: One, start: 2027-05-04, end: 2027-05-04, allDay: true}
        - {id: b, title: Two, start: 2027-05-04, end: 2027-05-04, allDay: true}
        - {id: c, title: Three, start: 2027-05-04, end: 2027-05-04, allDay: true}
      """
    let capped = try document(yaml + "\ndayMaxEvents: 1").pages[4]
    #expect(capped.title == "May 2027")
    #expect(capped.items.compactMap(\.eventBar).count == 1)
    let more = capped.items.filter { $0.kind == .moreLink }
    #expect(more.count == 1 && more.first?.date == d("2027-05-04"))
    let free = try document(yaml).pages[4]
    #expect(free.items.compactMap(\.eventBar).count == 3)
    #expect(!free.items.contains { $0.kind == .moreLink })
    #expect {
      try document("style: year\nyear: 2027\npaper: a4\ndayMaxEvents: 2")
    } throws: { error in
      "\(error)".contains("dayMaxEvents") && "\(error)".contains("pages: months")
    }
  }

  /// Without month pages nothing would draw the titles: `events` is an error naming itself.
  @Test func eventsNeedMonthPages() throws {
    for yaml in [
      "style: year\nyear: 2027", "style: year\nyear: 2027\npaper: a4",
      "style: multiMonth\nwidth: 700",
    ] {
      #expect {
        try document(
          yaml + "\nevents: [{title: Fair, start: 2027-03-09, end: 2027-03-09, allDay: true}]")
      } throws: { error in
        "\(error)".contains("events") && "\(error)".contains("pages: months")
      }
    }
  }

  @Test func aScreenImageIsOnePageWithoutPaper() throws {
    let doc = try document("style: year\nyear: 2027\nwidth: 700")
    #expect(doc.pages.count == 1 && doc.page == nil && doc.bleed == 0)
    // The page's own JSON, with `pages` 1 and its contents (every month's block, no links)
    // after the title, and no `paper`.
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(doc.jsonString().utf8)) as? [String: Any])
    let tree = try #require(
      try JSONSerialization.jsonObject(with: Data(doc.pages[0].jsonString().utf8))
        as? [String: Any])
    #expect(json["pages"] as? Int == 1 && json["paper"] == nil && tree["pages"] == nil)
    #expect((json["items"] as? [Any])?.count == (tree["items"] as? [Any])?.count)
    #expect(json["title"] as? String == "2027")
    let contents = try #require(json["pageContents"] as? [[String: Any]])
    #expect(contents.count == 1 && contents[0]["destination"] as? String == "page-1")
    let months = try #require(contents[0]["months"] as? [[String: Any]])
    #expect(
      months.map { $0["month"] as? String } == (1...12).map { String(format: "2027-%02d", $0) })
    #expect((contents[0]["links"] as? [Any])?.isEmpty == true && contents[0]["up"] == nil)
  }

  /// `pageContents` says what each page shows and where its links go: the cover's blocks
  /// link to the month pages, which show their month (they have no `monthHeader` item) and
  /// link back up from their title.
  @Test func layoutJSONSaysWhatEachPageShowsAndWhereItLinks() throws {
    let doc = try document("style: year\nyear: 2027\npaper: a4\npages: months\ncover: true")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(doc.jsonString().utf8)) as? [String: Any])
    let contents = try #require(json["pageContents"] as? [[String: Any]])
    #expect(contents.count == 13 && contents.map { $0["page"] as? Int } == Array(1...13))
    #expect(contents[0]["destination"] as? String == "year-2027" && contents[0]["up"] == nil)
    let coverMonths = try #require(contents[0]["months"] as? [[String: Any]])
    let coverLinks = try #require(contents[0]["links"] as? [[String: Any]])
    #expect(coverMonths.count == 12 && coverLinks.count == 12)
    for (month, link) in zip(coverMonths, coverLinks) {
      // A block's link is the block's area, to the page whose one month is that month.
      #expect(link["frame"] as? [String: Double] == month["frame"] as? [String: Double])
      #expect(link["role"] as? String == "month")
      let target = try #require(link["page"] as? Int)
      let shown = try #require(contents[target - 1]["months"] as? [[String: Any]])
      #expect(shown.map { $0["month"] as? String } == [month["month"] as? String])
      #expect(link["destination"] as? String == "month-\(month["month"] as? String ?? "")")
    }
    let march = contents[3]
    #expect(
      march["destination"] as? String == "month-2027-03"
        && march["title"] as? String == "March 2027")
    #expect(march["up"] as? Int == 1)
    let back = try #require((march["links"] as? [[String: Any]])?.first)
    #expect(back["role"] as? String == "up" && back["page"] as? Int == 1)
    let title = try #require(doc.pages[3].items.first { $0.kind == .pageTitle })
    #expect(doc.pages[3].navigation.links.first?.frame == title.frame)
    // Without a cover, month pages have nowhere to go up to.
    let run = try document("style: multiMonth\nmonths: 2\npaper: a5\npages: months")
    #expect(run.pages.map(\.navigation.destination) == ["month-2027-03", "month-2027-04"])
    #expect(run.pages.allSatisfy { $0.navigation.up == nil && $0.navigation.links.isEmpty })
  }

  @Test func layoutJSONReportsPagesAndEachItemsPage() throws {
    let doc = try document(
      "style: year\nyear: 2027\npaper: a4\npages: months\ncover: true\nbleed: 3mm")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(doc.jsonString().utf8)) as? [String: Any])
    #expect(json["pages"] as? Int == 13)
    #expect(json["width"] as? Double == 595.276 && json["height"] as? Double == 841.89)
    #expect(json["title"] as? String == "2027")
    let spec = try #require(json["spec"] as? [String: Any])
    #expect(spec["device"] == nil && spec["width"] as? Double == 595.276)
    let paper = try #require(json["paper"] as? [String: Any])
    #expect(paper["bleed"] as? Double == 8.504 && paper["cover"] as? Bool == true)
    let items = try #require(json["items"] as? [[String: Any]])
    #expect(items.count == doc.pages.map(\.items.count).reduce(0, +))
    let pages = items.map { $0["page"] as? Int }
    #expect(pages.allSatisfy { $0 != nil })
    #expect(pages.first == 1 && pages.last == 13)
    #expect(zip(pages, pages.dropFirst()).allSatisfy { $0! <= $1! })
    let january = items.filter { $0["page"] as? Int == 2 && $0["kind"] as? String == "dateCell" }
    #expect(january.count == 31)
    // One page: `pages` is 1 and no item carries `page`.
    let single = try document("style: year\nyear: 2027\npaper: a4").jsonString()
    let singleItems = try #require(
      (try JSONSerialization.jsonObject(with: Data(single.utf8)) as? [String: Any])?["items"]
        as? [[String: Any]])
    #expect(single.contains("\"pages\": 1,") && singleItems.allSatisfy { $0["page"] == nil })
  }

  /// A printed heat map keeps its legend: at the bottom of every page's content, below every
  /// day cell, the page still the paper's size.
  @Test(arguments: ["single", "months"])
  func printedPagesKeepTheHeatMapLegend(pages: String) throws {
    let doc = try document(
      """
      style: year
      year: 2027
      paper: a5
      pages: \(pages)
      heatmap: {colors: greens, domain: [0, 10]}
      days: {2027-01-04: {value: 3}, 2027-06-01: {value: 9}}
      """)
    #expect(doc.pages.count == (pages == "single" ? 1 : 12))
    for page in doc.pages {
      let legends = page.items.filter { $0.kind == .legend }
      #expect(legends.count == 1)
      let legend = try #require(legends.first).frame
      expectInsideMargins(page, try #require(doc.page).margins)
      #expect(abs(page.height - 595.28) < 0.01)
      for cell in page.items where cell.kind == .dateCell {
        #expect(cell.frame.maxY <= legend.minY, "\(cell.frame) over the legend \(legend)")
      }
    }
  }
}
