import CalendsValues
public import Foundation

/// Writes numbers in one locale's numbering system, so that every number of an image — day
/// numbers, week numbers, a secondary calendar's days and years, a legend's values — is in the
/// same digits: Arabic-Indic for `ar_EG`, Persian for `fa`, Latin for `ar-u-nu-latn`. The
/// numbering system is ICU's for the locale (its default, or the `-u-nu-` keyword it names).
///
/// Whole numbers from 1 to 9999 are written by a Gregorian date formatter, as the year of that
/// number: it is the one ICU path that also writes an algorithmic numbering (`ja@numbers=jpan`
/// writes 十三), exactly as the day numbers beside them are written. Other values go through a
/// number formatter: at most two decimals, no grouping, the locale's decimal separator.
///
/// Not thread-safe (it keeps formatters); like `CalendarText`, use one per thread.
public final class LocaleNumerals {
  /// The locale as given: its default numbering system, or the one its `-u-nu-` keyword names.
  public let locale: Locale

  /// Numbers in `locale`'s digits; no formatter is made until a number needs one.
  public init(locale: Locale) {
    self.locale = locale
  }

  /// The numbering system every number of the image is written in.
  public var numberingSystem: Locale.NumberingSystem { locale.numberingSystem }

  /// Whether the numbering system is the Latin digits, in which ICU writes a whole number (as a
  /// number or as a Gregorian day or year field) exactly as `String(_:)` does. Most images
  /// are in such a locale, and for them no formatter is made at all: making ICU's date
  /// formatter costs more than laying out the month (the differential test over every locale
  /// ICU knows holds the two paths equal).
  public private(set) lazy var writesLatinDigits = numberingSystem.identifier == "latn"

  /// Writes a number as the year of that number's 1 January; years before 1583 need the
  /// proleptic formatter (`GregorianDateFormatter.make`).
  private lazy var yearFormatter = makeYearFormatter(year: 2000)
  private lazy var earlyYearFormatter = makeYearFormatter(year: 1)

  private func makeYearFormatter(year: Int) -> DateFormatter {
    let formatter = GregorianDateFormatter.make(
      locale: GregorianDateFormatter.locale(locale.identifier),
      for: Day(year: year, month: 1, day: 1)!)
    formatter.dateFormat = "y"
    return formatter
  }

  private lazy var numberFormatter: NumberFormatter = {
    let formatter = NumberFormatter()
    formatter.locale = locale
    formatter.usesGroupingSeparator = false
    formatter.minimumFractionDigits = 0
    formatter.maximumFractionDigits = 2
    formatter.roundingMode = .halfUp
    return formatter
  }()

  /// A whole number in the locale's digits: "52", "٥٢", "۵۲", "五十二".
  public func integer(_ value: Int) -> String {
    if writesLatinDigits, (1...9999).contains(value) { return String(value) }
    return formattedInteger(value)
  }

  /// `integer(_:)` as ICU writes it, whatever the numbering system (the differential tests'
  /// reference for the Latin shortcut).
  public func formattedInteger(_ value: Int) -> String {
    guard (1...9999).contains(value), let day = Day(year: value, month: 1, day: 1) else {
      return numberFormatter.string(from: NSNumber(value: value)) ?? String(value)
    }
    let formatter =
      day < GregorianDateFormatter.firstDefaultGregorianDay ? earlyYearFormatter : yearFormatter
    return formatter.string(from: GregorianDateFormatter.date(for: day))
  }

  /// A measured value with at most two decimals, none on a whole number: "15000", "2,5".
  public func number(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return integer(Int(rounded)) }
    return numberFormatter.string(from: NSNumber(value: rounded)) ?? String(rounded)
  }
}
