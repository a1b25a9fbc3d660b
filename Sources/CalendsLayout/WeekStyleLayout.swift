import CalendsModel

extension LayoutContext {
  /// `week` (and the expandable style's week form): one row of seven days. Days before the
  /// calendar's start show greyed, as the previous month's days of the first week do; every
  /// other day shows as a day of its own month.
  func weekStyle(showsHandle: Bool) -> LayoutTree {
    let week = state.visibleWeek
    let month = titleMonth(of: week)
    var items: [LayoutItem] = []
    var y = 0.0
    let title = monthTitle(month)
    if let item = title.item { items.append(item) }
    y += title.height
    let weekdays = weekdayRow(y: y, highlightToday: week.contains(state.today))
    items += weekdays.items
    y += weekdays.height
    let reserved = showsHandle ? CalendarMetrics.handleStripHeight : 0
    let cellHeight = CalendarMetrics.cellHeight(maximumViewHeight: spec.maximumViewHeight, fixedHeight: y + reserved, rows: 1)
    items += monthBlock().rowItems(week.map { $0 }, inMonth: { !state.weekShowsAsAdjacent($0) }, y: y, height: cellHeight)
    y += cellHeight
    if showsHandle {
      let handle = handle(y: y)
      items.append(handle.item)
      y += handle.height
    }
    return tree(height: y, title: self.title(for: month), cellHeight: cellHeight, items: items)
  }

  /// The control titles a week by the selected day's month when it is visible, otherwise
  /// by the month of the week's first day that is in range.
  func titleMonth(of week: [Day]) -> YearMonth {
    if let selected = state.selection.selectedDays.first(where: { week.contains($0) }) { return selected.yearMonth }
    return (week.first { state.range.contains($0) } ?? week[0]).yearMonth
  }
}
