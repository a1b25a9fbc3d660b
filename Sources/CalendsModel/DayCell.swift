public import CalendsValues

/// How a day is selected; the layout JSON's `selection` field.
public enum SelectionKind: String, Sendable, CaseIterable {
  /// Not selected; a selected day (`single`, also each of several); the first, inner and last
  /// days of a range; a range of one day or with only its start (`rangeSingle`).
  case none, single, rangeStart, rangeMiddle, rangeEnd, rangeSingle
}

/// One visible day with every state the control gives it.
public struct DayCell: Hashable, Sendable {
  /// The date in the cell: an adjacent month's day when `inDisplayedMonth` is false.
  public let day: Day
  /// False for the adjacent months' days filling the first and last rows: greyed out,
  /// disabled, and never today, selected or marked with an event.
  public let inDisplayedMonth: Bool
  /// Today (the `highlighted` state); only a day of the displayed month is highlighted.
  public let isToday: Bool
  /// Out of range, a disabled date, or an adjacent month's day.
  public let isDisabled: Bool
  /// Its event dots' colours, in order (`EventDots`); nil is the theme's event colour.
  public let eventDots: [ColorSpecifier?]
  /// Its part in the selection (the layout JSON's `selection`); `.none` off the displayed month.
  public let selection: SelectionKind

  /// A cell as given, unchecked; `CalendarState.cell(for:inDisplayedMonth:)` makes them by
  /// the control's rules.
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

  /// Whether it draws at least one event dot: none when `hasEventIndicator` is off or on an
  /// adjacent month's day.
  public var hasEvent: Bool { !eventDots.isEmpty }

  /// Whether it is in the selection: a single day or any day of a range.
  public var isSelected: Bool { selection != .none }
}
