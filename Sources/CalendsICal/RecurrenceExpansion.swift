import CICal
import CalendsValues

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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
///
/// Every walk of libical's is bounded before it starts, so a hostile rule cannot run long: the rule is given an UNTIL
/// just after the window (`cap`: libical's walks by seconds … weeks test UNTIL at each
/// candidate), a rule whose days can never match is not walked (only DTSTART is shown, with
/// a warning), and the work of the walk (`RuleShape.work`) counts towards
/// `ICalendarLimits.recurrenceWork` before libical is asked; the zones' work is counted by
/// `ZoneResolver`.
struct RecurrenceExpansion {
  let window: ExpansionWindow
  let zones: ZoneResolver
  var file: String { zones.file }
  var occurrences: [Occurrence] = []
  var steps = 0
  /// Work counted so far (`RuleShape.work`).
  var work = 0
  var warnings: [ICalendarError] = []
  /// Whether rules may start near the window (`RecurrenceJump`) instead of at DTSTART; off
  /// only for the differential tests' plain walk.
  var jumps = true
  /// Whether rules are given an UNTIL just after the window; off only for the differential
  /// test of the cap.
  var caps = true
  /// Whether an event libical cannot expand fails the file (`--strict`) rather than being
  /// left out with a warning, its neighbours drawn.
  var strict = false
  /// Display-zone times of instants already converted (`local`).
  var locals: [Int64: DisplayZone.Local] = [:]
  /// While a series with RANGE=THISANDFUTURE overrides is expanded: how far (seconds) the
  /// walk goes past the window's end for instances an override moves earlier, and before
  /// its start for those it moves later or makes longer.
  var lead: Int64 = 0
  var lag: Int64 = 0

  init(window: ExpansionWindow, zones: ZoneResolver) throws(ICalendarError) {
    self.window = window
    self.zones = zones
    // The window's end is converted for every instance near it.
    try zones.cover(window.zone.zone, year: window.through.year + 1, line: 0)
  }

  /// One instance of a series before it is added: where it starts, its wall-clock day in
  /// the series' own zone (what an EXDATE or RECURRENCE-ID of the other value type names),
  /// and an RDATE period's own length.
  struct Instance {
    var start: Moment
    var day: Day
    var length: (seconds: Int64, days: Int)? = nil
  }

  /// Adds `event`'s instances. `overrides` are the file's events with its UID and a
  /// RECURRENCE-ID (cancelled ones too): each takes its instance's place, and one with
  /// RANGE=THISANDFUTURE gives every later instance its fields, its shift from the
  /// RECURRENCE-ID and its length (RFC 5545 3.8.4.4), until a later such override.
  mutating func expand(_ event: EventComponent, overrides: [EventComponent])
    throws(ICalendarError)
  {
    let rules = event.rules()
    defer { for rule in rules { free(rule.rscale) } }
    let dates = event.rdates()
    if rules.isEmpty && dates.isEmpty {
      try add(event, at: event.begin)
      return
    }
    let isDate = event.start.is_date != 0
    // A value of DTSTART's type names one instance; one of the other type names a day (a
    // DATE EXDATE of a timed series, Google's DATE-TIME EXDATE of an all-day one).
    var excluded: Set<Moment> = []
    var excludedDays: Set<Day> = []
    func exclude(_ time: icaltimetype, _ moment: Moment) {
      if (time.is_date != 0) == isDate {
        excluded.insert(moment)
      } else {
        excludedDays.insert(RecurrenceExpansion.day(time))
      }
    }
    for override in overrides {
      if let time = override.recurrenceTime, let id = override.recurrenceID { exclude(time, id) }
    }
    for date in event.times(ICAL_EXDATE_PROPERTY, ical.icalproperty_get_exdate) {
      exclude(date, try zones.moment(date, line: event.line))
    }
    let futures = overrides.filter { $0.thisAndFuture && $0.recurrenceID != nil }
      .sorted { $0.recurrenceID!.order < $1.recurrenceID!.order }
    lead = 0
    lag = 0
    for future in futures {
      let shift = RecurrenceExpansion.shift(future)
      let seconds = shift.seconds + Int64(shift.days) * 86_400
      lead = max(lead, -seconds)
      lag = max(lag, seconds + future.length - event.length)
    }
    defer {
      lead = 0
      lag = 0
    }
    var instances: [Instance] = []
    // A series whose every RRULE ends before its DTSTART has no instance there
    // (recurring-ical-events leaves DTSTART out too); its RDATEs remain.
    if RecurrenceExpansion.endsBeforeStart(rules, event) {
      warnings.append(
        ICalendarError(
          file: file, line: event.lines.rules.first?.line ?? event.line,
          message: "the RRULE's UNTIL is before the DTSTART: the series has no instance there"))
    } else {
      instances.append(Instance(start: event.begin, day: RecurrenceExpansion.day(event.start)))
    }
    for (index, rule) in rules.enumerated() {
      let line = index < event.lines.rules.count ? event.lines.rules[index].line : event.line
      try iterate(rule, line: line, event) { instances.append(Instance(start: $0, day: $1)) }
    }
    for date in dates where ical.icaltime_is_null_time(date.start) == 0 {
      let start = try zones.moment(date.start, line: event.line)
      var instance = Instance(start: start, day: RecurrenceExpansion.day(date.start))
      if let end = date.end {
        switch (start, try zones.moment(end, line: event.line)) {
        case (.instant(let a), .instant(let b)), (.floating(let a), .floating(let b)):
          instance.length = (max(0, b - a), 0)
        default: break
        }
      } else if let duration = date.duration, start.isDate == false {
        let total =
          (Int64(duration.weeks) * 7 + Int64(duration.days)) * 86_400
          + Int64(duration.hours) * 3600 + Int64(duration.minutes) * 60
          + Int64(duration.seconds)
        let longest = Int64(ICalendarLimits.longestDuration) * 86_400
        instance.length = (duration.is_neg != 0 ? 0 : min(total, longest), 0)
      }
      instances.append(instance)
    }
    var seen: Set<Moment> = []
    for instance in instances {
      guard !excluded.contains(instance.start), !excludedDays.contains(instance.day),
        seen.insert(instance.start).inserted
      else { continue }
      guard let future = futures.last(where: { $0.recurrenceID!.order < instance.start.order })
      else {
        try add(event, at: instance.start, lasting: instance.length, original: instance.start)
        continue
      }
      guard !future.cancelled else { continue }
      let shift = RecurrenceExpansion.shift(future)
      try add(
        future, at: instance.start.adding(seconds: shift.seconds, days: shift.days),
        lasting: instance.length ?? (future.seconds, future.days), original: instance.start)
    }
  }

