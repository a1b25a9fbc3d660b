import CalendsValues
import Foundation
import Testing

@testable import CalendsModel

/// `GregorianDateFormatter.make` hands ICU only the properties that change text: the locale
/// (which names the Gregorian calendar), UTC, and the moved Julian–Gregorian switch for days
/// before it. This test holds its text equal to a formatter given everything — the calendar
/// as well, the switch moved for every day — in every locale ICU knows, for every template
/// and pattern the styles use, on days either side of the switch.
@Suite struct GregorianFormatterParityTests {
  /// The formatter as it was made before: every property set.
  static func fullyConfigured(locale: Locale) -> DateFormatter {
    let calendar = GregorianDateFormatter.calendar(locale: locale)
    let formatter = DateFormatter()
    formatter.calendar = calendar
    formatter.locale = locale
    formatter.timeZone = calendar.timeZone
    formatter.gregorianStartDate = GregorianDateFormatter.gregorianStart
    return formatter
  }

  static let templates = ["MMMMy", "MMMy", "LLL", "y", "MMMMd", "yMMMd"]
  static let patterns = ["d", "y", "E d MMM y", "EEEE", "EEE d", "MMM", "HH", "h a", "QQQ"]
  static let days = [
    Day(year: 2019, month: 1, day: 23)!, Day(year: 2024, month: 2, day: 29)!,
    Day(year: 1582, month: 10, day: 15)!, Day(year: 1582, month: 10, day: 14)!,
    Day(year: 1582, month: 10, day: 4)!, Day(year: 1200, month: 3, day: 1)!,
    Day(year: 1, month: 1, day: 1)!, Day(year: 9999, month: 12, day: 31)!,
  ]

  @Test func everyLocaleWritesTheSameText() {
    let identifiers = Locale.availableIdentifiers + ["ar_SA", "fa_IR", "th_TH", "ja@numbers=jpan"]
    for identifier in identifiers {
      let locale = GregorianDateFormatter.locale(identifier)
      for (format, isTemplate) in Self.templates.map({ ($0, true) })
        + Self.patterns.map({ ($0, false) })
      {
        let reference = Self.fullyConfigured(locale: locale)
        reference.use(format, isTemplate: isTemplate)
        var made: [Bool: DateFormatter] = [:]
        for day in Self.days {
          let early = day < GregorianDateFormatter.firstDefaultGregorianDay
          let formatter =
            made[early]
            ?? {
              let new = GregorianDateFormatter.make(locale: locale, for: day)
              new.use(format, isTemplate: isTemplate)
              made[early] = new
              return new
            }()
          let date = GregorianDateFormatter.date(for: day)
          #expect(
            formatter.string(from: date) == reference.string(from: date),
            "\(identifier) \(format) \(day)")
        }
      }
    }
  }

  @Test func daysBeforeTheSwitchAreProlepticGregorian() {
    let text = CalendarText(localeIdentifier: "en_US")
    #expect(text.format(Day(year: 1200, month: 3, day: 1)!, template: "yMMMd") == "Mar 1, 1200")
    #expect(text.format(Day(year: 1582, month: 10, day: 14)!, template: "yMMMd") == "Oct 14, 1582")
    #expect(text.format(Day(year: 1582, month: 10, day: 15)!, template: "yMMMd") == "Oct 15, 1582")
  }
}
