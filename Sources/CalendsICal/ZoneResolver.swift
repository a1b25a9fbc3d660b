import CICal
import CalendsValues
import Dispatch

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Finds the zone a TZID names: the file's own VTIMEZONE first (Outlook's "Eastern Standard
/// Time"), then libical's built-in zones (IANA names, and libical's own prefixed TZIDs, and
/// Windows zone names mapped to IANA ones: `WindowsZones`); and keeps libical's work on
/// zones within `ICalendarLimits.zoneTransitions`.
///
/// One per expansion, remembering each TZID's zone: libical finds a built-in zone by
/// comparing the name with each of its ~450 zones, which for every DTSTART and DTEND of a
/// 10,000-event file cost more than the expansion itself. (A file of several VCALENDARs
/// whose VTIMEZONEs give one TZID different rules gets the first one's.)
///
/// libical converts a time in a zone from the zone's transitions, which it works out from
/// each observance's DTSTART up to the year asked for (and five more), and from scratch each
/// time a later year is asked for; past its last year (2582) it works them all out again for
/// every time asked (25 ms for Europe/Berlin). So every conversion goes through `cover`
/// first: a year past 2582 is read with 2582's last offset (what libical answers, without the
/// work), and when a later year is needed the zone is worked out to twice as far as before,
/// so a zone is worked out a few times at most. What each working-out costs (its
/// transitions: `ZoneCost`) is counted before libical is asked.
final class ZoneResolver {
  let file: String
  private var known: [String: OpaquePointer] = [:]
  /// Instants of wall-clock times already converted, by zone: libical's conversion walks
  /// the zone's transitions each time, and a file's events share their hours.
  private var instants: [InstantKey: Int64] = [:]
  /// The year each zone is worked out to, as far as this expansion has asked.
  private var covered: [OpaquePointer: Int] = [:]
  private var facts: [OpaquePointer: ZoneFacts] = [:]
  /// The zones found among the file's own VTIMEZONEs (the rest are libical's built-in ones),
  /// with their TZIDs.
  private var fileZones: Set<OpaquePointer> = []
  private var fileZoneNames: [OpaquePointer: String] = [:]
  /// For each file zone asked about: what stands in for it outside its span (`Fallback`),
  /// or nil when nothing does.
  private var fallbacks: [OpaquePointer: Fallback?] = [:]
  /// Transitions counted so far.
  private(set) var transitions = 0

  /// The year libical works every zone out to at least (its first use's year): the current
  /// year, as libical reads the clock.
  static let baseYear: Int = {
    var now = time_t()
    time(&now)
    return Day(daysSinceEpoch: Int(now / 86_400)).year
  }()

  /// X-WR-TIMEZONE: the zone of the file's floating times (nil: they stay floating).
  let calendarZone: String?

  init(file: String, calendarZone: String? = nil) {
    self.file = file
    self.calendarZone = calendarZone
  }

  private struct InstantKey: Hashable {
    let zone: OpaquePointer
    let wall: Int64
  }

  /// `Moment(time)`, remembering what each zone's wall-clock time converts to. `line` is the
  /// line of what asks, for the error when the zone's work is over the limit.
  func moment(_ time: icaltimetype, line: Int) throws(ICalendarError) -> Moment {
    guard time.is_date == 0, let zone = time.zone else { return Moment(time) }
    let key = InstantKey(zone: zone, wall: Moment.wallSeconds(time))
    if let known = instants[key] { return .instant(known) }
    try cover(zone, year: Int(time.year), line: line)
    guard case .instant(let instant) = Moment(time) else { return Moment(time) }
    instants[key] = instant
    return .instant(instant)
  }

  /// Makes sure libical has worked `zone` out to `year` (at most its last year), counting the
  /// transitions that takes; throws when the file's zones take more than
  /// `ICalendarLimits.zoneTransitions`.
  func cover(_ zone: OpaquePointer, year: Int, line: Int) throws(ICalendarError) {
    if zone == ical.icaltimezone_get_utc_timezone() { return }
    let year = min(year, RuleShape.lastYear)
    let base = ZoneResolver.baseYear
    let target: Int
    if let covered = covered[zone] {
      if year <= covered { return }
      target = min(RuleShape.lastYear, max(year + 5, base + 2 * (covered - base)))
    } else {
      // libical's own first working-out: the year asked for (at least the current one) and
      // five more.
      target = min(RuleShape.lastYear, max(year, base) + 5)
    }
    let cost = self.cost(of: zone).transitions(through: target)
    guard transitions + cost <= ICalendarLimits.zoneTransitions else {
      throw ICalendarError(
        file: file, line: line,
        message:
          "working out the time zone \(ZoneResolver.name(zone)) up to \(target) takes more than \(ICalendarLimits.zoneTransitions) transitions with the file's other zones, over the limit"
      )
    }
    transitions += cost
    if covered[zone] != nil {
      // A time in the year five before makes libical work the zone out to `target`.
      var time = ical.icaltime_null_time()
      time.year = Int32(max(1, target - 5))
      time.month = 1
      time.day = 1
      time.hour = 12
      var daylight: Int32 = 0
      _ = ical.icaltimezone_get_utc_offset(zone, &time, &daylight)
    }
    covered[zone] = target
  }

