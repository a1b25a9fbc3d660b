import CICal
import CalendsValues

/// An RRULE's parts as plain lists, for what Calends decides before libical expands it:
/// whether the rule can match at all, and a bound on the work its expansion may take.
///
/// libical's recurrence iterator walks period by period (second, minute, hour, day, week,
/// month or year) and tests each candidate against the rule's limiting parts; one call to
/// `icalrecur_iterator_next` returns only when a candidate passes, so a rule that matches
/// rarely or never makes one call walk far: `FREQ=SECONDLY;BYMONTH=2;BYMONTHDAY=31` walks
/// second by second towards libical's last year (2582), and a MONTHLY or YEARLY rule with no
/// day in any period walks periods towards the year 20000 (up to 1.3 s a rule here). The
/// bounds below are what each walk can cost once Calends has capped it (`RecurrenceExpansion`
/// gives libical an UNTIL just after the window): one unit is one candidate of a walk by
/// seconds, minutes, hours, days or weeks (about 2–3 µs of libical's time here), a month
/// 2 units and a year 4, and each day a month or year expands to one more.
///
/// The semantics are libical 3.0's, which in places are not RFC 5545's: for DAILY and the
/// sub-daily FREQs, BYDAY, BYMONTHDAY and BYYEARDAY limit only with plain weekdays and
/// positive numbers (`1MO` or `-1` never match); a YEARLY or MONTHLY rule without BYMONTH or
/// BYMONTHDAY takes DTSTART's month and day.
struct RuleShape {
  let freq: icalrecurrencetype_frequency
  let interval: Int
  let count: Int
  let seconds: [Int]
  let minutes: [Int]
  let hours: [Int]
  /// BYDAY as (weekday 1 = Sunday … 7, position; 0 for a plain weekday).
  let days: [(weekday: Int, position: Int)]
  let monthDays: [Int]
  let yearDays: [Int]
  let weekNumbers: [Int]
  /// BYMONTH as written (libical marks a leap month, RSCALE only, with a high bit).
  let months: [Int]
  let setPositions: [Int]
  /// RSCALE or SKIP: calendars and rules Calends does not bound.
  let exotic: Bool

  /// Work units of one period of each kind, and the cost of the walk libical takes towards
  /// the year 20000 when a MONTHLY or YEARLY rule has no day in the periods it visits.
  static let monthUnits = 2
  static let yearUnits = 4
  static let scanLimitYear = 20_000
  /// libical's last year (`MAX_TIME_T_YEAR`): no instance and no zone transition is later.
  static let lastYear = 2582

  init(_ rule: icalrecurrencetype) {
    freq = rule.freq
    interval = max(1, Int(rule.interval))
    count = Int(rule.count)
    seconds = RuleShape.values(rule.by_second)
    minutes = RuleShape.values(rule.by_minute)
    hours = RuleShape.values(rule.by_hour)
    days = RuleShape.values(rule.by_day).map { value in
      (abs(value) % 8, value / 8)
    }
    monthDays = RuleShape.values(rule.by_month_day)
    yearDays = RuleShape.values(rule.by_year_day)
    weekNumbers = RuleShape.values(rule.by_week_no)
    months = RuleShape.values(rule.by_month)
    setPositions = RuleShape.values(rule.by_set_pos)
    exotic = rule.rscale != nil || rule.skip != ICAL_SKIP_OMIT
  }

  /// The values of one of libical's BY-lists (a C array ended by ICAL_RECURRENCE_ARRAY_MAX).
  static func values<T>(_ list: T) -> [Int] {
    withUnsafeBytes(of: list) { raw in
      var result: [Int] = []
      for index in 0..<(raw.count / 2) {
        let value = raw.loadUnaligned(fromByteOffset: index * 2, as: Int16.self)
        if value == Int16(ICAL_RECURRENCE_ARRAY_MAX.rawValue) { break }
        result.append(Int(value))
      }
      return result
    }
  }

  var isSubDaily: Bool {
    freq == ICAL_SECONDLY_RECURRENCE || freq == ICAL_MINUTELY_RECURRENCE
      || freq == ICAL_HOURLY_RECURRENCE
  }

