import CalendsModel

extension LayoutContext {
  /// `month` (and the expandable style's month form): month label, week label view, the
  /// visible month with its adjacent days, and — when expandable — the handle.
  func monthStyle(showsHandle: Bool) -> LayoutTree {
    let month = state.visibleMonth
    var items: [LayoutItem] = []
    var y = 0.0
    let title = monthTitle(month)
    if let item = title.item { items.append(item) }
    y += title.height
    let weekdays = weekdayRow(y: y, highlightToday: month.contains(state.today))
    items += weekdays.items
    y += weekdays.height
    let rows = MonthGrid(month: month, firstWeekday: state.firstWeekday).rows.count
    let reserved = showsHandle ? CalendarMetrics.handleStripHeight : 0
    let cellHeight = CalendarMetrics.cellHeight(
      maximumViewHeight: spec.maximumViewHeight, fixedHeight: y + reserved, rows: rows)
    let block = monthBlock().layout(
      month: month, y: y, cellHeight: cellHeight, showsAdjacentDays: true)
    items += block.items
    y += block.height
    if showsHandle {
      let handle = handle(y: y)
      items.append(handle.item)
      y += handle.height
    }
    return tree(height: y, title: self.title(for: month), cellHeight: cellHeight, items: items)
  }
}
