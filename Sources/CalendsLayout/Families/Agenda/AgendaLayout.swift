import CalendsDrawing
import CalendsModel
import CalendsTheme
import CalendsValues

/// Lays out the agenda (`style: agenda`): the days from the first day on with events, each
/// a header ("November 28, 2026" at the leading edge, "Saturday" at the trailing, as
/// FullCalendar's list view heads a day) and its events, one row each — a dot of the
/// event's colour, the time column, the title in up to `eventTitleLines` lines and the
/// place under it. Right-to-left locales mirror the rows.
///
/// The image is `width` (or the device's) wide and as tall as the list, or `height` tall:
/// then the rows the height does not hold, and those past `maxEvents`, are counted in a
/// "+N more" line in the locale's words, whose ids the render report lists. A header is
/// never left at the bottom without its first row.
struct AgendaLayout {
  let canvas: Canvas
  let agenda: AgendaSpec
  /// The days listed (`ResolvedAgenda`).
  let days: ClosedRange<Day>
  let today: Day
  let theme: CalendarTheme
  let measurer: any TextMeasuring

  static let margin = 12.0
  static let headerPadding = 6.0
  static let rowPadding = 5.0
  static let dot = 8.0
  static let gap = 8.0
  static let columnGap = 12.0
  /// The time column takes at most this share of the width; a longer time is cut.
  static let timeShare = 0.4

  private var titleFont: FontSpec { theme.dayTitle.normal.font }
  private var locationFont: FontSpec { theme.dayLabel.font }
  private var headerFont: FontSpec { theme.monthHeader.font }

  func document() -> LayoutDocument { .single(layout()) }

  func layout() -> LayoutTree {
    let text = CalendarText.cached(localeIdentifier: canvas.locale)
    let rightToLeft = text.isRightToLeft
    let width = CalendarMetrics.containerWidth(for: canvas)
    let m = Self.margin
    let content = Rect(x: m, y: m, width: max(0, width - 2 * m), height: 0)
    let bottom = canvas.height.map { $0 - m } ?? .infinity
    let times = TimelineText(
      localeIdentifier: canvas.locale, patterns: [TimelineEventText.timePattern])
    let rows = AgendaRows(
      events: agenda.events, days: days, allDayText: text.allDay,
      time: { times.string($0, pattern: TimelineEventText.timePattern) })
    let timeWidth = min(
      content.width * Self.timeShare,
      rows.days.flatMap(\.rows).map { measurer.measure($0.time, font: titleFont).width }.max()
        ?? 0)
    let place = AgendaPlacement(
      content: content, rightToLeft: rightToLeft, titleFont: titleFont,
      locationFont: locationFont, headerFont: headerFont, titleLines: agenda.eventTitleLines,
      measurer: measurer, timeWidth: timeWidth, text: text, today: today)

    var items: [LayoutItem] = []
    var y = m
    var hidden: [AgendaRows.Row] = []
    var listed = 0
    let limit = agenda.maxEvents ?? Int.max
    let moreHeight = measurer.measure("+9", font: locationFont).height + 2 * Self.rowPadding
    // Each day's header, then its rows, fitted once.
    let blocks = rows.days.flatMap { day in
      [place.measured(.header(day.day))] + day.rows.map { place.measured(.row($0)) }
    }
    let rowCount = rows.days.map(\.rows.count).reduce(0, +)
    // Heights of the blocks from each one to the end, for "does the rest fit?".
    var rest = Array(repeating: 0.0, count: blocks.count + 1)
    for index in blocks.indices.reversed() { rest[index] = rest[index + 1] + blocks[index].height }
    for (index, block) in blocks.enumerated() {
      let isRow = { if case .row = block.block { true } else { false } }()
      let allFit = y + rest[index] <= bottom && rowCount - listed <= limit - listed
      if !allFit {
        // Room for this block and the "+N more" line; a header also needs its first row.
        var needed = block.height + moreHeight
        if !isRow, index + 1 < blocks.count { needed += blocks[index + 1].height }
        if y + needed > bottom || (isRow && listed >= limit) {
          hidden = blocks[index...].compactMap {
            if case .row(let row) = $0.block { row } else { nil }
          }
          break
        }
      }
      items.append(place.item(block, y: y))
      if isRow { listed += 1 }
      y += block.height
    }
    if rowCount == 0 {
      let height = measurer.measure(text.noEvents, font: titleFont).height + 2 * Self.rowPadding
      items.append(
        LayoutItem(
          .agendaEmpty(text.noEvents),
          frame: Rect(x: content.x, y: y, width: content.width, height: height)))
      y += height
    }
    if !hidden.isEmpty {
      var ids: [String] = []
      for row in hidden where !ids.contains(row.event.id) { ids.append(row.event.id) }
      let more = text.moreEvents(ids.count)
      items.append(
        LayoutItem(
          .moreLink(
            .init(
              date: hidden[0].day, count: ids.count, text: more, slot: 0,
              fontSize: locationFont.size, hidden: ids)),
          frame: Rect(
            x: content.x, y: y + Self.rowPadding, width: content.width,
            height: moreHeight - 2 * Self.rowPadding)))
      y += moreHeight
    }
    let firstWeekday = canvas.weekStartDay.firstWeekday(locale: text.locale)
    let inputs = ResolvedInputs(
      style: .agenda, today: today, locale: canvas.locale, weekStartDay: canvas.weekStartDay,
      firstWeekday: firstWeekday, startDate: days.lowerBound, endDate: days.upperBound,
      displayDate: days.lowerBound, sizeClass: canvas.resolvedDevice.sizeClass,
      device: canvas.width == nil ? canvas.resolvedDevice : nil, width: width,
      cellHeight: 0, scale: canvas.scale, theme: canvas.theme, rightToLeft: rightToLeft,
      alternateCalendar: nil, selection: [])
    let title =
      text.format(days.lowerBound, template: AgendaPlacement.dayTemplate) + " – "
      + text.format(days.upperBound, template: AgendaPlacement.dayTemplate)
    return LayoutTree(
      width: width, height: canvas.height ?? (y + m), title: title, inputs: inputs, items: items)
  }
}
