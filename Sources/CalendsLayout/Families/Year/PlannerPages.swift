import CalendsModel
import CalendsTheme
import CalendsValues

/// The pages of a planner (`pages: weeks` and `pages: days`) in reading order, each with its
/// named destination and the page it belongs to: the optional cover, then each month's page
/// followed by the pages of the weeks that start in it (the run's first week, which may
/// start in the month before, follows the first month), and with `days` each week page by
/// the pages of its days inside the run.
///
/// Weeks start on the spec's first weekday (`weekStartDay`, else the locale's) and are named
/// by their first day (`week-2027-01-04`), so a week starting on a Sunday has a name too;
/// a day page is `day-2027-01-04`.
struct PlannerPlan {
  enum Kind: Equatable {
    case cover
    case month(YearMonth)
    /// A week by its first day; `home` is the month whose page it follows.
    case week(Day, home: YearMonth)
    case day(Day)
  }

  struct Entry {
    var kind: Kind
    var destination: String
    /// The page (0-based) this one goes back up to.
    var up: Int?
  }

  var entries: [Entry] = []

  init(
    months: [YearMonth], days: ClosedRange<Day>, firstWeekday: Int, mode: PageMode,
    coverDestination: String?
  ) {
    var cover: Int?
    if let coverDestination {
      entries.append(Entry(kind: .cover, destination: coverDestination))
      cover = 0
    }
    let weeks = Self.weekStarts(days: days, firstWeekday: firstWeekday)
    for month in months {
      let monthIndex = entries.count
      entries.append(
        Entry(kind: .month(month), destination: YearPages.destination(month), up: cover))
      guard mode.hasWeekPages else { continue }
      for start in weeks where Self.home(of: start, in: days) == month {
        let weekIndex = entries.count
        entries.append(
          Entry(
            kind: .week(start, home: month), destination: Self.destination(week: start),
            up: monthIndex))
        guard mode == .days else { continue }
        for offset in 0..<7 {
          let day = start.adding(days: offset)
          guard days.contains(day) else { continue }
          entries.append(
            Entry(kind: .day(day), destination: Self.destination(day: day), up: weekIndex))
        }
      }
    }
  }

  /// The first day of every week that has a day in `days`.
  static func weekStarts(days: ClosedRange<Day>, firstWeekday: Int) -> [Day] {
    var start = weekStart(of: days.lowerBound, firstWeekday: firstWeekday)
    var starts: [Day] = []
    while start <= days.upperBound {
      starts.append(start)
      start = start.adding(days: 7)
    }
    return starts
  }

  /// The first day of the week holding `day`.
  static func weekStart(of day: Day, firstWeekday: Int) -> Day {
    day.adding(days: -((day.weekday - firstWeekday + 7) % 7))
  }

  /// The month a week's page follows: the month of its first day, or of the run's first day
  /// for a week that starts before the run.
  static func home(of start: Day, in days: ClosedRange<Day>) -> YearMonth {
    max(start, days.lowerBound).yearMonth
  }

  static func destination(week start: Day) -> String { "week-\(start)" }
  static func destination(day: Day) -> String { "day-\(day)" }

  /// The page showing `day` in full: its day page, else its week page.
  func page(of day: Day, firstWeekday: Int) -> Int? {
    let week = Self.weekStart(of: day, firstWeekday: firstWeekday)
    return entries.firstIndex { $0.kind == .day(day) }
      ?? entries.firstIndex {
        if case .week(let start, _) = $0.kind { start == week } else { false }
      }
  }
}

/// The strip at the top of every page of a planner: its way up at the leading end
/// (the year's cover, the month, the week: each a link) and the previous and next page at
/// the trailing end (`‹` and `›`), in the theme's secondary label font (12 pt at least). Each entry is a
/// `navigationLink` item and a `PageLink` over it, at least `minimumTarget` wide so a
/// finger or a pen finds it on a tablet. `handedness: left` mirrors it.
struct NavigationStrip {
  let context: YearContext

  static let gap = 14.0
  static let below = 8.0
  static let minimumTarget = 28.0