  /// How far an override moves its instance: whole days between dates, else seconds; none
  /// when it changes the value type (its instance is replaced; later ones keep their times).
  static func shift(_ override: EventComponent) -> (seconds: Int64, days: Int) {
    switch (override.recurrenceID, override.begin) {
    case (.date(let a)?, .date(let b)): (0, a.distance(to: b))
    case (.instant(let a)?, .instant(let b)), (.floating(let a)?, .floating(let b)): (b - a, 0)
    default: (0, 0)
    }
  }

  /// Whether each of `event`'s RRULEs has an UNTIL before its DTSTART.
  static func endsBeforeStart(_ rules: [icalrecurrencetype], _ event: EventComponent) -> Bool {
    guard !rules.isEmpty else { return false }
    for rule in rules {
      let until = rule.until
      guard ical.icaltime_is_null_time(until) == 0 else { return false }
      let ends: Bool
      if until.is_date != 0 || event.start.is_date != 0 {
        ends = day(until) < day(event.start)
      } else {
        switch (Moment(until), event.begin) {
        case (.instant(let a), .instant(let b)): ends = a < b
        default: ends = Moment.wallSeconds(until) < Moment.wallSeconds(event.start)
        }
      }
      if !ends { return false }
    }
    return true
  }

  /// The wall-clock day of a libical time, as written.
  static func day(_ time: icaltimetype) -> Day {
    Day(unchecked: Int(time.year), Int(time.month), Int(time.day))
  }

  /// The last day libical's walk may reach: two days after the window (an instance in any
  /// zone that starts before the window's end starts before it in DTSTART's wall clock),
  /// and not after libical's last year.
  var capDay: Day {
    min(
      window.through.adding(days: 2 + Int((lead + 86_399) / 86_400)),
      Day(unchecked: RuleShape.lastYear, 12, 31))
  }

