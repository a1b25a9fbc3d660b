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
      self = .instant(Int64(ical.icaltime_as_timet_with_zone(time, zone)))
    } else {
      self = .floating(Moment.wallSeconds(time))
    }
  }

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

  func adding(seconds: Int64, days: Int) -> Moment {
    switch self {
    case .date(let day): .date(day.adding(days: days))
    case .floating(let wall): .floating(wall + seconds)
    case .instant(let instant): .instant(instant + seconds)
    }
  }
}