  /// The secondary label's font, at least `minimumFontSize`.
  var font: FontSpec {
    let font = context.theme.dayLabel.font
    return font.withSize(max(Self.minimumFontSize, font.size))
  }
  static let minimumFontSize = 12.0
  var height: Double { context.measurer.measure("Mg", font: font).height }

  /// The strip's items and links: `up` entries in order from the top of the tree, then the
  /// previous and next page when there are any.
  func layout(up: [(text: String, page: Int, role: PageLink.Role)], previous: Int?, next: Int?)
    -> (items: [LayoutItem], links: [PageLink], bottom: Double)
  {
    let area = context.content
    let y = area.minY
    let rightToLeft = context.rightToLeft
    // Each entry's place as the reading direction puts it; `handedness: left` then moves
    // each group (the way up, the arrows) to the other end as a block, so the arrows stand
    // where the pen hand is not and both still read in the text's direction.
    var entries: [(text: String, page: Int, role: PageLink.Role, x: Double, width: Double)] = []
    // Leading: each step up, with "›" after all but the last (drawn in its text).
    var x = 0.0
    for (index, step) in up.enumerated() {
      let text = index < up.count - 1 ? step.text + (rightToLeft ? " ‹" : " ›") : step.text
      let width = max(Self.minimumTarget, context.measurer.measure(text, font: font).width)
      let left = rightToLeft ? area.maxX - x - width : area.minX + x
      entries.append((text, step.page, step.role, left, width))
      x += width + Self.gap
    }
    let upCount = entries.count
    // Trailing: ‹ then › (mirrored for right-to-left: the page before is on the right), each
    // in its own place whether or not the other is there.
    let widths = ["‹", "›"].map {
      max(Self.minimumTarget, context.measurer.measure($0, font: font).width)
    }
    let nextLeft = area.maxX - widths[1]
    let previousLeft = nextLeft - Self.gap - widths[0]
    func placed(_ left: Double, _ width: Double) -> Double {
      rightToLeft ? area.minX + area.maxX - left - width : left
    }
    if let previous {
      entries.append(
        (rightToLeft ? "›" : "‹", previous, .previous, placed(previousLeft, widths[0]), widths[0]))
    }
    if let next {
      entries.append((rightToLeft ? "‹" : "›", next, .next, placed(nextLeft, widths[1]), widths[1]))
    }
    if context.year.page?.handedness == .left {
      // The arrows' block is both places, whether or not a page is there.
      let arrows = (placed(previousLeft, widths[0]), placed(nextLeft, widths[1]))
      let arrowBlock = (min(arrows.0, arrows.1), max(arrows.0 + widths[0], arrows.1 + widths[1]))
      let upBlock = entries[..<upCount].reduce((Double.infinity, -Double.infinity)) {
        (min($0.0, $1.x), max($0.1, $1.x + $1.width))
      }
      for index in entries.indices {
        let block = index < upCount ? upBlock : arrowBlock
        entries[index].x += area.minX + area.maxX - block.1 - block.0
      }
    }
    var items: [LayoutItem] = []
    var links: [PageLink] = []
    for entry in entries {
      let frame = Rect(x: entry.x, y: y, width: entry.width, height: height)
      items.append(
        LayoutItem(
          .navigationLink(.init(text: entry.text, role: entry.role, fontSize: font.size)),
          frame: frame))
      links.append(PageLink(frame: frame, page: entry.page, role: entry.role))
    }
    return (items, links, y + height + Self.below)
  }
}

/// A planner's week page: the strip, the week as the title ("January 4 – 10, 2027"), and the
/// week's seven days one below the other, each a box as tall as the others: a header with
/// the date and weekday (as the agenda heads a day, today highlighted), the day's events as
/// the agenda lists them (dot, time, title; the place is on the day page), "+N more" for
/// those that do not fit, and the
/// rest of the box free to write in. A day outside the run is shown without events.
struct WeekPageLayout {
  let context: YearContext
  let page: PageSetup

