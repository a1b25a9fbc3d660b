/// A civil date — year, month, day — with no time and no time zone.
///
/// Calendar grids are about days, not instants: doing the arithmetic on civil dates
/// (Howard Hinnant's days-from-civil algorithm) means no daylight-saving edge or time
/// zone can ever shift a cell.
public struct Day: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The year, 1…9999 (proleptic Gregorian).
  public let year: Int
  /// The month, 1…12.
  public let month: Int
  /// The day of the month, 1…31.
  public let day: Int

  /// Years outside this range are refused: it keeps every computation far from overflow
  /// and covers any calendar anybody renders.
  public static let supportedYears = 1...9999

  /// A day from `YYYY-MM-DD`, or an error saying what is wrong with the text — for dates
  /// written in code, where a silent nil would fall back to the clock's date.
  public init(_ iso: String) throws(ValueError) {
    guard let day = Day(iso: iso) else {
      throw ValueError(
        message: Day.isWellFormed(iso)
          ? "'\(MessageText.clipped(iso))' is not a valid date (no such day in the calendar)"
          : "'\(MessageText.clipped(iso))' is not a date; expected YYYY-MM-DD")
    }
    self = day
  }

  /// Returns nil for an impossible date such as 2019-02-30.
  public init?(year: Int, month: Int, day: Int) {
    guard Day.supportedYears.contains(year), (1...12).contains(month),
      (1...Day.daysInMonth(year: year, month: month)).contains(day)
    else { return nil }
    self.year = year
    self.month = month
    self.day = day
  }

  package init(unchecked year: Int, _ month: Int, _ day: Int) {
    self.year = year
    self.month = month
    self.day = day
  }

  /// Parses `YYYY-MM-DD` strictly: four-digit year, two-digit month and day.
  public init?(iso text: String) {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
      parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
      let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2])
    else { return nil }
    self.init(year: y, month: m, day: d)
  }

  /// Whether `year` has a 29 February (in the proleptic Gregorian calendar).
  public static func isLeapYear(_ year: Int) -> Bool {
    (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
  }

  /// The number of days of `month` (1…12) in `year`: 28 to 31.
  public static func daysInMonth(year: Int, month: Int) -> Int {
    switch month {
    case 2: return isLeapYear(year) ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }

  /// Days since 1970-01-01 (negative before it).
  public var daysSinceEpoch: Int {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let monthIndex = month > 2 ? month - 3 : month + 9
    let dayOfYear = (153 * monthIndex + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146097 + dayOfEra - 719468
  }

  /// The inverse of `daysSinceEpoch`. Only called with values derived from valid days.
  public init(daysSinceEpoch value: Int) {
    let z = value + 719468
    let era = (z >= 0 ? z : z - 146096) / 146097
    let dayOfEra = z - era * 146097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let mp = (5 * dayOfYear + 2) / 153
    let d = dayOfYear - (153 * mp + 2) / 5 + 1
    let m = mp < 10 ? mp + 3 : mp - 9
    self.init(unchecked: yearOfEra + era * 400 + (m <= 2 ? 1 : 0), m, d)
  }

  /// The day `days` days later (earlier when negative); the result must stay within
  /// `supportedYears`.
  public func adding(days: Int) -> Day { Day(daysSinceEpoch: daysSinceEpoch + days) }

  /// Days from `self` to `other` (positive when `other` is later).
  public func distance(to other: Day) -> Int { other.daysSinceEpoch - daysSinceEpoch }

  /// 1 = Sunday … 7 = Saturday, as Foundation numbers weekdays.
  public var weekday: Int {
    // 1970-01-01 was a Thursday (5).
    let offset = (daysSinceEpoch % 7 + 7) % 7
    return (offset + 4) % 7 + 1
  }

  /// The month this day is in.
  public var yearMonth: YearMonth { YearMonth(unchecked: year, month) }

  /// The ISO 8601 week number (weeks start on Monday; week 1 holds the year's first Thursday).
  public var isoWeek: Int {
    let mondayBased = (weekday + 5) % 7  // Monday 0 … Sunday 6
    let thursday = adding(days: 3 - mondayBased)
    let jan1 = Day(unchecked: thursday.year, 1, 1)
    return jan1.distance(to: thursday) / 7 + 1
  }

  /// `YYYY-MM-DD`.
  public var description: String {
    func pad(_ value: Int, _ width: Int) -> String {
      let digits = String(value)
      return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
    return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
  }

  /// Earlier days sort first.
  public static func < (lhs: Day, rhs: Day) -> Bool {
    (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
  }
}

extension Day {
  /// `YYYY-MM-DD` in shape, whether or not the day exists.
  public static func isWellFormed(_ text: String) -> Bool {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    return parts.count == 3 && parts.map(\.count) == [4, 2, 2]
      && parts.allSatisfy { $0.allSatisfy { $0.isASCII && $0.isNumber } }
  }
}
