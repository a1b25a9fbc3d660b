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
  /// RECURRENCE-ID as written, TZID applied: its wall-clock day matches an instance of the
  /// other value type (an all-day override of a timed series).
  let recurrenceTime: icaltimetype?
  /// RECURRENCE-ID;RANGE=THISANDFUTURE: the override holds for every later instance too.
  let thisAndFuture: Bool
  /// How long each instance lasts: whole days for an all-day event, else seconds.
  let days: Int
  let seconds: Int64
  /// `days` and `seconds` together, in seconds.
  var length: Int64 { seconds + Int64(days) * 86_400 }

  /// Where the event's properties are, for messages.
  let lines: EventLines
  /// Which of two copies of the event is the newer (`supersedes`): SEQUENCE (0 when
  /// absent, as RFC 5545 3.8.7.4 has it), then DTSTAMP, then LAST-MODIFIED (wall-clock
  /// seconds as written, UTC by the RFC; nil when absent).
  let sequence: Int
  let stamp: Int64?
  let modified: Int64?
  /// What was read differently from what the file says (a DURATION over the limit).
  var warnings: [ICalendarError] = []

  init(_ component: OpaquePointer, lines: EventLines, zones: ZoneResolver) throws(ICalendarError) {
    self.component = component
    self.line = lines.begin
    self.lines = lines
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
    sequence =
      ical.icalcomponent_get_first_property(component, ICAL_SEQUENCE_PROPERTY).map {
        Int(ical.icalproperty_get_sequence($0))
      } ?? 0
    func seconds(_ kind: icalproperty_kind, _ get: (OpaquePointer) -> icaltimetype) -> Int64? {
      guard let property = ical.icalcomponent_get_first_property(component, kind) else {
        return nil
      }
      let time = get(property)
      return ical.icaltime_is_null_time(time) != 0 ? nil : Moment.wallSeconds(time)
    }
    stamp = seconds(ICAL_DTSTAMP_PROPERTY, ical.icalproperty_get_dtstamp)
    modified = seconds(ICAL_LASTMODIFIED_PROPERTY, ical.icalproperty_get_lastmodified)
    let start =
      EventComponent.time(component, ICAL_DTSTART_PROPERTY, zones, ical.icalproperty_get_dtstart)
      ?? ical.icaltime_null_time()
    self.start = start
    let recurrenceTime = EventComponent.time(
      component, ICAL_RECURRENCEID_PROPERTY, zones, ical.icalproperty_get_recurrenceid,
      reference: start)
    self.recurrenceTime = recurrenceTime
    recurrenceID = try recurrenceTime.map { (time) throws(ICalendarError) in
      try zones.moment(time, line: lines.begin)
    }
    thisAndFuture =
      ical.icalcomponent_get_first_property(component, ICAL_RECURRENCEID_PROPERTY).flatMap {
        ical.icalproperty_get_first_parameter($0, ICAL_RANGE_PARAMETER)
      }.map { ical.icalparameter_get_range($0) == ICAL_RANGE_THISANDFUTURE } ?? false
    let begin = try zones.moment(start, line: lines.begin)
    self.begin = begin
    var days = 0
    var seconds: Int64 = 0
    if let end = EventComponent.time(
      component, ICAL_DTEND_PROPERTY, zones, ical.icalproperty_get_dtend, reference: start)
    {
      switch (begin, try zones.moment(end, line: lines.begin)) {
      case (.date(let a), .date(let b)): days = a.distance(to: b)
      case (.instant(let a), .instant(let b)), (.floating(let a), .floating(let b)): seconds = b - a
      default: break
      }
      // DTSTART anchors the rule and the RECURRENCE-IDs, so it stays and the end gives way
      // (recurring-ical-events swaps the two instead; DISAGREEMENTS.md).
      if start.is_date != 0 ? days <= 0 : seconds < 0 {
        warnings.append(
          ICalendarError(
            file: zones.file, line: lines.end > 0 ? lines.end : lines.begin,
            message: start.is_date != 0
              ? "the DTEND is not after the DTSTART; the event is read as lasting its one day"
              : "the DTEND is before the DTSTART; the event is read as lasting no time"))
      }
    } else if let property = ical.icalcomponent_get_first_property(
      component, ICAL_DURATION_PROPERTY)
    {
      // Whole days for an all-day event (its hours do not count), else seconds; computed in
      // 64 bits (libical's own total is 32 bits: P5000W came out negative), within the limit.
      let duration = ical.icalproperty_get_duration(property)
      let weeks = Int64(duration.weeks)
      let wholeDays = weeks * 7 + Int64(duration.days)
      let total =
        wholeDays * 86_400 + Int64(duration.hours) * 3600 + Int64(duration.minutes) * 60
        + Int64(duration.seconds)
      let longest = Int64(ICalendarLimits.longestDuration)
      let durationLine = lines.duration > 0 ? lines.duration : lines.begin
      if duration.is_neg != 0 && total > 0 {
        warnings.append(
          ICalendarError(
            file: zones.file, line: durationLine,
            message: "the DURATION is negative; the event is read as lasting no time"))
      } else if start.is_date != 0 ? wholeDays > longest : total > longest * 86_400 {
        warnings.append(
          ICalendarError(
            file: zones.file, line: durationLine,
            message:
              "the DURATION is longer than \(longest) days (100 years), over the limit; the event is read as lasting \(longest) days"
          ))
      }
      if duration.is_neg == 0 {
        if start.is_date != 0 {
          days = Int(min(wholeDays, longest))
        } else {
          seconds = min(total, longest * 86_400)
        }
      }
    } else if start.is_date != 0 {
      days = 1
    }
    // An all-day event lasts at least its day; a timed one may be an instant.
    self.days = start.is_date != 0 ? max(1, days) : 0
    self.seconds = max(0, seconds)
  }

  /// Whether this copy is newer than `other`, a copy with the same UID (and RECURRENCE-ID):
  /// a server or an exporter that writes an edited event twice gives the newer one a higher
  /// SEQUENCE (RFC 5545 3.8.7.4), or, when the SEQUENCE did not change (a sync that
  /// duplicated it), a later DTSTAMP or LAST-MODIFIED. False on a tie: the caller then keeps
  /// the later one in the file.
  func supersedes(_ other: EventComponent) -> Bool {
    if sequence != other.sequence { return sequence > other.sequence }
    if stamp != other.stamp { return (stamp ?? .min) > (other.stamp ?? .min) }
    return (modified ?? .min) > (other.modified ?? .min)
  }

  /// The first `kind` property's time, TZID applied; nil when there is none. `reference`
  /// (the event's DTSTART; nil: the time itself) decides whether a file's zone covers it
  /// (`ZoneResolver.zone(_:at:)`).
  static func time(
    _ component: OpaquePointer, _ kind: icalproperty_kind, _ zones: ZoneResolver,
    _ get: (OpaquePointer) -> icaltimetype, reference: icaltimetype? = nil
  ) -> icaltimetype? {
    guard let property = ical.icalcomponent_get_first_property(component, kind) else { return nil }
    return zones.resolved(get(property), of: property, in: component, reference: reference)
  }

  /// Every `kind` property's time (RDATE, EXDATE), TZID applied.
  func times(_ kind: icalproperty_kind, _ get: (OpaquePointer) -> icaltimetype) -> [icaltimetype] {
    var result: [icaltimetype] = []
    var next = ical.icalcomponent_get_first_property(component, kind)
    while let property = next {
      result.append(zones.resolved(get(property), of: property, in: component, reference: start))
      next = ical.icalcomponent_get_next_property(component, kind)
    }
    return result
  }

  /// The RDATEs, TZID applied; a PERIOD's (RFC 5545 3.8.5.2) with its own end or duration.
  func rdates() -> [(start: icaltimetype, end: icaltimetype?, duration: icaldurationtype?)] {
    var result: [(icaltimetype, icaltimetype?, icaldurationtype?)] = []
    var next = ical.icalcomponent_get_first_property(component, ICAL_RDATE_PROPERTY)
    while let property = next {
      let value = ical.icalproperty_get_rdate(property)
      func resolved(_ time: icaltimetype) -> icaltimetype {
        zones.resolved(time, of: property, in: component, reference: start)
      }
      if ical.icaltime_is_null_time(value.time) == 0 {
        result.append((resolved(value.time), nil, nil))
      } else if ical.icaltime_is_null_time(value.period.start) == 0 {
        let period = value.period
        if ical.icaltime_is_null_time(period.end) == 0 {
          result.append((resolved(period.start), resolved(period.end), nil))
        } else {
          result.append((resolved(period.start), nil, period.duration))
        }
      }
      next = ical.icalcomponent_get_next_property(component, ICAL_RDATE_PROPERTY)
    }
    return result
  }

  /// The RRULEs, read from the scan's text: libical's tree holds none (`UnusedProperties`).
  /// The caller frees each rule's `rscale` (libical's copy of RSCALE) when done.
  func rules() -> [icalrecurrencetype] {
    lines.rules.map { ical.icalrecurrencetype_from_string($0.text) }
  }
}