  /// The agenda's fonts on a page narrower than A4 (a tablet's, A5) shrink with its width,
  /// to three quarters at least, so a day's box still holds its header and a line or two.
  var fontScale: Double { min(1, max(0.75, page.width / Paper.a4.size.width)) }
  /// The theme at `fontScale` (`YearMetrics.theme`), which the scene draws with too.
  var theme: CalendarTheme { YearMetrics.theme(context.theme, fontScale: fontScale) }

  func layout(
    week start: Day, days run: ClosedRange<Day>, state: CalendarState,
    strip: (items: [LayoutItem], links: [PageLink], bottom: Double),
    dayPage: (Day) -> Int?
  ) -> (tree: LayoutTree, links: [PageLink]) {
    let week = start...start.adding(days: 6)
    let label = Self.title(week, text: context.text)
    let (below, title) = context.plannerPageTitle(label, belowStrip: strip.bottom)
    var items = strip.items + title.items
    var links = strip.links
    let place = placement(content: below.content)
    let shown = week.clamped(to: run)
    let rows = AgendaRows(
      events: context.year.events, days: shown, allDayText: context.text.allDay,
      time: { times.string($0, pattern: TimelineEventText.timePattern) })
    let byDay = Dictionary(uniqueKeysWithValues: rows.days.map { ($0.day, $0.rows) })
    let top = title.bottom
    let boxHeight = ((context.content.maxY - top) / 7).rounded(.down)
    for offset in 0..<7 {
      let day = start.adding(days: offset)
      let boxTop = top + Double(offset) * boxHeight
      let box = Rect(
        x: below.content.minX, y: boxTop, width: below.content.width, height: boxHeight)
      let (dayItems, header) = self.day(
        day, rows: run.contains(day) ? byDay[day] ?? [] : [], box: box, place: place)
      items += dayItems
      if let target = dayPage(day) {
        links.append(PageLink(frame: header, page: target, role: .day))
      }
    }
    items += [
      LayoutItem(
        .separator(nil),
        frame: Rect(
          x: below.content.minX, y: top + 7 * boxHeight - 1, width: below.content.width, height: 1))
    ]
    let inputs = context.inputs(
      state: state, days: week.clamped(to: run), cellHeight: boxHeight,
      year: YearInputs(
        year: context.year.view == .year ? start.year : nil, months: 0, weeks: 1, columns: nil,
        fontScale: fontScale))
    return (
      LayoutTree(
        width: page.width, height: page.height, title: label, inputs: inputs, items: items),
      links
    )
  }

  private var times: TimelineText {
    TimelineText(localeIdentifier: context.canvas.locale, patterns: [TimelineEventText.timePattern])
  }

  /// The agenda's placement of headers and rows across `content`.
  func placement(content: Rect) -> AgendaPlacement {
    let theme = self.theme
    let titleFont = theme.dayTitle.normal.font
    let timeWidth = min(
      content.width * AgendaLayout.timeShare,
      context.measurer.measure("00:00–00:00", font: titleFont).width)
    return AgendaPlacement(
      content: content, rightToLeft: context.rightToLeft, titleFont: titleFont,
      locationFont: theme.dayLabel.font, headerFont: theme.monthHeader.font,
      titleLines: context.year.eventTitleLines, measurer: context.measurer,
      timeWidth: timeWidth, text: context.text, today: context.today)
  }

