import CICal

/// Finds the zone a TZID names: the file's own VTIMEZONE first (Outlook's "Eastern Standard
/// Time"), then libical's built-in zones (IANA names, and libical's own prefixed TZIDs).
///
/// One per expansion, remembering each TZID's zone: libical finds a built-in zone by
/// comparing the name with each of its ~450 zones, which for every DTSTART and DTEND of a
/// 10,000-event file cost more than the expansion itself. (A file of several VCALENDARs
/// whose VTIMEZONEs give one TZID different rules gets the first one's.)
final class ZoneResolver {
  private var known: [String: OpaquePointer] = [:]
  /// Instants of wall-clock times already converted, by zone: libical's conversion walks
  /// the zone's transitions each time, and a file's events share their hours.
  private var instants: [InstantKey: Int64] = [:]

  private struct InstantKey: Hashable {
    let zone: OpaquePointer
    let wall: Int64
  }

  /// `Moment(time)`, remembering what each zone's wall-clock time converts to.
  func moment(_ time: icaltimetype) -> Moment {
    guard time.is_date == 0, let zone = time.zone else { return Moment(time) }
    let key = InstantKey(zone: zone, wall: Moment.wallSeconds(time))
    if let known = instants[key] { return .instant(known) }
    guard case .instant(let instant) = Moment(time) else { return Moment(time) }
    instants[key] = instant
    return .instant(instant)
  }
  static func builtin(_ tzid: String) -> OpaquePointer? {
    if ["UTC", "Etc/UTC", "GMT", "Z"].contains(tzid) {
      return ical.icaltimezone_get_utc_timezone()
    }
    return ical.icaltimezone_get_builtin_timezone_from_tzid(tzid)
      ?? ical.icaltimezone_get_builtin_timezone(tzid)
  }

  /// The zone of a property's TZID parameter, looked up from `component` outwards.
  func zone(of property: OpaquePointer, in component: OpaquePointer) -> OpaquePointer? {
    guard let parameter = ical.icalproperty_get_first_parameter(property, ICAL_TZID_PARAMETER),
      let tzid = ical.icalparameter_get_tzid(parameter)
    else { return nil }
    let name = String(cString: tzid)
    if let zone = known[name] { return zone }
    // libical looks for VTIMEZONEs among a component's own children, so ask the
    // enclosing VCALENDAR.
    var next: OpaquePointer? = component
    var found: OpaquePointer?
    while let current = next, found == nil {
      found = ical.icalcomponent_get_timezone(current, tzid)
      next = ical.icalcomponent_get_parent(current)
    }
    found = found ?? ZoneResolver.builtin(name)
    if let found { known[name] = found }
    return found
  }

  /// The property's time with its TZID applied (a value without one stays UTC or floating).
  /// The TZID decides even when libical's parser already set a zone: for EXDATE it sets
  /// one that is not the TZID's.
  func resolved(
    _ time: icaltimetype, of property: OpaquePointer, in component: OpaquePointer
  )
    -> icaltimetype
  {
    var time = time
    if time.is_date == 0, let found = zone(of: property, in: component) {
      time.zone = found
    }
    return time
  }
}
