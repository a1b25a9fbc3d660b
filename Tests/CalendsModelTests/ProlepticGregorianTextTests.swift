import CalendsValues
import Foundation
import SpecTestingSupport
import Testing

@testable import CalendsModel

/// Every text says the day the grid means: the proleptic Gregorian calendar for years 1…9999
/// (Foundation's own Gregorian calendar is Julian before 15 October 1582), written with the
/// locale's Gregorian patterns (not those of its default calendar).
@Suite struct ProlepticGregorianTextTests {
  static let locales = [
    "en_US", "en_GB", "de_DE", "fr_FR", "es_ES", "ru_RU", "ja_JP", "zh_CN", "zh_TW", "ar",
    "ar_EG", "ar_SA", "ar_MA", "fa_IR", "th_TH", "he_IL", "hi_IN", "ko_KR", "tr_TR",
    "th_TH@numbers=thai", "hi_IN@numbers=deva", "ar_SA@numbers=latn",
  ]

  /// Before, across and after the switch: one- to four-digit years, century years that are
  /// not leap (100, 1300) and those that are (1200, 1600).
  static let years = [1, 2, 4, 99, 100, 999, 1000, 1200, 1300, 1581, 1582, 1583, 1600, 9999]

  /// The year, at or after 1583 (where Foundation's calendar is Gregorian too), whose calendar
  /// is the same as `year`'s: the Gregorian calendar repeats every 400 years, weekdays included.
  static func sameCalendarYear(_ year: Int) -> Int {
    year >= 1583 ? year : year + 400 * ((1583 - year + 399) / 400)
  }

  @Test(arguments: locales) func titlesAreTheModernTitlesWithTheYearChanged(_ locale: String) {
    let text = CalendarText(localeIdentifier: locale)
    for year in Self.years {
      for month in 1...12 {
        let old = YearMonth(year: year, month: month)!
        let modern = YearMonth(year: 2026, month: month)!
        func changed(_ title: String) -> String {
          title.replacingOccurrences(
            of: text.digits(2026), with: text.digits(year))
        }
        #expect(text.fullMonthTitle(old) == changed(text.fullMonthTitle(modern)), "\(old)")
        #expect(text.monthTitle(old) == changed(text.monthTitle(modern)), "\(old)")
        #expect(text.monthTitleLines(old).month == text.monthTitleLines(modern).month, "\(old)")
        #expect(text.monthTitleLines(old).year == changed(text.monthTitleLines(modern).year))
        #expect(text.monthName(old) == text.monthName(modern))
      }
    }
  }