  /// `rule` with an UNTIL at the end of `capDay` (floating: libical compares it field by field
  /// with the wall-clock times it walks), unless its own is earlier.
  func capped(_ rule: icalrecurrencetype, start: icaltimetype, capping: Bool = true)
    -> icalrecurrencetype
  {
    var rule = rule
    if start.is_date != 0, ical.icaltime_is_null_time(rule.until) == 0, rule.until.is_date == 0 {
      // Google ends an all-day series with a UTC DATE-TIME: its day is the last one, as
      // recurring-ical-events and the calendar apps read it.
      var day = ical.icaltime_null_time()
      day.year = rule.until.year
      day.month = rule.until.month
      day.day = rule.until.day
      day.is_date = 1
      rule.until = day
    }
    guard capping else { return rule }
    let cap = capDay
    let until = rule.until
    if ical.icaltime_is_null_time(until) != 0
      || Day(unchecked: Int(until.year), Int(until.month), Int(until.day)) >= cap
    {
      var time = ical.icaltime_null_time()
      time.year = Int32(cap.year)
      time.month = Int32(cap.month)
      time.day = Int32(cap.day)
      time.hour = 23
      time.minute = 59
      time.second = 59
      rule.until = time
    }
    return rule
  }

  /// Calls `body` with each instance of `rule` that starts before the window's end (and,
  /// when the iterator jumps, those from shortly before the window on). `line` is the
  /// RRULE's.
  mutating func iterate(
    _ rule: icalrecurrencetype, line: Int, _ event: EventComponent,
    _ body: (Moment, Day) -> Void
  ) throws(ICalendarError) {
    let shape = RuleShape(rule)
    let earliest = earliest(event)
    // libical gives no instance after its last year: said when the window reaches past it
    // and the rule could run on (no UNTIL or COUNT ending it first); and when even the
    // earliest instance that could overlap the window is later, there is nothing to walk.
    let runsOn =
      rule.count == 0
      && (ical.icaltime_is_null_time(rule.until) != 0
        || Int(rule.until.year) > RuleShape.lastYear)
    if window.through.year > RuleShape.lastYear, runsOn {
      warnings.append(
        ICalendarError(
          file: file, line: line,
          message:
            "libical expands a recurrence only through \(RuleShape.lastYear): this RRULE's instances after that year are not shown"
        ))
    }
    guard earliest.year <= RuleShape.lastYear else { return }
    let start = event.start
    let startDay = Day(unchecked: Int(start.year), Int(start.month), Int(start.day))
    guard
      shape.daysCanMatch && shape.timeCanMatch
        && shape.periodsCanMatch(startMonth: startDay.month, startDay: startDay.day)
    else {
      warnings.append(
        ICalendarError(
          file: file, line: line,
          message:
            "this RRULE can never match (no day or time passes its BY parts): only the event's DTSTART is shown"
        ))
      return
    }
    let rule = capped(rule, start: event.start, capping: caps)
    var target: icaltimetype?
    if jumps, let jump = RecurrenceJump.target(rule, start: start, earliest: earliest),
      !nearGap(start)
    {
      target = jump
    }
    let until = rule.until
    let last =
      ical.icaltime_is_null_time(until) != 0
      ? capDay : min(capDay, Day(unchecked: Int(until.year), Int(until.month), Int(until.day)))
    func bound(from first: Day, restarted: Bool) -> Int {
      shape.work(
        from: first, to: last, startMonth: startDay.month, startDay: startDay.day,
        restarted: restarted)
    }
    let walking = bound(from: startDay, restarted: false)
    var cost = walking
    if let jump = target {
      // A restart is taken when it bounds the work lower: for a MONTHLY or YEARLY rule
      // Calends cannot bound, libical may walk towards the year 20000 again on restarting,
      // more than the walk from DTSTART (which gives the same instances).
      let jumped = bound(
        from: Day(unchecked: Int(jump.year), Int(jump.month), Int(jump.day)), restarted: true)
      if jumped < cost {
        cost = jumped
      } else {
        target = nil
      }
    }
    try count(cost, line: line, event)
    // libical converts the walk's times in DTSTART's zone up to the cap.
    if start.is_date == 0, let zone = start.zone {
      try zones.cover(zone, year: last.year, line: line)
    }
    try walk(rule, target: target, earliest: earliest, event, body) {
      (expansion) throws(ICalendarError) in
      // libical refused the restart: the walk from DTSTART counts too.
      try expansion.count(walking, line: line, event)
    }
  }

  /// Counts `cost` towards `ICalendarLimits.recurrenceWork`; throws when it crosses it.
  mutating func count(_ cost: Int, line: Int, _ event: EventComponent) throws(ICalendarError) {
    guard caps else { return }
    guard cost <= ICalendarLimits.recurrenceWork - work else {
      throw ICalendarError(
        file: file, line: event.line,
        message:
          "expanding this event's RRULE (line \(line)) up to \(window.through) may take libical \(cost) steps\(work > 0 ? " after the file's other rules' \(work)" : ""), over the limit of \(ICalendarLimits.recurrenceWork)"
      )
    }
    work += cost
  }

