public import CalendsValues

extension YearSpec {
  /// The day states of the shown days, from the control's own state machine, so today,
  /// selection, disabled days and event dots follow exactly the month style's rules.
  ///
  /// The control's range is the span shown (`days`): a day outside it is disabled, as in the
  /// control. A range selects as rangeSelection's `selectDateRange:`; separate days as
  /// datesSelection's (every selectable one of `selectedDate` and `selectedDates`; a
  /// disabled one is ignored). Nothing is selected by default: a printed year has no
  /// "current" day to select.
  public func calendarState(canvas: Canvas, today: Day, days: ClosedRange<Day>) -> CalendarState {
    var control = ControlSpec(style: selectedDateRange == nil ? .datesSelection : .rangeSelection)
    control.startDate = days.lowerBound
    control.endDate = days.upperBound
    control.selectedDateRange = selectedDateRange
    control.selectedDates = selectedDates
    control.selectedDate = selectedDate
    control.eventDates = eventDates
    control.calendarDots = calendarDots
    control.hasEventIndicator = hasEventIndicator
    control.disabledDates = disabledDates
    control.isPersistentSelection = true
    var shown = canvas
    shown.displayDateAtStartup = days.lowerBound
    return CalendarState(canvas: shown, control: control, today: today)
  }
}
