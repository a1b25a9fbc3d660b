import CalendsModel
import CalendsValues

extension ControlLayout {
  /// `rangeSelection` and `datesSelection`: the weekday row stays on top and months follow
  /// one another — each with its header and only its own days — until the height is
  /// filled. The last month is cut off by the image's edge like a scroll view's, but a
  /// month starts only where its header and the middle of its first row (the day numbers)
  /// fit: a header with no days under it reads as an empty month.
  func stackedMonthsStyle() -> LayoutTree {
    let height = canvas.height ?? CalendarMetrics.screenHeight(of: canvas.resolvedDevice)
    let weekdays = weekdayRow(y: 0, highlightToday: true)
    var items = weekdays.items
    var y = weekdays.height
    var month = state.visibleMonth
    let cellHeight = CalendarMetrics.defaultCellHeight
    let block = monthBlock()
    let lastMonth = state.range.end.yearMonth
    while month <= lastMonth,
      month == state.visibleMonth
        || y + CalendarMetrics.stackedMonthHeaderHeight + cellHeight / 2 <= height
    {
      items.append(stackedMonthHeader(month, y: y))
      y += CalendarMetrics.stackedMonthHeaderHeight
      let rows = block.layout(month: month, y: y, cellHeight: cellHeight, showsAdjacentDays: false)
      items += rows.items.filter { $0.frame.minY < height }
      y += rows.height
      month = month.adding(months: 1)
    }
    return tree(
      height: height, title: text.monthTitle(state.visibleMonth), cellHeight: cellHeight,
      items: items)
  }
}
