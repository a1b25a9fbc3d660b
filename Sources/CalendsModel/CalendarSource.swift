import CalendsValues

/// One iCalendar file a spec draws events from (`calendars: [{ics, name, color, classes, busy, strict}]`).
///
/// The model keeps only what the spec says: the file is read, checked and expanded by the
/// facade (through libical's adapter) when the spec is prepared, relative to the spec file.
public struct CalendarSource: Hashable, Sendable {
  /// The `.ics` path, relative to the spec file.
  public var ics: String
  /// The calendar's name; nil takes the file's X-WR-CALNAME, else its file name.
  public var name: String?
  /// The colour of its events (an event's own COLOR wins); nil is the timeline's default.
  public var color: ColorSpecifier?
  /// Class names its all-day events give their days in the grid styles (`holiday`), as a
  /// day's `days` classes do.
  public var classes: [String]
  /// Whether its events make the days they cover unavailable in the booking grid.
  public var busy: Bool
  /// Whether the file must be read strictly: a broken line is then an error rather than
  /// skipped with a warning (`ICalendarFile`).
  public var strict: Bool

  public init(
    ics: String, name: String? = nil, color: ColorSpecifier? = nil, classes: [String] = [],
    busy: Bool = false, strict: Bool = false
  ) {
    self.ics = ics
    self.name = name
    self.color = color
    self.classes = classes
    self.busy = busy
    self.strict = strict
  }

  static let keys = ["ics", "name", "color", "classes", "busy", "strict"]
}

extension SpecReader {
  func calendarSources(_ value: SpecValue, _ path: String) throws(SpecError) -> [CalendarSource] {
    guard case .array(let items) = value else {
      throw fail(
        path,
        "expected a list of calendars {ics, name, color, classes, busy, strict}, found \(value.kindDescription)"
      )
    }
    guard items.count <= Limits.calendarFiles else {
      throw fail(path, "\(items.count) calendars is over the limit of \(Limits.calendarFiles)")
    }
    var sources: [CalendarSource] = []
    for (index, item) in items.enumerated() {
      sources.append(try calendarSource(item, "\(path)[\(index)]"))
    }
    return sources
  }

  func calendarSource(_ value: SpecValue, _ path: String) throws(SpecError) -> CalendarSource {
    guard case .object(let fields) = value else {
      throw fail(
        path,
        "expected a calendar {ics, name, color, classes, busy, strict}, found \(value.kindDescription)"
      )
    }
    for key in fields.keys.sorted() where !CalendarSource.keys.contains(key) {
      throw fail(
        "\(path).\(key)",
        "unknown field" + FieldSuggestion.phrase(for: key, in: CalendarSource.keys))
    }
    guard let icsValue = fields["ics"], icsValue != .null else {
      throw fail("\(path).ics", "a calendar needs an ics file path")
    }
    let ics = try text(icsValue, "\(path).ics")
    guard !ics.isEmpty else { throw fail("\(path).ics", "the path is empty") }
    var source = CalendarSource(ics: ics)
    if let name = fields["name"], name != .null { source.name = try text(name, "\(path).name") }
    if let color = fields["color"], color != .null {
      source.color = try self.color(color, "\(path).color")
    }
    if let classes = fields["classes"], classes != .null {
      guard case .array(let names) = classes else {
        throw fail(
          "\(path).classes", "expected a list of class names, found \(classes.kindDescription)")
      }
      for (index, name) in names.enumerated() {
        let text = try string(name, "\(path).classes[\(index)]")
        guard !text.isEmpty, text.count <= 64,
          text.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") })
        else {
          throw fail(
            "\(path).classes[\(index)]",
            "'\(SpecValue.clipped(text))' is not a class name (letters, digits, - and _)")
        }
        source.classes.append(text)
      }
    }
    if let busy = fields["busy"], busy != .null { source.busy = try bool(busy, "\(path).busy") }
    if let strict = fields["strict"], strict != .null {
      source.strict = try bool(strict, "\(path).strict")
    }
    return source
  }

  /// An IANA zone name in shape (`Europe/Berlin`, `UTC`); whether the zone exists is asked
  /// of libical when the spec is prepared.
  func timeZoneName(_ value: SpecValue, _ path: String) throws(SpecError) -> String {
    let name = try string(value, path)
    guard !name.isEmpty, name.count <= 64,
      name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "/_+-".contains($0)) })
    else {
      throw fail(
        path,
        "'\(SpecValue.clipped(name))' is not a time zone name; expected an IANA name such as Europe/Berlin"
      )
    }
    return name
  }
}
