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
/// - a DTSTART in a zone whose clocks spring forward within an hour of the event's time
///   of day walks (`nearGap`): libical's calendar (ICU's, in that zone) moves a time in
///   the gap an hour on and can keep the new hour for later instances, so a walk that passed
///   the gap and a restart that did not give different hours (a yearly 02:30 New York rule
///   walked from 2017 shows 03:30 in 2024; restarted, 02:30);
/// - a DAILY or WEEKLY rule with INTERVAL > 1 and a DTSTART before 1583 walks: libical's
///   calendar (ICU's) counts days before the Gregorian reform in the Julian calendar, so
///   its phase there is not the civil-date phase computed here.
enum RecurrenceJump {
  /// The days before the window's first possible instance that the target keeps.
  static let marginDays = 14

  /// The times of day within an hour of a gap of a zone: any of its observances (libical's
  /// VTIMEZONE, built from the system's zoneinfo or the file's) whose offset grows, at the
  /// time of day of its DTSTART or any RDATE. Every observance counts, whatever its years,
  /// and the hour either side covers another copy of the zone rules (ICU's own) placing a
  /// transition differently.
  ///
  /// Made once a zone, as sorted stretches of the day (a zone of 100,000 RDATEs asked about
  /// each second of the day cost their product), so its size is that of the zone's times.
  struct GapTable {
    /// Stretches of the day's seconds near a gap, sorted and apart; nil when every second
    /// is (an observance without offsets, or without a time).
    private var stretches: [Range<Int>]? = []

    /// The table of a VTIMEZONE `component` (nil: every second is near a gap).
    init(_ component: OpaquePointer?) {
      guard let component else {
        stretches = nil
        return
      }
      var marks: [Range<Int>] = []
      func mark(_ begins: Int, _ length: Int) -> Bool {
        guard length < 86_400 else { return false }
        let from = ((begins % 86_400) + 86_400) % 86_400
        if from + length <= 86_400 {
          marks.append(from..<(from + length))
        } else {
          marks.append(from..<86_400)
          marks.append(0..<(from + length - 86_400))
        }
        return true
      }
      for kind in [ICAL_XDAYLIGHT_COMPONENT, ICAL_XSTANDARD_COMPONENT] {
        var next = ical.icalcomponent_get_first_component(component, kind)
        while let observance = next {
          next = ical.icalcomponent_get_next_component(component, kind)
          guard
            let from = ical.icalcomponent_get_first_property(
              observance, ICAL_TZOFFSETFROM_PROPERTY),
            let to = ical.icalcomponent_get_first_property(observance, ICAL_TZOFFSETTO_PROPERTY)
          else {
            stretches = nil
            return
          }
          let gap =
            Int(ical.icalproperty_get_tzoffsetto(to))
            - Int(ical.icalproperty_get_tzoffsetfrom(from))
          guard gap > 0 else { continue }
          var times: [icaltimetype] = []
          if let start = ical.icalcomponent_get_first_property(observance, ICAL_DTSTART_PROPERTY)
          {
            times.append(ical.icalproperty_get_dtstart(start))
          }
          var rdate = ical.icalcomponent_get_first_property(observance, ICAL_RDATE_PROPERTY)
          while let property = rdate {
            let value = ical.icalproperty_get_rdate(property)
            times.append(
              ical.icaltime_is_null_time(value.time) == 0 ? value.time : value.period.start)
            rdate = ical.icalcomponent_get_next_property(observance, ICAL_RDATE_PROPERTY)
          }
          guard !times.isEmpty else {
            stretches = nil
            return
          }
          for time in times {
            let begins = Int(time.hour) * 3600 + Int(time.minute) * 60 + Int(time.second) - 3600
            guard mark(begins, gap + 7200) else {
              stretches = nil
              return
            }
          }
        }
      }
      var merged: [Range<Int>] = []
      for stretch in marks.sorted(by: { $0.lowerBound < $1.lowerBound }) {
        if let last = merged.last, stretch.lowerBound <= last.upperBound {
          merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, stretch.upperBound)
        } else {
          merged.append(stretch)
        }
      }
      stretches = merged
    }

    /// Whether `second` (a time of day) is within an hour of a gap.
    func near(_ second: Int) -> Bool {
      guard let stretches else { return true }
      let second = ((second % 86_400) + 86_400) % 86_400
      // The last stretch starting at or before `second`.
      var low = 0
      var high = stretches.count
      while low < high {
        let middle = (low + high) / 2
        if stretches[middle].lowerBound <= second { low = middle + 1 } else { high = middle }
      }
      return low > 0 && stretches[low - 1].contains(second)
    }
  }

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