  /// The zone's transitions, as libical works them out.
  private func cost(of zone: OpaquePointer) -> ZoneCost { facts(of: zone).cost }

  /// What Calends reads from a zone's observances.
  func facts(of zone: OpaquePointer) -> ZoneFacts {
    if let known = facts[zone] { return known }
    let found = ZoneFacts.of(zone, builtin: !fileZones.contains(zone))
    facts[zone] = found
    return found
  }

  /// The zone's TZID, quoted, for messages.
  static func name(_ zone: OpaquePointer) -> String {
    guard let tzid = ical.icaltimezone_get_tzid(zone) else { return "(unnamed)" }
    return "'\(String(cString: tzid))'"
  }

  /// libical's zone for a TZID without a VTIMEZONE: `named(_:)`, else, by guess, an
  /// Exchange display name's (`ExchangeZoneNames`; `guessed(_:)` tells which).
  static func builtin(_ tzid: String) -> OpaquePointer? {
    named(tzid) ?? ExchangeZoneNames.iana(tzid).flatMap(named)
  }

  /// libical's zone for an IANA name (or libical's own prefixed TZID), for a Windows zone
  /// name (Outlook's `Pacific Standard Time` without a VTIMEZONE: `WindowsZones`), or for a
  /// globally unique TZID (RFC 5545 3.8.2.19: a `/` and a vendor's prefix before the IANA
  /// name, as Thunderbird writes `/mozilla.org/20070129_1/America/New_York`): the longest
  /// suffix after a `/` that is an IANA name. None of these is a guess.
  static func named(_ tzid: String) -> OpaquePointer? {
    if let zone = exactly(tzid) { return zone }
    if let iana = WindowsZones.iana(tzid), iana != tzid, let zone = exactly(iana) {
      return zone
    }
    guard tzid.hasPrefix("/") else { return nil }
    var rest = tzid.utf8.dropFirst()
    while let slash = rest.firstIndex(of: UInt8(ascii: "/")) {
      rest = rest[rest.index(after: slash)...]
      if !rest.isEmpty, let zone = exactly(String(Substring(rest))) { return zone }
    }
    return nil
  }

  /// libical's zone of exactly that name (or libical's own prefixed TZID).
  private static func exactly(_ tzid: String) -> OpaquePointer? {
    if ["UTC", "Etc/UTC", "GMT", "Z"].contains(tzid) {
      return ical.icaltimezone_get_utc_timezone()
    }
    return ical.icaltimezone_get_builtin_timezone_from_tzid(tzid)
      ?? ical.icaltimezone_get_builtin_timezone(tzid)
  }

  /// The IANA name a TZID is read as when only Exchange's display names know it
  /// (`ExchangeZoneNames`): a guess, which the reader says; nil otherwise.
  static func guessed(_ tzid: String) -> String? {
    guard named(tzid) == nil, let iana = ExchangeZoneNames.iana(tzid), named(iana) != nil
    else { return nil }
    return iana
  }

  /// The zone of a property's TZID parameter, looked up from `component` outwards.
  func zone(of property: OpaquePointer, in component: OpaquePointer) -> OpaquePointer? {
    guard let parameter = ical.icalproperty_get_first_parameter(property, ICAL_TZID_PARAMETER),
      let tzid = ical.icalparameter_get_tzid(parameter)
    else { return nil }
    return zone(named: String(cString: tzid), in: component)
  }

  /// A file's VTIMEZONE whose TZID is also a zone libical knows (an IANA name, or a Windows
  /// name mapped to one), and the wall-clock span its observances cover: from the first
  /// observance's DTSTART to the end of the year of its last transition (no end while a
  /// rule has no UNTIL or COUNT, or when the zone has no DAYLIGHT: a fixed offset, as
  /// Outlook writes Tokyo's, holds ever after). Exporters that write only the recent years' rules
  /// (DTSTART in 2007, or one year's RDATEs) leave older and later times without a rule:
  /// outside the span, the IANA zone's rules are used instead.
  struct Fallback {
    let from: Int64
    let through: Int64
    let zone: OpaquePointer

