import CalendsModel
import CalendsTheme
import CalendsValues

/// One month filling a rectangle as a wall calendar prints it: the month's name as the
/// title, the weekday initials, and the month's rows sharing the height, numbers at the top
/// of their cells and a rule above each row; with events (the wall month), each cell's
/// space below its number holds them as bars, lines and "+N more" (`WallMonthEvents`).
///
/// The wall month and the year views' `pages: months` both lay out their month this way, so
/// a printed year's month page is the wall month's page, with the year's `events` when it
/// has any.
struct MonthPageLayout {
  let context: YearContext
  /// The events drawn in the cells; nil for a page without them.
  var events: WallMonthEvents? = nil

  func layout(_ month: YearMonth, state: CalendarState, width: Double, height: Double)
    -> LayoutTree
  {
    let year = context.year
    let content = context.content
    let label = context.text.fullMonthTitle(month)
    let title = context.title(label)
    let columns = GridColumns(
      width: content.width, showsWeekNumbers: year.showsWeekNumbers,
      rightToLeft: context.rightToLeft, originX: content.minX)
    // Numbers share a wall month's cells with events, so they grow no larger than the
    // stylesheet's own sizes there.
    let pageScale = YearMetrics.pageFontScale(dayWidth: columns.dayWidth)
    let scale = events == nil ? pageScale : min(pageScale, WallMonthCells.maximumFontScale)
    let theme = YearMetrics.theme(context.theme, fontScale: scale)
    var items: [LayoutItem] = title.item.map { [$0] } ?? []
    let weekdayHeight =
      context.measurer.measure("M", font: theme.weekdayText.normal.font).height
      + 2 * YearMetrics.weekdayGap
    items += context.weekdayRow(columns: columns, y: title.bottom, height: weekdayHeight)
    let top = title.bottom + weekdayHeight
    let grid = MonthGrid(month: month, firstWeekday: state.firstWeekday)
    let rows = grid.rows.count
    var cellHeight = max(8, ((content.maxY - top) / Double(rows)).rounded(.down))
    let block = context.monthBlock(
      columns: columns, state: state, theme: theme, scale: scale, placement: .top)
    let cells = events.map {
      WallMonthCells(
        columns: columns, cells: block.cells, theme: context.theme, measurer: context.measurer,
        text: context.text, events: $0)
    }
    if let cells { cellHeight = max(cellHeight, cells.smallestCellHeight) }
    items +=
      block.layout(
        month: month, y: top, cellHeight: cellHeight, showsAdjacentDays: year.showsAdjacentDays,
        separators: true
      ).items
    if let cells {
      let visible = grid.rows.map { row in
        row.map { year.showsAdjacentDays || month.contains($0) ? $0 : nil }
      }
      items += cells.items(rows: visible, top: top, cellHeight: cellHeight)
    }
    let inputs = context.inputs(
      state: state, days: month.firstDay...month.lastDay, cellHeight: cellHeight,
      year: YearInputs(
        year: year.view == .year ? month.year : nil, months: 1, weeks: nil, columns: 1,
        fontScale: scale))
    // Rows that had to grow to hold one line of events push the image's bottom down.
    let overflow = max(0, top + Double(rows) * cellHeight - content.maxY)
    return LayoutTree(
      width: width, height: events == nil ? height : height + overflow, title: label,
      inputs: inputs, items: items)
  }
}
