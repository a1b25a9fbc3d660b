import CICal
public import CalendsValues

/// One iCalendar file, checked and parsed by libical, ready to expand over a range of days.
///
/// The libical tree is owned here and freed with it. Not shared between threads: libical's
/// component iterators keep state in the tree.
public final class ICalendarFile {
  /// The name messages use (the path as given).
  public let file: String
  /// X-WR-CALNAME, when the file names itself.
  public let calendarName: String?
  /// X-WR-TIMEZONE (Google's exports), when it names a zone: the file's floating times are
  /// wall-clock times in it, rather than in the zone drawn.
  public let calendarZone: String?
  /// What was read differently from what the file says, each naming the file and line: a
  /// VTIMEZONE part left out, an RRULE that can never match, a DURATION over the limit. Each
  /// expansion adds its own (each warning once).
  public private(set) var warnings: [ICalendarError] = []
  private var warned: Set<ICalendarError> = []
  /// What reading the file warned of, before any expansion.
  private var readWarnings: [ICalendarError] = []
  /// While `expansion(from:through:in:)` runs: every warning it gives, given before or not.
  private var collected: [ICalendarError]?
  private let root: OpaquePointer
  /// The events read (a feed's new answer is judged against its copy by it).
  public var eventCount: Int { eventLines.count }
  /// `init`'s `strict`: whether an event that cannot be expanded fails the file.
  private let strict: Bool
  private let eventLines: [EventLines]

  /// Reads `bytes`. Tolerant (the default), one broken line does not lose the file: a line
  /// that is not a content line, a line longer or with more parameters than libical may see
  /// (`ICalendarLimits.lineBytes`, `parametersPerLine`), a component whose BEGIN and END do
  /// not match, an event without a DTSTART, a value libical cannot read (an RRULE, DURATION,
  /// DTEND, EXDATE or RDATE is skipped; a bad DTSTART or RECURRENCE-ID skips its event) are
  /// left out, and an
  /// unknown TZID reads as floating, each with a warning naming the line. `strict` makes
  /// each of them an error, as `calends events --strict` and a spec's `strict: true` ask.
  /// What no reading can get past (the limits, a NUL byte) is an error either way.
  ///
  /// A fold inside a UTF-8 character reads as the character (`ICalendarText`); a byte that
  /// is not UTF-8 is an error naming its line and place, or, tolerant, reads as U+FFFD with
  /// a warning.
  public init(bytes: [UInt8], file: String, strict: Bool = false) throws(ICalendarError) {
    self.file = file
    self.strict = strict
    try LibICal.require(file: file)
    guard bytes.count <= Limits.icsBytes else {
      throw ICalendarError(
        file: file, line: 0,
        message: "the calendar is \(bytes.count) bytes, over the limit of \(Limits.icsBytes)")
    }
    guard !bytes.contains(0) else {
      throw ICalendarError(file: file, line: 0, message: "not a text file (it has a NUL byte)")
    }
    // A byte order mark (Windows exporters write one) is no part of the text; it holds no
    // line end, so every line keeps its number.
    var bytes = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
    var encodingWarnings: [ICalendarError] = []
    var decoded = String(validating: bytes, as: UTF8.self)
    if decoded == nil {
      bytes = ICalendarText.mendingSplitCharacters(bytes)
      decoded = String(validating: bytes, as: UTF8.self)
    }
    let text: String
    if let decoded {
      text = decoded
    } else {
      for bad in ICalendarText.firstInvalidByteOfEachLine(bytes) {
        let byte = String(bytes[bad.offset], radix: 16, uppercase: true)
        let message =
          "not UTF-8: the byte 0x\(byte) at byte \(bad.column) of the line (offset \(bad.offset) of the file) is not part of a UTF-8 character"
        guard !strict else { throw ICalendarError(file: file, line: bad.line, message: message) }
        encodingWarnings.append(
          ICalendarError(file: file, line: bad.line, message: message + "; read as U+FFFD"))
      }
      text = String(decoding: bytes, as: UTF8.self)
      bytes = Array(text.utf8)
    }
    // libical's parse and our line scan read the same text independently, and each is about
    // a third of reading a large feed: the parse runs on another thread meanwhile
    // (`LibICalParsePool`). Long lines are folded for libical first (`LibICalText`).
    // Unless a line is over what libical should see (more parameters than its quadratic
    // parser should read, `ICalendarLimits.parametersPerLine`, or longer than `lineBytes`):
    // then libical reads the file only once the scan has taken those lines out.
    // Nor while an END line closes nothing open: libical would print a line to standard
    // error for each (the scan warns of them, once per kind, as Calends' own).
    let boundedForLibical =
      !ContentLine.someLine(
        of: bytes, hasMoreParametersThan: ICalendarLimits.parametersPerLine,
        orMoreBytesThan: ICalendarLimits.lineBytes)
      && !ContentLine.someEndIsUnmatched(in: bytes)
    let unfoldedBytes = bytes
    let parse =
      boundedForLibical
      ? BackgroundParse { [text] in LibICalText.prepared(text, bytes: unfoldedBytes) } : nil
    var lines: [ContentLine]
    var scan: ICalendarScan
    var skippedLines: [ICalendarError] = []
    var skippedRanges: [Range<Int>] = []
    do {
      lines = try ContentLine.lines(
        of: bytes, file: file,
        skipping: strict
          ? nil
          : { error, range in
            skippedLines.append(
              ICalendarError(
                file: error.file, line: error.line, message: error.message + ": the line is skipped"
              ))
            skippedRanges.append(range)
          })
      scan = try ICalendarScan(lines, file: file, strict: strict, fileSize: bytes.count)
    } catch {
      parse?.cancel()
      throw error
    }
    scan.removals += skippedRanges
    var root = parse?.wait()
    if parse == nil || !scan.removals.isEmpty || !scan.appendix.isEmpty {
      // What libical must not see (`ICalendarScan.removals`): it reads the file again
      // without it (rare: only a file with such a zone, or a broken one, pays).
      if let root { ical.icalcomponent_free(root) }
      root = ICalendarFile.parse(bytes, removing: scan.removals, appending: scan.appendix)
    }
    guard var root else {
      throw ICalendarError(file: file, line: 0, message: "libical could not parse the file")
    }
    // libical drops a value it cannot parse and leaves an X-LIC-ERROR in its place: the
    // events that have one are checked line by line, to name the line. Tolerant, what is
    // broken is left out and libical reads the file once more without it.
    var valueRemovals: [Range<Int>] = []
    var replacements: [Int: [UInt8]] = [:]
    var skippedEvents: Set<Int> = []
    var valueWarnings: [ICalendarError] = []
    for (index, event) in ICalendarFile.events(of: root, lines: scan.eventLines).enumerated()
    where index < scan.eventRanges.count
      && ical.icalcomponent_get_first_property(event.component, ICAL_XLICERROR_PROPERTY) != nil
    {
      let eventLines = lines[scan.eventRanges[index]]
      guard strict else {
        if ICalendarScan.skipBadValues(
          eventLines, of: &scan.eventLines[index], file: file, warnings: &valueWarnings,
          removals: &valueRemovals, replacements: &replacements)
        {
          skippedEvents.insert(index)
        }
        continue
      }
      do {
        try ICalendarScan.checkValues(eventLines, file: file)
      } catch {
        ical.icalcomponent_free(root)
        throw error
      }
    }
    if !valueRemovals.isEmpty {
      ical.icalcomponent_free(root)
      guard
        let reread = ICalendarFile.parse(
          bytes, removing: scan.removals + valueRemovals, replacing: replacements,
          appending: scan.appendix)
      else {
        throw ICalendarError(file: file, line: 0, message: "libical could not parse the file")
      }
      root = reread
    }
    self.root = root
    calendarName = scan.calendarName
    calendarZone = scan.calendarZone?.name
    eventLines = scan.eventLines.enumerated().filter { !skippedEvents.contains($0.offset) }.map(
      \.element)
    for warning in encodingWarnings + skippedLines + scan.warnings + valueWarnings {
      warn(warning)
    }
    readWarnings = warnings
  }

