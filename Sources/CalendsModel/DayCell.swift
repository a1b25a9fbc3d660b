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
  /// Its event dots' colours, in order (`EventDots`); nil is the theme's event colour.
  public let eventDots: [ColorSpecifier?]
  public let selection: SelectionKind

  public init(
    day: Day, inDisplayedMonth: Bool, isToday: Bool, isDisabled: Bool,
    eventDots: [ColorSpecifier?],
    selection: SelectionKind
  ) {
    self.day = day
    self.inDisplayedMonth = inDisplayedMonth
    self.isToday = isToday
    self.isDisabled = isDisabled
    self.eventDots = eventDots
    self.selection = selection
  }

  public var hasEvent: Bool { !eventDots.isEmpty }

  public var isSelected: Bool { selection != .none }
}