  /// Walks candidate by candidate and tests each (libical's `do … while` loop), so UNTIL
  /// stops every call: the sub-daily FREQs, DAILY and WEEKLY.
  var walksCandidates: Bool {
    isSubDaily || freq == ICAL_DAILY_RECURRENCE || freq == ICAL_WEEKLY_RECURRENCE
  }

  // MARK: Rules that can never match

  /// Whether some day passes the rule's limiting day parts, for DAILY and the sub-daily
  /// FREQs, whose days libical only tests: false when none ever does (BYMONTH=2 with
  /// BYMONTHDAY=31), so libical would walk to its last year without an instance. Sound in
  /// that direction only: true may still be a rule that never matches (its INTERVAL never
  /// lands on a matching day), which the cap on its walk bounds.
  var daysCanMatch: Bool {
    guard walksCandidates, freq != ICAL_WEEKLY_RECURRENCE else { return true }
    let plainWeekdays = days.filter { $0.position == 0 && (1...7).contains($0.weekday) }
    if !days.isEmpty && plainWeekdays.isEmpty { return false }
    let candidateMonths = months.isEmpty ? Array(1...12) : months.filter { (1...12).contains($0) }
    for leap in [false, true] {
      for month in candidateMonths {
        for day in 1...RuleShape.daysIn(month, leap: leap) {
          if !monthDays.isEmpty && !monthDays.contains(day) { continue }
          if isSubDaily && !yearDays.isEmpty
            && !yearDays.contains(RuleShape.dayOfYear(month, day, leap: leap))
          {
            continue
          }
          return true
        }
      }
    }
    return false
  }

  /// For MONTHLY and YEARLY made of days of the month only: false when no month libical
  /// visits has any of them (BYMONTH=2 with BYMONTHDAY=30; or a BYMONTH that INTERVAL never
  /// reaches), so libical would walk towards the year 20000 for nothing. Other shapes: true.
  func periodsCanMatch(startMonth: Int, startDay: Int) -> Bool {
    guard freq == ICAL_MONTHLY_RECURRENCE || freq == ICAL_YEARLY_RECURRENCE, !exotic,
      days.isEmpty, yearDays.isEmpty, weekNumbers.isEmpty, months.allSatisfy({ (1...12).contains($0) })
    else { return true }
    var visited: Set<Int>
    if freq == ICAL_MONTHLY_RECURRENCE {
      visited = []
      var month = startMonth - 1
      for _ in 0..<12 {
        visited.insert(month + 1)
        month = (month + interval) % 12
      }
      if !months.isEmpty { visited.formIntersection(months) }
    } else {
      visited = Set(months.isEmpty ? [startMonth] : months)
    }
    let monthDays = self.monthDays.isEmpty ? [startDay] : self.monthDays
    return visited.contains { month in
      monthDays.contains { $0 != 0 && abs($0) <= RuleShape.daysIn(month, leap: true) }
    }
  }

  /// Whether some second passes the rule's limiting time parts: SECONDLY tests BYSECOND, and
  /// libical's second 60 is the next minute's 0.
  var timeCanMatch: Bool {
    !(freq == ICAL_SECONDLY_RECURRENCE && !seconds.isEmpty && seconds.allSatisfy { $0 >= 60 })
  }