  /// `occurrences(from:through:in:)` with the warnings of reading the file and of this
  /// expansion alone, each once: what a caller that keeps the file for many expansions (a
  /// server, a batch) reports for one, whatever was expanded before.
  public func expansion(from: Day, through: Day, in zone: DisplayZone) throws(ICalendarError)
    -> (occurrences: [Occurrence], warnings: [ICalendarError])
  {
    collected = []
    defer { collected = nil }
    let found = try occurrences(from: from, through: through, in: zone)
    var seen = Set(readWarnings)
    var warnings = readWarnings
    for warning in collected ?? [] where seen.insert(warning).inserted { warnings.append(warning) }
    return (found, warnings)
  }

  /// libical's tree of `bytes` without the byte ranges `removing` (a range starting at a
  /// key of `replacing` gives way to its bytes: a line read differently), with `appending`
  /// after them; nil when libical cannot parse it.
  static func parse(
    _ bytes: [UInt8], removing: [Range<Int>], replacing: [Int: [UInt8]] = [:],
    appending: [UInt8]
  ) -> OpaquePointer? {
    var kept: [UInt8] = []
    kept.reserveCapacity(bytes.count + appending.count)
    var next = 0
    for range in removing.sorted(by: { $0.lowerBound < $1.lowerBound }) {
      if range.lowerBound > next { kept += bytes[next..<range.lowerBound] }
      if range.lowerBound >= next, let replacement = replacing[range.lowerBound] {
        kept += replacement
      }
      next = max(next, range.upperBound)
    }
    if next < bytes.count { kept += bytes[next...] }
    kept += appending
    let text = String(decoding: kept, as: UTF8.self)
    return ical.icalparser_parse_string(LibICalText.prepared(text, bytes: kept))
  }

