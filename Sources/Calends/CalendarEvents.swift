import CalendsICal
import CalendsModel
import CalendsValues
import Foundation

/// iCalendar files read and expanded for a range of days: the occurrences `calends events`
/// lists and a spec's `calendars` draw.
///
/// Files are read at the edge like specs (bounded, errors naming the file and line) and
/// leave as plain values, so layout never sees libical.
public struct CalendarEvents {
  /// One occurrence and the calendar it came from.
  public struct Entry: Hashable, Sendable {
    /// The occurrence, in the display zone.
    public var occurrence: Occurrence
    /// The calendar's name: the one given, else its `X-WR-CALNAME`, else its file name.
    public var calendar: String
    /// The index of the calendar in the list given, for the colour a spec gives it.
    public var source: Int
  }

  /// The occurrences, sorted by start, then uid.
  public var entries: [Entry] = []
  /// What the files say that was read differently or left out, each naming its file and line
  /// (`ICalendarFile.warnings`), in the order of the files; a feed's when an older copy of
  /// it is drawn.
  public var warnings: [Diagnostic] = []

  /// The display zone, or a bad-input error naming `field`.
  public static func zone(_ identifier: String, field: String) throws(CalendsError) -> DisplayZone {
    try requireLibrary()
    guard let zone = DisplayZone(identifier: identifier) else {
      throw .badInput(
        .error(
          field.hasPrefix("-") ? .option : .specField,
          "unknown time zone '\(MessageText.clipped(identifier))'; expected an IANA name such as Europe/Berlin",
          field: field))
    }
    return zone
  }

  /// A machine without libical can draw everything but iCalendar input: that is a failure
  /// of the machine (exit 1), not of the spec. Checked where a zone is made: every read needs
  /// one, and a `DisplayZone` exists only once libical is open.
  static func requireLibrary() throws(CalendsError) {
    if let unavailable = ICalendarLibrary.unavailable {
      throw .renderFailure(.error(.renderFailure, unavailable))
    }
  }

  /// Reads each file (`-` is standard input; a URL is a feed, `CalendarFile(reading:)`) and keeps the occurrences overlapping
  /// `from`…`through` in `zone`, sorted by start, then uid. `names` give a calendar's name
  /// (nil: its X-WR-CALNAME, else its file name without extension). `strict` reads every
  /// file strictly (`ICalendarFile`): a broken line is an error, not a warning.
  public init(
    files: [String], maxAge: Int = CalendarSource.defaultMaxAge, names: [String?] = [],
    from: Day, through: Day, zone: DisplayZone, strict: Bool = false
  ) throws(CalendsError) {
    try Self.checkRange(from: from, through: through)
    var read: [CalendarFile] = []
    for path in files { read.append(try CalendarFile(reading: path, maxAge: maxAge)) }
    try self.init(
      calendars: read, names: names, from: from, through: through, zone: zone,
      strict: Array(repeating: strict, count: files.count))
  }

  /// The occurrences of calendars already read (a request's, `CalendarRequest`), from `from`
  /// through `through` in `zone`, in order of start. `strict[i]` reads the i-th calendar
  /// strictly (missing: tolerant).
  public init(
    calendars: [CalendarFile], names: [String?] = [], from: Day, through: Day, zone: DisplayZone,
    strict: [Bool] = []
  ) throws(CalendsError) {
    let expanded = try Self.expanded(
      calendars, names: names, from: from, through: through, zone: zone, strict: strict)
    try self.init(expanded: expanded, from: from, through: through)
    warnings = Self.warnings(of: calendars, expanded)
  }

  /// One calendar of a request, expanded over the request's days: what the parse cache
  /// keeps for it, and the name it is drawn under.
  struct Expanded {
    var expansion: ParsedCalendars.Expansion
    var name: String
  }

  /// Each of `calendars` expanded from `from` through `through` in `zone`, from the parse
  /// cache (parsed when its bytes were not parsed before).
  static func expanded(
    _ calendars: [CalendarFile], names: [String?], from: Day, through: Day, zone: DisplayZone,
    strict: [Bool]
  ) throws(CalendsError) -> [Expanded] {
    try checkRange(from: from, through: through)
    var expanded: [Expanded] = []
    for (index, calendar) in calendars.enumerated() {
      let path = calendar.path
      let shown = path == InputFile.standardInputPath ? "standard input" : path
      do {
        let found = try ParsedCalendars.shared.expansion(
          of: calendar.bytes, fingerprint: calendar.fingerprint, file: shown,
          strict: index < strict.count && strict[index], from: from, through: through, zone: zone)
        let given = index < names.count ? names[index] : nil
        let name = given ?? found.calendarName ?? CalendarEvents.fileStem(path)
        expanded.append(Expanded(expansion: found, name: name))
      } catch {
        throw .badInput(error.diagnostic(.error))
      }
    }
    return expanded
  }

