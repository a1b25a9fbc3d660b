import CalendsModel
import CalendsValues

extension ControlLayout {
  /// `week` (and the expandable style's week form): one row of seven days. Days before the
  /// calendar's start show greyed, as the previous month's days of the first week do; every
  /// other day shows as a day of its own month.
  func weekStyle(showsHandle: Bool) -> LayoutTree {
    let week = state.visibleWeek
    // The state keeps the week form's title month (the selected day's, else the display
    // date's, …) in step with the visible week.
    return titledGrid(
      month: state.visibleMonth, highlightToday: week.contains(state.today), rows: 1,
      showsHandle: showsHandle
    ) { y, cellHeight in
      let cells = monthBlock().rowItems(
        week.map { $0 }, inMonth: { !state.weekShowsAsAdjacent($0) }, y: y, height: cellHeight)
      return (cells, cellHeight)
    }
  }
}
