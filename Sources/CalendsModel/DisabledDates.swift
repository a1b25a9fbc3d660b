public import CalendsValues

/// Days that cannot be selected and are drawn disabled (`FUICalendarDisabledDates`):
/// listed dates, whole weekdays, and everything before or after a date.
public struct DisabledDates: Hashable, Sendable {
  /// Listed days, each disabled; up to 10,000.
  public var dates: Set<Day>
  /// 1 = Sunday … 7 = Saturday.
  public var weekdays: Set<Int>
  /// Days strictly before this one are disabled.
  public var before: Day?
  /// Days strictly after this one are disabled.
  public var after: Day?

  /// Disabled days from listed dates, weekdays (1 = Sunday … 7 = Saturday) and every day
  /// strictly before `before` or after `after`; by default none.
  public init(dates: Set<Day> = [], weekdays: Set<Int> = [], before: Day? = nil, after: Day? = nil)
  {
    self.dates = dates
    self.weekdays = weekdays
    self.before = before
    self.after = after
  }

  /// No day disabled: the default.
  public static let none = DisabledDates()

  /// Whether `day` is disabled by any of the four rules.
  public func contains(_ day: Day) -> Bool {
    if dates.contains(day) || weekdays.contains(day.weekday) { return true }
    if let before, day < before { return true }
    if let after, day > after { return true }
    return false
  }
}