  /// Adds `warning` unless it was given before.
  private func warn(_ warning: ICalendarError) {
    collected?.append(warning)
    if warned.insert(warning).inserted { warnings.append(warning) }
  }

  deinit { ical.icalcomponent_free(root) }

  /// The file's events with the line each begins on, in file order.
  static func events(of root: OpaquePointer, lines eventLines: [EventLines]) -> [(
    component: OpaquePointer, lines: EventLines
  )] {
    var calendars: [OpaquePointer] = []
    if ical.icalcomponent_isa(root) == ICAL_VCALENDAR_COMPONENT {
      calendars = [root]
    } else {
      var next = ical.icalcomponent_get_first_component(root, ICAL_VCALENDAR_COMPONENT)
      while let calendar = next {
        calendars.append(calendar)
        next = ical.icalcomponent_get_next_component(root, ICAL_VCALENDAR_COMPONENT)
      }
    }
    var result: [(OpaquePointer, EventLines)] = []
    for calendar in calendars {
      var next = ical.icalcomponent_get_first_component(calendar, ICAL_VEVENT_COMPONENT)
      while let event = next {
        let index = result.count
        result.append((event, index < eventLines.count ? eventLines[index] : EventLines(begin: 0)))
        next = ical.icalcomponent_get_next_component(calendar, ICAL_VEVENT_COMPONENT)
      }
    }
    return result
  }

  /// One event of each UID and RECURRENCE-ID, in file order: where a file holds two copies
  /// of one (a server that writes an edited event after its older version, a sync that
  /// duplicated it), only the newer (`EventComponent.supersedes`; on a tie, the later in the
  /// file) is read, so no instance is drawn twice and the newer copy's EXDATEs hold. Events
  /// without a UID are each their own.
  ///
  /// No warning is given for the older copy: writing one is what these exporters do.
  static func newestCopies(of events: [EventComponent]) -> [EventComponent] {
    struct Key: Hashable {
      let uid: String
      let recurrenceID: Moment?
    }
    var newest: [Key: Int] = [:]
    var copies = false
    for (index, event) in events.enumerated() where !event.uid.isEmpty {
      let key = Key(uid: event.uid, recurrenceID: event.recurrenceID)
      if let other = newest[key] {
        copies = true
        if events[other].supersedes(event) { continue }
      }
      newest[key] = index
    }
    guard copies else { return events }
    return events.enumerated().compactMap { index, event in
      guard !event.uid.isEmpty else { return event }
      return newest[Key(uid: event.uid, recurrenceID: event.recurrenceID)] == index ? event : nil
    }
  }

  /// Every occurrence that overlaps `from`…`through` (whole days in `zone`), in file order:
  /// recurrences expanded by libical, EXDATEs and overridden instances left out, moved
  /// instances (RECURRENCE-ID) in their place, cancelled events and instances dropped.
  public func occurrences(from: Day, through: Day, in zone: DisplayZone) throws(ICalendarError)
    -> [Occurrence]
  {
    try occurrences(from: from, through: through, in: zone, jumping: true)
  }

  /// `occurrences(from:through:in:)`, with `jumping: false` walking every rule from its
  /// DTSTART (the reference the jumped expansion is tested against), and `capping: false`
  /// giving libical the rules as written, without the UNTIL after the window or the work
  /// limit (the reference the capped expansion is tested against).
  func occurrences(
    from: Day, through: Day, in zone: DisplayZone, jumping: Bool, capping: Bool = true
  ) throws(ICalendarError) -> [Occurrence] {
    let window = ExpansionWindow(from: from, through: through, zone: zone)
    let zones = ZoneResolver(file: file, calendarZone: calendarZone)
    var events: [EventComponent] = []
    for (component, lines) in ICalendarFile.events(of: root, lines: eventLines) {
      let event = try EventComponent(component, lines: lines, zones: zones)
      for warning in event.warnings { warn(warning) }
      events.append(event)
    }
    events = ICalendarFile.newestCopies(of: events)
    var overrides: [String: [EventComponent]] = [:]
    for event in events where event.recurrenceID != nil {
      overrides[event.uid, default: []].append(event)
    }
    var expansion = try RecurrenceExpansion(window: window, zones: zones)
    expansion.jumps = jumping
    expansion.caps = capping
    expansion.strict = strict
    defer { for warning in expansion.warnings { warn(warning) } }
    for event in events where !event.cancelled {
      if event.recurrenceID != nil {
        try expansion.add(event, at: event.begin)
      } else {
        try expansion.expand(event, overrides: overrides[event.uid] ?? [])
      }
    }
    return expansion.occurrences
  }
}
