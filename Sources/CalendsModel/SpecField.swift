public import CalendsValues

/// One spec field, named once: the families that read it, its value type, its default and
/// its help. The family documents' `fieldNames`, the command-line flags (their help, their
/// completion values and how their text becomes the field's value), the documentation's
/// field tables (`SpecFields.md`) and `calends manual`'s SPEC FIELDS are all derived from
/// `SpecField.all`.
public struct SpecField: Sendable {
  /// The part of the spec that reads a field.
  public enum Family: String, Sendable, CaseIterable {
    /// Every style: size, scale, locale, week start, theme, today, the date shown first.
    case canvas
    /// The FUICalendarView styles.
    case control
    /// The week timeline.
    case timeline
    /// The booking grid.
    case booking
    /// The year, multiMonth and weeks views.
    case year
    /// The wall month.
    case wallMonth
    /// The agenda.
    case agenda
    /// The dashboard.
    case dashboard

    /// How the docs and `--help` title the family's fields.
    public var title: String {
      switch self {
      case .canvas: "Every style (the canvas)"
      case .control: "FUICalendarView styles (month … fullScreenMonth)"
      case .timeline: "The week timeline (style: timeline)"
      case .booking: "The booking grid (style: booking)"
      case .year: "The year views (style: year, multiMonth, weeks)"
      case .wallMonth: "The wall month (style: wallMonth)"
      case .agenda: "The agenda (style: agenda)"
      case .dashboard: "The dashboard (style: dashboard)"
      }
    }
  }

  /// What a field's value is, for the docs and the flags' completion.
  public enum Kind: Sendable {
    /// `YYYY-MM-DD`, a proleptic Gregorian date.
    case date
    /// `YYYY-MM-DDTHH:MM`.
    case time
    /// `true` or `false`; its flag given bare means `true`, as `--no-NAME` means `false`.
    case bool
    /// A locale identifier: any is accepted, and completion offers `sampleLocales`.
    case locale
    /// A number in `range`; `unit` ("points") prefixes the range in the docs.
    case number(ClosedRange<Double>, unit: String? = nil)
    /// A whole number in `range`.
    case whole(ClosedRange<Int>)
    /// One of `values`.
    case choice([String])
    /// Anything else, described in Markdown (a list, an object, a name or a path).
    case described(String)
    /// A timeline customisation field: a stylesheet property's value.
    case style(StyleField.Shape)

    /// The enum's values, for completion and help; nil for other kinds.
    public var values: [String]? {
      switch self {
      case .bool: ["true", "false"]
      case .choice(let values): values
      default: nil
      }
    }

    /// The docs' "values" column.
    public var markdown: String {
      switch self {
      case .date: "date"
      case .time: "`YYYY-MM-DDTHH:MM`"
      case .bool: "bool"
      case .locale: "a locale identifier"
      case .number(let range, let unit):
        [unit, "\(Self.formatted(range.lowerBound))…\(Self.formatted(range.upperBound))"]
          .compactMap { $0 }.joined(separator: ", ")
      case .whole(let range):
        "integer, \(Self.formatted(Double(range.lowerBound)))…\(Self.formatted(Double(range.upperBound)))"
      case .choice(let values): values.map { "`\($0)`" }.joined(separator: " ")
      case .described(let text): text
      case .style(let shape):
        switch shape {
        case .color: "colour"
        case .number: "points"
        case .dashPattern: "list of lengths"
        case .text: "date format"
        case .font: "`{name, size, style}` or a font name"
        }
      }
    }

    /// A bound as the docs write it: no fraction on a whole number, a minus sign for negatives.
    static func formatted(_ number: Double) -> String {
      let text =
        number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
      return text.replacingOccurrences(of: "-", with: "−")
    }
  }

  /// A command-line flag that sets the field (or, with `key`, one key of an object field).
  public struct Flag: Sendable {
    /// How the flag's text becomes the field's value.
    public enum Form: Sendable {
      /// The text, as a string the reader checks.
      case value
      /// Repeatable: a list of the texts.
      case repeated
      /// Repeatable taps: a list of dates, `none` meaning null.
      case taps
      /// Repeatable swipes, each across comma-separated dates.
      case swipes
      /// `A<separator>B` as an object `{first: A, second: B}`.
      case pair(separator: Character, first: String, second: String)
      /// Repeatable `START/END/TITLE` timeline events; the title keeps any further slashes.
      case events
      /// Repeatable booking items `DATE[:enabled][:selected]`.
      case bookingItems
    }

