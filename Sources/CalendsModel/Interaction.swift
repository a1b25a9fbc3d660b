public import CalendsValues

/// One user gesture (or API call) replayed on a calendar, so a spec can draw the state a
/// calendar is in after being used, not only at start-up.
public enum Interaction: Hashable, Sendable {
  /// A tap on a day, which is what `selectDate(_:)` / `selectDateRange(_:)` do too; nil is
  /// `selectDate(nil)`: the selection is cleared.
  case tap(Day?)
  /// One swipe-to-select gesture of the datesSelection style, crossing these days in order.
  case swipe([Day])
  /// Pages scrolled, negative = back: months for month-paged styles, weeks for the week
  /// style and the expandable style's week form.
  case scroll(Int)
}
