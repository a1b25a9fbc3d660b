public import CalendsValues
public import Foundation

/// The secondary calendar whose dates are drawn under the Gregorian ones (`FUIAlternateCalendar`).
/// Raw values are the spec's spelling.
public enum AlternateCalendar: String, Sendable, CaseIterable {
  /// `none` (the default) draws no second calendar. The others are Foundation's calendars
  /// of the same names: Islamic (astronomical, civil and Umm al-Qura), Chinese, Hebrew,
  /// Persian, Japanese, Buddhist, Republic of China (Minguo) and Indian.
  case none, islamic, islamicCivil, islamicUmmAlQura, chinese, hebrew, persian, japanese, buddhist,
    republicOfChina, indian

  /// Nil for `none`: there is no second calendar to compute.
  public var foundationIdentifier: Calendar.Identifier? {
    switch self {
    case .none: nil
    case .islamic: .islamic
    case .islamicCivil: .islamicCivil
    case .islamicUmmAlQura: .islamicUmmAlQura
    case .chinese: .chinese
    case .hebrew: .hebrew
    case .persian: .persian
    case .japanese: .japanese
    case .buddhist: .buddhist
    case .republicOfChina: .republicOfChina
    case .indian: .indian
    }
  }

  /// The locale used when `alternateCalendarLocale` is not given. The control promises "the
  /// corresponding default Locale for the secondary calendar", which it does not name; these are
  /// the languages whose speakers use each calendar: islamic variants → `ar`, chinese → `zh_CN`,
  /// hebrew → `he`, persian → `fa`, japanese → `ja`, buddhist → `th`, republicOfChina →
  /// `zh_TW`, indian → `hi`. `none`
  /// draws nothing and has the empty (root) identifier.
  ///
  /// Its digits are not its own: `AlternateCalendarText` writes the image's numbering system.
  public var defaultLocaleIdentifier: String {
    switch self {
    case .none: ""
    case .islamic, .islamicCivil, .islamicUmmAlQura: "ar"
    case .chinese: "zh_CN"
    case .hebrew: "he"
    case .persian: "fa"
    case .japanese: "ja"
    case .buddhist: "th"
    case .republicOfChina: "zh_TW"
    case .indian: "hi"
    }
  }
}

/// The text a secondary calendar adds to a month: a short label under each day's number and the
/// range of its months for the header. A calendar whose days and months are the Gregorian ones
/// (Japanese, Buddhist, Minguo) differs only in its year, so it adds no day labels and its
/// header names the year ("令和元年", "พ.ศ. 2562"). Its numbers are written in the image's
/// numbering system, whatever its locale's own: one image, one set of digits. Computed by Foundation (ICU) in a fixed UTC time zone, so
/// the instant built for a civil day always falls on that day in every calendar.
///
/// Formatters are made once per instance, because making one costs far more than using it. Not
/// thread-safe: like `CalendarText`, use one per thread.
public final class AlternateCalendarText {
  /// The calendar whose text this writes.
  public let alternateCalendar: AlternateCalendar
  /// The locale its names and digits follow.
  public let locale: Locale
  /// Nil for `.none`, which yields empty strings.
  private let calendar: Calendar?
  /// Whether the Chinese calendar is drawn the traditional way (初一, 正月 …); only readers of
  /// Chinese expect those names, other locales get the day's number.
  private let usesTraditionalChineseNames: Bool
  private var formatters: [String: DateFormatter] = [:]

  /// The separator between two months in `monthRangeTitle`. ICU's own interval formats are not
  /// used: for the Persian calendar they print the first month twice ("دی تا دی ۱۳۹۷" for
  /// Dey–Bahman), and one separator keeps every header of a document alike.
  public static let rangeSeparator = " – "

