public import CalendsValues
public import Foundation

/// Localized names the calendar draws, from Foundation's locale data (ICU): the proleptic
/// Gregorian calendar in the locale's Gregorian patterns (see `GregorianDateFormatter`), so
/// every text says the day the grid means, in every year and locale. A fixed UTC time zone is
/// used, so the instant built for a civil day always formats as that day.
///
/// Formatters are made once per instance: making one costs far more than using it.
public final class CalendarText {
  /// The spec's `locale` with its calendar set to Gregorian (`GregorianDateFormatter.locale`);
  /// other keywords, such as `-u-nu-`, kept.
  public let locale: Locale
  private let calendar: Calendar
  private var formatters: [FormatterKey: DateFormatter] = [:]

  /// A formatter's format, and whether it writes days before 15 October 1582.
  private struct FormatterKey: Hashable {
    var format: String
    var isTemplate: Bool
    var early: Bool
  }

  /// Texts in the locale `localeIdentifier` (`en_US`, `ar_EG`, `ja@numbers=jpan`). Making one
  /// is costly: a caller drawing many images uses `cached(localeIdentifier:)`.
  public init(localeIdentifier: String) {
    locale = GregorianDateFormatter.locale(localeIdentifier)
    calendar = GregorianDateFormatter.calendar(locale: locale)
  }

  /// The weekday label of the week label view: one letter ("S", "M", …), as the control shows.
  public func weekdayLabel(_ weekday: Int) -> String {
    let symbols = calendar.veryShortStandaloneWeekdaySymbols
    return symbols.indices.contains(weekday - 1) ? symbols[weekday - 1] : String(weekday)
  }

  /// The weekday's short name as it stands alone ("Mon", "Mi.", "月"), where one letter would
  /// be ambiguous (T for Tuesday and Thursday) and a row has room for more.
  public func shortWeekdayName(_ weekday: Int) -> String {
    let symbols = calendar.shortStandaloneWeekdaySymbols
    return symbols.indices.contains(weekday - 1) ? symbols[weekday - 1] : String(weekday)
  }

  /// The weekday's full name as it stands alone ("Monday", "Donnerstag"), for headers with
  /// room for it.
  public func weekdayName(_ weekday: Int) -> String {
    let symbols = calendar.standaloneWeekdaySymbols
    return symbols.indices.contains(weekday - 1) ? symbols[weekday - 1] : String(weekday)
  }

  /// Whether the locale writes right to left (Arabic, Hebrew, Persian, Urdu …), so layout can
  /// mirror what the control mirrors.
  public var isRightToLeft: Bool {
    locale.language.characterDirection == .rightToLeft
  }

  /// The month's full name as it stands alone ("January"; Persian "ژانویه" without the
  /// genitive ending its dates use).
  public func monthName(_ month: YearMonth) -> String {
    let symbols = calendar.standaloneMonthSymbols
    return symbols.indices.contains(month.month - 1)
      ? symbols[month.month - 1] : String(month.month)
  }

  /// The full month and year, "January 2019" (localized pattern), the Gregorian half of a dual
  /// header: "January 2019 · Jumada I – Jumada II 1440".
  public func fullMonthTitle(_ month: YearMonth) -> String {
    format(month.firstDay, template: "MMMMy")
  }

  /// A run of months as the locale writes an interval: "March – May 2027", "März–Mai 2027",
  /// "2027年3月～5月", the year said once when both ends share it ("March 2027 – January 2028"
  /// otherwise); one month is `fullMonthTitle(_:)`.
  ///
  /// Foundation's interval formatter has no Julian–Gregorian switch to move, so before 1583
  /// it reckons in the Julian calendar, up to ten days away from the grid's. The instants
  /// formatted are the 15th of each month, which that shift cannot carry into another month.
  public func monthRangeTitle(_ months: ClosedRange<YearMonth>) -> String {
    guard months.lowerBound != months.upperBound else { return fullMonthTitle(months.lowerBound) }
    let formatter = monthIntervalFormatter ?? makeMonthIntervalFormatter()
    monthIntervalFormatter = formatter
    func middle(_ month: YearMonth) -> Date {
      date(for: month.firstDay.adding(days: 14))
    }
    return formatter.string(from: middle(months.lowerBound), to: middle(months.upperBound))
  }

