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

  init(window: ExpansionWindow, file: String) {
    self.window = window
    self.file = file
  }

  mutating func expand(_ event: EventComponent, skipping overridden: Set<Moment>)
    throws(ICalendarError)
  {
    let rules = event.rules()
    let dates = event.times(ICAL_RDATE_PROPERTY) { icalproperty_get_rdate($0).time }
    if rules.isEmpty && dates.isEmpty {
      try add(event, start: event.start)
      return
    }
    var starts: [icaltimetype] = [event.start]
    for rule in rules {
      try iterate(rule, event) { starts.append($0) }
    }
    starts += dates.filter { icaltime_is_null_time($0) == 0 }
    var excluded = overridden
    for date in event.times(ICAL_EXDATE_PROPERTY, icalproperty_get_exdate) {
      excluded.insert(Moment(date))
    }
    var seen: Set<Moment> = []
    for start in starts {
      let moment = Moment(start)
      guard !excluded.contains(moment), seen.insert(moment).inserted else { continue }
      try add(event, start: start)
    }
  }

  /// Calls `body` with each instance of `rule` that starts before the window's end.
  mutating func iterate(
    _ rule: icalrecurrencetype, _ event: EventComponent, _ body: (icaltimetype) -> Void
  ) throws(ICalendarError) {
    guard let iterator = icalrecur_iterator_new(rule, event.start) else {
      throw ICalendarError(file: file, line: event.line, message: "libical cannot expand its RRULE")
    }
    defer { icalrecur_iterator_free(iterator) }
    while true {
      var next = icalrecur_iterator_next(iterator)
      if icaltime_is_null_time(next) != 0 { return }
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
      if window.isAtOrAfterEnd(Moment(next)) { return }
      body(next)
    }
  }

  /// Adds the instance starting at `start` if it overlaps the window.
  mutating func add(_ event: EventComponent, start: icaltimetype) throws(ICalendarError) {
    let moment = Moment(start)
    let allDay = start.is_date != 0
    let ending = moment.adding(seconds: event.seconds, days: event.days)
    guard !window.isWellBeforeStart(ending) else { return }
    let first = window.zone.local(moment)
    let last = window.zone.local(ending)
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
        allDay: allDay, start: first, end: last))
  }
}