  /// One day's box: its header, the event rows that fit above the box's bottom (keeping room
  /// for "+N more" when some do not, and at most `dayMaxEvents`), the day's event dot when
  /// the spec marks it with `eventDates`. A week page's rows leave out the events' places
  /// (`showsLocation` false), so a box holds a line more; the day page shows them. Returns
  /// the items and the header's frame.
  func day(
    _ day: Day, rows given: [AgendaRows.Row], box: Rect, place: AgendaPlacement,
    showsLocation: Bool = false
  ) -> ([LayoutItem], Rect) {
    let rows =
      showsLocation
      ? given
      : given.map { row in
        var row = row
        row.event.location = ""
        return row
      }
    let header = place.item(place.measured(.header(day)), y: box.minY)
    var items = [header]
    if context.year.hasEventIndicator,
      context.year.eventDates.contains(day) || context.year.calendarDots[day] != nil,
      rows.isEmpty, case .agendaDay(let agendaDay) = header.content
    {
      let size = 6.0
      let weekdayWidth = context.measurer.measure(agendaDay.weekday, font: theme.monthHeader.font)
        .width
      let textFrame = agendaDay.textFrame
      let x =
        context.rightToLeft
        ? textFrame.minX + weekdayWidth + AgendaLayout.gap
        : textFrame.maxX - weekdayWidth - AgendaLayout.gap - size
      items.append(
        LayoutItem(
          .eventIndicator(.init(date: day, color: context.year.calendarDots[day]?.first ?? nil)),
          frame: Rect(x: x, y: textFrame.midY - size / 2, width: size, height: size)))
    }
    let locationFont = theme.dayLabel.font
    let moreHeight =
      context.measurer.measure("+9", font: locationFont).height + 2 * AgendaLayout.rowPadding
    var y = header.frame.maxY
    let limit = context.year.dayMaxEvents ?? Int.max
    var hidden: [AgendaRows.Row] = []
    for (index, row) in rows.enumerated() {
      let measured = place.measured(.row(row))
      let last = index == rows.count - 1
      let room = box.maxY - y - (last ? 0 : moreHeight)
      if measured.height > room || index >= limit {
        hidden = Array(rows[index...])
        break
      }
      items.append(place.item(measured, y: y))
      y += measured.height
    }
    var more: LayoutItem?
    if !hidden.isEmpty, y + moreHeight <= box.maxY {
      var ids: [String] = []
      for row in hidden where !ids.contains(row.event.id) { ids.append(row.event.id) }
      more = LayoutItem(
        .moreLink(
          .init(
            date: day, count: ids.count, text: context.text.moreEvents(ids.count), slot: 0,
            fontSize: locationFont.size, hidden: ids)),
        frame: Rect(
          x: box.x, y: y + AgendaLayout.rowPadding, width: box.width,
          height: moreHeight - 2 * AgendaLayout.rowPadding))
      items.append(more!)
    }
    let used = more?.frame.maxY ?? y
    if let fill = Self.writingSpace(
      context.year.writingSpace, day: day,
      free: Rect(x: box.x, y: used, width: box.width, height: box.maxY - used))
    {
      items.append(fill)
    }
    return (items, header.frame)
  }

  /// The `writingSpace` item over `free`, when there is a style and room for a line of it.
  static func writingSpace(_ style: WritingSpace, day: Day, free: Rect) -> LayoutItem? {
    let spacing = WritingSpace.spacing
    guard style != .none, free.height >= spacing, free.width >= spacing else { return nil }
    return LayoutItem(
      .writingSpace(.init(date: day, style: style, spacing: spacing)), frame: free)
  }

  /// "January 4 – 10, 2027" in the locale's words: the first day as month and day, the last
  /// as the locale's long date.
  static func title(_ week: ClosedRange<Day>, text: CalendarText) -> String {
    text.format(week.lowerBound, template: "MMMMd") + " – "
      + text.format(week.upperBound, template: AgendaPlacement.dayTemplate)
  }
}

/// A planner's day page: the strip, the date as the title ("Monday, January 4, 2027"), the
/// day's events as the agenda lists them (up to half the page; "+N more" past it), and below
/// them the hours from 06:00 to 22:00, each a ruled line with its label, to write in.
struct DayPageLayout {
  let context: YearContext
  let page: PageSetup

  static let hours = 6...22