    /// The span of `component`'s observances; nil when it has none.
    static func span(_ component: OpaquePointer) -> (from: Int64, through: Int64)? {
      var from = Int64.max
      var through = Int64.min
      var hasDaylight = false
      for kind in [ICAL_XSTANDARD_COMPONENT, ICAL_XDAYLIGHT_COMPONENT] {
        var next = ical.icalcomponent_get_first_component(component, kind)
        while let observance = next {
          next = ical.icalcomponent_get_next_component(component, kind)
          if kind == ICAL_XDAYLIGHT_COMPONENT { hasDaylight = true }
          guard
            let property = ical.icalcomponent_get_first_property(observance, ICAL_DTSTART_PROPERTY)
          else { continue }
          let start = ical.icalproperty_get_dtstart(property)
          guard ical.icaltime_is_null_time(start) == 0 else { continue }
          let wall = Moment.wallSeconds(start)
          from = min(from, wall)
          through = max(through, wall)
          var rdate = ical.icalcomponent_get_first_property(observance, ICAL_RDATE_PROPERTY)
          while let property = rdate {
            let time = ical.icalproperty_get_rdate(property).time
            if ical.icaltime_is_null_time(time) == 0 {
              through = max(through, Moment.wallSeconds(time))
            }
            rdate = ical.icalcomponent_get_next_property(observance, ICAL_RDATE_PROPERTY)
          }
          var rrule = ical.icalcomponent_get_first_property(observance, ICAL_RRULE_PROPERTY)
          while let property = rrule {
            let rule = ical.icalproperty_get_rrule(property)
            if ical.icaltime_is_null_time(rule.until) == 0 {
              through = max(through, Moment.wallSeconds(rule.until))
            } else if rule.count > 0 {
              // A yearly rule (the others are left out: `ICalendarScan.checkObservance`).
              through = max(through, wall + Int64(rule.count) * 366 * 86_400)
            } else {
              through = .max
            }
            rrule = ical.icalcomponent_get_next_property(observance, ICAL_RRULE_PROPERTY)
          }
        }
      }
      guard from != .max else { return nil }
      if !hasDaylight { through = .max }
      if through != .max {
        let year = Day(daysSinceEpoch: Int(through / 86_400)).year
        through = Int64(Day(unchecked: year, 12, 31).daysSinceEpoch) * 86_400 + 86_399
      }
      return (from, through)
    }
  }

  /// `zone`, unless it is a file's VTIMEZONE whose span does not cover `reference` and whose
  /// TZID names a zone libical knows: then that zone (`Fallback`).
  func zone(_ zone: OpaquePointer, at reference: icaltimetype) -> OpaquePointer {
    guard fileZones.contains(zone), reference.is_date == 0 else { return zone }
    let fallback: Fallback?
    if let known = fallbacks[zone] {
      fallback = known
    } else {
      if let name = fileZoneNames[zone], let builtin = ZoneResolver.builtin(name),
        builtin != zone, let component = ical.icaltimezone_get_component(zone),
        let span = Fallback.span(component)
      {
        fallback = Fallback(from: span.from, through: span.through, zone: builtin)
      } else {
        fallback = nil
      }
      fallbacks[zone] = .some(fallback)
    }
    guard let fallback else { return zone }
    let wall = Moment.wallSeconds(reference)
    return wall < fallback.from || wall > fallback.through ? fallback.zone : zone
  }

  /// The zone `name` names, seen from `component`: the file's VTIMEZONE, else libical's.
  func zone(named name: String, in component: OpaquePointer) -> OpaquePointer? {
    if let zone = known[name] { return zone }
    // libical looks for VTIMEZONEs among a component's own children, so ask the
    // enclosing VCALENDAR.
    var next: OpaquePointer? = component
    var found: OpaquePointer?
    while let current = next, found == nil {
      found = ical.icalcomponent_get_timezone(current, name)
      next = ical.icalcomponent_get_parent(current)
    }
    if let found {
      fileZones.insert(found)
      fileZoneNames[found] = name
    }
    found = found ?? ZoneResolver.builtin(name)
    if let found { known[name] = found }
    return found
  }

  /// The property's time with its TZID applied (a value without one stays UTC, or floating:
  /// in the X-WR-TIMEZONE when the file has one, as is a TZID that names no zone). The TZID
  /// decides even when libical's parser already set a zone: for EXDATE it sets one that is
  /// not the TZID's.
  func resolved(
    _ time: icaltimetype, of property: OpaquePointer, in component: OpaquePointer,
    reference: icaltimetype? = nil
  )
    -> icaltimetype
  {
    var time = time
    guard time.is_date == 0 else { return time }
    if let found = zone(of: property, in: component) {
      time.zone = zone(found, at: reference ?? time)
    } else if time.zone == nil, let calendarZone,
      let found = zone(named: calendarZone, in: component)
    {
      time.zone = found
    }
    return time
  }
}

