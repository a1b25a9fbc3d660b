import CalendsValues
import Foundation

/// Localized names the calendar draws, from Foundation's locale data (ICU): the proleptic
/// Gregorian calendar in the locale's Gregorian patterns (see `GregorianDateFormatter`), so
/// every text says the day the grid means, in every year and locale. A fixed UTC time zone is
/// used, so the instant built for a civil day always formats as that day.
///
/// Formatters are made once per instance: making one costs far more than using it.
public final class CalendarText {
  public let locale: Locale
  private let calendar: Calendar
  private var formatters: [String: DateFormatter] = [:]

  public init(localeIdentifier: String) {
    locale = GregorianDateFormatter.locale(localeIdentifier)
    calendar = GregorianDateFormatter.calendar(locale: locale)
  }

  /// The weekday label of the week label view: one letter ("S", "M", …), as the control shows.
  public func weekdayLabel(_ weekday: Int) -> String {
    let symbols = calendar.veryShortStandaloneWeekdaySymbols
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
    formatter(for: "d", isTemplate: false).string(from: date(for: day))
  }

  /// An ISO week number written the way the day numbers are (Arabic-Indic digits in `ar_EG`).
  /// The date formatter writes it, as the day of the year (`D`) of a day in that position, so
  /// it takes the very numbering the dates use, even an algorithmic one (`ja@numbers=jpan`
  /// writes 十三, which a number formatter would not).
  public func weekNumber(_ week: Int) -> String {
    guard (1...53).contains(week) else { return String(week) }
    let day = Day(unchecked: 2001, 1, 1).adding(days: week - 1)
    return formatter(for: "D", isTemplate: false).string(from: date(for: day))
  }

  public func format(_ day: Day, template: String) -> String {
    formatter(for: template).string(from: date(for: day))
  }

  private func formatter(for format: String, isTemplate: Bool = true) -> DateFormatter {
    let key = isTemplate ? format : "pattern:" + format
    if let cached = formatters[key] { return cached }
    let formatter = GregorianDateFormatter.make(locale: locale)
    if isTemplate {
      formatter.setLocalizedDateFormatFromTemplate(format)
    } else {
      formatter.dateFormat = format
    }
    formatters[key] = formatter
    return formatter
  }

  public func date(for day: Day) -> Date { GregorianDateFormatter.date(for: day) }

  /// A number written as `Self.plainNumber` does (at most two decimals, no grouping), in the
  /// digits the day numbers use (Arabic-Indic in `ar_EG`) and the locale's decimal separator
  /// (`2,5` in `de_DE`): the heat-map legend's ends read like the grid they describe.
  public func number(_ value: Double) -> String {
    let plain = Self.plainNumber(value)
    let digits = localDigits
    var result = ""
    for character in plain {
      if let digit = character.wholeNumberValue, character.isASCII {
        result.append(digits[digit])
      } else if character == "." {
        result += decimalSeparator
      } else {
        result.append(character)
      }
    }
    return result
  }

  /// At most two decimals, none on a whole number: `15000`, `2.5`.
  public static func plainNumber(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
    return String(rounded)
  }

  /// 0…9 as the day numbers write them; ASCII where the locale's numbering is not ten
  /// single digits (Japanese `jpan` writes 十 for 10).
  private lazy var localDigits: [Character] = {
    let ascii = Array("0123456789")
    let ones = (1...9).map { dayNumber(Day(unchecked: 2001, 1, $0)) }
    let ten = Array(dayNumber(Day(unchecked: 2001, 1, 10)))
    guard ones.allSatisfy({ $0.count == 1 }), ten.count == 2, ten[0] == Character(ones[0]) else {
      return ascii
    }
    return [ten[1]] + ones.map { Character($0) }
  }()

  private lazy var decimalSeparator: String = {
    let formatter = NumberFormatter()
    formatter.locale = locale
    return formatter.decimalSeparator ?? "."
  }()
}

extension CalendarText {
  /// This thread's instance for a locale. Making the calendar and date formatters costs
  /// more than laying out a month, and a renderer lays out many images on one thread, so
  /// each thread keeps one per locale. (Instances are not thread-safe, hence per thread.)
  public static func cached(localeIdentifier: String) -> CalendarText {
    let key = "calends.CalendarText." + localeIdentifier
    if let existing = Thread.current.threadDictionary[key] as? CalendarText { return existing }
    let made = CalendarText(localeIdentifier: localeIdentifier)
    Thread.current.threadDictionary[key] = made
    return made
  }
}