  func layout(
    _ day: Day, state: CalendarState,
    strip: (items: [LayoutItem], links: [PageLink], bottom: Double)
  ) -> LayoutTree {
    let label = context.text.format(day, template: "yMMMMEEEEd")
    let (below, title) = context.plannerPageTitle(label, belowStrip: strip.bottom)
    var items = strip.items + title.items
    let week = WeekPageLayout(context: context, page: page)
    let rows = AgendaRows(
      events: context.year.events, days: day...day, allDayText: context.text.allDay,
      time: {
        TimelineText(
          localeIdentifier: context.canvas.locale, patterns: [TimelineEventText.timePattern]
        ).string($0, pattern: TimelineEventText.timePattern)
      })
    let free = context.content.maxY - title.bottom
    let box = Rect(
      x: below.content.minX, y: title.bottom, width: below.content.width,
      height: (free / 2).rounded(.down))
    // The hours are the day page's writing space: the box keeps only its header and events.
    let dayItems = week.day(
      day, rows: rows.days.first?.rows ?? [], box: box,
      place: week.placement(content: below.content), showsLocation: true
    ).0.filter { $0.kind != .writingSpace }
    items += dayItems
    // The hours share what the events leave.
    let eventsBottom = dayItems.map(\.frame.maxY).max() ?? title.bottom
    let top = eventsBottom + NavigationStrip.below
    let font = week.theme.dayLabel.font
    let labelWidth = context.measurer.measure("00:00", font: font).width + AgendaLayout.gap
    let hourHeight = ((context.content.maxY - top) / Double(Self.hours.count)).rounded(.down)
    let times = TimelineText(
      localeIdentifier: context.canvas.locale, patterns: [TimelineEventText.timePattern])
    for (index, hour) in Self.hours.enumerated() {
      let y = top + Double(index) * hourHeight
      let time = CivilTime(day: day, minute: hour * 60)
      let labelX = context.rightToLeft ? below.content.maxX - labelWidth : below.content.minX
      items.append(
        LayoutItem(
          .hourLabel(
            .init(
              text: times.string(time, pattern: TimelineEventText.timePattern), time: time,
              fontSize: nil)),
          frame: Rect(x: labelX, y: y + 2, width: labelWidth, height: hourHeight - 2)))
      items.append(
        LayoutItem(
          .separator(day),
          frame: Rect(x: below.content.minX, y: y, width: below.content.width, height: 1)))
    }
    let inputs = context.inputs(
      state: state, days: day...day, cellHeight: hourHeight,
      year: YearInputs(
        year: context.year.view == .year ? day.year : nil, months: 0, weeks: nil, columns: nil,
        fontScale: week.fontScale))
    return LayoutTree(
      width: page.width, height: page.height, title: label, inputs: inputs, items: items)
  }
}

extension YearContext {
  /// A week or day page's top below its navigation strip: the context whose content starts
  /// at the strip's bottom, and the page's title there, a quarter smaller than a month's so
  /// the days keep the room.
  func plannerPageTitle(_ label: String, belowStrip bottom: Double)
    -> (below: YearContext, title: (items: [LayoutItem], bottom: Double))
  {
    var below = self
    below.content = YearPages.below(bottom, in: content)
    let title = below.title(label, scale: YearMetrics.titleScale * 0.75)
    return (below, (title.item.map { [$0] } ?? [], title.bottom))
  }
}

