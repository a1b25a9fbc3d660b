import CICal

/// Finds the zone a TZID names: the file's own VTIMEZONE first (Outlook's "Eastern Standard
/// Time"), then libical's built-in zones (IANA names, and libical's own prefixed TZIDs).
enum ZoneResolver {
  static func builtin(_ tzid: String) -> OpaquePointer? {
    _ = LibICal.ready
    if ["UTC", "Etc/UTC", "GMT", "Z"].contains(tzid) { return icaltimezone_get_utc_timezone() }
    return icaltimezone_get_builtin_timezone_from_tzid(tzid)
      ?? icaltimezone_get_builtin_timezone(tzid)
  }

  /// The zone of a property's TZID parameter, looked up from `component` outwards.
  static func zone(of property: OpaquePointer, in component: OpaquePointer) -> OpaquePointer? {
    guard let parameter = icalproperty_get_first_parameter(property, ICAL_TZID_PARAMETER),
      let tzid = icalparameter_get_tzid(parameter)
    else { return nil }
    // libical looks for VTIMEZONEs among a component's own children, so ask the
    // enclosing VCALENDAR.
    var next: OpaquePointer? = component
    while let current = next {
      if let zone = icalcomponent_get_timezone(current, tzid) { return zone }
      next = icalcomponent_get_parent(current)
    }
    return builtin(String(cString: tzid))
  }

  /// The property's time with its TZID applied (a value without one stays UTC or floating).
  /// The TZID decides even when libical's parser already set a zone: for EXDATE it sets
  /// one that is not the TZID's.
  static func resolved(
    _ time: icaltimetype, of property: OpaquePointer, in component: OpaquePointer
  )
    -> icaltimetype
  {
    var time = time
    if time.is_date == 0, let zone = zone(of: property, in: component) {
      time.zone = zone
    }
    return time
  }
}
