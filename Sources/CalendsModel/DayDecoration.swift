public import CalendsValues

/// What a spec's `days` entry says about one day: names for stylesheet rules, a short text
/// under the number, dot colours and a number for the heat map. Drawn on every visible cell
/// of the day, whatever the grid style.
public struct DayDecoration: Hashable, Sendable {
  /// Class names, in the order given; stylesheet rules with `.name` apply to the day.
  public var classes: [String] = []
  /// A short text under the day number (`€129`, `Full`).
  public var subtitle: String?
  /// Dot colours in order; three are drawn, the rest counted (`LayoutItem.DateCell.moreDots`).
  public var dots: [ColorSpecifier] = []
  /// The heat map's number for the day.
  public var value: Double?

  /// Data for one day; every part is optional.
  public init(
    classes: [String] = [], subtitle: String? = nil, dots: [ColorSpecifier] = [],
    value: Double? = nil
  ) {
    self.classes = classes
    self.subtitle = subtitle
    self.dots = dots
    self.value = value
  }
}

/// The per-day inputs the grid styles share (`days`, `heatmap`), kept together because the
/// heat map reads the days' values.
public struct DayData: Hashable, Sendable {
  /// The `days` field: each day's classes, subtitle, dots and heat-map value; up to 10,000
  /// days.
  public var days: [Day: DayDecoration] = [:]
  /// The `heatmap` field: fills the cells by their days' `value`; nil for none.
  public var heatmap: Heatmap?

  /// Per-day data from its two fields; by default none.
  public init(days: [Day: DayDecoration] = [:], heatmap: Heatmap? = nil) {
    self.days = days
    self.heatmap = heatmap
  }

  /// No per-day data: the default.
  public static let none = DayData()

  /// Whether any day has a subtitle: then every cell leaves room for one, so the numbers of a
  /// row stay aligned.
  public var hasSubtitles: Bool { days.values.contains { $0.subtitle != nil } }

  /// The heat-map fill of `day`, nil without a heat map.
  public func heatColor(of day: Day) -> ColorSpecifier? {
    guard let heatmap else { return nil }
    return heatmap.color(for: days[day]?.value, domain: heatmapDomain)
  }

  /// The heat map's domain with `auto` resolved over every value given, nil when no day has
  /// a value.
  public var heatmapDomain: ClosedRange<Double>? {
    guard let heatmap else { return nil }
    if case .range(let range) = heatmap.domain { return range }
    let values = days.values.compactMap(\.value)
    guard let low = values.min(), let high = values.max() else { return nil }
    return low...high
  }
}

extension SpecReader {
  /// Reads a `days` or `heatmap` field into `data`; false for any other key.
  func readDayDataField(_ key: String, _ value: SpecValue, into data: inout DayData)
    throws(SpecError) -> Bool
  {
    switch key {
    case "days": data.days = try dayDecorations(value, key)
    case "heatmap": data.heatmap = try heatmap(value, key)
    default: return false
    }
    return true
  }

  /// `{"2026-05-01": {classes, subtitle, dots, value}, …}`
  func dayDecorations(_ value: SpecValue, _ path: String) throws(SpecError) -> [Day: DayDecoration]
  {
    guard case .object(let entries) = value else {
      throw fail(
        path, "expected an object of dates (YYYY-MM-DD) to day data, found \(value.kindDescription)"
      )
    }
    guard entries.count <= Limits.days else {
      throw fail(path, "\(entries.count) days is over the limit of \(Limits.days)")
    }
    var result: [Day: DayDecoration] = [:]
    for key in entries.keys.sorted() {
      let entryPath = "\(path).\(key)"
      let day = try self.day(.string(key), entryPath)
      result[day] = try dayDecoration(entries[key]!, entryPath)
    }
    return result
  }

  private func dayDecoration(_ value: SpecValue, _ path: String) throws(SpecError) -> DayDecoration
  {
    var decoration = DayDecoration()
    try objectFields(value, path, keys: ["classes", "subtitle", "dots", "value"]) {
      (key, field, fieldPath) throws(SpecError) in
      switch key {
      case "classes": decoration.classes = try classNames(field, fieldPath)
      case "subtitle": decoration.subtitle = try text(field, fieldPath)
      case "dots":
        decoration.dots = try list(field, fieldPath, of: "colours", limit: Limits.dayDots) {
          (item, itemPath) throws(SpecError) in try color(item, itemPath)
        }
      default:
        guard case .number = field else {
          throw fail(fieldPath, "expected a number, found \(field.kindDescription)")
        }
        decoration.value = try number(field, fieldPath, in: -1e15...1e15)
      }
    }
    return decoration
  }

  /// Reads an object key by key, in sorted order, skipping nulls; `read` gets each known
  /// key with its value and path, and any other key is an error naming the known ones.
  func objectFields(
    _ value: SpecValue, _ path: String, keys: [String],
    _ read: (String, SpecValue, String) throws(SpecError) -> Void
  ) throws(SpecError) {
    guard case .object(let fields) = value else {
      throw fail(
        path,
        "expected an object with \(keys.joined(separator: ", ")), found \(value.kindDescription)")
    }
    for key in fields.keys.sorted() {
      let field = fields[key]!
      let fieldPath = "\(path).\(key)"
      if case .null = field { continue }
      guard keys.contains(key) else {
        throw fail(fieldPath, "unknown field" + FieldSuggestion.phrase(for: key, in: keys))
      }
      try read(key, field, fieldPath)
    }
  }

  /// A class list; one name alone may be given as a string.
  private func classNames(_ value: SpecValue, _ path: String) throws(SpecError) -> [String] {
    if case .string = value { return try classNames(.array([value]), path) }
    return try list(value, path, of: "class names", limit: Limits.dayClasses) {
      (item, itemPath) throws(SpecError) in
      let name = try string(item, itemPath)
      guard ClassName.isValid(name) else { throw fail(itemPath, ClassName.problem(with: name)) }
      return name
    }
  }

  func list<Element>(
    _ value: SpecValue, _ path: String, of what: String, limit: Int,
    _ read: (SpecValue, String) throws(SpecError) -> Element
  ) throws(SpecError) -> [Element] {
    guard case .array(let items) = value else {
      throw fail(path, "expected a list of \(what), found \(value.kindDescription)")
    }
    guard items.count <= limit else {
      throw fail(path, "\(items.count) \(what) is over the limit of \(limit)")
    }
    var result: [Element] = []
    for (index, item) in items.enumerated() {
      result.append(try read(item, "\(path)[\(index)]"))
    }
    return result
  }
}