  /// `localeIdentifier` nil means `calendar.defaultLocaleIdentifier`; `numberingSystem` is the
  /// image's (nil keeps the locale's own).
  public init(
    calendar alternateCalendar: AlternateCalendar, localeIdentifier: String?,
    numberingSystem: Locale.NumberingSystem? = nil
  ) {
    self.alternateCalendar = alternateCalendar
    var components = Locale.Components(
      identifier: localeIdentifier ?? alternateCalendar.defaultLocaleIdentifier)
    if let numberingSystem { components.numberingSystem = numberingSystem }
    let locale = Locale(components: components)
    self.locale = locale
    if let identifier = alternateCalendar.foundationIdentifier {
      var calendar = Calendar(identifier: identifier)
      calendar.locale = locale
      calendar.timeZone = TimeZone(identifier: "UTC")!
      self.calendar = calendar
    } else {
      calendar = nil
    }
    usesTraditionalChineseNames =
      alternateCalendar == .chinese && locale.language.languageCode == .chinese
    sharesGregorianDays = calendar.map(Self.sharesGregorianDays) ?? false
  }

  /// Whether every day has the same month and day number here as in the Gregorian calendar,
  /// so a label under the day would repeat its number. Checked on the days of a leap year.
  public let sharesGregorianDays: Bool

  private static func sharesGregorianDays(_ calendar: Calendar) -> Bool {
    let first = Day(unchecked: 2020, 1, 1)
    return (0..<366).allSatisfy { offset in
      let day = first.adding(days: offset)
      let fields = calendar.dateComponents(
        [.month, .day], from: GregorianDateFormatter.date(for: day))
      return fields.month == day.month && fields.day == day.day
    }
  }

  /// Whether the labels are written right to left (Arabic, Hebrew, Persian …), for alignment.
  public var isRightToLeft: Bool {
    locale.language.characterDirection == .rightToLeft
  }

  /// The short label drawn under a day's number: the day of the month in the alternate calendar,
  /// in the locale's digits. In Chinese the traditional day name (初一 … 廿九, 三十), and on the
  /// first day of a lunar month the month's name instead (正月, 闰二月 …), as printed Chinese
  /// calendars mark a new month. Nil for `.none` and where the label would repeat the day's
  /// number (`sharesGregorianDays`).
  public func dayLabel(_ day: Day) -> String? {
    guard let calendar, !sharesGregorianDays else { return nil }
    let date = date(for: day)
    if usesTraditionalChineseNames {
      let dayOfMonth = calendar.component(.day, from: date)
      // ICU's month names carry the leap prefix (闰) and the locale's script (腊月 / 臘月).
      return dayOfMonth == 1
        ? formatter(pattern: "LLLL").string(from: date)
        : AlternateCalendarText.chineseDayName(dayOfMonth)
    }
    return formatter(pattern: "d").string(from: date)
  }

  /// The months of the alternate calendar that overlap a Gregorian month, for the dual header:
  /// "Jumada I – Jumada II 1440", one month "Jumada II 1440", across a year change
  /// "Dhuʻl-Hijjah 1439 – Muharram 1440". Names, digits and the place of the year follow the
  /// locale (Persian puts the year first: "۱۳۹۷ دی – بهمن"). Japanese titles carry the era
  /// (平成31年1月), Chinese ones the sexagenary year (戊戌年冬月 – 腊月), because the bare year
  /// number of those calendars means nothing without it. A calendar that shares the Gregorian
  /// months gives its year alone, with the era ("平成31年", "31 Heisei", "พ.ศ. 2562", across an
  /// era change "平成31年 – 令和元年"). Empty for `.none`.
  public func monthRangeTitle(for month: YearMonth) -> String {
    guard let calendar else { return "" }
    let first = date(for: month.firstDay)
    let last = date(for: month.lastDay)
    if sharesGregorianDays {
      let year = formatter(pattern: localizedPattern(template: "Gy"))
      let (firstYear, lastYear) = (year.string(from: first), year.string(from: last))
      return firstYear == lastYear ? firstYear : firstYear + Self.rangeSeparator + lastYear
    }
    let fields: Set<Calendar.Component> = [.era, .year, .month, .isLeapMonth]
    let a = calendar.dateComponents(fields, from: first)
    let b = calendar.dateComponents(fields, from: last)
    let full = formatter(pattern: yearMonthPattern)
    if a.era == b.era, a.year == b.year {
      if a.month == b.month, a.isLeapMonth == b.isLeapMonth { return full.string(from: first) }
      let monthOnly = formatter(pattern: "LLLL")
      return AlternateCalendarText.yearComesFirst(in: yearMonthPattern)
        ? full.string(from: first) + Self.rangeSeparator + monthOnly.string(from: last)
        : monthOnly.string(from: first) + Self.rangeSeparator + full.string(from: last)
    }
    return full.string(from: first) + Self.rangeSeparator + full.string(from: last)
  }

