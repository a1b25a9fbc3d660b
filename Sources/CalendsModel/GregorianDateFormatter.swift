public import CalendsValues
public import Foundation

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

  /// ICU's first Gregorian day, 15 October 1582: from it on the switch's place changes no
  /// text, so a formatter for those days leaves it where it is.
  public static let firstDefaultGregorianDay = Day(year: 1582, month: 10, day: 15)!

  /// A formatter for `locale` (already made Gregorian by `locale(_:)`) that writes `day`, and
  /// every day on the same side of `firstDefaultGregorianDay`, as the grid reckons it: set its
  /// `dateFormat`, or call `setLocalizedDateFormatFromTemplate`, before use.
  ///
  /// Each property Foundation hands to ICU opens ICU's formatter anew. The locale already
  /// names the Gregorian calendar, so setting the calendar too (two openings) changes no
  /// text, and the switch is moved (one more) only for days before it. For a process that
  /// draws one image that is a tenth of its time; `GregorianFormatterParityTests` holds the
  /// text equal to the fully configured formatter's in every locale.
  public static func make(locale: Locale, for day: Day) -> DateFormatter {
    let formatter = DateFormatter()
    formatter.locale = locale
    formatter.timeZone = utc
    if day < firstDefaultGregorianDay {
      formatter.gregorianStartDate = gregorianStart
    }
    return formatter
  }

  private static let utc = TimeZone(identifier: "UTC")!

  /// The Gregorian calendar in UTC, for the locale's names (months, weekdays) and week start.
  public static func calendar(locale: Locale) -> Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.locale = locale
    calendar.timeZone = utc
    return calendar
  }

  /// The instant a civil day's text is formatted from: its midnight, UTC.
  public static func date(for day: Day) -> Date {
    Date(timeIntervalSince1970: Double(day.daysSinceEpoch) * 86_400)
  }
}

extension DateFormatter {
  /// Writes in `format`: a template ("MMMMy"), which the locale orders and punctuates, or a
  /// pattern ("d"), used as written.
  public func use(_ format: String, isTemplate: Bool) {
    if isTemplate {
      setLocalizedDateFormatFromTemplate(format)
    } else {
      dateFormat = format
    }
  }
}