  private var monthIntervalFormatter: DateIntervalFormatter?

  private func makeMonthIntervalFormatter() -> DateIntervalFormatter {
    let formatter = DateIntervalFormatter()
    formatter.calendar = calendar
    formatter.locale = locale
    formatter.timeZone = calendar.timeZone
    formatter.dateTemplate = "MMMMy"
    return formatter
  }

  /// The single title: three-letter month and year, "Jan 2019" (localized pattern).
  public func monthTitle(_ month: YearMonth) -> String {
    format(month.firstDay, template: "MMMy")
  }

  /// The double title: the abbreviated month over the year.
  public func monthTitleLines(_ month: YearMonth) -> (month: String, year: String) {
    (format(month.firstDay, template: "LLL"), format(month.firstDay, template: "y"))
  }

  /// The day number as the locale writes it (Arabic-Indic digits in `ar_EG`, for instance). The
  /// pattern is the bare field, not the localized template "d", which in Chinese and Japanese
  /// adds 日: a date cell shows only the number, as the control does.
  public func dayNumber(_ day: Day) -> String {
    numerals.writesLatinDigits ? String(day.day) : formattedDayNumber(day)
  }

  /// `dayNumber(_:)` as ICU's date formatter writes it, whatever the numbering system (the
  /// differential tests' reference for the Latin shortcut).
  public func formattedDayNumber(_ day: Day) -> String {
    formatter(for: "d", isTemplate: false, day: day).string(from: date(for: day))
  }

  /// An ISO week number written the way the day numbers are (Arabic-Indic digits in `ar_EG`,
  /// 十三 in `ja@numbers=jpan`).
  public func weekNumber(_ week: Int) -> String {
    numerals.integer(week)
  }

  /// The image's numbers: every number drawn is written by it, so one image has one
  /// numbering system.
  public private(set) lazy var numerals = LocaleNumerals(locale: locale)

  /// `day` written from an ICU date template (`MMM`, `y`, `ccc`), which the locale orders and
  /// punctuates in its Gregorian patterns.
  public func format(_ day: Day, template: String) -> String {
    formatter(for: template, day: day).string(from: date(for: day))
  }

  /// The formatter for `format` that writes `day` (see `GregorianDateFormatter.make`).
  private func formatter(for format: String, isTemplate: Bool = true, day: Day) -> DateFormatter {
    let key = FormatterKey(
      format: format, isTemplate: isTemplate,
      early: day < GregorianDateFormatter.firstDefaultGregorianDay)
    if let cached = formatters[key] { return cached }
    let formatter = GregorianDateFormatter.make(locale: locale, for: day)
    formatter.use(format, isTemplate: isTemplate)
    formatters[key] = formatter
    return formatter
  }

  /// The instant the texts format for `day`: its midnight in UTC, which a UTC formatter
  /// writes as that day.
  public func date(for day: Day) -> Date { GregorianDateFormatter.date(for: day) }

  /// A measured value in the image's digits and decimal separator (`2,5` in `de_DE`): the
  /// heat-map legend's ends read like the grid they describe.
  public func number(_ value: Double) -> String {
    numerals.number(value)
  }
}

extension CalendarText {
  /// This thread's instance for a locale. Making the calendar and date formatters costs
  /// more than laying out a month, and a renderer lays out many images on one thread, so
  /// each thread keeps one per locale. (Instances are not thread-safe, hence per thread.)
  public static func cached(localeIdentifier: String) -> CalendarText {
    perThread.value(for: localeIdentifier) { CalendarText(localeIdentifier: localeIdentifier) }
  }

  private static let perThread = PerThreadCache<String, CalendarText>()
}
