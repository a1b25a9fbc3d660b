import CICal
import CalendsValues

/// A DTSTART-like value with its meaning kept apart: a date (all-day), a floating wall-clock
/// time (shown as is in any zone) or an instant (UTC, or a zone's time converted).
enum Moment: Hashable {
  case date(Day)
  /// Wall-clock seconds since 1970-01-01T00:00, in no zone.
  case floating(Int64)
  /// Seconds since the Unix epoch.
  case instant(Int64)

  /// The moment of a libical time; `zone` is the time's resolved zone (nil: floating or UTC
  /// as libical marked it).
  init(_ time: icaltimetype) {
    if time.is_date != 0 {
      self = .date(Day(unchecked: Int(time.year), Int(time.month), Int(time.day)))
    } else if let zone = time.zone {
      if time.year > RuleShape.lastYear {
        // libical answers with its last year's last offset, after working the zone's
        // transitions out again for each time asked (`ZoneResolver`).
        self = .instant(Moment.wallSeconds(time) - Int64(Moment.lastOffset(zone)))
      } else {
        self = .instant(Int64(ical.icaltime_as_timet_with_zone(time, zone)))
      }
    } else {
      self = .floating(Moment.wallSeconds(time))
    }
  }

  /// `zone`'s UTC offset at the end of libical's last year, in seconds east: what libical
  /// gives any later time.
  static func lastOffset(_ zone: OpaquePointer) -> Int {
    var time = ical.icaltime_null_time()
    time.year = Int32(RuleShape.lastYear)
    time.month = 12
    time.day = 31
    time.hour = 23
    time.minute = 59
    time.second = 59
    var daylight: Int32 = 0
    return Int(ical.icaltimezone_get_utc_offset(zone, &time, &daylight))
  }

  /// The first instant of the year after libical's last (2583-01-01T00:00Z).
  static let pastLastYear =
    Int64(Day(unchecked: RuleShape.lastYear + 1, 1, 1).daysSinceEpoch) * 86_400

  static func wallSeconds(_ time: icaltimetype) -> Int64 {
    let day = Day(unchecked: Int(time.year), Int(time.month), Int(time.day))
    return Int64(day.daysSinceEpoch) * 86_400
      + Int64(time.hour * 3600 + time.minute * 60 + time.second)
  }

  /// An all-day value.
  var isDate: Bool {
    if case .date = self { return true }
    return false
  }

  /// A key that orders moments of one kind (THISANDFUTURE overrides among a series'
  /// instances); a date counts as its midnight, UTC or wall clock alike.
  var order: Int64 {
    switch self {
    case .date(let day): Int64(day.daysSinceEpoch) * 86_400
    case .floating(let wall): wall
    case .instant(let instant): instant
    }
  }

  func adding(seconds: Int64, days: Int) -> Moment {
    switch self {
    case .date(let day): .date(day.adding(days: days))
    case .floating(let wall): .floating(wall + seconds)
    case .instant(let instant): .instant(instant + seconds)
    }
  }
}
