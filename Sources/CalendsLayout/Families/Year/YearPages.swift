import CalendsModel
import CalendsTheme
import CalendsValues

/// `pages: months`: the overview as an optional cover, then one page per month block, each
/// a full month grid filling the paper inside its margins, as the wall month lays out its
/// page (`MonthPageLayout`), events included. `pages: weeks` and `days` add week and day
/// pages after each month's (`PlannerPages.swift`).
///
/// Every page's day states come from the one state of the whole run, so a range or a
/// selection reads the same on the cover and on each month.
struct YearPages {
  /// Variable so a planner's page can lay out below its navigation strip.
  var context: YearContext
  let page: PageSetup

  func document() -> LayoutDocument {
    let year = context.year
    let months = year.blockMonths(canvas: context.canvas, today: context.today)
    let run = months.first!...months.last!
    let documentTitle = YearTitle.text(view: year.view, months: run, text: context.text)
    var pages: [LayoutTree] = []
    let days = run.lowerBound.firstDay...run.upperBound.lastDay
    let state = year.calendarState(canvas: context.canvas, today: context.today, days: days)
    if page.pages.hasWeekPages {
      return planner(months: months, days: days, state: state, title: documentTitle)
    }
    if page.cover { pages.append(MonthBlocksLayout(context: coverContext(days: days)).layout()) }
    for month in months { pages.append(monthPage(month, state: state)) }
    return LayoutDocument(
      title: documentTitle, pages: linked(pages, months: months), page: page,
      pageNames: (page.cover ? ["cover"] : []) + Self.monthNames(months))
  }

  /// The pages named and linked as a planner reads: the cover (`year-2027`, or `cover` for a
  /// run of months) links each month's block to its page; a month page (`month-2027-03`)
  /// shows its month and its title goes back up to the cover.
  private func linked(_ pages: [LayoutTree], months: [YearMonth]) -> [LayoutTree] {
    var pages = pages
    let first = page.cover ? 1 : 0
    for (offset, month) in months.enumerated() {
      let index = first + offset
      var navigation = PageNavigation(
        destination: Self.destination(month), months: [.init(month: month, frame: page.content)])
      if page.cover {
        navigation.up = 0
        if let title = pages[index].items.first(where: { $0.kind == .pageTitle }) {
          navigation.links = [PageLink(frame: title.frame, page: 0, role: .up)]
        }
      }
      pages[index].navigation = navigation
    }
    if page.cover {
      let pageOfMonth = Dictionary(
        uniqueKeysWithValues: months.enumerated().map { ($0.element, first + $0.offset) })
      pages[0].navigation.destination =
        context.year.view == .year && Set(months.map(\.year)).count == 1
        ? "year-\(months[0].year)" : "cover"
      pages[0].navigation.links = pages[0].navigation.months.compactMap { area in
        pageOfMonth[area.month].map { PageLink(frame: area.frame, page: $0, role: .month) }
      }
    }
    return pages
  }

  /// A month page's named destination: `month-2027-03`.
  static func destination(_ month: YearMonth) -> String { "month-\(month)" }

  /// A month page's file name: its month's number (`01` is January), or year and month
  /// (`2026-09`) when the run crosses a year, so the names still sort by date.
  static func monthNames(_ months: [YearMonth]) -> [String] {
    let oneYear = Set(months.map(\.year)).count == 1
    return months.map { month in
      let number = month.month < 10 ? "0\(month.month)" : "\(month.month)"
      return oneYear ? number : "\(month.year)-\(number)"
    }
  }

  /// The overview marks the days of the `events` (within `days`) with dots, as it marks the
  /// days of a calendar feed's: it has no room for their titles.
  func coverContext(days: ClosedRange<Day>) -> YearContext {
    var cover = context
    for event in context.year.events where event.allDayDays.overlaps(days) {
      let shown = event.allDayDays.clamped(to: days)
      for offset in 0...shown.lowerBound.distance(to: shown.upperBound) {
        cover.year.eventDates.insert(shown.lowerBound.adding(days: offset))
      }
    }
    return cover
  }

  /// The wall month's page (`MonthPageLayout`), with the spec's `events` in its cells when
  /// it has any; their bars take the place of the event dots.
  func monthPage(_ month: YearMonth, state: CalendarState) -> LayoutTree {
    var tree = monthGrid(month, state: state)
    guard context.year.writingSpace != .none else { return tree }
    // Each day of the month: its cell below its number and below every event drawn in it.
    let cells = tree.items.filter { $0.dateCell?.inDisplayedMonth == true }
    let events = tree.items.filter {
      [.eventBar, .eventLine, .moreLink].contains($0.kind)
    }
    for cell in cells {
      guard let date = cell.dateCell?.date, let number = cell.dateCell?.textFrame else { continue }
      var top = number.maxY
      let c = cell.frame
      for event in events
      where event.frame.minX < c.maxX && event.frame.maxX > c.minX && event.frame.minY < c.maxY
        && event.frame.maxY > c.minY
      {
        top = max(top, event.frame.maxY)
      }
      top += 2
      let free = Rect(
        x: cell.frame.minX + 2, y: top, width: cell.frame.width - 4,
        height: cell.frame.maxY - 2 - top)
      if let fill = WeekPageLayout.writingSpace(context.year.writingSpace, day: date, free: free) {
        tree.items.append(fill)
      }
    }
    return tree
  }

  /// The month's page without its writing space.
  private func monthGrid(_ month: YearMonth, state: CalendarState) -> LayoutTree {
    let year = context.year
    guard !year.events.isEmpty else {
      return MonthPageLayout(context: context).layout(
        month, state: state, width: page.width, height: page.height)
    }
    var withoutDots = year
    withoutDots.hasEventIndicator = false
    var pageContext = context
    pageContext.year = withoutDots
    return MonthPageLayout(
      context: pageContext,
      events: WallMonthEvents(
        events: year.events, dayMaxEvents: year.dayMaxEvents, titleLines: year.eventTitleLines)
    ).layout(month, state: state, width: page.width, height: page.height)
  }
}
