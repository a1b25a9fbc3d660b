import CICal
import CalendsValues

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The checks libical does not report with a line: the component structure (every BEGIN
/// has its END) and TZIDs that name no zone. The values of the properties expansion reads
/// are checked with libical's own parsers, at their physical line, for the events libical's
/// parse flagged (`checkValues`): checking every value twice cost a third of a read.
struct ICalendarScan {
  /// X-WR-CALNAME, when the file names itself.
  var calendarName: String?
  /// Where each event's properties are, in file order.
  var eventLines: [EventLines] = []
  /// Each event's content lines (indices into the scanned lines), BEGIN to END.
  var eventRanges: [Range<Int>] = []
  /// Parts of VTIMEZONEs libical must not see (`checkZone`): byte ranges of the file.
  var zoneRemovals: [Range<Int>] = []
  /// What is read differently from what the file says, by line.
  var warnings: [ICalendarError] = []

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
    var zone = ZoneScan()
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
          eventLines.append(EventLines(begin: line.line))
          guard eventLines.count <= Limits.icsEvents else {
            throw fail(line.line, "more than \(Limits.icsEvents) events, over the limit")
          }
          eventStart = index
          eventHasStart = false
        } else if stack.isEmpty && name != "VCALENDAR" {
          throw fail(line.line, "BEGIN:\(name) outside a VCALENDAR")
        }
        if name == "VTIMEZONE" {
          zone = ZoneScan(begin: line.line)
        } else if (name == "STANDARD" || name == "DAYLIGHT") && stack.last?.name == "VTIMEZONE" {
          zone.observance = ZoneScan.Observance(kind: name, line: line.line, start: line.range)
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
        if zone.observance != nil && (name == "STANDARD" || name == "DAYLIGHT") {
          checkObservance(ending: line, in: &zone, file: file)
        } else if name == "VTIMEZONE" {
          checkZone(zone, file: file)
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
        if zone.observance != nil, stack.last?.name == "STANDARD" || stack.last?.name == "DAYLIGHT" {
          zone.observance!.lines.append(line)
        } else if line.name == "TZID", stack.last?.name == "VTIMEZONE" {
          zone.tzid = line.value
        }
        guard eventStart != nil, stack.last?.name == "VEVENT" else { continue }
        if line.name == "DTSTART" { eventHasStart = true }
        if line.name == "DURATION" { eventLines[eventLines.count - 1].duration = line.line }
        if line.name == "RRULE" { eventLines[eventLines.count - 1].rules.append(line.line) }
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

  /// A VTIMEZONE being read: its TZID, the observance being read, and how many are usable.
  struct ZoneScan {
    var begin = 0
    var tzid = ""
    var usable = 0
    var observance: Observance?

    struct Observance {
      var kind: String
      var line: Int
      /// Where its BEGIN line starts in the file.
      var start: Range<Int>
      var lines: [ContentLine] = []
    }
  }

  /// Checks one STANDARD or DAYLIGHT observance at its END, so that libical's working-out of
  /// the zone (`ZoneResolver`) stays bounded and no time moves silently:
  /// - a TZOFFSETFROM or TZOFFSETTO that is not ±HHMM[SS] within 18 hours (libical reads
  ///   `+9999` as 100 hours, which moved the zone's events out of their days) leaves the
  ///   observance out;
  /// - an RRULE that is not YEARLY, or whose transitions a year Calends cannot bound (more
  ///   than 12, or possibly none: libical would walk towards the year 20000 each time it
  ///   works the zone out) is left out, the observance keeping its DTSTART and RDATEs
  ///   (a sub-daily one grew libical's working-out without bound: 146 MB after 30 s).
  /// Each is a warning at its line.
  mutating func checkObservance(ending end: ContentLine, in zone: inout ZoneScan, file: String) {
    guard let observance = zone.observance else { return }
    zone.observance = nil
    let name = zone.tzid.isEmpty ? "the VTIMEZONE" : "'\(zone.tzid)'"
    func warn(_ line: Int, _ message: String) {
      warnings.append(ICalendarError(file: file, line: line, message: message))
    }
    var start: ContentLine?
    var hasOffsetTo = false
    for line in observance.lines {
      switch line.name {
      case "TZOFFSETFROM", "TZOFFSETTO":
        guard ICalendarScan.utcOffset(line.valueBytes) != nil else {
          warn(
            line.line,
            "\(line.name) '\(ICalendarScan.shown(line.value))' is not a UTC offset (±HHMM, at most 18 hours): this \(observance.kind) of \(name) is left out"
          )
          zoneRemovals.append(observance.start.lowerBound..<end.range.upperBound)
          return
        }
        if line.name == "TZOFFSETTO" { hasOffsetTo = true }
      case "DTSTART":
        start = start ?? line
      default:
        break
      }
    }
    guard hasOffsetTo, let start,
      ical.icaltime_is_null_time(ical.icaltime_from_string(start.value)) == 0
    else {
      warn(
        observance.line,
        "this \(observance.kind) of \(name) has no \(hasOffsetTo ? "DTSTART (a date-time)" : "TZOFFSETTO"): it is left out"
      )
      zoneRemovals.append(observance.start.lowerBound..<end.range.upperBound)
      return
    }
    zone.usable += 1
    let dtstart = ical.icaltime_from_string(start.value)
    for line in observance.lines where line.name == "RRULE" {
      let (rule, shape) = ICalendarScan.rule(line.value)
      let problem: String?
      if rule.freq == ICAL_NO_RECURRENCE {
        problem = "is not an RRULE"
      } else if rule.freq != ICAL_YEARLY_RECURRENCE {
        problem = "is not FREQ=YEARLY"
      } else if let perYear = shape.transitionsPerYear(
        startYear: Int(dtstart.year), startMonth: Int(dtstart.month), startDay: Int(dtstart.day)), perYear <= 12
      {
        problem = nil
      } else {
        problem = "may give more than 12 transitions a year, or none"
      }
      if let problem {
        warn(
          line.line,
          "the \(observance.kind) RRULE '\(ICalendarScan.shown(line.value))' of \(name) \(problem): it is left out, the \(observance.kind) keeping its DTSTART and RDATEs"
        )
        zoneRemovals.append(line.range)
      }
    }
  }

  /// At a VTIMEZONE's END: one without a usable observance gives its times no offset.
  mutating func checkZone(_ zone: ZoneScan, file: String) {
    guard zone.usable == 0 else { return }
    let name = zone.tzid.isEmpty ? "the VTIMEZONE" : "'\(zone.tzid)'"
    warnings.append(
      ICalendarError(
        file: file, line: zone.begin,
        message: "\(name) has no usable STANDARD or DAYLIGHT: its times are read as UTC"))
  }

  /// The seconds east of UTC of `±HHMM[SS]`, at most 18 hours; nil for anything else. As
  /// libical does, spaces around it and a missing `+` are allowed.
  static func utcOffset(_ bytes: ArraySlice<UInt8>) -> Int? {
    var text = Array(bytes.drop { $0 == 32 || $0 == 9 })
    while let last = text.last, last == 32 || last == 9 { text.removeLast() }
    var sign = 1
    if let first = text.first, first == UInt8(ascii: "+") || first == UInt8(ascii: "-") {
      sign = first == UInt8(ascii: "-") ? -1 : 1
      text.removeFirst()
    }
    guard text.count == 4 || text.count == 6, text.allSatisfy({ (48...57).contains($0) }) else {
      return nil
    }
    func number(_ at: Int) -> Int { Int(text[at] - 48) * 10 + Int(text[at + 1] - 48) }
    let minutes = number(2)
    let seconds = text.count == 6 ? number(4) : 0
    let total = number(0) * 3600 + minutes * 60 + seconds
    guard minutes < 60, seconds < 60, total <= 18 * 3600 else { return nil }
    return sign * total
  }

  /// An RRULE's text read by libical's parser, and its shape. The parser's copy of RSCALE
  /// is freed (the rule's `rscale` is then nil; the shape has seen it).
  static func rule(_ text: String) -> (rule: icalrecurrencetype, shape: RuleShape) {
    var rule = ical.icalrecurrencetype_from_string(text)
    let shape = RuleShape(rule)
    if let rscale = rule.rscale {
      free(rscale)
      rule.rscale = nil
    }
    return (rule, shape)
  }

  /// A value as messages quote it: at most 60 characters.
  static func shown(_ value: String) -> String {
    value.count > 60 ? value.prefix(60) + "…" : value
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
    let shown = ICalendarScan.shown(value)
    if line.name == "RRULE" {
      let (rule, _) = ICalendarScan.rule(value)
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

/// Where one VEVENT's properties are, for messages about them: its BEGIN line, its DURATION
/// (0: none) and its RRULEs in order.
struct EventLines {
  var begin: Int
  var duration = 0
  var rules: [Int] = []
}