/// What Calends reads from a zone's observances: the transitions libical works out
/// (`ZoneCost`) and the times of day near a gap (`RecurrenceJump.GapTable`).
///
/// libical's built-in zones are shared by every thread, and libical walks a component's
/// children with a cursor kept in the component (`icalcomponent_get_next_component`), which
/// its own working-out of the zone uses too: a walk of Calends' on another thread moved
/// that cursor and left transitions out (New York's offsets in March 2026 came out an hour
/// off). So a built-in zone is read once a process, from a copy (`icalcomponent_new_clone`
/// reads the lists without the cursors), under a lock. A file's zones belong to its
/// `ICalendarFile`, which one thread uses at a time.
struct ZoneFacts {
  let cost: ZoneCost
  let gaps: RecurrenceJump.GapTable

  init(_ component: OpaquePointer?) {
    cost = ZoneCost(component)
    gaps = RecurrenceJump.GapTable(component)
  }

  private static let queue = DispatchQueue(label: "calends.ical.builtin-zones")
  nonisolated(unsafe) private static var builtins: [OpaquePointer: ZoneFacts] = [:]

  static func of(_ zone: OpaquePointer, builtin: Bool) -> ZoneFacts {
    guard builtin else { return ZoneFacts(ical.icaltimezone_get_component(zone)) }
    return queue.sync {
      if let known = builtins[zone] { return known }
      let copy = ical.icaltimezone_get_component(zone).flatMap { ical.icalcomponent_new_clone($0) }
      defer { if let copy { ical.icalcomponent_free(copy) } }
      let facts = ZoneFacts(copy)
      builtins[zone] = facts
      return facts
    }
  }
}

/// How many transitions libical works out for a zone up to a year: one for each observance's
/// DTSTART and RDATE, and each RRULE's instances from its DTSTART's year (a bound per year,
/// `RuleShape.transitionsPerYear`; a rule Calends cannot bound counts as a transition a day).
/// A file's own VTIMEZONEs reach libical with such rules already left out
/// (`ICalendarScan.checkZone`).
struct ZoneCost {
  var fixed = 0
  var rules: [(from: Int, through: Int, perYear: Int)] = []

  /// The cost of a VTIMEZONE `component`'s observances.
  init(_ component: OpaquePointer?) {
    guard let component else { return }
    for kind in [ICAL_XSTANDARD_COMPONENT, ICAL_XDAYLIGHT_COMPONENT] {
      var next = ical.icalcomponent_get_first_component(component, kind)
      while let observance = next {
        next = ical.icalcomponent_get_next_component(component, kind)
        fixed += 1
        guard
          let start = ical.icalcomponent_get_first_property(observance, ICAL_DTSTART_PROPERTY)
        else { continue }
        let dtstart = ical.icalproperty_get_dtstart(start)
        var property = ical.icalcomponent_get_first_property(observance, ICAL_RDATE_PROPERTY)
        while property != nil {
          fixed += 1
          property = ical.icalcomponent_get_next_property(observance, ICAL_RDATE_PROPERTY)
        }
        property = ical.icalcomponent_get_first_property(observance, ICAL_RRULE_PROPERTY)
        while let rrule = property {
          let rule = ical.icalproperty_get_rrule(rrule)
          let shape = RuleShape(rule)
          let perYear =
            shape.transitionsPerYear(
              startYear: Int(dtstart.year), startMonth: Int(dtstart.month),
              startDay: Int(dtstart.day))
            ?? 366 * shape.expansion * (shape.isSubDaily ? 86_400 : 1)
          let until =
            ical.icaltime_is_null_time(rule.until) != 0 ? Int.max : Int(rule.until.year)
          rules.append((Int(dtstart.year), until, perYear))
          property = ical.icalcomponent_get_next_property(observance, ICAL_RRULE_PROPERTY)
        }
      }
    }
  }

  /// Transitions worked out up to the end of `year`.
  func transitions(through year: Int) -> Int {
    rules.reduce(fixed) { total, rule in
      let years = max(0, min(year, rule.through) - rule.from + 1)
      let (product, overflow) = years.multipliedReportingOverflow(by: rule.perYear)
      return overflow ? Int.max / 2 : min(Int.max / 2, total + product)
    }
  }
}