  /// The date pattern of a month with its year in this calendar and locale.
  private lazy var yearMonthPattern: String = {
    switch alternateCalendar {
    case .chinese:
      // ICU's pattern generator maps a cyclic-year template to the cycle's ordinal ("35年11月"
      // for 戊戌年冬月), so the pattern is spelled out.
      let language = locale.language.languageCode
      return language == .chinese || language == .japanese ? "U年MMMM" : "MMMM U"
    case .japanese:
      // Japanese years restart with each era; a year without its era is ambiguous.
      return localizedPattern(template: "GyMMMM")
    default:
      return localizedPattern(template: "yMMMM")
    }
  }()

  /// The locale's pattern for `template` in this calendar, which may differ from the locale's
  /// Gregorian one (`ar_SA` adds the era to Hijri dates, for instance).
  private func localizedPattern(template: String) -> String {
    let formatter = DateFormatter()
    formatter.calendar = calendar
    formatter.locale = locale
    formatter.setLocalizedDateFormatFromTemplate(template)
    return formatter.dateFormat
  }

  /// Whether a year field comes before the month field in a date pattern (quoted text skipped).
  static func yearComesFirst(in pattern: String) -> Bool {
    var quoted = false
    for character in pattern {
      if character == "'" {
        quoted.toggle()
      } else if !quoted {
        if "yUrGu".contains(character) { return true }
        if "ML".contains(character) { return false }
      }
    }
    return false
  }

  /// The traditional name of a Chinese lunar day: 初一 … 初十, 十一 … 十九, 二十, 廿一 … 廿九, 三十.
  /// Built here rather than through ICU's `hanidays` numbering so it needs no locale keyword.
  static func chineseDayName(_ day: Int) -> String {
    let digits = ["", "一", "二", "三", "四", "五", "六", "七", "八", "九", "十"]
    switch day {
    case 1...10: return "初" + digits[day]
    case 11...19: return "十" + digits[day - 10]
    case 20: return "二十"
    case 21...29: return "廿" + digits[day - 20]
    case 30: return "三十"
    default: return String(day)
    }
  }

  private func formatter(pattern: String) -> DateFormatter {
    if let cached = formatters[pattern] { return cached }
    let formatter = DateFormatter()
    formatter.calendar = calendar
    formatter.locale = locale
    formatter.timeZone = calendar?.timeZone
    formatter.dateFormat = pattern
    formatters[pattern] = formatter
    return formatter
  }

  private func date(for day: Day) -> Date { GregorianDateFormatter.date(for: day) }
}

extension AlternateCalendarText {
  /// This thread's instance for a calendar and locale (see `CalendarText.cached`).
  public static func cached(
    calendar: AlternateCalendar, localeIdentifier: String?,
    numberingSystem: Locale.NumberingSystem?
  ) -> AlternateCalendarText {
    let key =
      "\(calendar.rawValue).\(localeIdentifier ?? "")." + (numberingSystem?.identifier ?? "")
    return perThread.value(for: key) {
      AlternateCalendarText(
        calendar: calendar, localeIdentifier: localeIdentifier, numberingSystem: numberingSystem)
    }
  }

  private static let perThread = PerThreadCache<String, AlternateCalendarText>()
}
