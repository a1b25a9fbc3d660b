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

  /// The grid's rows under the weekday row, at one scale of the day fonts.
  private struct Grid {
    var scale: Double
    var weekdayHeight: Double
    var top: Double
    var cellHeight: Double
    var block: MonthBlockLayout
    var cells: WallMonthCells?

    /// Whether a row holds its number and one line of events.
    var holdsALine: Bool { cells.map { $0.smallestCellHeight <= cellHeight } ?? true }
  }

  private func grid(
    scale: Double, columns: GridColumns, state: CalendarState, titleBottom: Double, rows: Int
  ) -> Grid {
    let theme = YearMetrics.theme(context.theme, fontScale: scale)
    let weekdayHeight =
      context.measurer.measure("M", font: theme.weekdayText.normal.font).height
      + 2 * YearMetrics.weekdayGap
    let top = titleBottom + weekdayHeight
    let cellHeight = max(8, ((context.content.maxY - top) / Double(rows)).rounded(.down))
    let block = context.monthBlock(
      columns: columns, state: state, theme: theme, scale: scale, placement: .top)
    let cells = events.map {
      WallMonthCells(
        columns: columns, cells: block.cells, theme: context.theme, measurer: context.measurer,
        text: context.text, events: $0)
    }
    return Grid(
      scale: scale, weekdayHeight: weekdayHeight, top: top,
      cellHeight: cellHeight, block: block, cells: cells)
  }

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
    let rows = MonthGrid(month: month, firstWeekday: state.firstWeekday).rows.count
    // Numbers share a wall month's cells with events, so they grow no larger than the
    // stylesheet's own sizes there.
    let pageScale = YearMetrics.pageFontScale(dayWidth: columns.dayWidth)
    func grid(_ scale: Double) -> Grid {
      self.grid(
        scale: scale, columns: columns, state: state, titleBottom: title.bottom, rows: rows)
    }
    var page = grid(events == nil ? pageScale : min(pageScale, WallMonthCells.maximumFontScale))
    // A printed page keeps the paper's size: where its rows are too short for a number and a
    // line of events (A6 landscape), the numbers get smaller, down to the year views' least.
    while year.page != nil, !page.holdsALine, page.scale > YearMetrics.minimumFontScale {
      page = grid(max(YearMetrics.minimumFontScale, page.scale - 0.05))
    }
    // A screen image's rows grow to hold one line; a printed page keeps the paper's size
    // (every page of a document does), and on paper too small even for the least numbers
    // the line reaches below its row.
    if let cells = page.cells, year.page == nil {
      page.cellHeight = max(page.cellHeight, cells.smallestCellHeight)
    }
    var items: [LayoutItem] = title.item.map { [$0] } ?? []
    items += context.weekdayRow(
      columns: columns, y: title.bottom, height: page.weekdayHeight,
      font: YearMetrics.theme(context.theme, fontScale: page.scale).weekdayText.normal.font)
    items +=
      page.block.layout(
        month: month, y: page.top, cellHeight: page.cellHeight,
        showsAdjacentDays: year.showsAdjacentDays, separators: true
      ).items
    if let cells = page.cells {
      let visible = MonthGrid(month: month, firstWeekday: state.firstWeekday).rows.map { row in
        row.map { year.showsAdjacentDays || month.contains($0) ? $0 : nil }
      }
      items += cells.items(rows: visible, top: page.top, cellHeight: page.cellHeight)
    }
    let inputs = context.inputs(
      state: state, days: month.firstDay...month.lastDay, cellHeight: page.cellHeight,
      year: YearInputs(
        year: year.view == .year ? month.year : nil, months: 1, weeks: nil, columns: 1,
        fontScale: page.scale))
    // Rows that had to grow to hold one line of events push a screen image's bottom down.
    let overflow = max(0, page.top + Double(rows) * page.cellHeight - content.maxY)
    return LayoutTree(
      width: width, height: events == nil ? height : height + overflow, title: label,
      inputs: inputs, items: items)
  }
}