  static func daysIn(_ month: Int, leap: Bool) -> Int {
    switch month {
    case 2: leap ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  static func dayOfYear(_ month: Int, _ day: Int, leap: Bool) -> Int {
    (1..<month).reduce(day) { $0 + daysIn($1, leap: leap) }
  }

  // MARK: MONTHLY and YEARLY: how far to the next period with a day

  /// For MONTHLY and YEARLY: how many periods libical may visit, from any period, before it
  /// visits one with a day in it; nil when Calends cannot bound it (the rule may match only
  /// in some years, or never: libical then walks towards the year 20000). Each shape listed
  /// has a day in every period it visits, or in periods a known distance apart (a weekday on
  /// a day of the month; a leap day); `RuleShapeTests` checks each bound against libical's
  /// walk. Civil (Gregorian) years: before 1583, libical's Julian years have more leap days.
  func periodsToMatch(startYear: Int, startMonth: Int, startDay: Int) -> Int? {
    guard !exotic, freq == ICAL_MONTHLY_RECURRENCE || freq == ICAL_YEARLY_RECURRENCE else {
      return nil
    }
    let monthList = months.filter { (1...12).contains($0) }
    guard monthList.count == months.count, !hasRepeats else { return nil }
    if freq == ICAL_MONTHLY_RECURRENCE {
      guard yearDays.isEmpty, weekNumbers.isEmpty else { return nil }
      // The months of the year libical visits: DTSTART's, every INTERVAL on, in BYMONTH.
      var visited: Set<Int> = []
      var month = startMonth - 1
      for _ in 0..<12 {
        visited.insert(month + 1)
        month = (month + interval) % 12
      }
      if !monthList.isEmpty { visited.formIntersection(monthList) }
      // Every visited month of some kind has a day: it comes round within 12 visits.
      if visited.contains(where: { alwaysHasDay(inMonth: $0, startDay: startDay) }) { return 12 }
      // Plain weekdays on a day of the month every month has: that day falls on each weekday
      // within 12 years in any one month (within 14 months over all of them), so when each
      // visited month comes every year, within 12 years of visits.
      if 12 % interval == 0,
        visited.contains(where: { weekdayOnDay(inMonth: $0) })
      {
        return 12 * visited.count
      }
      // A fifth weekday: any month but February has one within 6 years.
      if 12 % interval == 0, fifthWeekday, visited.contains(where: { $0 != 2 }) {
        return 6 * visited.count
      }
      return nil
    }
    let yearMonths = monthList.isEmpty ? [startMonth] : monthList
    if weekNumbers.isEmpty && yearDays.isEmpty {
      if monthDays.isEmpty && !days.isEmpty && monthList.isEmpty {
        // BYDAY alone counts weekdays in the year: every year has 52 of each.
        let yearly = days.contains { $0.position == 0 || abs($0.position) <= 52 }
        return setPositionsFit(minimum: 52 * plainWeekdayCount) && yearly ? 1 : nil
      }
      if yearMonths.contains(where: { alwaysHasDay(inMonth: $0, startDay: startDay) }) {
        return 1
      }
      if interval == 1 && yearMonths.contains(where: { weekdayOnDay(inMonth: $0) }) {
        return 12
      }
      if interval == 1 && fifthWeekday && !monthList.isEmpty {
        return monthList.contains { $0 != 2 } ? 6 : 40
      }
      // Only a leap day (with a weekday: every 28 years, at most 40 apart).
      let leapDay =
        setPositions.isEmpty && yearMonths.contains(2)
        && (monthDays.isEmpty ? startDay == 29 : monthDays.contains { $0 == 29 || $0 == -29 })
      if leapDay && days.isEmpty { return RuleShape.leapVisits(from: startYear, every: interval) }
      if leapDay && interval == 1 && weekdayOnDay(inMonth: 2, leap: true) { return 40 }
      return nil
    }
    guard monthList.isEmpty, monthDays.isEmpty, setPositions.isEmpty else { return nil }
    // BYWEEKNO: libical skips some years' weeks (week 52's Thursday of 2100 and 2112) and
    // refuses some rules after walking towards the year 20000, so no bound is claimed.
    guard weekNumbers.isEmpty else { return nil }
    guard days.isEmpty else { return nil }
    if yearDays.contains(where: { abs($0) <= 365 }) { return 1 }
    return yearDays.contains { abs($0) == 366 }
      ? RuleShape.leapVisits(from: startYear, every: interval) : nil
  }

  /// Whether the rule's days are fifth (or fifth-last) weekdays of the month, which some
  /// months have (in February, only a leap year's first weekday: at most 40 years apart).
  var fifthWeekday: Bool {
    monthDays.isEmpty && !days.isEmpty && days.allSatisfy { abs($0.position) == 5 }
      && setPositionsFit(minimum: 1)
  }

  /// Whether a BY-list names a value twice (libical then miscounts BYSETPOS's sets: such a
  /// rule is not bounded).
  var hasRepeats: Bool {
    [months, monthDays, yearDays, weekNumbers, setPositions].contains { Set($0).count != $0.count }
      || Set(days.map { "\($0.weekday) \($0.position)" }).count != days.count
  }

  /// Whether BYDAY's plain weekdays fall on BYMONTHDAY's days in `month` in some years: the
  /// rule has only plain weekdays, and a day of the month that every such month has.
  func weekdayOnDay(inMonth month: Int, leap: Bool = false) -> Bool {
    guard !days.isEmpty, days.allSatisfy({ $0.position == 0 }), setPositionsFit(minimum: 1)
    else { return false }
    let length = RuleShape.daysIn(month, leap: leap)
    return monthDays.contains { $0 != 0 && abs($0) <= length }
  }

  /// The most visits (years `start`, `start + every`, …) from one leap year to the next, over
  /// the Gregorian calendar's 400-year cycle; nil when no visited year is a leap year.
  static func leapVisits(from start: Int, every: Int) -> Int? {
    func leap(_ year: Int) -> Bool { year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) }
    let cycle = 400 / gcd(every, 400)
    let hits = (0..<cycle).filter { leap(start + $0 * every) }
    guard let first = hits.first, let last = hits.last else { return nil }
    var widest = first + cycle - last
    for (a, b) in zip(hits, hits.dropFirst()) { widest = max(widest, b - a) }
    return widest
  }

  static func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }

