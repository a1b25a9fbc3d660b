import CalendsValues

/// How a day is selected; the layout JSON's `selection` field.
public enum SelectionKind: String, Sendable, CaseIterable {
  case none, single, rangeStart, rangeMiddle, rangeEnd, rangeSingle
}

/// One visible day with every state the control gives it.
public struct DayCell: Hashable, Sendable {
  public let day: Day
  public let inDisplayedMonth: Bool
  /// Today (the `highlighted` state); only a day of the displayed month is highlighted.
  public let isToday: Bool
  /// Out of range, a disabled date, or an adjacent month's day.
  public let isDisabled: Bool
  public let hasEvent: Bool
  public let selection: SelectionKind

  public init(
    day: Day, inDisplayedMonth: Bool, isToday: Bool, isDisabled: Bool, hasEvent: Bool,
    selection: SelectionKind
  ) {
    self.day = day
    self.inDisplayedMonth = inDisplayedMonth
    self.isToday = isToday
    self.isDisabled = isDisabled
    self.hasEvent = hasEvent
    self.selection = selection
  }

  public var isSelected: Bool { selection != .none }
}