    /// The long name, without dashes: `week-start-day`.
    public let name: String
    /// How its texts become the value; `.value` (the default) passes the last one given.
    public let form: Form
    /// The key of the object field the flag sets (`disabledDates.weekdays`); nil for the whole field.
    public let key: String?
    /// The flag's own help when it is not the field's (a key flag, or a flag syntax).
    public let help: String?

    /// A flag named `name` (kebab case, no dashes) with its own `help`, or nil for the
    /// field's; `key` makes it set one key of an object field.
    public init(_ name: String, _ form: Form = .value, key: String? = nil, help: String? = nil) {
      self.name = name
      self.form = form
      self.key = key
      self.help = help
    }

    /// Whether it may be given more than once, each adding to a list (`--help` says so).
    public var isRepeatable: Bool {
      switch form {
      case .value, .pair: false
      case .repeated, .taps, .swipes, .events, .bookingItems: true
      }
    }
  }

  /// The field as a spec file names it: `weekStartDay`.
  public let name: String
  /// Empty for `style`, which is read first, to choose the family; `showsMonthHeader` has two.
  public let families: [Family]
  /// Its value type: the docs' values column, the flags' completion values.
  public let kind: Kind
  /// The default, in Markdown, for the docs.
  public let defaultText: String
  /// One line, in Markdown.
  public let help: String
  /// The command-line flags (and server query overrides) that set it; empty when none do.
  public let flags: [Flag]

  /// One row of the field table (`SpecField.all`): the families that read it (the docs
  /// list it first under the first), its default and its one-line help, in Markdown.
  public init(
    _ name: String, _ families: [Family], _ kind: Kind, default defaultText: String,
    _ help: String, flags: [Flag] = []
  ) {
    self.name = name
    self.families = families
    self.kind = kind
    self.defaultText = defaultText
    self.help = help
    self.flags = flags
  }

  /// The field with its default flag: the name in kebab case, its text passed as the value.
  static func flagged(
    _ name: String, _ families: [Family], _ kind: Kind, default defaultText: String,
    _ help: String
  ) -> SpecField {
    SpecField(
      name, families, kind, default: defaultText, help, flags: [Flag(kebabCase(name))])
  }

  /// `weekStartDay` → `week-start-day`, as swift-argument-parser names a property's flag.
  public static func kebabCase(_ name: String) -> String {
    var result = ""
    for character in name {
      if character.isUppercase {
        result += "-" + character.lowercased()
      } else {
        result.append(character)
      }
    }
    return result
  }

  // MARK: - Look-ups

  /// The fields a family reads, in table order.
  public static func names(of family: Family) -> [String] {
    all.filter { $0.families.contains(family) }.map(\.name)
  }

  /// The field a flag sets, and the flag.
  public static func field(forFlag name: String) -> (field: SpecField, flag: Flag)? {
    flagIndex[name].map { allFlags[$0] }
  }

  /// Each flag's position in `allFlags`, by name.
  private static let flagIndex: [String: Int] = Dictionary(
    allFlags.enumerated().map { ($1.flag.name, $0) }, uniquingKeysWith: { first, _ in first })

  /// Every flag, in table order. Made once: the server reads query overrides through it on
  /// every request, and the table never changes.
  public static let allFlags: [(field: SpecField, flag: Flag)] = all.flatMap { field in
    field.flags.map { (field, $0) }
  }

  /// A flag's help text for `--help`: its values, its help, whether it repeats, the default.
  public static func help(forFlag name: String) -> String {
    guard let (field, flag) = field(forFlag: name) else { return "" }
    var text = plain(flag.help ?? field.help)
    if flag.help == nil, case .bool = field.kind, case .value = flag.form {
      text = "true | false (bare: true; --no-\(name): false): " + text
    } else if flag.help == nil, let values = field.kind.values {
      text = values.joined(separator: " | ") + ": " + text
    }
    if flag.isRepeatable { text += " (repeatable)" }
    if flag.key == nil, !field.defaultText.hasPrefix("—"), field.defaultText != "`[]`" {
      text += " (default: \(plain(field.defaultText)))"
    }
    return text
  }

  /// The values a flag completes to in the shell; nil when it takes free text.
  public static func completionValues(forFlag name: String) -> [String]? {
    guard let (field, flag) = field(forFlag: name), flag.key == nil else { return nil }
    if case .locale = field.kind { return sampleLocales }
    return field.kind.values
  }

  /// What completion offers for a locale: the default and the locales the samples are drawn
  /// in. Any identifier is accepted; these are known to look right (`CompletionCLITests`
  /// checks that every sample's locale is here).
  public static let sampleLocales = ["en_US", "ar_EG", "ar_SA", "de_DE", "he_IL", "ja_JP"]

