public import CalendsValues

/// What the calendar has selected, in the shape each style selects in.
///
/// One enum for all six styles so a layout draws any of them from one value, and so a
/// state is `Hashable` as a whole (tests compare states, not cell dumps).
public enum Selection: Hashable, Sendable {
  /// Nothing is selected.
  case none
  /// Month, week, expandable and fullScreenMonth: "Only one date can be selected at any time."
  case single(Day)
  /// rangeSelection. `end` is nil while only the start has been tapped: the control has a
  /// start date but no range yet, and the next tap decides the end.
  case range(start: Day, end: Day?)
  /// datesSelection: any set of noncontiguous days. Never empty — an empty set is `.none`,
  /// so two states that look the same compare equal.
  case dates(Set<Day>)

  /// How `day` is drawn. A start-only range draws as `rangeSingle`: one selected day that
  /// is already a range's end point.
  public func kind(of day: Day) -> SelectionKind {
    switch self {
    case .none:
      return .none
    case .single(let selected):
      return day == selected ? .single : .none
    case .dates(let days):
      return days.contains(day) ? .single : .none
    case .range(let start, let end):
      guard let end else { return day == start ? .rangeSingle : .none }
      let (low, high) = (min(start, end), max(start, end))
      if day < low || day > high { return .none }
      if low == high { return .rangeSingle }
      if day == low { return .rangeStart }
      if day == high { return .rangeEnd }
      return .rangeMiddle
    }
  }

  /// Every selected day, earliest first (the control's `selectedDates`). A range lists each
  /// day in it, so a very long range makes a long array: prefer `kind(of:)` for drawing.
  public var selectedDays: [Day] {
    switch self {
    case .none: return []
    case .single(let day): return [day]
    case .dates(let days): return days.sorted()
    case .range(let start, let end):
      guard let end else { return [start] }
      let (low, high) = (min(start, end), max(start, end))
      return (0...low.distance(to: high)).map { low.adding(days: $0) }
    }
  }

  /// The one selected day of a single selection; the day a week or month page follows.
  public var singleDay: Day? {
    if case .single(let day) = self { return day }
    return nil
  }
}

/// `FUIDateRange`: the `selectDateRange:` argument of the rangeSelection style.
public struct DateRange: Hashable, Sendable {
  /// The range's first day.
  public let start: Day
  /// The range's last day, included; must not be before `start`.
  public let end: Day

  /// The range from `start` through `end`.
  public init(start: Day, end: Day) {
    self.start = start
    self.end = end
  }
}
