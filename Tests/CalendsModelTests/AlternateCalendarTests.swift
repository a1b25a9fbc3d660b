import CalendsValues
import Foundation
import Testing

@testable import CalendsModel

/// Dates checked against published tables, so a change in ICU's calendar arithmetic shows up.
@Suite struct AlternateCalendarTests {
  static func day(_ iso: String) -> Day { Day(iso: iso)! }
  static func month(_ year: Int, _ month: Int) -> YearMonth { YearMonth(year: year, month: month)! }

  struct Label: Sendable, CustomStringConvertible {
    var calendar: AlternateCalendar
    var locale: String?
    var day: String
    var label: String?
    var description: String { "\(calendar) \(locale ?? "default") \(day)" }
  }

  static let labels: [Label] = [
    // Umm al-Qura (KACST's published table): 1 Jumada I 1440 = 2019-01-07, so 2019-01-23 is the
    // 17th and 2019-02-05 the 30th (1 Jumada II = 2019-02-06).
    Label(calendar: .islamicUmmAlQura, day: "2019-01-23", label: "17"),
    Label(calendar: .islamicUmmAlQura, day: "2019-02-05", label: "30"),
    // ICU's astronomical `islamic` agrees on the 23rd but starts Jumada II a day earlier.
    Label(calendar: .islamic, day: "2019-01-23", label: "17"),
    Label(calendar: .islamic, day: "2019-02-05", label: "1"),
    // The tabular civil calendar (Friday epoch) runs a day behind: 16 Jumada I.
    Label(calendar: .islamicCivil, day: "2019-01-23", label: "16"),
    Label(calendar: .islamicCivil, day: "2019-02-05", label: "29"),
    // Plain `ar` writes Latin digits; a regional Arabic locale writes Arabic-Indic ones.
    Label(calendar: .islamicCivil, locale: "ar_SA", day: "2019-01-23", label: "١٦"),
    // Chinese: 2019-01-23 is 腊月十八; Chinese New Year 2019 (正月初一) fell on 2019-02-05.
    Label(calendar: .chinese, day: "2019-01-23", label: "十八"),
    Label(calendar: .chinese, day: "2019-02-05", label: "正月"),
    Label(calendar: .chinese, day: "2019-02-06", label: "初二"),
    Label(calendar: .chinese, day: "2019-02-24", label: "二十"),
    Label(calendar: .chinese, day: "2019-02-25", label: "廿一"),
    Label(calendar: .chinese, day: "2019-01-06", label: "腊月"),
    Label(calendar: .chinese, day: "2019-01-05", label: "三十"),
    // 2023 had a leap second month, from 2023-03-22; 三月 followed on 2023-04-20.
    Label(calendar: .chinese, day: "2023-03-22", label: "闰二月"),
    Label(calendar: .chinese, day: "2023-04-20", label: "三月"),
    Label(calendar: .chinese, locale: "zh_TW", day: "2019-01-06", label: "臘月"),
    Label(calendar: .chinese, locale: "zh_TW", day: "2023-03-22", label: "閏二月"),
    // Outside Chinese the lunar day is just a number.
    Label(calendar: .chinese, locale: "en", day: "2019-01-23", label: "18"),
    Label(calendar: .chinese, locale: "en", day: "2019-02-05", label: "1"),
    // Hebrew: Tu BiShvat (15 Shevat 5779) was 2019-01-21.
    Label(calendar: .hebrew, day: "2019-01-23", label: "17"),
    Label(calendar: .hebrew, day: "2019-02-05", label: "30"),
    // Persian: 1 Bahman 1397 = 2019-01-21; Persian digits.
    Label(calendar: .persian, day: "2019-01-23", label: "۳"),
    Label(calendar: .persian, day: "2019-02-05", label: "۱۶"),
    Label(calendar: .persian, locale: "en", day: "2019-01-23", label: "3"),
    // The Japanese, Buddhist and Minguo calendars share the Gregorian months and days: a label
    // would repeat the day's number.
    Label(calendar: .japanese, day: "2019-01-23", label: nil),
    Label(calendar: .buddhist, day: "2019-01-23", label: nil),
    Label(calendar: .republicOfChina, day: "2019-01-23", label: nil),
    // Indian national calendar: 1 Magha 1940 = 2019-01-21.
    Label(calendar: .indian, day: "2019-01-23", label: "3"),
    Label(calendar: .indian, day: "2019-02-05", label: "16"),
    Label(calendar: .none, day: "2019-01-23", label: nil),
  ]

