import CICal
import CalendsValues

/// Whole days in the display zone, as wall-clock seconds: `[from 00:00, through+1 00:00)`.
struct ExpansionWindow {
  let from: Day
  let through: Day
  let zone: DisplayZone
  let start: Int64
  let end: Int64

  init(from: Day, through: Day, zone: DisplayZone) {
    self.from = from
    self.through = through
    self.zone = zone
    start = Int64(from.daysSinceEpoch) * 86_400
    end = Int64(through.adding(days: 1).daysSinceEpoch) * 86_400
  }

  /// More than any zone's UTC offset (they run from −12 to +14 hours): an instant further
  /// than this from the window is outside it without asking libical for its wall clock.
  static let slack: Int64 = 15 * 3600

  /// Whether `moment` is at or after the window's end in the display zone.
  func isAtOrAfterEnd(_ moment: Moment) -> Bool {
    switch moment {
    case .instant(let instant):
      if instant >= end + ExpansionWindow.slack { return true }
      if instant < end - ExpansionWindow.slack { return false }
      return zone.local(moment).wall >= end
    case .floating(let wall): return wall >= end
    case .date(let day): return Int64(day.daysSinceEpoch) * 86_400 >= end
    }
  }

  /// Whether `moment` is before the window's start in any zone: an occurrence ending there
  /// cannot overlap it.
  func isWellBeforeStart(_ moment: Moment) -> Bool {
    switch moment {
    case .instant(let instant): instant < start - ExpansionWindow.slack
    case .floating(let wall): wall < start
    case .date(let day): Int64(day.daysSinceEpoch) * 86_400 < start
    }
  }
}

/// Collects occurrences inside a window: libical's recurrence iterator gives the instances
/// (every FREQ, BY-rule and WKST), stopping at the window's end; RDATEs join, EXDATEs and
/// overridden instances leave.
struct RecurrenceExpansion {
  let window: ExpansionWindow
  let file: String
  var occurrences: [Occurrence] = []
  var steps = 0
  /// Whether rules may start near the window (`RecurrenceJump`) instead of at DTSTART; off
  /// only for the differential tests' plain walk.
  var jumps = true
  /// Display-zone times of instants already converted (`local`).
  var locals: [Int64: DisplayZone.Local] = [:]
  /// `nearGap`'s answers.
  var gaps: [GapKey: Bool] = [:]

  init(window: ExpansionWindow, file: String) {
    self.window = window
    self.file = file
  }

  mutating func expand(_ event: EventComponent, skipping overridden: Set<Moment>)
    throws(ICalendarError)
  {
    let rules = event.rules()
    let dates = event.times(ICAL_RDATE_PROPERTY) { ical.icalproperty_get_rdate($0).time }
    if rules.isEmpty && dates.isEmpty {
      try add(event, at: event.begin)
      return
    }
    var starts: [Moment] = [event.begin]
    for rule in rules {
      try iterate(rule, event) { starts.append($0) }
    }
    for date in dates where ical.icaltime_is_null_time(date) == 0 {
      starts.append(event.zones.moment(date))
    }
    var excluded = overridden
    for date in event.times(ICAL_EXDATE_PROPERTY, ical.icalproperty_get_exdate) {
      excluded.insert(event.zones.moment(date))
    }
    var seen: Set<Moment> = []
    for moment in starts {
      guard !excluded.contains(moment), seen.insert(moment).inserted else { continue }
      try add(event, at: moment)
    }
  }

