/// The budgets one expansion of an iCalendar file works within, beside the limits every
/// input shares (`Limits.icsBytes`, `icsEvents`, `icsOccurrences`, `recurrenceSteps`): each
/// is counted before libical is asked to do the work, so no file makes an expansion run
/// longer or grow larger than they allow. Over a budget, the expansion fails
/// with an error naming the file and the line of what crossed it.
public enum ICalendarLimits {
  /// Work of libical's recurrence walks for one file, in the units of `RuleShape` (one
  /// candidate of a walk by seconds … weeks, about 2–3 µs of libical's time here; a month
  /// 2, a year 4): about 2.5 s. A year of 1,000 recurring events over a year costs about
  /// 100,000.
  public static let recurrenceWork = 1_000_000
  /// Time-zone transitions libical may work out for one file's expansion, counted each time
  /// it works a zone out again (about 17 µs each here): Europe/Berlin up to 2582 is 1,300.
  public static let zoneTransitions = 50_000
  /// The longest DURATION read, in days (100 years); a longer one is read as this long,
  /// with a warning.
  public static let longestDuration = 36_525
  /// Parameters one property line may carry before libical sees it. libical's parser is
  /// quadratic in them (40,000 took 1.5 s, a million minutes); real exporters' longest,
  /// an Outlook ATTENDEE, have about ten. A line with more is skipped with a warning, or is
  /// an error when strict.
  public static let parametersPerLine = 100
  /// The longest content line, unfolded, that libical sees, in bytes (1 MiB). Calends draws
  /// a line's text at most as a title, a location or a description, and no exporter writes
  /// one this long but for an inline attachment (`ATTACH;ENCODING=BASE64`), which Calends
  /// does not read. A longer line is skipped with a warning naming it, or is an error when
  /// strict, before libical sees the file (a BEGIN or END line: an error either way).
  public static let lineBytes = 1 << 20
}
