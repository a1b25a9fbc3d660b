public import CalendsValues

/// One iCalendar file or feed a spec draws events from
/// (`calendars: [{ics | url, name, color, classes, busy, strict, maxAge}]`).
///
/// The model keeps only what the spec says: the file is read (or the feed fetched), checked
/// and expanded by the facade (through libical's adapter) when the spec is prepared.
public struct CalendarSource: Hashable, Sendable {
  /// Where the calendar is read from.
  public var location: CalendarLocation
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
  /// For a feed: how old, in seconds, a fetched copy may be and still be drawn without asking
  /// the server again.
  public var maxAge: Int

  /// A feed's copy is used for an hour by default: feeds change rarely, and a batch of
  /// thousands of images must not fetch once per image.
  public static let defaultMaxAge = 3600

  /// A calendar read from the iCalendar file at `ics`: a path relative to the spec file, or
  /// to the working directory for a spec built in code.
  public init(
    ics: String, name: String? = nil, color: ColorSpecifier? = nil, classes: [String] = [],
    busy: Bool = false, strict: Bool = false
  ) {
    self.init(
      location: .file(ics), name: name, color: color, classes: classes, busy: busy,
      strict: strict)
  }

  /// A calendar read from a file or a feed; `maxAge` (seconds, for a feed only) defaults to
  /// an hour.
  public init(
    location: CalendarLocation, name: String? = nil, color: ColorSpecifier? = nil,
    classes: [String] = [], busy: Bool = false, strict: Bool = false,
    maxAge: Int = CalendarSource.defaultMaxAge
  ) {
    self.location = location
    self.maxAge = maxAge
    self.name = name
    self.color = color
    self.classes = classes
    self.busy = busy
    self.strict = strict
  }

  static let keys = ["ics", "url", "name", "color", "classes", "busy", "strict", "maxAge"]
}

/// Where a calendar's text comes from.
public enum CalendarLocation: Hashable, Sendable {
  /// A `.ics` path, relative to the spec file.
  case file(String)
  /// A feed, fetched through the feed cache.
  case feed(FeedAddress)
}

extension SpecReader {
  func calendarSources(_ value: SpecValue, _ path: String) throws(SpecError) -> [CalendarSource] {
    guard case .array(let items) = value else {
      throw fail(
        path,
        "expected a list of calendars {ics | url, name, color, classes, busy, strict, maxAge}, found \(value.kindDescription)"
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
        "expected a calendar {ics | url, name, color, classes, busy, strict, maxAge}, found \(value.kindDescription)"
      )
    }
    for key in fields.keys.sorted() where !CalendarSource.keys.contains(key) {
      throw fail(
        "\(path).\(key)",
        "unknown field" + FieldSuggestion.phrase(for: key, in: CalendarSource.keys))
    }
    var source = CalendarSource(location: try calendarLocation(fields, path))
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
    if let maxAge = fields["maxAge"], maxAge != .null {
      guard case .feed = source.location else {
        throw fail("\(path).maxAge", "maxAge is for a feed ({url}); a file is read every time")
      }
      source.maxAge = try seconds(maxAge, "\(path).maxAge")
    }
    return source
  }

  /// `ics` or `url`, exactly one of them.
  func calendarLocation(_ fields: [String: SpecValue], _ path: String) throws(SpecError)
    -> CalendarLocation
  {
    let ics = fields["ics"].flatMap { $0 == .null ? nil : $0 }
    let url = fields["url"].flatMap { $0 == .null ? nil : $0 }
    switch (ics, url) {
    case (nil, nil):
      throw fail("\(path).ics", "a calendar needs an ics file path or a url")
    case (.some, .some):
      throw fail("\(path).url", "give ics (a file) or url (a feed), not both")
    case (let ics?, nil):
      let file = try text(ics, "\(path).ics")
      guard !file.isEmpty else { throw fail("\(path).ics", "the path is empty") }
      if FeedAddress.looksLikeURL(file) {
        throw fail("\(path).ics", "'\(SpecValue.clipped(file))' is a URL; give it as url:")
      }
      return .file(file)
    case (nil, let url?):
      let text = try text(url, "\(path).url")
      do {
        return .feed(try FeedAddress(parsing: text))
      } catch {
        throw fail("\(path).url", "'\(SpecValue.clipped(text))': \(error)")
      }
    }
  }

  /// A duration (`DurationText`): `900`, `15m`, `2h`, `1d`.
  func seconds(_ value: SpecValue, _ path: String) throws(SpecError) -> Int {
    var amount: Int?
    switch value {
    case .number(let number) where number >= 0 && number == number.rounded() && number < 1e9:
      amount = Int(number) <= DurationText.limit ? Int(number) : nil
    case .string(let text): amount = DurationText.seconds(text)
    default: break
    }
    guard let amount else {
      throw fail(
        path,
        "expected a duration such as 900, 15m, 2h or 1d (at most 366d), found \(value.kindDescription)"
      )
    }
    return amount
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