  /// Calls `body` with each instance of `rule` that starts before the window's end (and,
  /// when the iterator jumps, those from shortly before the window on).
  mutating func iterate(
    _ rule: icalrecurrencetype, _ event: EventComponent, _ body: (Moment) -> Void
  ) throws(ICalendarError) {
    guard var iterator = ical.icalrecur_iterator_new(rule, event.start) else {
      throw ICalendarError(file: file, line: event.line, message: "libical cannot expand its RRULE")
    }
    defer { ical.icalrecur_iterator_free(iterator) }
    // Restarted near the window, instances before `skipBefore` are dropped (see
    // `RecurrenceJump`).
    var skipBefore: Day?
    let earliest = earliest(event)
    if jumps, let target = RecurrenceJump.target(rule, start: event.start, earliest: earliest),
      !nearGap(event.start)
    {
      // libical's YEARLY restart reads its thread's error number as its own result.
      ical.icalerror_clear_errno()
      if ical.icalrecur_iterator_set_start(iterator, target) != 0 {
        skipBefore = RecurrenceJump.limit(earliest)
      } else {
        // Refused (a first instance past libical's last year): walk from DTSTART instead.
        guard let fresh = ical.icalrecur_iterator_new(rule, event.start) else { return }
        ical.icalrecur_iterator_free(iterator)
        iterator = fresh
      }
    }
    while true {
      var next = ical.icalrecur_iterator_next(iterator)
      if ical.icaltime_is_null_time(next) != 0 { return }
      next.zone = event.start.zone
      next.is_date = event.start.is_date
      steps += 1
      if steps > Limits.recurrenceSteps {
        throw ICalendarError(
          file: file, line: event.line,
          message:
            "expanding this event's RRULE up to \(window.through) takes more than \(Limits.recurrenceSteps) steps, over the limit"
        )
      }
      if let skipBefore,
        Day(unchecked: Int(next.year), Int(next.month), Int(next.day)) < skipBefore
      {
        continue
      }
      let moment = event.zones.moment(next)
      if window.isAtOrAfterEnd(moment) { return }
      body(moment)
    }
  }

  /// Whether `start`'s time of day is near a gap of its zone (`RecurrenceJump.nearGap`),
  /// remembered by zone and time. Dates, floating and UTC times have no gaps.
  mutating func nearGap(_ start: icaltimetype) -> Bool {
    guard start.is_date == 0, let zone = start.zone, zone != ical.icaltimezone_get_utc_timezone()
    else { return false }
    let key = GapKey(zone: zone, second: Int(start.hour * 3600 + start.minute * 60 + start.second))
    if let known = gaps[key] { return known }
    let near = RecurrenceJump.nearGap(zone, second: key.second)
    gaps[key] = near
    return near
  }

  struct GapKey: Hashable {
    let zone: OpaquePointer
    let second: Int
  }

  /// The first wall-clock day an instance of `event` overlapping the window can start on:
  /// the window's first day, less the event's length and the widest UTC offset.
  func earliest(_ event: EventComponent) -> Day {
    let seconds =
      window.start - ExpansionWindow.slack - event.seconds - Int64(event.days) * 86_400
    let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
    return Day(daysSinceEpoch: Int(days))
  }

  /// Adds the instance starting at `moment` if it overlaps the window.
  mutating func add(_ event: EventComponent, at moment: Moment) throws(ICalendarError) {
    let ending = moment.adding(seconds: event.seconds, days: event.days)
    guard !window.isWellBeforeStart(ending) else { return }
    let first = local(moment)
    let last = local(ending)
    let overlaps =
      first.wall < window.end
      && (last.wall > window.start || (last.wall == first.wall && first.wall >= window.start))
    guard overlaps else { return }
    guard occurrences.count < Limits.icsOccurrences else {
      throw ICalendarError(
        file: file, line: 0,
        message:
          "more than \(Limits.icsOccurrences) occurrences from \(window.from) to \(window.through), over the limit; ask for fewer days"
      )
    }
    occurrences.append(
      Occurrence(
        uid: event.uid, title: event.title, location: event.location, color: event.color,
        allDay: moment.isDate, start: first, end: last))
  }

  /// `moment` in the display zone. Instants are remembered: a busy calendar's occurrences
  /// start and end on few distinct instants (the hours of its days), and libical's
  /// conversion of each cost more than the rest of adding it.
  mutating func local(_ moment: Moment) -> DisplayZone.Local {
    guard case .instant(let instant) = moment else { return window.zone.local(moment) }
    if let known = locals[instant] { return known }
    let local = window.zone.local(moment)
    locals[instant] = local
    return local
  }
}