  @Test(arguments: labels) func dayLabel(_ expected: Label) {
    let text = AlternateCalendarText(calendar: expected.calendar, localeIdentifier: expected.locale)
    #expect(text.dayLabel(Self.day(expected.day)) == expected.label)
  }

  struct Title: Sendable, CustomStringConvertible {
    var calendar: AlternateCalendar
    var locale: String?
    var month: YearMonth
    var title: String
    var description: String { "\(calendar) \(locale ?? "default") \(month)" }
  }

  static let titles: [Title] = [
    // Jumada I 1440 = 2019-01-07…02-05, Jumada II from 2019-02-06 (Umm al-Qura).
    Title(
      calendar: .islamicUmmAlQura, locale: "en", month: month(2019, 2),
      title: "Jumada I – Jumada II 1440"),
    Title(
      calendar: .islamicUmmAlQura, locale: "en", month: month(2019, 1),
      title: "Rabiʻ II – Jumada I 1440"),
    // 1 Muharram 1440 = 2018-09-11: the month spans a Hijri year change.
    Title(
      calendar: .islamicUmmAlQura, locale: "en", month: month(2018, 9),
      title: "Dhuʻl-Hijjah 1439 – Muharram 1440"),
    Title(
      calendar: .islamicUmmAlQura, month: month(2019, 1), title: "ربيع الآخر – جمادى الأولى 1440"),
    // ar_SA's Hijri pattern carries the era and Arabic-Indic digits.
    Title(
      calendar: .islamicCivil, locale: "ar_SA", month: month(2019, 1),
      title: "ربيع الآخر – جمادى الأولى، ١٤٤٠ هـ"),
    // The year goes where the locale puts it: before the month in Chinese and Persian.
    Title(calendar: .chinese, month: month(2019, 1), title: "戊戌年冬月 – 腊月"),
    Title(calendar: .chinese, month: month(2019, 2), title: "戊戌年腊月 – 己亥年正月"),
    Title(calendar: .persian, month: month(2019, 1), title: "۱۳۹۷ دی – بهمن"),
    Title(calendar: .persian, locale: "en", month: month(2019, 1), title: "Dey – Bahman 1397"),
    // 1 Farvardin 1398 (Nowruz) = 2019-03-21.
    Title(
      calendar: .persian, locale: "en", month: month(2019, 3), title: "Esfand 1397 – Farvardin 1398"
    ),
    Title(calendar: .hebrew, month: month(2019, 1), title: "טבת – שבט 5779"),
    Title(calendar: .hebrew, locale: "en", month: month(2019, 1), title: "Tevet – Shevat 5779"),
    // The Japanese months are the Gregorian ones: the title is the year with its era. Heisei
    // began on 1989-01-08 and Reiwa on 2019-05-01 (元年 is its first year).
    Title(calendar: .japanese, month: month(2019, 1), title: "平成31年"),
    Title(calendar: .japanese, month: month(2019, 5), title: "令和元年"),
    Title(calendar: .japanese, month: month(1989, 1), title: "昭和64年 – 平成元年"),
    Title(calendar: .japanese, locale: "en", month: month(2019, 1), title: "31 Heisei"),
    Title(calendar: .buddhist, month: month(2019, 1), title: "พ.ศ. 2562"),
    Title(calendar: .republicOfChina, month: month(2019, 1), title: "民國108年"),
    Title(calendar: .indian, month: month(2019, 1), title: "पौष – माघ 1940"),
    Title(calendar: .none, month: month(2019, 1), title: ""),
  ]

  @Test(arguments: titles) func monthRangeTitle(_ expected: Title) {
    let text = AlternateCalendarText(calendar: expected.calendar, localeIdentifier: expected.locale)
    #expect(text.monthRangeTitle(for: expected.month) == expected.title)
  }