extension YearPages {
  /// `pages: weeks` and `days`: the pages in `PlannerPlan`'s order, the cover's months
  /// linking to their pages, every day of a month page to its week (or day) page, every
  /// week's day to its day page, and every page's strip up the tree (a month page's title
  /// too) and to the previous and next page; the pages lay out below their strip.
  func planner(
    months: [YearMonth], days: ClosedRange<Day>, state: CalendarState, title: String
  ) -> LayoutDocument {
    let coverName =
      context.year.view == .year && Set(months.map(\.year)).count == 1
      ? "year-\(months[0].year)" : "cover"
    let plan = PlannerPlan(
      months: months, days: days, firstWeekday: context.firstWeekday, mode: page.pages,
      coverDestination: page.cover ? coverName : nil)
    let entries = plan.entries
    let monthPages = Dictionary(
      uniqueKeysWithValues: entries.enumerated().compactMap { index, entry in
        if case .month(let month) = entry.kind { (month, index) } else { nil }
      })
    let strip = NavigationStrip(context: context)
    var pages: [LayoutTree] = []
    for (index, entry) in entries.enumerated() {
      var tree: LayoutTree
      var links: [PageLink] = []
      var shows: [PageNavigation.MonthArea] = []
      let previous = index > 0 ? index - 1 : nil
      let next = index + 1 < entries.count ? index + 1 : nil
      switch entry.kind {
      case .cover:
        let placed = strip.layout(up: [], previous: previous, next: next)
        var below = coverContext(days: days)
        below.content = Self.below(placed.bottom, in: below.content)
        tree = MonthBlocksLayout(context: below).layout()
        tree.items = placed.items + tree.items
        shows = tree.navigation.months
        links =
          placed.links
          + shows.compactMap { area in
            monthPages[area.month].map { PageLink(frame: area.frame, page: $0, role: .month) }
          }
      case .month(let month):
        let placed = strip.layout(
          up: up(from: entry, entries: entries, months: months), previous: previous, next: next)
        var below = self
        below.context.content = Self.below(placed.bottom, in: context.content)
        tree = below.monthPage(month, state: state)
        tree.items = placed.items + tree.items
        shows = [.init(month: month, frame: page.content)]
        links = placed.links
        if let up = entry.up, let title = tree.items.first(where: { $0.kind == .pageTitle }) {
          links.append(PageLink(frame: title.frame, page: up, role: .up))
        }
        for item in tree.items {
          guard let cell = item.dateCell, cell.inDisplayedMonth,
            let target = plan.page(of: cell.date, firstWeekday: context.firstWeekday)
          else { continue }
          links.append(
            PageLink(frame: item.frame, page: target, role: page.pages == .days ? .day : .week))
        }
      case .week(let start, let home):
        let placed = strip.layout(
          up: up(from: entry, entries: entries, months: months),
          previous: previous, next: next)
        let laid = WeekPageLayout(context: context, page: page).layout(
          week: start, days: days, state: state, strip: placed,
          dayPage: { day in
            page.pages == .days ? entries.firstIndex { $0.kind == .day(day) } : nil
          })
        tree = laid.tree
        links = laid.links
        shows = [.init(month: home, frame: page.content)]
      case .day(let day):
        let placed = strip.layout(
          up: up(from: entry, entries: entries, months: months),
          previous: previous, next: next)
        tree = DayPageLayout(context: context, page: page).layout(day, state: state, strip: placed)
        links = placed.links
        shows = [.init(month: day.yearMonth, frame: page.content)]
      }
      tree.navigation = PageNavigation(
        destination: entry.destination, months: shows, up: entry.up, links: links)
      pages.append(tree)
    }
    return LayoutDocument(
      title: title, pages: pages, page: page, pageNames: LayoutDocument.positions(pages.count))
  }

  /// `content` from `top` down.
  static func below(_ top: Double, in content: Rect) -> Rect {
    Rect(x: content.minX, y: top, width: content.width, height: content.maxY - top)
  }

  /// The strip's way up from a page: the cover (as the year, or the run's title),
  /// the month, and for a day its week, the last step being the page's own `up`.
  private func up(
    from entry: PlannerPlan.Entry, entries: [PlannerPlan.Entry], months: [YearMonth]
  ) -> [(text: String, page: Int, role: PageLink.Role)] {
    var chain: [Int] = []
    var parent = entry.up
    while let index = parent {
      chain.insert(index, at: 0)
      parent = entries[index].up
    }
    return chain.map { index in
      let role: PageLink.Role =
        index == entry.up ? .up : (index == 0 && page.cover ? .cover : .month)
      switch entries[index].kind {
      case .cover:
        return (
          YearTitle.text(
            view: context.year.view, months: months.first!...months.last!, text: context.text),
          index, role
        )
      case .month(let month): return (context.text.fullMonthTitle(month), index, role)
      case .week(let start, _):
        return (
          WeekPageLayout.title(start...start.adding(days: 6), text: context.text), index, role
        )
      case .day(let day): return (context.text.format(day, template: "MMMMd"), index, role)
      }
    }
  }
}
