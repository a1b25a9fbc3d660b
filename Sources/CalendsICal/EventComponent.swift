import CICal

/// The fields of one VEVENT that expansion reads, taken from libical once.
struct EventComponent {
  let component: OpaquePointer
  let line: Int
  let zones: ZoneResolver
  let uid: String
  let title: String
  let location: String
  let color: String?
  let cancelled: Bool
  let start: icaltimetype
  /// `start` as a moment.
  let begin: Moment
  let recurrenceID: Moment?
  /// How long each instance lasts: whole days for an all-day event, else seconds.
  let days: Int
  let seconds: Int64

  init(_ component: OpaquePointer, line: Int, zones: ZoneResolver) {
    self.component = component
    self.line = line
    self.zones = zones
    func text(_ pointer: UnsafePointer<CChar>?) -> String {
      pointer.map { String(cString: $0) } ?? ""
    }
    uid = text(ical.icalcomponent_get_uid(component))
    title = text(ical.icalcomponent_get_summary(component))
    location = text(ical.icalcomponent_get_location(component))
    color = ical.icalcomponent_get_first_property(component, ICAL_COLOR_PROPERTY).flatMap {
      ical.icalproperty_get_color($0).map { String(cString: $0) }
    }
    cancelled = ical.icalcomponent_get_status(component) == ICAL_STATUS_CANCELLED
    let start =
      EventComponent.time(component, ICAL_DTSTART_PROPERTY, zones, ical.icalproperty_get_dtstart)
      ?? ical.icaltime_null_time()
    self.start = start
    recurrenceID = EventComponent.time(
      component, ICAL_RECURRENCEID_PROPERTY, zones, ical.icalproperty_get_recurrenceid
    ).map(zones.moment)
    let begin = zones.moment(start)
    self.begin = begin
    var days = 0
    var seconds: Int64 = 0
    if let end = EventComponent.time(
      component, ICAL_DTEND_PROPERTY, zones, ical.icalproperty_get_dtend)
    {
      switch (begin, zones.moment(end)) {
      case (.date(let a), .date(let b)): days = a.distance(to: b)
      case (.instant(let a), .instant(let b)), (.floating(let a), .floating(let b)): seconds = b - a
      default: break
      }
    } else if let property = ical.icalcomponent_get_first_property(
      component, ICAL_DURATION_PROPERTY)
    {
      let duration = ical.icalproperty_get_duration(property)
      if start.is_date != 0 {
        days = Int(duration.days + duration.weeks * 7)
      } else {
        seconds = Int64(ical.icaldurationtype_as_int(duration))
      }
    } else if start.is_date != 0 {
      days = 1
    }
    // An all-day event lasts at least its day; a timed one may be an instant.
    self.days = start.is_date != 0 ? max(1, days) : 0
    self.seconds = max(0, seconds)
  }

  /// The first `kind` property's time, TZID applied; nil when there is none.
  static func time(
    _ component: OpaquePointer, _ kind: icalproperty_kind, _ zones: ZoneResolver,
    _ get: (OpaquePointer) -> icaltimetype
  ) -> icaltimetype? {
    guard let property = ical.icalcomponent_get_first_property(component, kind) else { return nil }
    return zones.resolved(get(property), of: property, in: component)
  }

  /// Every `kind` property's time (RDATE, EXDATE), TZID applied.
  func times(_ kind: icalproperty_kind, _ get: (OpaquePointer) -> icaltimetype) -> [icaltimetype] {
    var result: [icaltimetype] = []
    var next = ical.icalcomponent_get_first_property(component, kind)
    while let property = next {
      result.append(zones.resolved(get(property), of: property, in: component))
      next = ical.icalcomponent_get_next_property(component, kind)
    }
    return result
  }

  /// The RRULEs.
  func rules() -> [icalrecurrencetype] {
    var result: [icalrecurrencetype] = []
    var next = ical.icalcomponent_get_first_property(component, ICAL_RRULE_PROPERTY)
    while let property = next {
      result.append(ical.icalproperty_get_rrule(property))
      next = ical.icalcomponent_get_next_property(component, ICAL_RRULE_PROPERTY)
    }
    return result
  }
}
