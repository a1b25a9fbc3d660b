import CICal
import CalendsValues
import Testing

@testable import CalendsICal

/// What `RuleShape` claims before libical walks a rule, checked against libical's walk:
/// a MONTHLY or YEARLY rule with a bound reaches its next matching period within it, a rule
/// said never to match gives libical no instance, and giving rules an UNTIL just after the
/// window changes no window's occurrences.
@Suite struct RuleShapeTests {
  typealias F = ICalendarFixture

  /// A small seeded generator (the same rules every run).
  struct Generator {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    mutating func pick<T>(_ values: [T]) -> T { values[next(values.count)] }
    mutating func list(_ count: Int, _ value: (inout Generator) -> Int) -> String {
      (0..<count).map { _ in String(value(&self)) }.joined(separator: ",")
    }
  }

  static let weekdays = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"]

  /// A random MONTHLY or YEARLY rule made of the parts real feeds use, and some they do not.
  static func randomRule(_ random: inout Generator) -> String {
    let yearly = random.next(2) == 0
    var parts = ["FREQ=" + (yearly ? "YEARLY" : "MONTHLY")]
    let interval = random.pick([1, 1, 1, 1, 2, 3, 4, 5, 6, 7, 12])
    if interval > 1 { parts.append("INTERVAL=\(interval)") }
    if random.next(2) == 0 {
      parts.append("BYMONTH=" + random.list(1 + random.next(3)) { 1 + $0.next(12) })
    }
    switch random.next(6) {
    case 0:
      parts.append(
        "BYMONTHDAY="
          + random.list(1 + random.next(4)) { ($0.next(4) == 0 ? -1 : 1) * (1 + $0.next(31)) })
    case 1:
      parts.append("BYMONTHDAY=" + random.list(7) { 1 + $0.next(31) })
      parts.append("BYDAY=" + weekdays[random.next(7)])
    case 2:
      parts.append(
        "BYDAY="
          + (0..<(1 + random.next(3))).map { _ -> String in
            let ordinal = random.pick([0, 0, 1, 2, 3, 4, 5, -1, -2, -5, 20, -30, 53])
            return (ordinal == 0 ? "" : String(ordinal)) + weekdays[random.next(7)]
          }.joined(separator: ","))
    case 3:
      parts.append("BYDAY=" + random.list(1 + random.next(5)) { $0.next(7) }.split(separator: ",")
        .map { weekdays[Int($0)!] }.joined(separator: ","))
      parts.append("BYSETPOS=" + random.list(1 + random.next(2)) { ($0.next(2) == 0 ? -1 : 1) * (1 + $0.next(25)) })
    case 4 where yearly:
      parts.append("BYYEARDAY=" + random.list(1 + random.next(3)) { ($0.next(3) == 0 ? -1 : 1) * (1 + $0.next(366)) })
    case 5 where yearly:
      parts.append("BYWEEKNO=" + random.list(1 + random.next(2)) { ($0.next(3) == 0 ? -1 : 1) * (1 + $0.next(53)) })
      if random.next(2) == 0 { parts.append("BYDAY=" + weekdays[random.next(7)]) }
    default:
      break
    }
    return parts.joined(separator: ";")
  }

  /// libical's instances of `rule` from `start` up to `years` later (at most `limit`); nil
  /// when libical refuses the rule.
  static func instances(_ rule: String, from start: String, years: Int, limit: Int = 5000)
    -> [Day]?
  {
    var recurrence = ical.icalrecurrencetype_from_string(rule)
    let first = ical.icaltime_from_string(start)
    var until = first
    until.year += Int32(years)
    recurrence.until = until
    guard let iterator = ical.icalrecur_iterator_new(recurrence, first) else { return nil }
    defer { ical.icalrecur_iterator_free(iterator) }
    var result: [Day] = []
    while result.count < limit {
      let next = ical.icalrecur_iterator_next(iterator)
      if ical.icaltime_is_null_time(next) != 0 { break }
      result.append(Day(unchecked: Int(next.year), Int(next.month), Int(next.day)))
    }
    return result
  }

  /// Months from `a` to `b`.
  static func months(_ a: Day, _ b: Day) -> Int { (b.year - a.year) * 12 + b.month - a.month }

