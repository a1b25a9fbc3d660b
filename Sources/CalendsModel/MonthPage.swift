public import CalendsValues

/// One displayed month: the grid and every cell's state, as a view over a `CalendarState`.
/// Pure: the same spec and `today` always give the same page.
public struct MonthPage: Hashable, Sendable {
  /// The days shown, in rows from the state's first weekday.
  public let grid: MonthGrid
  /// Each day's state, in the grid's rows and columns.
  public let cells: [[DayCell]]
  /// The calendar's range (`startDate`…`endDate` with their defaults), as in `state`.
  public let range: CalendarRange
  /// The highlighted day: the spec's `today`, or the default the caller gave.
  public let today: Day
  /// The ISO week number of each row (taken at the row's Thursday, where most of its days lie).
  public let weekNumbers: [Int]
  /// The state the page was drawn from, for what a page alone cannot say (the week form,
  /// the visible week, the selection as a whole).
  public let state: CalendarState

  /// The page a spec shows after its interactions: the state's visible month.
  public init(canvas: Canvas, control: ControlSpec, today: Day) {
    let state = CalendarState.run(canvas: canvas, control: control, today: today)
    self.init(state: state, month: state.visibleMonth)
  }

  /// Any month of a state, so styles that show several months at once page through them.
  public init(state: CalendarState, month: YearMonth) {
    let grid = MonthGrid(month: month, firstWeekday: state.firstWeekday)
    self.grid = grid
    self.state = state
    range = state.range
    today = state.today
    cells = grid.rows.map { row in
      row.map { day in state.cell(for: day, inDisplayedMonth: month.contains(day)) }
    }
    let thursdayColumn = (5 - grid.firstWeekday + 7) % 7
    weekNumbers = grid.rows.map { $0[thursdayColumn].isoWeek }
  }

  /// The month the page shows (the grid's); its adjacent days are not part of it.
  public var displayedMonth: YearMonth { grid.month }
}
