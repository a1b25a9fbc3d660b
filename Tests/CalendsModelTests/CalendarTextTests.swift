import CalendsValues
import Foundation
import Testing

@testable import CalendsModel

/// What ICU's locale data gives on this platform for the locales the samples use. Where the
/// data has a surprise (Persian's genitive month in dates, `ar_SA`'s era) the test says so, so an
/// ICU update that changes it is noticed rather than silently redrawn.
@Suite struct CalendarTextTests {
  struct Expected: Sendable, CustomStringConvertible {
    var locale: String
    var rightToLeft: Bool
    var monthName: String
    var fullTitle: String
    var shortTitle: String
    var dayNumber: String
    var sunday: String
    var description: String { locale }
  }

  static let january2019 = YearMonth(year: 2019, month: 1)!
  static let day = Day(year: 2019, month: 1, day: 23)!

  static let cases: [Expected] = [
    Expected(
      locale: "en_US", rightToLeft: false, monthName: "January", fullTitle: "January 2019",
      shortTitle: "Jan 2019", dayNumber: "23", sunday: "S"),
    Expected(
      locale: "de_DE", rightToLeft: false, monthName: "Januar", fullTitle: "Januar 2019",
      shortTitle: "Jan. 2019", dayNumber: "23", sunday: "S"),
    // Egyptian Arabic writes Arabic-Indic digits.
    Expected(
      locale: "ar_EG", rightToLeft: true, monthName: "يناير", fullTitle: "يناير ٢٠١٩",
      shortTitle: "يناير ٢٠١٩", dayNumber: "٢٣", sunday: "ح"),
    Expected(
      locale: "he_IL", rightToLeft: true, monthName: "ינואר", fullTitle: "ינואר 2019",
      shortTitle: "ינו׳ 2019", dayNumber: "23", sunday: "א׳"),
    // Persian: Extended Arabic-Indic digits; in dates the month takes the genitive ending (ـهٔ)
    // (the Gregorian pattern, month first: the Persian calendar's pattern puts the year
    // first); the standalone name has no ending.
    Expected(
      locale: "fa_IR", rightToLeft: true, monthName: "ژانویه", fullTitle: "ژانویهٔ ۲۰۱۹",
      shortTitle: "ژانویه ۲۰۱۹", dayNumber: "۲۳", sunday: "ی"),
    // The day number is bare: the localized template "d" would add 日.
    Expected(
      locale: "zh_CN", rightToLeft: false, monthName: "一月", fullTitle: "2019年1月",
      shortTitle: "2019年1月", dayNumber: "23", sunday: "日"),
    Expected(
      locale: "ja_JP", rightToLeft: false, monthName: "1月", fullTitle: "2019年1月",
      shortTitle: "2019年1月", dayNumber: "23", sunday: "日"),
  ]

  @Test(arguments: cases) func localeText(_ expected: Expected) {
    let text = CalendarText(localeIdentifier: expected.locale)
    #expect(text.isRightToLeft == expected.rightToLeft)
    #expect(text.monthName(Self.january2019) == expected.monthName)
    #expect(text.fullMonthTitle(Self.january2019) == expected.fullTitle)
    #expect(text.monthTitle(Self.january2019) == expected.shortTitle)
    #expect(text.dayNumber(Self.day) == expected.dayNumber)
    #expect(text.weekdayLabel(1) == expected.sunday)
  }

  @Test func templateFormatsStayLocalized() {
    #expect(CalendarText(localeIdentifier: "zh_CN").format(Self.day, template: "d") == "23日")
    #expect(CalendarText(localeIdentifier: "ja_JP").format(Self.day, template: "MMMd") == "1月23日")
  }

  /// Digits follow the locale's default numbering system, which differs between Arabic
  /// locales in ICU's data: Saudi Arabia and Egypt use Arabic-Indic, Morocco and plain `ar` Latin.
  @Test func arabicDigitsFollowTheRegion() {
    #expect(CalendarText(localeIdentifier: "ar_SA").dayNumber(Self.day) == "٢٣")
    #expect(CalendarText(localeIdentifier: "ar_EG").dayNumber(Self.day) == "٢٣")
    #expect(CalendarText(localeIdentifier: "ar_MA").dayNumber(Self.day) == "23")
    #expect(CalendarText(localeIdentifier: "ar").dayNumber(Self.day) == "23")
    // A numbering keyword overrides the default.
    #expect(CalendarText(localeIdentifier: "ar_EG@numbers=latn").dayNumber(Self.day) == "23")
  }

  @Test func rightToLeftLanguages() {
    for identifier in ["ar", "ar_SA", "he", "fa", "ur_PK"] {
      #expect(CalendarText(localeIdentifier: identifier).isRightToLeft, "\(identifier)")
    }
    for identifier in ["en", "tr_TR", "hi_IN", "th_TH", "ru"] {
      #expect(!CalendarText(localeIdentifier: identifier).isRightToLeft, "\(identifier)")
    }
  }

  @Test func everyMonthHasAName() {
    let text = CalendarText(localeIdentifier: "en_US")
    let names = (1...12).map { text.monthName(YearMonth(year: 2019, month: $0)!) }
    #expect(names.first == "January")
    #expect(names.last == "December")
    #expect(Set(names).count == 12)
  }
}