  /// For every random rule Calends bounds, libical's instances over 120 years are never more
  /// periods apart than the bound allows (each visited period INTERVAL apart).
  @Test func periodBoundsHoldInLibical() throws {
    try #require(LibICal.problem == nil)
    var random = Generator(state: 31)
    var bounded = 0
    for _ in 0..<3000 {
      let rule = Self.randomRule(&random)
      let start = Day(unchecked: 1990 + random.next(40), 1 + random.next(12), 1 + random.next(28))
      let shape = RuleShape(ical.icalrecurrencetype_from_string(rule))
      guard
        let gap = shape.periodsToMatch(
          startYear: start.year, startMonth: start.month, startDay: start.day)
      else { continue }
      bounded += 1
      let text = start.description.replacingOccurrences(of: "-", with: "") + "T090000"
      guard let days = Self.instances(rule, from: text, years: 120) else {
        Issue.record("libical refuses \(rule) from \(start), which Calends bounds (\(gap))")
        continue
      }
      let monthly = shape.freq == ICAL_MONTHLY_RECURRENCE
      // The walk starts in DTSTART's period; each visited period is INTERVAL on (or, for a
      // MONTHLY rule with BYMONTH, at most 12 INTERVALs on).
      let visit = shape.interval * (monthly && shape.months.isEmpty ? 1 : 12)
      let allowed = (gap + 1) * visit
      for (previous, day) in zip([start] + days, days) where Self.months(previous, day) > allowed {
        Issue.record("\(rule) from \(start): \(previous) to \(day), more than \(allowed) months")
        break
      }
      if let last = days.last,
        Self.months(last, start.adding(days: 120 * 365)) > allowed + 12, days.count < 5000
      {
        Issue.record("\(rule) from \(start): nothing after \(last)")
      }
    }
    #expect(bounded > 800)
  }

  /// DAILY and HOURLY rules Calends says never match give libical no instance (walked 30
  /// years and a year); so do MONTHLY and YEARLY ones.
  @Test func neverMatchingRulesHaveNoInstance() throws {
    try #require(LibICal.problem == nil)
    var random = Generator(state: 5)
    var never = 0
    for _ in 0..<200 {
      let freq = random.pick(["DAILY", "HOURLY"])
      var parts = ["FREQ=\(freq)"]
      if random.next(2) == 0 { parts.append("BYMONTH=" + random.list(1 + random.next(2)) { 1 + $0.next(13) }) }
      if random.next(2) == 0 {
        parts.append("BYMONTHDAY=" + random.list(1 + random.next(2)) { ($0.next(3) == 0 ? -1 : 1) * (28 + $0.next(4)) })
      }
      if random.next(3) == 0 {
        parts.append("BYDAY=" + (random.next(2) == 0 ? "1" : "") + Self.weekdays[random.next(7)])
      }
      if freq == "HOURLY" && random.next(3) == 0 {
        parts.append("BYYEARDAY=" + random.list(1) { ($0.next(3) == 0 ? -1 : 1) * (360 + $0.next(7)) })
      }
      let rule = parts.joined(separator: ";")
      let shape = RuleShape(ical.icalrecurrencetype_from_string(rule))
      guard !shape.daysCanMatch else { continue }
      never += 1
      let days = Self.instances(rule, from: "20200101T090000", years: freq == "DAILY" ? 30 : 1)
      #expect(days?.isEmpty ?? true, "\(rule): \(days ?? [])")
    }
    #expect(never > 20)
    for rule in [
      "FREQ=MONTHLY;BYMONTH=2;BYMONTHDAY=30", "FREQ=YEARLY;BYMONTH=4;BYMONTHDAY=31",
      "FREQ=MONTHLY;INTERVAL=12;BYMONTH=4", "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=-30",
    ] {
      let shape = RuleShape(ical.icalrecurrencetype_from_string(rule))
      #expect(!shape.periodsCanMatch(startMonth: 1, startDay: 15))
      let days = Self.instances(rule, from: "20200115T090000", years: 60)
      #expect(days?.isEmpty ?? true, "\(rule): \(days ?? [])")
    }
  }

  /// The UNTIL just after the window changes no occurrence: every rule of the jump tests,
  /// capped and as written, over their windows at a DST change (New York), in the zone
  /// furthest east in a leap February, and at a turn of the year after every UNTIL.
  @Test(arguments: [1, 3, 4]) func capEqualsUncapped(window: Int)
    throws
  {
    let (from, through, zone) = RecurrenceJumpTests.windows[window]
    func listing(_ file: ICalendarFile, capping: Bool) throws -> [String] {
      try file.occurrences(
        from: Day(iso: from)!, through: Day(iso: through)!, in: DisplayZone(identifier: zone)!,
        jumping: true, capping: capping
      ).map {
        "\($0.uid) \(Occurrence.iso($0.start, allDay: $0.allDay)) \(Occurrence.iso($0.end, allDay: $0.allDay))"
      }
    }
    var total = 0
    for group in RecurrenceJumpTests.groups() {
      // A group at a time; one libical refuses is compared alone.
      let file = try F.parse(F.calendar(group))
      let files =
        (try? listing(file, capping: false)) != nil
        ? [file] : try group.map { try F.parse(F.calendar([$0])) }
      for file in files {
        guard let plain = try? listing(file, capping: false) else { continue }
        let capped = try listing(file, capping: true)
        #expect(capped == plain, "\(Set(capped).symmetricDifference(plain).sorted().prefix(4))")
        total += plain.count
      }
    }
    #expect(total > 200)
  }
}