  /// libical's walk of `rule` from DTSTART, or restarted at `target` (`refused` runs before
  /// the walk from DTSTART when libical refuses the restart).
  mutating func walk(
    _ rule: icalrecurrencetype, target: icaltimetype?, earliest: Day, _ event: EventComponent,
    _ body: (Moment, Day) -> Void,
    refused: (inout RecurrenceExpansion) throws(ICalendarError) -> Void
  ) throws(ICalendarError) {
    guard var iterator = ical.icalrecur_iterator_new(rule, event.start) else {
      let message = "libical cannot expand its RRULE"
      guard !strict else { throw ICalendarError(file: file, line: event.line, message: message) }
      warnings.append(
        ICalendarError(
          file: file, line: event.line,
          message: message + "; the rule is left out (DTSTART and any RDATE still stand)"))
      return
    }
    defer { ical.icalrecur_iterator_free(iterator) }
    // Restarted near the window, instances before `skipBefore` are dropped (see
    // `RecurrenceJump`).
    var skipBefore: Day?
    if let target {
      // libical's YEARLY restart reads its thread's error number as its own result.
      ical.icalerror_clear_errno()
      if ical.icalrecur_iterator_set_start(iterator, target) != 0 {
        skipBefore = RecurrenceJump.limit(earliest)
      } else {
        // Refused (a first instance past libical's last year): walk from DTSTART instead.
        try refused(&self)
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
      let moment = try zones.moment(next, line: event.line)
      if window.isAtOrAfterEnd(
        moment.adding(seconds: -lead, days: -Int((lead + 86_399) / 86_400)))
      {
        return
      }
      body(moment, RecurrenceExpansion.day(next))
    }
  }

  /// Whether `start`'s time of day is near a gap of its zone (`RecurrenceJump.GapTable`).
  /// Dates, floating and UTC times have no gaps.
  mutating func nearGap(_ start: icaltimetype) -> Bool {
    guard start.is_date == 0, let zone = start.zone, zone != ical.icaltimezone_get_utc_timezone()
    else { return false }
    return zones.facts(of: zone).gaps.near(
      Int(start.hour * 3600 + start.minute * 60 + start.second))
  }

  /// The first wall-clock day an instance of `event` overlapping the window can start on:
  /// the window's first day, less the event's length and the widest UTC offset.
  func earliest(_ event: EventComponent) -> Day {
    let seconds =
      window.start - ExpansionWindow.slack - event.length - lag
    let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
    return Day(daysSinceEpoch: Int(days))
  }

  /// Adds the instance starting at `moment` if it overlaps the window: `event`'s length
  /// unless `lasting` gives one (seconds, days), and `original` its RECURRENCE-ID (nil: a
  /// single event, or an override's own).
  mutating func add(
    _ event: EventComponent, at moment: Moment, lasting: (seconds: Int64, days: Int)? = nil,
    original: Moment? = nil
  ) throws(ICalendarError) {
    let length = lasting ?? (event.seconds, event.days)
    let ending = moment.adding(
      seconds: length.seconds, days: moment.isDate ? max(1, length.days) : length.days)
    guard !window.isWellBeforeStart(ending) else { return }
    let first = try local(moment, line: event.line)
    let last = try local(ending, line: event.line)
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
    var recurrenceId: Occurrence.Time?
    if let id = original ?? event.recurrenceID {
      let local = id == moment ? first : try local(id, line: event.line)
      recurrenceId = Occurrence.Time(local: local, allDay: id.isDate)
    }
    occurrences.append(
      Occurrence(
        uid: event.uid, title: event.title, location: event.location, color: event.color,
        allDay: moment.isDate, start: first, end: last, recurrenceId: recurrenceId))
  }

  /// `moment` in the display zone. Instants are remembered: a busy calendar's occurrences
  /// start and end on few distinct instants (the hours of its days), and libical's
  /// conversion of each cost more than the rest of adding it.
  mutating func local(_ moment: Moment, line: Int) throws(ICalendarError) -> DisplayZone.Local {
    guard case .instant(let instant) = moment else {
      if case .floating(let wall) = moment {
        try zones.cover(
          window.zone.zone, year: DisplayZone.local(wall, offset: 0).day.year, line: line)
      }
      return window.zone.local(moment)
    }
    if let known = locals[instant] { return known }
    try zones.cover(
      window.zone.zone, year: DisplayZone.local(instant, offset: 0).day.year, line: line)
    let local = window.zone.local(moment)
    locals[instant] = local
    return local
  }
}