  /// What the calendars were read with, file by file: each file's own warnings (a feed drawn
  /// from an older copy), then its expansion's.
  static func warnings(of calendars: [CalendarFile], _ expanded: [Expanded]) -> [Diagnostic] {
    zip(calendars, expanded).flatMap { calendar, expanded in
      calendar.warnings + expanded.expansion.warnings.map { $0.diagnostic(.warning) }
    }
  }

  /// The occurrences of calendars expanded already, in order of start (without warnings).
  init(expanded: [Expanded], from: Day, through: Day) throws(CalendsError) {
    for (index, calendar) in expanded.enumerated() {
      for occurrence in calendar.expansion.occurrences {
        entries.append(Entry(occurrence: occurrence, calendar: calendar.name, source: index))
      }
      guard entries.count <= Limits.icsOccurrences else {
        throw .badInput(
          .error(
            .badInput,
            "the calendars have more than \(Limits.icsOccurrences) occurrences from \(from) to \(through), over the limit; ask for fewer days"
          ))
      }
    }
    // One calendar's occurrences come from the parse cache in order (`ParsedCalendars.inOrder`).
    guard expanded.count > 1 else { return }
    // Indices are sorted, not entries (moving the large entries in a merge sort cost more
    // than expanding them), by keys taken out once.
    let starts = entries.map(\.occurrence.start.wall)
    let order = entries.indices.sorted { a, b in
      if starts[a] != starts[b] { return starts[a] < starts[b] }
      let x = entries[a]
      let y = entries[b]
      if x.occurrence.uid != y.occurrence.uid { return x.occurrence.uid < y.occurrence.uid }
      return (x.source, x.occurrence.title) < (y.source, y.occurrence.title)
    }
    entries = order.map { entries[$0] }
  }

  /// `work` for `calendars/work.ics`.
  /// A range of at least one day and at most `Limits.icsRangeDays`, checked before any file
  /// is read.
  static func checkRange(from: Day, through: Day) throws(CalendsError) {
    guard from <= through else {
      throw .badInput(.error(.badInput, "the range ends (\(through)) before it starts (\(from))"))
    }
    let days = from.distance(to: through) + 1
    guard days <= Limits.icsRangeDays else {
      throw .badInput(
        .error(
          .badInput,
          "the range \(from)…\(through) is \(days) days, over the limit of \(Limits.icsRangeDays) for iCalendar input"
        ))
    }
  }

  static func fileStem(_ path: String) -> String {
    if path == InputFile.standardInputPath { return "standard input" }
    // A feed's name is its path's last part, without the query (`…/basic.ics?key=…`).
    let file =
      FeedAddress.looksLikeURL(path) ? String(path.prefix { $0 != "?" && $0 != "#" }) : path
    return URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
  }

  /// One JSON object per line: `uid`, `title`, `location` (empty when none, as `title` is),
  /// `start`, `end`, `allDay`, `recurrenceId` (the instance of its series, written as
  /// `start` is for its value type; null for an event that does not recur), `calendar`.
  public var jsonLines: String {
    entries.map { entry in
      let occurrence = entry.occurrence
      let fields = [
        ("uid", JSONString.quoted(occurrence.uid)),
        ("title", JSONString.quoted(occurrence.title)),
        ("location", JSONString.quoted(occurrence.location)),
        ("start", JSONString.quoted(Occurrence.iso(occurrence.start, allDay: occurrence.allDay))),
        ("end", JSONString.quoted(Occurrence.iso(occurrence.end, allDay: occurrence.allDay))),
        ("allDay", occurrence.allDay ? "true" : "false"),
        ("recurrenceId", occurrence.recurrenceId.map { JSONString.quoted($0.iso) } ?? "null"),
        ("calendar", JSONString.quoted(entry.calendar)),
      ]
      return "{" + fields.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}\n"
    }.joined()
  }
}
