import CICal
import CalendsValues

/// The checks libical does not report with a line: the component structure (every BEGIN
/// has its END) and TZIDs that name no zone. The values of the properties expansion reads
/// are checked with libical's own parsers, at their physical line, for the events libical's
/// parse flagged (`checkValues`): checking every value twice cost a third of a read.
struct ICalendarScan {
  /// X-WR-CALNAME, when the file names itself.
  var calendarName: String?
  /// The BEGIN:VEVENT line of each event, in file order.
  var eventLines: [Int] = []
  /// Each event's content lines (indices into the scanned lines), BEGIN to END.
  var eventRanges: [Range<Int>] = []

  /// Properties whose values expansion reads, by the kind of value they hold.
  static let timeProperties: Set<String> = ["DTSTART", "DTEND", "RECURRENCE-ID", "EXDATE", "RDATE"]

  init(_ lines: [ContentLine], file: String) throws(ICalendarError) {
    func fail(_ line: Int, _ message: String) -> ICalendarError {
      ICalendarError(file: file, line: line, message: message)
    }
    guard let first = lines.first else {
      throw fail(0, "the file is empty; expected BEGIN:VCALENDAR")
    }
    guard first.name == "BEGIN", first.value.uppercased() == "VCALENDAR" else {
      throw fail(first.line, "not an iCalendar file: expected BEGIN:VCALENDAR")
    }
    var fileZones: Set<String> = []
    for index in lines.indices.dropLast()
    where lines[index].name == "BEGIN" && lines[index + 1].name == "TZID"
      && lines[index].value.uppercased() == "VTIMEZONE"
    {
      fileZones.insert(lines[index + 1].value)
    }
    var knownZones: [String: Bool] = [:]
    func zoneExists(_ tzid: String) -> Bool {
      if let known = knownZones[tzid] { return known }
      let exists = fileZones.contains(tzid) || ZoneResolver.builtin(tzid) != nil
      knownZones[tzid] = exists
      return exists
    }
    var stack: [(name: String, line: Int)] = []
    var eventStart: Int?
    var eventHasStart = false
    for (index, line) in lines.enumerated() {
      switch line.name {
      case "BEGIN":
        let name = line.value.uppercased()
        if name == "VEVENT" {
          if let open = stack.last(where: { $0.name == "VEVENT" }) {
            throw fail(
              open.line,
              "BEGIN:VEVENT has no END:VEVENT before the next BEGIN:VEVENT (line \(line.line))")
          }
          guard stack.last?.name == "VCALENDAR" else {
            throw fail(line.line, "a VEVENT must be inside a VCALENDAR")
          }
          eventLines.append(line.line)
          guard eventLines.count <= Limits.icsEvents else {
            throw fail(line.line, "more than \(Limits.icsEvents) events, over the limit")
          }
          eventStart = index
          eventHasStart = false
        } else if stack.isEmpty && name != "VCALENDAR" {
          throw fail(line.line, "BEGIN:\(name) outside a VCALENDAR")
        }
        stack.append((name, line.line))
        guard stack.count <= 8 else { throw fail(line.line, "components nest too deep") }
      case "END":
        let name = line.value.uppercased()
        guard let open = stack.last else {
          throw fail(line.line, "END:\(name) without a BEGIN:\(name)")
        }
        guard open.name == name else {
          throw fail(
            open.line, "BEGIN:\(open.name) has no END:\(open.name) (line \(line.line) ends \(name))"
          )
        }
        if name == "VEVENT" {
          if !eventHasStart { throw fail(open.line, "the VEVENT has no DTSTART") }
          eventRanges.append(eventStart!..<(index + 1))
          eventStart = nil
        }
        stack.removeLast()
      default:
        guard !stack.isEmpty else {
          throw fail(line.line, "\(line.name) outside a VCALENDAR")
        }
        if line.name == "X-WR-CALNAME", stack.count == 1 { calendarName = line.value }
        guard eventStart != nil, stack.last?.name == "VEVENT" else { continue }
        if line.name == "DTSTART" { eventHasStart = true }
        if ICalendarScan.timeProperties.contains(line.name), let tzid = line.parameter("TZID"),
          !zoneExists(tzid)
        {
          throw fail(line.line, ICalendarScan.unknownZone(tzid))
        }
      }
    }
    if let open = stack.last {
      throw fail(open.line, "BEGIN:\(open.name) has no END:\(open.name)")
    }
  }

  static func unknownZone(_ tzid: String) -> String {
    "unknown TZID '\(tzid)': the file has no VTIMEZONE for it and it is not an IANA zone"
  }

  /// Checks the values of one event's properties with libical's value parsers.
  static func checkValues(_ lines: ArraySlice<ContentLine>, file: String) throws(ICalendarError) {
    for line in lines {
      try check(line) { ICalendarError(file: file, line: $0, message: $1) }
    }
  }

  /// Checks one property of an event with libical's value parsers.
  static func check(_ line: ContentLine, fail: (Int, String) -> ICalendarError)
    throws(ICalendarError)
  {
    guard line.name == "RRULE" || line.name == "DURATION" || timeProperties.contains(line.name)
    else { return }
    let value = line.value
    let shown = value.count > 60 ? value.prefix(60) + "…" : Substring(value)
    if line.name == "RRULE" {
      let rule = ical.icalrecurrencetype_from_string(value)
      if rule.freq == ICAL_NO_RECURRENCE {
        throw fail(line.line, "bad RRULE '\(shown)'")
      }
    } else if line.name == "DURATION" {
      if ical.icaldurationtype_is_bad_duration(ical.icaldurationtype_from_string(value)) != 0 {
        throw fail(line.line, "bad DURATION '\(shown)'")
      }
    } else if timeProperties.contains(line.name) {
      let isPeriod = line.parameter("VALUE")?.uppercased() == "PERIOD"
      for piece in value.split(separator: ",", omittingEmptySubsequences: false) {
        let text = String(piece)
        let valid =
          isPeriod
          ? ical.icalperiodtype_is_null_period(ical.icalperiodtype_from_string(text)) == 0
          : ical.icaltime_is_null_time(ical.icaltime_from_string(text)) == 0
        if !valid {
          let kind = isPeriod ? "PERIOD" : "DATE or DATE-TIME"
          throw fail(line.line, "bad \(line.name) '\(shown)': expected a \(kind)")
        }
      }
    }
  }
}
