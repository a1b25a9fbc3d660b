import CalendsModel
import CalendsValues

extension ControlLayout {
  /// `fullScreenMonth`: one month filling the height, numbers at the top of tall cells, a
  /// rule above each row, and the month header when `showsMonthHeader`.
  func fullScreenMonthStyle() -> LayoutTree {
    let height = canvas.height ?? CalendarMetrics.screenHeight(of: canvas.resolvedDevice)
    let month = state.visibleMonth
    var items: [LayoutItem] = []
    var y = 0.0
    if control.showsMonthHeader {
      items.append(stackedMonthHeader(month, y: 0))
      y += CalendarMetrics.stackedMonthHeaderHeight
    }
    let weekdays = weekdayRow(y: y, highlightToday: month.contains(state.today))
    items += weekdays.items
    y += weekdays.height
    let rows = MonthGrid(month: month, firstWeekday: state.firstWeekday).rows.count
    let cellHeight = max(
      CalendarMetrics.cellHeightRange.lowerBound, ((height - y) / Double(rows)).rounded(.down))
    let block = monthBlock(.top).layout(
      month: month, y: y, cellHeight: cellHeight, showsAdjacentDays: true, separators: true)
    items += block.items
    return tree(
      height: max(height, y + block.height), title: title(for: month), cellHeight: cellHeight,
      items: items)
  }
}
