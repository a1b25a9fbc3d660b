public import CalendsValues

/// The single-selection rule of the month style at start-up, exactly as the
/// FUICalendarView documentation states it.
public enum MonthSelection {
  /// - a `selectedDate` that is not disabled is selected (the control ignores a disabled one);
  /// - otherwise, non-persistent: today if the displayed month contains it, else the first
  ///   day of the displayed month (when that day is selectable);
  /// - otherwise, persistent: nothing.
  public static func initial(
    selectedDate: Day?, isPersistent: Bool, displayedMonth: YearMonth, today: Day,
    isSelectable: (Day) -> Bool
  ) -> Day? {
    if let selectedDate, isSelectable(selectedDate) { return selectedDate }
    guard !isPersistent else { return nil }
    let candidate = displayedMonth.contains(today) ? today : displayedMonth.firstDay
    return isSelectable(candidate) ? candidate : nil
  }
}