  /// How many plain weekdays BYDAY names (each once).
  var plainWeekdayCount: Int {
    Set(days.filter { $0.position == 0 }.map(\.weekday)).count
  }

  /// Whether BYSETPOS (if any) picks a day from every set of at least `minimum` days.
  func setPositionsFit(minimum: Int) -> Bool {
    setPositions.isEmpty || setPositions.contains { $0 != 0 && abs($0) <= minimum }
  }

  /// Whether every `month` of every year has a day of this rule (MONTHLY, or YEARLY with
  /// BYMONTH), BYSETPOS included.
  func alwaysHasDay(inMonth month: Int, startDay: Int) -> Bool {
    let shortest = RuleShape.daysIn(month, leap: false)
    let monthDays = self.monthDays.isEmpty && days.isEmpty ? [startDay] : self.monthDays
    let valid = monthDays.filter { $0 != 0 && abs($0) <= shortest }
    if days.isEmpty {
      // Days of the month: each valid one is a day (a positive and a negative may be the same).
      let distinct = max(valid.filter { $0 > 0 }.count, valid.filter { $0 < 0 }.count)
      return distinct > 0 && setPositionsFit(minimum: distinct)
    }
    if monthDays.isEmpty {
      // Weekdays: every month has four or five of each; ordinals up to 4 always exist.
      let plain = plainWeekdayCount
      if plain > 0 { return setPositionsFit(minimum: 4 * plain) }
      return days.contains { abs($0.position) <= 4 } && setPositionsFit(minimum: 1)
    }
    // Weekdays on days of the month: seven valid days of one sign fall on every weekday.
    guard plainWeekdayCount > 0, days.allSatisfy({ $0.position == 0 }) else { return false }
    let residues = [valid.filter { $0 > 0 }, valid.filter { $0 < 0 }].map { sign in
      Set(sign.map { (($0 % 7) + 7) % 7 }).count
    }
    return residues.contains(7) && setPositionsFit(minimum: 1)
  }

  // MARK: Work

  /// How many days a MONTHLY or YEARLY period gives at most (before BYSETPOS), for the work of
  /// the days it emits.
  var daysPerPeriod: Int {
    let weekdayDays = days.reduce(0) { $0 + ($1.position == 0 ? 5 : 1) }
    var perMonth: Int
    if !monthDays.isEmpty && !days.isEmpty {
      perMonth = min(monthDays.count, weekdayDays)
    } else if !monthDays.isEmpty {
      perMonth = monthDays.count
    } else if !days.isEmpty {
      perMonth = weekdayDays
    } else {
      perMonth = 1
    }
    perMonth = min(perMonth, 31)
    guard freq == ICAL_YEARLY_RECURRENCE else { return perMonth }
    if !yearDays.isEmpty { return min(yearDays.count, 366) }
    if !weekNumbers.isEmpty {
      return min(weekNumbers.count * (days.isEmpty ? 7 : min(7, days.count)), 366)
    }
    if months.isEmpty && monthDays.isEmpty && !days.isEmpty {
      return min(days.reduce(0) { $0 + ($1.position == 0 ? 53 : 1) }, 366)
    }
    return min(max(1, months.count) * perMonth, 366)
  }

  /// Instances within one candidate of the walk: the lists libical expands below its FREQ
  /// (BYSECOND for MINUTELY; BYMINUTE and BYSECOND for HOURLY; BYHOUR too for the rest).
  var expansion: Int {
    let s = max(1, seconds.count)
    let m = max(1, minutes.count)
    let h = max(1, hours.count)
    switch freq {
    case ICAL_SECONDLY_RECURRENCE: return 1
    case ICAL_MINUTELY_RECURRENCE: return s
    case ICAL_HOURLY_RECURRENCE: return s * m
    default: return s * m * h
    }
  }

