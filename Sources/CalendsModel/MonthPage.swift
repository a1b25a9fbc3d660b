import Foundation

/// One displayed month of a spec: the grid and every cell's state. Pure: the same spec and
/// `today` always give the same page.
public struct MonthPage: Hashable, Sendable {
  public let grid: MonthGrid
  public let cells: [[DayCell]]
  public let range: CalendarRange
  public let today: Day
  /// The ISO week number of each row (taken at the row's Thursday, where most of its days lie).
  public let weekNumbers: [Int]

  public init(spec: CalendarSpec, today: Day) {
    let range = CalendarRange.resolve(
      start: spec.startDate, end: spec.endDate, display: spec.displayDateAtStartup, today: today)
    let locale = Locale(identifier: spec.locale)
    let grid = MonthGrid(month: range.displayDate.yearMonth, firstWeekday: spec.weekStartDay.firstWeekday(locale: locale))
    let isSelectable = { (day: Day) in range.contains(day) && !spec.disabledDates.contains(day) }
    let selected = MonthSelection.initial(
      selectedDate: spec.selectedDate, isPersistent: spec.isPersistentSelection,
      displayedMonth: grid.month, today: today, isSelectable: isSelectable)
    self.grid = grid
    self.range = range
    self.today = today
    cells = grid.rows.map { row in
      row.map { day in
        let inMonth = grid.month.contains(day)
        return DayCell(
          day: day, inDisplayedMonth: inMonth,
          isToday: inMonth && day == today,
          isDisabled: !inMonth || !isSelectable(day),
          hasEvent: inMonth && spec.hasEventIndicator && spec.eventDates.contains(day),
          selection: inMonth && day == selected ? .single : .none)
      }
    }
    weekNumbers = grid.rows.map { row in
      let thursdayColumn = (5 - grid.firstWeekday + 7) % 7
      return row[thursdayColumn].isoWeek
    }
  }

  public var displayedMonth: YearMonth { grid.month }
}