  /// Day numbers read 1…N, and a full date (weekday, day, month, year) reads as the same day
  /// of the year with the same calendar, with the year changed.
  @Test(arguments: locales) func daysReadAsTheGridCountsThem(_ locale: String) {
    let text = CalendarText(localeIdentifier: locale)
    for year in Self.years {
      let twin = Self.sameCalendarYear(year)
      for month in [1, 2, 3, 10, 12] {
        let page = YearMonth(year: year, month: month)!
        var day = page.firstDay
        while day <= page.lastDay {
          #expect(text.dayNumber(day) == text.digits(day.day), "\(day)")
          let same = Day(year: twin, month: month, day: day.day)!
          #expect(day.weekday == same.weekday)
          #expect(
            text.format(day, template: "EEEEdMMMMy")
              == text.format(same, template: "EEEEdMMMMy").replacingOccurrences(
                of: text.digits(twin), with: text.digits(year)),
            "\(day)")
          day = day.adding(days: 1)
        }
      }
    }
  }

  @Test func theIssuesDayIsTheFirstOfMarch() {
    let text = CalendarText(localeIdentifier: "en_US")
    let march = YearMonth(year: 1200, month: 3)!
    #expect(text.monthTitle(march) == "Mar 1200")
    #expect(text.dayNumber(march.firstDay) == "1")
    #expect(text.format(march.firstDay, template: "EEEdMMMy") == "Wed, Mar 1, 1200")
    // The ends of the supported range.
    #expect(
      text.format(Day(year: 1, month: 1, day: 1)!, template: "GyMMMdEEE") == "Mon, Jan 1, 1 AD")
    #expect(
      text.format(Day(year: 9999, month: 12, day: 31)!, template: "GyMMMdEEE")
        == "Fri, Dec 31, 9999 AD")
    // Leap days of the Gregorian reckoning, not of the Julian one.
    #expect(text.format(Day(year: 1200, month: 2, day: 29)!, template: "MMMd") == "Feb 29")
    #expect(Day(year: 1300, month: 2, day: 29) == nil)
  }

  /// CLDR's Gregorian patterns, not those of the locale's default calendar (Islamic in
  /// `ar_SA`: "فبراير، ٢٠١٩ م"; Persian in `fa_IR`: "۲۰۱۹ ژوئیهٔ"; Buddhist in `th_TH`:
  /// "ค.ศ. 2019"). Digits stay those of the locale's numbering system.
  @Test func gregorianPatternsInLocalesWithAnotherDefaultCalendar() {
    let february = YearMonth(year: 2019, month: 2)!
    let july = YearMonth(year: 2019, month: 7)!
    #expect(CalendarText(localeIdentifier: "ar_SA").fullMonthTitle(february) == "فبراير ٢٠١٩")
    #expect(CalendarText(localeIdentifier: "ar_SA").monthTitle(february) == "فبراير ٢٠١٩")
    #expect(CalendarText(localeIdentifier: "fa_IR").fullMonthTitle(july) == "ژوئیهٔ ۲۰۱۹")
    #expect(CalendarText(localeIdentifier: "th_TH").monthTitleLines(july).year == "2019")
    #expect(CalendarText(localeIdentifier: "th_TH").format(july.firstDay, template: "y") == "2019")
    // Even when the identifier names another calendar.
    #expect(
      CalendarText(localeIdentifier: "th_TH@calendar=buddhist").monthTitleLines(july).year
        == "2019")
    #expect(CalendarText(localeIdentifier: "ar_SA@numbers=latn").monthTitle(july) == "يوليو 2019")
  }

  @Test func theGregorianLocaleKeepsTheOtherKeywords() {
    let locale = GregorianDateFormatter.locale("th_TH@numbers=thai")
    #expect(locale.calendar.identifier == .gregorian)
    #expect(locale.numberingSystem.identifier == "thai")
    #expect(
      GregorianDateFormatter.locale("fa_IR@calendar=persian").calendar.identifier == .gregorian)
  }

  /// Week numbers take the locale's digits, the very ones its dates use.
  @Test(arguments: locales) func weekNumbersUseTheDatesDigits(_ locale: String) {
    let text = CalendarText(localeIdentifier: locale)
    for week in 1...53 {
      #expect(text.weekNumber(week) == text.digits(week), "\(week)")
    }
  }

  @Test func weekNumbersFollowEvenAnAlgorithmicNumbering() {
    let text = CalendarText(localeIdentifier: "ja_JP@numbers=jpan")
    #expect(text.weekNumber(13) == text.dayNumber(Day(year: 2019, month: 1, day: 13)!))
    #expect(text.weekNumber(13) == "十三")
    #expect(CalendarText(localeIdentifier: "ar_EG").weekNumber(52) == "٥٢")
    #expect(CalendarText(localeIdentifier: "en_US").weekNumber(1) == "1")
  }

  /// The locale-specific week start is the region's, whatever the calendar keyword.
  @Test(arguments: locales) func theWeekStartIsTheLocales(_ locale: String) {
    #expect(
      WeekStartDay.localeSpecific.firstWeekday(
        locale: CalendarText(localeIdentifier: locale).locale)
        == WeekStartDay.localeSpecific.firstWeekday(locale: Locale(identifier: locale)))
  }
}
