/// A moment as a civil date and a minute of that day, with no time zone: a timeline shows
/// wall-clock times, and no zone or daylight-saving rule can move an event to another hour.
public struct CivilTime: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The date.
  public let day: Day
  /// 0 ..< 1440.
  public let minute: Int

  /// Minutes in a day: 1440.
  public static let minutesPerDay = 1440

  /// The time `minute` minutes after `day`'s midnight. Minutes outside 0..<1440 carry into
  /// the days before or after, so minute 1440 is the next day's midnight (how an event ends
  /// at the end of a day).
  public init(day: Day, minute: Int) {
    let carry =
      minute >= 0 ? minute / CivilTime.minutesPerDay : (minute + 1) / CivilTime.minutesPerDay - 1
    self.day = day.adding(days: carry)
    self.minute = minute - carry * CivilTime.minutesPerDay
  }

  /// `YYYY-MM-DDTHH:MM`, as `init?(iso:)` reads it, with an error that says what is wrong:
  /// the form code builds events with (`try CivilTime("2027-01-11T10:00")`), as `Day`'s.
  public init(_ iso: String) throws(ValueError) {
    guard let time = CivilTime(iso: iso) else {
      throw ValueError(
        message: CivilTime.isWellFormed(iso)
          ? "'\(MessageText.clipped(iso))' is not a valid time (no such day or minute)"
          : "'\(MessageText.clipped(iso))' is not a time; expected YYYY-MM-DDTHH:MM")
    }
    self = time
  }

  /// `YYYY-MM-DDTHH:MM` (a space for the `T` is accepted). `24:00` is the next day's
  /// midnight, so an event can end "at the end of the day"; nil for anything else that is
  /// not a real time, such as `25:00` or `10:60`.
  public init?(iso text: String) {
    let separator = text.firstIndex { $0 == "T" || $0 == " " }
    guard let separator, let day = Day(iso: String(text[..<separator])) else { return nil }
    let clock = text[text.index(after: separator)...].split(
      separator: ":", omittingEmptySubsequences: false)
    guard clock.count == 2,
      clock.allSatisfy({ $0.count == 2 && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
      let hour = Int(clock[0]), let minute = Int(clock[1])
    else { return nil }
    guard (hour < 24 && minute < 60) || (hour == 24 && minute == 0) else { return nil }
    self.init(day: day, minute: hour * 60 + minute)
  }

  /// `YYYY-MM-DDTHH:MM` in shape, whether or not the date and time exist.
  public static func isWellFormed(_ text: String) -> Bool {
    let parts = text.split(whereSeparator: { $0 == "T" || $0 == " " })
    guard parts.count == 2, Day.isWellFormed(String(parts[0])) else { return false }
    let clock = parts[1].split(separator: ":", omittingEmptySubsequences: false)
    return clock.count == 2
      && clock.allSatisfy { $0.count == 2 && $0.allSatisfy { $0.isASCII && $0.isNumber } }
  }

  /// Minutes since 1970-01-01T00:00, for differences across days.
  public var minutesSinceEpoch: Int { day.daysSinceEpoch * CivilTime.minutesPerDay + minute }

  /// The time `minutes` later (earlier when negative), across days as needed.
  public func adding(minutes: Int) -> CivilTime { CivilTime(day: day, minute: minute + minutes) }

  /// `YYYY-MM-DDTHH:MM`.
  public var description: String {
    func pad(_ value: Int) -> String { value < 10 ? "0\(value)" : String(value) }
    return "\(day)T\(pad(minute / 60)):\(pad(minute % 60))"
  }

  /// Earlier times sort first.
  public static func < (lhs: CivilTime, rhs: CivilTime) -> Bool {
    (lhs.day, lhs.minute) < (rhs.day, rhs.minute)
  }
}
