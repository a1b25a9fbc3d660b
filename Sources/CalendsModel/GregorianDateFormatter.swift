import CalendsValues
import Foundation

/// Date formatters that write the grid's own calendar: the proleptic Gregorian calendar, with
/// the locale's Gregorian patterns, in a fixed UTC time zone.
///
/// Two defaults of Foundation (ICU) would otherwise leak into the text. Its Gregorian calendar
/// switches to the Julian one before 15 October 1582, so the day the grid calls 1200-03-01
/// would be written "23 Feb 1200"; and a locale whose default calendar is another one
/// (`ar_SA` Islamic, `fa_IR` Persian, `th_TH` Buddhist) lends that calendar's patterns to a
/// Gregorian date ("فبراير، ٢٠١٩ م", "۲۰۱۹ ژوئیهٔ", "ค.ศ. 2019" where CLDR's Gregorian
/// patterns say "فبراير ٢٠١٩", "ژوئیهٔ ۲۰۱۹", "2019"). A secondary calendar is drawn only
/// where `alternateCalendar` asks for it, by `AlternateCalendarText`.
public enum GregorianDateFormatter {
  /// The locale with its calendar keyword set to `gregorian` (other keywords, such as
  /// `numbers`, kept), so templates resolve to its Gregorian patterns.
  public static func locale(_ identifier: String) -> Locale {
    var components = Locale.Components(identifier: identifier)
    components.calendar = .gregorian
    return Locale(components: components)
  }

  /// The instant ICU's Julian–Gregorian switch is moved back to, so that every supported day
  /// (years 1…9999) is reckoned in the Gregorian calendar: the first instant of 1 January 1.
  static let gregorianStart = Date.distantPast

  /// A formatter for `locale` (already made Gregorian by `locale(_:)`): set its `dateFormat`,
  /// or call `setLocalizedDateFormatFromTemplate`, before use.
  public static func make(locale: Locale) -> DateFormatter {
    let calendar = calendar(locale: locale)
    let formatter = DateFormatter()
    formatter.calendar = calendar
    formatter.locale = locale
    formatter.timeZone = calendar.timeZone
    formatter.gregorianStartDate = gregorianStart
    return formatter
  }

  /// The Gregorian calendar in UTC, for the locale's names (months, weekdays) and week start.
  public static func calendar(locale: Locale) -> Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.locale = locale
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar
  }

  /// The instant a civil day's text is formatted from: its midnight, UTC.
  public static func date(for day: Day) -> Date {
    Date(timeIntervalSince1970: Double(day.daysSinceEpoch) * 86_400)
  }
}
