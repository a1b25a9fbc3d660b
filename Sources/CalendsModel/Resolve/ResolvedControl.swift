public import CalendsValues

/// The FUICalendarView control resolved: its state after the spec's taps, swipes and
/// scrolls, which decides the month or week drawn and so the days its calendars are read for.
public struct ResolvedControl: FamilyCalendarRules, Hashable {
  public private(set) var control: ControlSpec
  /// `CalendarState.run`'s result, with the calendars' dots once drawn.
  public private(set) var state: CalendarState
  /// The date range's days and a week either side, for the styles that stack months.
  let stackedDays: ClosedRange<Day>

  init(_ control: ControlSpec, canvas: Canvas, today: Day) {
    self.control = control
    state = CalendarState.run(canvas: canvas, control: control, today: today)
    let range = CalendarRange.resolve(
      start: control.startDate, end: control.endDate, display: canvas.displayDateAtStartup,
      today: today)
    let span = Limits.icsRangeDays - 1
    var from = range.start.adding(days: -7)
    var through = range.end.adding(days: 7)
    if from.distance(to: through) > span {
      from = max(from, range.displayDate.adding(days: -span / 4))
      through = min(through, from.adding(days: span))
    }
    stackedDays = from...through
  }

  /// For the month, week and expandable styles the month (or week) shown after the
  /// interactions, with a week either side — one month is drawn, not the two years of the
  /// default range, so a server's requests for different days of one month share one
  /// expansion. For the stacked styles the date range and the week around it (adjacent days
  /// are drawn), at most `Limits.icsRangeDays` from the month shown first.
  public var calendarDays: ClosedRange<Day>? {
    switch control.style {
    case .month, .week, .expandable:
      let month = state.visibleMonth
      let weekEnd = state.visibleWeekStart.adding(days: 6)
      return min(month.firstDay, state.visibleWeekStart).adding(days: -7)...max(
        month.lastDay, weekEnd
      ).adding(days: 7)
    case .rangeSelection, .datesSelection, .fullScreenMonth:
      return stackedDays
    }
  }

  public var document: FamilyDocument { .control(control) }

  /// Event dots per calendar and the calendars' day classes.
  mutating func draw(_ occurrences: CalendarOccurrences) {
    control.calendarDots = occurrences.dots
    state.calendarDots = control.calendarDots
    occurrences.addClasses(to: &control.dayData)
  }
}
