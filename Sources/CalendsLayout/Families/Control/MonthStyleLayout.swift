import CalendsModel
import CalendsValues

extension ControlLayout {
  /// `month` (and the expandable style's month form): month label, week label view, the
  /// visible month with its adjacent days, and — when expandable — the handle.
  func monthStyle(showsHandle: Bool) -> LayoutTree {
    let month = state.visibleMonth
    let rows = MonthGrid(month: month, firstWeekday: state.firstWeekday).rows.count
    return titledGrid(
      month: month, highlightToday: month.contains(state.today), rows: rows,
      showsHandle: showsHandle
    ) { y, cellHeight in
      let block = monthBlock().layout(
        month: month, y: y, cellHeight: cellHeight, showsAdjacentDays: true)
      return (block.items, block.height)
    }
  }

  /// The frame the month and week forms share: the month title, the weekday row, `rows` rows
  /// of day cells (made by `cells` at a y and a cell height sized to fit the maximum view
  /// height), then — in the expandable style — the handle.
  func titledGrid(
    month: YearMonth, highlightToday: Bool, rows: Int, showsHandle: Bool,
    cells: (_ y: Double, _ cellHeight: Double) -> (items: [LayoutItem], height: Double)
  ) -> LayoutTree {
    var items: [LayoutItem] = []
    var y = 0.0
    let title = monthTitle(month)
    if let item = title.item { items.append(item) }
    y += title.height
    let weekdays = weekdayRow(y: y, highlightToday: highlightToday)
    items += weekdays.items
    y += weekdays.height
    let reserved = showsHandle ? CalendarMetrics.handleStripHeight : 0
    let cellHeight = CalendarMetrics.cellHeight(
      maximumViewHeight: control.maximumViewHeight, fixedHeight: y + reserved, rows: rows)
    let grid = cells(y, cellHeight)
    items += grid.items
    y += grid.height
    if showsHandle {
      let handle = handle(y: y)
      items.append(handle.item)
      y += handle.height
    }
    return tree(height: y, title: self.title(for: month), cellHeight: cellHeight, items: items)
  }
}
