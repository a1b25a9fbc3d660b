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
///
/// Strict, each problem is an error. Tolerant (the default of `ICalendarFile`), a component
/// whose structure is broken is skipped (its bytes go to `removals`, which libical then does
/// not see) and an unknown TZID reads as floating, each with a warning naming the line.
struct ICalendarScan {
  /// X-WR-CALNAME, when the file names itself.
  var calendarName: String?
  /// Where each event's properties are, in file order.
  var eventLines: [EventLines] = []
  /// Each event's content lines (indices into the scanned lines), BEGIN to END.
  var eventRanges: [Range<Int>] = []
  /// What libical must not see, as byte ranges of the file: parts of VTIMEZONEs
  /// (`checkZone`) and, when tolerant, the components and lines skipped.
  var removals: [Range<Int>] = []
  /// What libical must read after the file: `END:VCALENDAR` when, tolerant, the file ends
  /// without it.
  var appendix: [UInt8] = []
  /// The calendar-wide zone a file names in X-WR-TIMEZONE (Google's exports): its
  /// floating times are times in that zone.
  var calendarZone: (name: String, line: Int)?
  /// What is read differently from what the file says, by line.
  var warnings: [ICalendarError] = []

  /// Properties whose values expansion reads, by the kind of value they hold.
  static let timeProperties: Set<String> = ["DTSTART", "DTEND", "RECURRENCE-ID", "EXDATE", "RDATE"]

  /// The components that belong directly in a VCALENDAR (RFC 5545 §3.6): tolerant, one
  /// of them met inside another component ends the components open there.
  static let calendarChildren: Set<String> = [
    "VEVENT", "VTODO", "VJOURNAL", "VFREEBUSY", "VTIMEZONE",
  ]

  /// What makes `line` one libical must not see, or nil: a line longer than
  /// `ICalendarLimits.lineBytes` unfolded, or with more parameters than `parametersPerLine`.
  static func overLimit(_ line: ContentLine) -> String? {
    if line.length > ICalendarLimits.lineBytes {
      return
        "\(line.shownName) is \(line.length) bytes long unfolded, over the limit of \(ICalendarLimits.lineBytes)"
    }
    let parameters = line.parameterCount
    guard parameters > ICalendarLimits.parametersPerLine else { return nil }
    return
      "\(line.shownName) has \(parameters) parameters, over the limit of \(ICalendarLimits.parametersPerLine)"
  }

