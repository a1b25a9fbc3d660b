import CalendsModel
import CalendsTheme
import CalendsValues

/// `pages: months`: the overview as an optional cover, then one page per month block, each
/// a full month grid filling the paper inside its margins — the month's name as the title,
/// the weekday initials, and the month's rows sharing the height, numbers at the top of
/// their cells and a rule above each row, as a wall calendar prints them.
///
/// Every page's day states come from the one state of the whole run, so a range or a
/// selection reads the same on the cover and on each month.
struct YearPages {
  let context: YearContext
  let page: PageSetup

  func document() -> LayoutDocument {
    let year = context.year
    let months = year.blockMonths(canvas: context.canvas, today: context.today)
    let run = months.first!...months.last!
    let documentTitle = YearTitle.text(view: year.view, months: run, text: context.text)
    var pages: [LayoutTree] = []
    if page.cover { pages.append(MonthBlocksLayout(context: context).layout()) }
    let state = year.calendarState(
      canvas: context.canvas, today: context.today,
      days: run.lowerBound.firstDay...run.upperBound.lastDay)
    for month in months { pages.append(monthPage(month, state: state)) }
    return LayoutDocument(title: documentTitle, pages: pages, page: page)
  }

  private func monthPage(_ month: YearMonth, state: CalendarState) -> LayoutTree {
    let year = context.year
    let content = context.content
    let label = context.text.fullMonthTitle(month)
    let title = context.title(label)
    let columns = GridColumns(
      width: content.width, showsWeekNumbers: year.showsWeekNumbers,
      rightToLeft: context.rightToLeft, originX: content.minX)
    let scale = YearMetrics.pageFontScale(dayWidth: columns.dayWidth)
    let theme = YearMetrics.theme(context.theme, fontScale: scale)
    var items: [LayoutItem] = title.item.map { [$0] } ?? []
    let weekdayHeight =
      context.measurer.measure("M", font: theme.weekdayText.normal.font).height
      + 2 * YearMetrics.weekdayGap
    items += context.weekdayRow(columns: columns, y: title.bottom, height: weekdayHeight)
    let top = title.bottom + weekdayHeight
    let rows = MonthGrid(month: month, firstWeekday: state.firstWeekday).rows.count
    let cellHeight = max(8, ((content.maxY - top) / Double(rows)).rounded(.down))
    let block = context.monthBlock(
      columns: columns, state: state, theme: theme, scale: scale, placement: .top)
    items +=
      block.layout(
        month: month, y: top, cellHeight: cellHeight, showsAdjacentDays: year.showsAdjacentDays,
        separators: true
      ).items
    let inputs = context.inputs(
      state: state, days: month.firstDay...month.lastDay, cellHeight: cellHeight,
      year: YearInputs(
        year: year.view == .year ? month.year : nil, months: 1, weeks: nil, columns: 1,
        fontScale: scale))
    return LayoutTree(
      width: page.width, height: page.height, title: label, inputs: inputs, items: items)
  }
}
