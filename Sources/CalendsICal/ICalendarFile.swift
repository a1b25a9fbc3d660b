import CICal
import CalendsValues

/// One iCalendar file, checked and parsed by libical, ready to expand over a range of days.
///
/// The libical tree is owned here and freed with it. Not shared between threads: libical's
/// component iterators keep state in the tree.
public final class ICalendarFile {
  /// The name messages use (the path as given).
  public let file: String
  /// X-WR-CALNAME, when the file names itself.
  public let calendarName: String?
  private let root: OpaquePointer
  private let eventLines: [Int]

  public init(bytes: [UInt8], file: String) throws(ICalendarError) {
    self.file = file
    try LibICal.require(file: file)
    guard bytes.count <= Limits.icsBytes else {
      throw ICalendarError(
        file: file, line: 0,
        message: "the calendar is \(bytes.count) bytes, over the limit of \(Limits.icsBytes)")
    }
    guard !bytes.contains(0) else {
      throw ICalendarError(file: file, line: 0, message: "not a text file (it has a NUL byte)")
    }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw ICalendarError(file: file, line: 0, message: "not UTF-8 text")
    }
    // libical's parse and our line scan read the same text independently, and each is about
    // a third of reading a large feed: the parse runs on another thread meanwhile.
    let parse = BackgroundParse(text)
    let lines: [ContentLine]
    let scan: ICalendarScan
    do {
      lines = try ContentLine.lines(of: bytes, file: file)
      scan = try ICalendarScan(lines, file: file)
    } catch {
      if let root = parse.wait() { ical.icalcomponent_free(root) }
      throw error
    }
    guard let root = parse.wait() else {
      throw ICalendarError(file: file, line: 0, message: "libical could not parse the file")
    }
    // libical drops a value it cannot parse and leaves an X-LIC-ERROR in its place: the
    // events that have one are checked line by line, to name the line.
    for (index, event) in ICalendarFile.events(of: root, lines: scan.eventLines).enumerated()
    where index < scan.eventRanges.count
      && ical.icalcomponent_get_first_property(event.component, ICAL_XLICERROR_PROPERTY) != nil
    {
      do {
        try ICalendarScan.checkValues(lines[scan.eventRanges[index]], file: file)
      } catch {
        ical.icalcomponent_free(root)
        throw error
      }
    }
    self.root = root
    calendarName = scan.calendarName
    eventLines = scan.eventLines
  }

  deinit { ical.icalcomponent_free(root) }

  /// The file's events with the line each begins on, in file order.
  static func events(of root: OpaquePointer, lines eventLines: [Int]) -> [(
    component: OpaquePointer, line: Int
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
    var result: [(OpaquePointer, Int)] = []
    for calendar in calendars {
      var next = ical.icalcomponent_get_first_component(calendar, ICAL_VEVENT_COMPONENT)
      while let event = next {
        let index = result.count
        result.append((event, index < eventLines.count ? eventLines[index] : 0))
        next = ical.icalcomponent_get_next_component(calendar, ICAL_VEVENT_COMPONENT)
      }
    }
    return result
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
  /// DTSTART: the reference the jumped expansion is tested against.
  func occurrences(from: Day, through: Day, in zone: DisplayZone, jumping: Bool)
    throws(ICalendarError) -> [Occurrence]
  {
    let window = ExpansionWindow(from: from, through: through, zone: zone)
    let zones = ZoneResolver()
    let events = ICalendarFile.events(of: root, lines: eventLines).map {
      EventComponent($0.component, line: $0.line, zones: zones)
    }
    var overridden: [String: Set<Moment>] = [:]
    for event in events {
      if let id = event.recurrenceID { overridden[event.uid, default: []].insert(id) }
    }
    var expansion = RecurrenceExpansion(window: window, file: file)
    expansion.jumps = jumping
    for event in events where !event.cancelled {
      if event.recurrenceID != nil {
        try expansion.add(event, at: event.begin)
      } else {
        try expansion.expand(event, skipping: overridden[event.uid] ?? [])
      }
    }
    return expansion.occurrences
  }
}