  /// `fileSize` is the size in bytes of the file the lines were read from.
  init(_ lines: [ContentLine], file: String, strict: Bool = true, fileSize: Int = 0)
    throws(ICalendarError)
  {
    func fail(_ line: Int, _ message: String) -> ICalendarError {
      ICalendarError(file: file, line: line, message: message)
    }
    func warn(_ line: Int, _ message: String) {
      warnings.append(ICalendarError(file: file, line: line, message: message))
    }
    guard let first = lines.first else {
      throw fail(0, "the file is empty; expected BEGIN:VCALENDAR")
    }
    // Tolerant, lines before the calendar are skipped (each with a warning, below).
    func opensCalendar(_ line: ContentLine) -> Bool {
      line.name == "BEGIN" && line.value.uppercased() == "VCALENDAR"
    }
    guard strict ? opensCalendar(first) : lines.contains(where: opensCalendar) else {
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
    /// Whether `tzid` names a zone. One known only as an Exchange display name
    /// (`ZoneResolver.guessed`) is read by guess: tolerant, with a warning at the first line
    /// that names it; strict, it names none.
    func zoneExists(_ tzid: String, line: Int) -> Bool {
      if let known = knownZones[tzid] { return known }
      var exists = fileZones.contains(tzid) || ZoneResolver.named(tzid) != nil
      if !exists, let iana = ZoneResolver.guessed(tzid) {
        exists = !strict
        if exists {
          warn(
            line,
            "'\(ICalendarScan.shown(tzid))' is no zone's name but a display name of Windows, and the file has no VTIMEZONE for it: read as \(iana), by guess (sabre/vobject's table of Exchange's zone names)"
          )
        }
      }
      knownZones[tzid] = exists
      return exists
    }
    /// The components open: name, BEGIN line, where the BEGIN line starts in the file, and
    /// whether it is being skipped (tolerant: its lines are not read).
    var stack: [(name: String, line: Int, start: Int, skipped: Bool)] = []
    var zone = ZoneScan()
    var eventStart: Int?
    var eventHasStart = false
    /// Tolerant: ends the open component on top as broken, skipping its bytes up to `end`.
    func skipTop(upTo end: Int, _ message: String) {
      let open = stack.removeLast()
      if !open.skipped {
        warn(open.line, "\(message): the \(open.name) is skipped")
      }
      removals.append(open.start..<end)
      if open.name == "VEVENT" && eventStart != nil {
        eventLines.removeLast()
        eventStart = nil
      }
      if open.name == "VTIMEZONE" || open.name == "STANDARD" || open.name == "DAYLIGHT" {
        zone.observance = nil
      }
    }
    for (index, line) in lines.enumerated() {
      if !strict, stack.last?.skipped == true, line.name != "BEGIN", line.name != "END" {
        continue
      }
      // Bounded before libical reads the line (its parser is quadratic in parameters, and
      // a line is text no one reads past a point). A property is skipped; a BEGIN or END
      // cannot be without breaking the structure.
      if let message = ICalendarScan.overLimit(line) {
        guard !strict, line.name != "BEGIN", line.name != "END" else {
          throw fail(line.line, message)
        }
        warn(line.line, message + ": the line is skipped")
        removals.append(line.range)
        continue
      }
      switch line.name {
      case "BEGIN":
        let name = line.value.uppercased()
        if !strict {
          if stack.contains(where: \.skipped) {
            stack.append((name, line.line, line.range.lowerBound, true))
            guard stack.count <= 8 else { throw fail(line.line, "components nest too deep") }
            continue
          }
          if stack.isEmpty && name != "VCALENDAR" {
            warn(line.line, "BEGIN:\(name) outside a VCALENDAR: the \(name) is skipped")
            stack.append((name, line.line, line.range.lowerBound, true))
            continue
          }
          if ICalendarScan.calendarChildren.contains(name),
            let calendar = stack.lastIndex(where: { $0.name == "VCALENDAR" })
          {
            while stack.count > calendar + 1 {
              let open = stack[stack.count - 1]
              skipTop(
                upTo: line.range.lowerBound,
                "BEGIN:\(open.name) has no END:\(open.name) before BEGIN:\(name) (line \(line.line))"
              )
            }
          }
        }
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
        stack.append((name, line.line, line.range.lowerBound, false))
        guard stack.count <= 8 else { throw fail(line.line, "components nest too deep") }
      case "END":
        let name = line.value.uppercased()
        if !strict {
          guard let open = stack.last else {
            warn(line.line, "END:\(name) without a BEGIN:\(name): the line is skipped")
            removals.append(line.range)
            continue
          }
          if let first = stack.firstIndex(where: \.skipped) {
            // Inside a component being skipped: its END ends it; an END of a component open
            // outside it ends it too (it had no END), and is then read as usual.
            if open.name == name {
              stack.removeLast()
              if stack.count == first { removals.append(open.start..<line.range.upperBound) }
              continue
            }
            guard stack[..<first].contains(where: { $0.name == name }) else { continue }
            removals.append(stack[first].start..<line.range.lowerBound)
            stack.removeSubrange(first...)
          }
          guard stack.contains(where: { $0.name == name }) else {
            warn(
              line.line,
              "END:\(name) ends no open component (BEGIN:\(open.name) on line \(open.line) is open): the line is skipped"
            )
            removals.append(line.range)
            continue
          }
          while let top = stack.last, top.name != name {
            skipTop(
              upTo: line.range.lowerBound,
              "BEGIN:\(top.name) has no END:\(top.name) (line \(line.line) ends \(name))")
          }
        }
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
          if !eventHasStart {
            guard !strict else { throw fail(open.line, "the VEVENT has no DTSTART") }
            skipTop(upTo: line.range.upperBound, "the VEVENT has no DTSTART")
            continue
          }
          eventRanges.append(eventStart!..<(index + 1))
          eventStart = nil
        }
        stack.removeLast()
      default:
        guard !stack.isEmpty else {
          guard !strict else { throw fail(line.line, "\(line.name) outside a VCALENDAR") }
          warn(line.line, "\(line.name) outside a VCALENDAR: the line is skipped")
          removals.append(line.range)
          continue
        }
        if line.name == "X-WR-CALNAME", stack.count == 1 { calendarName = line.value }
        if line.name == "X-WR-TIMEZONE", stack.count == 1, calendarZone == nil {
          let name = String(Substring(line.value).trimmingSpaces)
          if zoneExists(name, line: line.line) {
            calendarZone = (name, line.line)
          } else {
            warn(
              line.line,
              "X-WR-TIMEZONE '\(ICalendarScan.shown(name))' is not a zone of the file's VTIMEZONEs nor an IANA zone: its floating times stay floating"
            )
          }
        }
        if zone.observance != nil, stack.last?.name == "STANDARD" || stack.last?.name == "DAYLIGHT"
        {
          zone.observance!.lines.append(line)
        } else if line.name == "TZID", stack.last?.name == "VTIMEZONE" {
          zone.tzid = line.value
        }
        guard eventStart != nil, stack.last?.name == "VEVENT" else { continue }
        if line.name == "DTSTART" { eventHasStart = true }
        if line.name == "DURATION" { eventLines[eventLines.count - 1].duration = line.line }
        if line.name == "DTEND" { eventLines[eventLines.count - 1].end = line.line }
        if line.name == "RRULE" {
          let read = try ICalendarScan.readRule(line, strict: strict, fail: fail)
          if let warning = read.warning { warnings.append(warning) }
          if let text = read.text {
            eventLines[eventLines.count - 1].rules.append(RuleLine(line: line.line, text: text))
          }
        }
        if ICalendarScan.timeProperties.contains(line.name), let tzid = line.parameter("TZID"),
          !zoneExists(tzid, line: line.line)
        {
          guard !strict else { throw fail(line.line, ICalendarScan.unknownZone(tzid)) }
          let reading =
            calendarZone.map { "read in the X-WR-TIMEZONE '\($0.name)'" }
            ?? "read as floating (in the zone drawn)"
          warn(line.line, ICalendarScan.unknownZone(tzid) + "; its times are \(reading)")
        }
      }
    }
    if strict, let open = stack.last {
      throw fail(open.line, "BEGIN:\(open.name) has no END:\(open.name)")
    }
    while let open = stack.last, open.name != "VCALENDAR" || stack.count > 1 {
      skipTop(upTo: fileSize, "BEGIN:\(open.name) has no END:\(open.name)")
    }
    if let open = stack.last {
      warn(
        open.line,
        "BEGIN:VCALENDAR has no END:VCALENDAR: the calendar is read to the end of the file")
      appendix = Array("\r\nEND:VCALENDAR\r\n".utf8)
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
          removals.append(observance.start.lowerBound..<end.range.upperBound)
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
      removals.append(observance.start.lowerBound..<end.range.upperBound)
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
        startYear: Int(dtstart.year), startMonth: Int(dtstart.month), startDay: Int(dtstart.day)),
        perYear <= 12
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
        removals.append(line.range)
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

  /// Tolerant, the values of one event libical flagged (`checkValues`' counterpart): each
  /// broken one is a warning at its line and bytes libical must not see (`removals`) — a bad
  /// RRULE, DURATION, DTEND, EXDATE or RDATE is skipped, a bad DTSTART or RECURRENCE-ID
  /// skips the whole event (true is returned) — and any other property libical could not
  /// read (it has already left it out) a warning. An RRULE libical refuses for some of its
  /// parts is read without them (`repairedRule`): its line gives way to the rule kept
  /// (`replacements`, by where the line starts). `event` forgets a skipped RRULE and
  /// DURATION.
  static func skipBadValues(
    _ lines: ArraySlice<ContentLine>, of event: inout EventLines, file: String,
    warnings: inout [ICalendarError], removals: inout [Range<Int>],
    replacements: inout [Int: [UInt8]]
  ) -> Bool {
    var found: [ICalendarError] = []
    var skipped: [Range<Int>] = []
    // A line over the limits was skipped (with its warning) before libical read the file,
    // and is not given to libical here either.
    // An RRULE was read (and repaired or skipped) by the scan: libical never sees one.
    for line in lines
    where line.name != "BEGIN" && line.name != "END" && line.name != "RRULE"
      && ICalendarScan.overLimit(line) == nil
    {
      do {
        try check(line) { ICalendarError(file: file, line: $0, message: $1) }
      } catch {
        if line.name == "DTSTART" || line.name == "RECURRENCE-ID",
          let first = lines.first, let last = lines.last
        {
          warnings.append(
            ICalendarError(
              file: file, line: line.line, message: error.message + "; the VEVENT is skipped"))
          removals.append(first.range.lowerBound..<last.range.upperBound)
          return true
        }
        found.append(
          ICalendarError(
            file: file, line: line.line, message: error.message + "; the \(line.name) is skipped"))
        skipped.append(line.range)
        if line.name == "DURATION" { event.duration = 0 }
        continue
      }
      guard !line.name.hasPrefix("X-"), !timeProperties.contains(line.name),
        line.name != "DURATION"
      else { continue }
      let text = line.name + String(decoding: line.head, as: UTF8.self) + ":" + line.value
      if let property = ical.icalproperty_new_from_string(text) {
        ical.icalproperty_free(property)
      } else {
        found.append(
          ICalendarError(
            file: file, line: line.line,
            message:
              "bad \(line.name) '\(shown(line.value))': libical cannot read it; it is skipped"))
      }
    }
    warnings += found
    removals += skipped
    return false
  }

  /// An event's RRULE as Calends keeps it for expansion (libical's tree never holds one: its
  /// parsed rule is 2.9 KB, and 100,000 daily rules took 290 MB): the text, a repaired
  /// text (`repairedRule`) with a warning naming what was left out, or nil with a warning
  /// when libical cannot read it at all. Strict, a bad rule is an error.
  static func readRule(
    _ line: ContentLine, strict: Bool, fail: (Int, String) -> ICalendarError
  ) throws(ICalendarError) -> (text: String?, warning: ICalendarError?) {
    let value = line.value
    guard rule(value).rule.freq == ICAL_NO_RECURRENCE else { return (value, nil) }
    let error = fail(line.line, "bad RRULE '\(shown(value))'")
    guard !strict else { throw error }
    guard let repaired = repairedRule(value) else {
      return (nil, fail(line.line, error.message + "; the RRULE is skipped"))
    }
    // A hostile rule can have thousands of bad parts: the message names three.
    var parts = repaired.dropped.prefix(3).map { "\(shown($0.part)) (\($0.reason))" }
    if repaired.dropped.count > 3 { parts.append("\(repaired.dropped.count - 3) more") }
    return (
      repaired.rule,
      fail(
        line.line,
        "\(error.message): \(parts.joined(separator: ", ")) \(repaired.dropped.count == 1 ? "is" : "are") left out; the rule is read as '\(shown(repaired.rule))'"
      )
    )
  }

  /// An RRULE libical refuses whole (`FREQ=WEEKLY;UNTIL=20240331;COUNT=-1;BYDAY=MO`) without
  /// the parts that make it refuse, as other readers keep such a rule: COUNT when UNTIL is
  /// given too (RFC 5545 3.3.10: they MUST NOT occur together; UNTIL says when the series
  /// ends, a COUNT beside it is most often an exporter's default), a part libical refuses
  /// on its own beside the FREQ, a part given twice after its first. Each left-out part comes
  /// with why. Nil when the FREQ is missing or bad, when nothing is left out, or when the
  /// rest is still refused: then the rule is skipped whole.
  static func repairedRule(_ value: String) -> (
    rule: String, dropped: [(part: String, reason: String)]
  )? {
    let parts = value.split(separator: ";").map(String.init)
    func name(_ part: String) -> String {
      String(part.prefix { $0 != "=" }).uppercased()
    }
    let names = parts.map(name)
    guard let freqIndex = names.firstIndex(of: "FREQ"),
      rule(parts[freqIndex]).rule.freq != ICAL_NO_RECURRENCE
    else { return nil }
    let freq = parts[freqIndex]
    var kept: [String] = []
    var dropped: [(part: String, reason: String)] = []
    var seen: Set<String> = []
    for (part, partName) in zip(parts, names) {
      if partName == "COUNT", names.contains("UNTIL") {
        dropped.append((part, "RFC 5545 allows UNTIL or COUNT, not both: UNTIL is kept"))
      } else if seen.contains(partName) {
        dropped.append((part, "given twice: the first is kept"))
      } else if partName != "FREQ", rule(freq + ";" + part).rule.freq == ICAL_NO_RECURRENCE {
        dropped.append((part, "libical cannot read it"))
      } else {
        kept.append(part)
        seen.insert(partName)
      }
    }
    let text = kept.joined(separator: ";")
    guard !dropped.isEmpty, rule(text).rule.freq != ICAL_NO_RECURRENCE else { return nil }
    return (text, dropped)
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
  var end = 0
  var rules: [RuleLine] = []
}

/// One RRULE of an event: its line, and its text as read (repaired where a part was bad).
struct RuleLine {
  var line: Int
  var text: String
}