  /// The hand-built day names against ICU's own `hanidays` numbering, over a whole lunar year.
  @Test func chineseDayNamesMatchICU() {
    var calendar = Calendar(identifier: .chinese)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let formatter = DateFormatter()
    formatter.calendar = calendar
    formatter.timeZone = calendar.timeZone
    formatter.locale = Locale(identifier: "zh_CN@numbers=hanidays")
    formatter.dateFormat = "d"
    let start = Self.day("2019-02-05")
    var seen: Set<Int> = []
    for offset in 0..<384 {
      let date = Date(
        timeIntervalSince1970: Double(start.adding(days: offset).daysSinceEpoch) * 86_400)
      let dayOfMonth = calendar.component(.day, from: date)
      seen.insert(dayOfMonth)
      #expect(AlternateCalendarText.chineseDayName(dayOfMonth) == formatter.string(from: date))
    }
    #expect(seen == Set(1...30))
  }

  @Test func firstDayOfEveryLunarMonthShowsTheMonth() {
    let text = AlternateCalendarText(calendar: .chinese, localeIdentifier: nil)
    var names: [String] = []
    var day = Self.day("2019-02-05")
    while day < Self.day("2020-01-25") {  // Chinese New Year 2020
      if let label = text.dayLabel(day), label.hasSuffix("月") { names.append(label) }
      day = day.adding(days: 1)
    }
    #expect(names == ["正月", "二月", "三月", "四月", "五月", "六月", "七月", "八月", "九月", "十月", "冬月", "腊月"])
  }

  /// The image's numbering system replaces the secondary locale's own, so one image has one
  /// set of digits: Arabic-Indic under `ar_EG` day numbers, Latin under `ar-u-nu-latn` ones.
  @Test func labelsAndTitlesTakeTheImagesDigits() {
    let arabic = AlternateCalendarText(
      calendar: .islamicUmmAlQura, localeIdentifier: nil,
      numberingSystem: Locale(identifier: "ar_EG").numberingSystem)
    #expect(arabic.dayLabel(Self.day("2019-01-23")) == "١٧")
    #expect(arabic.monthRangeTitle(for: Self.month(2019, 1)).hasSuffix("١٤٤٠"))
    let latin = AlternateCalendarText(
      calendar: .persian, localeIdentifier: nil,
      numberingSystem: Locale(identifier: "ar-u-nu-latn").numberingSystem)
    #expect(latin.dayLabel(Self.day("2019-01-23")) == "3")
    #expect(latin.monthRangeTitle(for: Self.month(2019, 1)) == "1397 دی – بهمن")
  }

  @Test func yearsAndEras() {
    let date = Self.day("2019-01-23")
    #expect(
      AlternateCalendarText(calendar: .buddhist, localeIdentifier: "en").monthRangeTitle(
        for: date.yearMonth) == "2562 BE")
    #expect(
      AlternateCalendarText(calendar: .japanese, localeIdentifier: "ja").monthRangeTitle(
        for: date.yearMonth
      ).hasPrefix("平成31"))
  }

  @Test func defaultLocales() {
    let expected: [AlternateCalendar: String] = [
      .none: "", .islamic: "ar", .islamicCivil: "ar", .islamicUmmAlQura: "ar", .chinese: "zh_CN",
      .hebrew: "he", .persian: "fa", .japanese: "ja", .buddhist: "th", .republicOfChina: "zh_TW",
      .indian: "hi",
    ]
    for calendar in AlternateCalendar.allCases {
      #expect(calendar.defaultLocaleIdentifier == expected[calendar])
      #expect((calendar.foundationIdentifier == nil) == (calendar == .none))
      #expect(AlternateCalendar(rawValue: calendar.rawValue) == calendar)
    }
    #expect(AlternateCalendar(rawValue: "islamicUmmAlQura") == .islamicUmmAlQura)
    #expect(
      AlternateCalendarText(calendar: .hebrew, localeIdentifier: nil).locale.identifier == "he")
    #expect(AlternateCalendarText(calendar: .persian, localeIdentifier: nil).isRightToLeft)
    #expect(!AlternateCalendarText(calendar: .chinese, localeIdentifier: nil).isRightToLeft)
  }

  @Test func yearComesFirstReadsThePattern() {
    #expect(AlternateCalendarText.yearComesFirst(in: "y MMMM"))
    #expect(AlternateCalendarText.yearComesFirst(in: "U年MMMM"))
    #expect(!AlternateCalendarText.yearComesFirst(in: "MMMM y"))
    #expect(!AlternateCalendarText.yearComesFirst(in: "'year' MMMM y"))
  }
}