  /// Markdown as plain text: without backticks and asterisks. A filter rather than
  /// Foundation's `replacingOccurrences`, which bridges through `NSString`: every `calends
  /// render` declares a hundred flags, and this ran for each (a sixth of a process's work).
  static func plain(_ markdown: String) -> String {
    String(markdown.unicodeScalars.filter { $0 != "`" && $0 != "*" })
  }

  /// The spec fields the given flags set: flag names (`event-date`) to their texts, in the
  /// order given; a flag given no text is left out. Values stay text, so the spec reader
  /// checks them and names the field.
  public static func values(fromFlags given: [String: [String]]) -> [String: SpecValue] {
    var fields: [String: SpecValue] = [:]
    // The given flags are few and the table is long: look each up, then go in table order.
    let positions = given.compactMap { name, texts in texts.isEmpty ? nil : flagIndex[name] }
    for position in positions.sorted() {
      let (field, flag) = allFlags[position]
      guard let texts = given[flag.name] else { continue }
      let value = flag.value(texts)
      if let key = flag.key {
        var object: [String: SpecValue] = [:]
        if case .object(let existing) = fields[field.name] { object = existing }
        object[key] = value
        fields[field.name] = .object(object)
      } else {
        fields[field.name] = value
      }
    }
    return fields
  }
}

extension SpecField.Flag {
  /// The field's value from the flag's texts (one for a single-valued flag).
  func value(_ texts: [String]) -> SpecValue {
    switch form {
    case .value: return .string(texts[texts.count - 1])
    case .repeated: return .array(texts.map(SpecValue.string))
    case .taps: return .array(texts.map { $0 == "none" ? .null : .string($0) })
    case .swipes:
      return .array(texts.map { .array($0.split(separator: ",").map { .string(String($0)) }) })
    case .pair(let separator, let first, let second):
      let ends = texts[texts.count - 1].split(separator: separator, maxSplits: 1).map(
        String.init)
      return .object([
        first: .string(ends.first ?? ""), second: .string(ends.count > 1 ? ends[1] : ""),
      ])
    case .events: return .array(texts.map(Self.timelineEvent))
    case .bookingItems: return .array(texts.map(Self.bookingItem))
    }
  }

  /// `START/END/TITLE` as an event object; the title keeps any further slashes.
  static func timelineEvent(_ flag: String) -> SpecValue {
    let parts = flag.split(separator: "/", maxSplits: 2, omittingEmptySubsequences: false).map(
      String.init)
    var event: [String: SpecValue] = ["start": .string(parts[0])]
    if parts.count > 1 { event["end"] = .string(parts[1]) }
    if parts.count > 2 { event["title"] = .string(parts[2]) }
    return .object(event)
  }

  /// `DATE[:enabled][:selected]` as an item object. An unknown word is passed on as an
  /// unknown item field, so the spec reader's message (with "did you mean") names it.
  static func bookingItem(_ flag: String) -> SpecValue {
    let parts = flag.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
    var item: [String: SpecValue] = [
      "date": .string(parts[0]), "enabled": .bool(false), "selected": .bool(false),
    ]
    for word in parts.dropFirst() {
      item[word] = word == "enabled" || word == "selected" ? .bool(true) : .string(word)
    }
    return .object(item)
  }
}

// MARK: - The docs

extension SpecField {
  /// The fields a docs table lists for a family: its own fields first, then those it shares
  /// with a family listed before it; `style` with the canvas. The timeline's customisation
  /// fields have their own table, by stylesheet selector; only one with a flag is listed.
  public static func documented(in family: Family) -> [SpecField] {
    let fields = all.filter { field in
      if case .style = field.kind, field.flags.isEmpty { return false }
      return field.families.contains(family) || (family == .canvas && field.families.isEmpty)
    }
    let own = fields.filter { ($0.families.first ?? .canvas) == family }
    return own + fields.filter { ($0.families.first ?? .canvas) != family }
  }

  /// The Markdown table of a family's fields in the documentation (`SpecFields.md`): name,
  /// values, default, flags, meaning.
  public static func markdownTable(for family: Family) -> String {
    var lines = [
      "| field | values | default | flag | meaning |",
      "|---|---|---|---|---|",
    ]
    for field in documented(in: family) {
      let flags = field.flags.map { flag in
        "`--\(flag.name)`" + (flag.isRepeatable ? " (repeatable)" : "")
      }
      let cells = [
        "`\(field.name)`", field.kind.markdown, field.defaultText,
        flags.isEmpty ? "—" : flags.joined(separator: ", "), field.help,
      ]
      lines.append(
        "| " + cells.map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ")
          + " |")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
