import CICal
import CalendsValues

/// Where libical's recurrence iterator may start instead of DTSTART, so that a rule which
/// began long before the window costs the window's instances, not every instance since
/// (a daily rule from the year 63 walked 700,000 days before the step limit stopped it).
///
/// libical's `icalrecur_iterator_set_start` restarts the iterator at a date between DTSTART
/// and UNTIL, but it is only the plain walk's equal under conditions its documentation does
/// not spell out, so the jump is taken only where the differential tests
/// (`RecurrenceJumpTests`) show it gives the same instances:
/// - not with COUNT (libical refuses: counting needs every instance since DTSTART), nor
///   RSCALE;
/// - only DAILY, WEEKLY, MONTHLY and YEARLY: for the sub-daily FREQs libical keeps no
///   INTERVAL phase when it restarts;
/// - the target is the first day of a period (day, WKST week, month, year) that is a whole
///   number of INTERVALs from DTSTART's own, so libical's own phase check has nothing to
///   correct (its weekly check rounds weeks from the first instance, not from WKST);
/// - the target lies two weeks (plus the event's length and the widest UTC offset) before
///   the window, and a MONTHLY or YEARLY target a whole period before that (`limit`):
///   instances a period expansion would spill across a period's edge (ISO week 53 into
///   January) and instances started before the window that still overlap it are all in
///   the part walked;
/// - instances the restarted iterator gives before `limit` are dropped (`iterate`): they
///   cannot overlap the window, and libical's first instance after a YEARLY restart is
///   wrong when the year's expansion begins in the year before (BYWEEKNO=1 from a late
///   December Monday: it gives that day in the wrong year, on a weekday the rule excludes);
/// - a DAILY or WEEKLY rule with INTERVAL > 1 and a DTSTART before 1583 walks: libical's
///   calendar (ICU's) counts days before the Gregorian reform in the Julian calendar, so
///   its phase there is not the civil-date phase computed here.
enum RecurrenceJump {
  /// The days before the window's first possible instance that the target keeps.
  static let marginDays = 14

  /// The day before which no instance can overlap a window whose first possible instance
  /// starts on `earliest`, with the margin.
  static func limit(_ earliest: Day) -> Day { earliest.adding(days: -marginDays) }

  /// The date to restart `rule` at, in DTSTART's zone and kind; nil to walk from DTSTART.
  /// `earliest` is the first wall-clock day (in any zone) an instance overlapping the
  /// window can start on.
  static func target(_ rule: icalrecurrencetype, start: icaltimetype, earliest: Day)
    -> icaltimetype?
  {
    guard rule.count == 0, rule.rscale == nil, rule.interval >= 1, start.year >= 1 else {
      return nil
    }
    let interval = Int(rule.interval)
    let countsDays = rule.freq == ICAL_DAILY_RECURRENCE || rule.freq == ICAL_WEEKLY_RECURRENCE
    guard interval == 1 || !countsDays || start.year >= 1583 else { return nil }
    let first = Day(unchecked: Int(start.year), Int(start.month), Int(start.day))
    let limit = limit(earliest)
    guard first < limit else { return nil }
    let day: Day
    switch rule.freq {
    case ICAL_DAILY_RECURRENCE:
      day = first.adding(days: first.distance(to: limit) / interval * interval)
    case ICAL_WEEKLY_RECURRENCE:
      let weekStart = Int(rule.week_start.rawValue)
      guard (1...7).contains(weekStart) else { return nil }
      let week = first.adding(days: -((first.weekday - weekStart + 7) % 7))
      day = week.adding(days: week.distance(to: limit) / (7 * interval) * (7 * interval))
    case ICAL_MONTHLY_RECURRENCE:
      let months = (limit.year - first.year) * 12 + (limit.month - first.month) - 1
      guard months >= 0 else { return nil }
      let index = (first.month - 1) + months / interval * interval
      day = Day(unchecked: first.year + index / 12, index % 12 + 1, 1)
    case ICAL_YEARLY_RECURRENCE:
      guard limit.year - 1 >= first.year else { return nil }
      day = Day(unchecked: first.year + (limit.year - 1 - first.year) / interval * interval, 1, 1)
    default:
      return nil
    }
    guard first < day else { return nil }
    var target = start
    target.year = Int32(day.year)
    target.month = Int32(day.month)
    target.day = Int32(day.day)
    target.hour = 0
    target.minute = 0
    target.second = 0
    return target
  }
}
