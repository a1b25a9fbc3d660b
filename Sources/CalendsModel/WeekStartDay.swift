public import Foundation

/// The first column of the grid, as `FUIWeekStartDay` names it.
public enum WeekStartDay: String, Sendable, CaseIterable, Codable {
  /// A fixed first weekday, or `localeSpecific` (the default): the one `locale` uses
  /// (en_US: Sunday, de_DE: Monday).
  case sunday, monday, saturday, localeSpecific

  /// The weekday (1 = Sunday … 7 = Saturday) of the first column. `localeSpecific` asks
  /// the locale's Gregorian calendar, which is where `Calendar.firstWeekday` comes from.
  public func firstWeekday(locale: Locale) -> Int {
    switch self {
    case .sunday: return 1
    case .monday: return 2
    case .saturday: return 7
    case .localeSpecific:
      var calendar = Calendar(identifier: .gregorian)
      calendar.locale = locale
      return calendar.firstWeekday
    }
  }
}
