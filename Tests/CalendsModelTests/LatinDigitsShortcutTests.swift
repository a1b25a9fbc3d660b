import CalendsValues
import Foundation
import Testing

@testable import CalendsModel

/// Day numbers and whole numbers skip ICU's formatters where the locale writes Latin digits.
/// The shortcut must give exactly what ICU's Gregorian date formatter gives, so this test runs
/// both over every locale ICU knows, and over locales whose keywords change the digits.
@Suite struct LatinDigitsShortcutTests {
  static let keywordLocales = [
    "ar_EG", "ar-u-nu-latn", "ar_SA", "fa_IR", "ja@numbers=jpan", "en@numbers=arab",
    "th-u-nu-thai", "hi-u-nu-deva", "zh_Hant@numbers=hanidec", "he_IL@calendar=hebrew",
    "ja_JP@calendar=japanese", "my_MM", "ne_NP", "bn_BD", "mr_IN", "ps_AF", "ur_PK",
  ]

  static let days = (1...31).map { Day(year: 2019, month: 1, day: $0)! }
  static let integers = [1, 2, 7, 10, 13, 31, 52, 100, 999, 1000, 1582, 2019, 9999, 0, 10_000, -3]

  @Test func everyLocaleWritesTheSameDigitsBothWays() {
    var latin = 0
    var other = 0
    for identifier in Locale.availableIdentifiers + Self.keywordLocales {
      let text = CalendarText(localeIdentifier: identifier)
      if text.numerals.writesLatinDigits { latin += 1 } else { other += 1 }
      for day in Self.days {
        #expect(
          text.dayNumber(day) == text.formattedDayNumber(day), "\(identifier), day \(day.day)")
      }
      for value in Self.integers {
        #expect(
          text.numerals.integer(value) == text.numerals.formattedInteger(value),
          "\(identifier), \(value)")
      }
    }
    // Both paths were exercised: most locales write Latin digits, and some do not.
    #expect(latin > 300)
    #expect(other > 20)
  }

  @Test func theShortcutIsTakenOnlyForLatinDigits() {
    #expect(CalendarText(localeIdentifier: "en_US").numerals.writesLatinDigits)
    #expect(CalendarText(localeIdentifier: "ar-u-nu-latn").numerals.writesLatinDigits)
    #expect(!CalendarText(localeIdentifier: "ar_EG").numerals.writesLatinDigits)
    #expect(!CalendarText(localeIdentifier: "ja@numbers=jpan").numerals.writesLatinDigits)
    #expect(CalendarText(localeIdentifier: "ar_EG").dayNumber(Self.days[22]) == "٢٣")
    #expect(CalendarText(localeIdentifier: "ja@numbers=jpan").dayNumber(Self.days[12]) == "十三")
  }
}