  /// Whether every candidate of a walk is an instance (no part that only limits): COUNT
  /// then bounds the walk.
  var emitsEveryCandidate: Bool {
    guard walksCandidates else { return false }
    if !months.isEmpty || !monthDays.isEmpty || !yearDays.isEmpty || !weekNumbers.isEmpty {
      return false
    }
    switch freq {
    case ICAL_SECONDLY_RECURRENCE:
      return days.isEmpty && hours.isEmpty && minutes.isEmpty && seconds.allSatisfy { $0 < 60 }
    case ICAL_MINUTELY_RECURRENCE: return days.isEmpty && hours.isEmpty
    case ICAL_HOURLY_RECURRENCE, ICAL_DAILY_RECURRENCE: return days.isEmpty
    default: return true
    }
  }

  /// A bound on the work of expanding this rule with libical from `first` (DTSTART's day, or
  /// the day the iterator restarts at) to `last` (the day its capped UNTIL falls on), when
  /// libical walks from `first` again after a restart (`restarted`), and with DTSTART's month
  /// and day for the defaults. Saturates rather than overflows.
  func work(from first: Day, to last: Day, startMonth: Int, startDay: Int, restarted: Bool)
    -> Int
  {
    // Days walked, with two days either side, and the days between the Julian calendar
    // (libical's, through ICU, before October 1582) and the civil one.
    let julian = first.year < 1583 ? 13 : 0
    let span = max(0, first.distance(to: last)) + 4 + julian
    let e = expansion
    var walk: Int
    switch freq {
    case ICAL_SECONDLY_RECURRENCE:
      walk = seconds.isEmpty ? span * 86_400 / interval + 2 : (span * 1440 + 2) * seconds.count
    case ICAL_MINUTELY_RECURRENCE:
      walk = (minutes.isEmpty ? span * 1440 / interval + 2 : (span * 24 + 2) * minutes.count) * e
    case ICAL_HOURLY_RECURRENCE:
      walk = (hours.isEmpty ? span * 24 / interval + 2 : (span + 2) * hours.count) * e
    case ICAL_DAILY_RECURRENCE:
      walk = (span / interval + 2) * e
    case ICAL_WEEKLY_RECURRENCE:
      walk = (span / 7 / interval + 2) * max(1, days.count) * e
    case ICAL_MONTHLY_RECURRENCE, ICAL_YEARLY_RECURRENCE:
      let monthly = freq == ICAL_MONTHLY_RECURRENCE
      let units = monthly ? RuleShape.monthUnits : RuleShape.yearUnits
      let periods = (monthly ? span / 28 : span / 365) / interval + 2
      let perPeriod = units + daysPerPeriod * e
      if let gap = periodsToMatch(startYear: first.year, startMonth: startMonth, startDay: startDay)
      {
        walk = (periods + gap) * perPeriod
        if count > 0 { walk = min(walk, (count + 2) * gap * perPeriod) }
      } else {
        // Possibly no day at all: libical walks towards the year 20000, on creating the
        // iterator and again on restarting it.
        let years = max(0, RuleShape.scanLimitYear - first.year)
        let scan = ((monthly ? years * 12 : years) / interval + 2) * units
        walk = periods * perPeriod + (restarted ? 2 : 1) * scan
      }
      return walk
    default:
      return 0
    }
    if count > 0 && emitsEveryCandidate {
      // Every candidate is an instance, but a time in a zone's spring-forward gap is not.
      walk = min(walk, 2 * (count + 2) * e)
    }
    return walk
  }

  /// For a VTIMEZONE observance (YEARLY only): a bound on its transitions a year, or nil when
  /// Calends does not take the rule (another FREQ, or a shape it cannot bound).
  func transitionsPerYear(startYear: Int, startMonth: Int, startDay: Int) -> Int? {
    guard freq == ICAL_YEARLY_RECURRENCE,
      periodsToMatch(startYear: startYear, startMonth: startMonth, startDay: startDay) != nil
    else { return nil }
    return daysPerPeriod * expansion
  }
}
