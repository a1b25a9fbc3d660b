import CalendsModel

extension LayoutContext {
  /// `week` (and the expandable style's week form): one row of seven days. Days before the
  /// calendar's start show greyed, as the previous month's days of the first week do; every
  /// other day shows as a day of its own month.
  func weekStyle(showsHandle: Bool) -> LayoutTree {
    let week = state.visibleWeek
    // The state keeps the week form's title month (the selected day's, else the display
    // date's, …) in step with the visible week.
    let month = state.visibleMonth
    var items: [LayoutItem] = []
    var y = 0.0
    let title = monthTitle(month)
    if let item = title.item { items.append(item) }
    y += title.height
    let weekdays = weekdayRow(y: y, highlightToday: week.contains(state.today))
    items += weekdays.items
    y += weekdays.height
    let reserved = showsHandle ? CalendarMetrics.handleStripHeight : 0
    let cellHeight = CalendarMetrics.cellHeight(
      maximumViewHeight: spec.maximumViewHeight, fixedHeight: y + reserved, rows: 1)
    items += monthBlock().rowItems(
      week.map { $0 }, inMonth: { !state.weekShowsAsAdjacent($0) }, y: y, height: cellHeight)
    y += cellHeight
    if showsHandle {
      let handle = handle(y: y)
      items.append(handle.item)
      y += handle.height
    }
    return tree(height: y, title: self.title(for: month), cellHeight: cellHeight, items: items)
  }
}
