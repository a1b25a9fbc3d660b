public import CalendsValues
import Foundation

/// Reads a `SpecValue` tree into a `CalendarSpec`, checking every field and naming the
/// field path of the first problem.
public struct SpecReader {
  /// The spec's file name, put before each message's field path (`spec.yaml: …`); empty
  /// for a spec that has no file.
  public let source: String

  /// A reader whose errors name `source`.
  public init(source: String) {
    self.source = source
  }

  /// A spec from its field tree (parsed JSON or YAML, or `SpecWriter`'s): `style` first, to
  /// choose the family, then each field by its rules; a null field takes its default. Throws
  /// the first problem; `errors(in:after:limit:)` finds the others.
  public func read(_ value: SpecValue) throws(SpecError) -> CalendarSpec {
    guard case .object(let fields) = value else {
      throw fail("", "expected an object of spec fields, found \(value.kindDescription)")
    }
    var style = CalendarStyle.month
    if let given = fields["style"], given != .null { style = try enumeration(given, "style") }
    var canvas = Canvas()
    var familyFields: [(String, SpecValue)] = []
    for key in fields.keys.sorted() where key != "style" {
      let field = fields[key]!
      if case .null = field { continue }  // an explicit null means "the default"
      if try readCanvasField(key, field, into: &canvas) { continue }
      familyFields.append((key, field))
    }
    try checkCanvasRules(canvas, fields: fields)
    if let panel = canvas.panel {
      try applyPanel(panel, to: &canvas, style: style, fields: fields)
    }
    // The one place a spec chooses its family: each family reads and checks its own fields.
    let family: FamilyDocument
    switch style.family {
    case .control(let controlStyle): family = .control(try readControl(controlStyle, familyFields))
    case .timeline: family = .timeline(try readTimeline(familyFields, canvas: canvas))
    case .booking: family = .booking(try readBooking(familyFields))
    case .year(let view): family = .year(try readYear(view, familyFields, canvas: canvas))
    case .wallMonth: family = .wallMonth(try readWallMonth(familyFields, canvas: canvas))
    case .agenda: family = .agenda(try readAgenda(familyFields))
    case .dashboard:
      family = .dashboard(
        try readDashboard(
          familyFields, shared: fields.filter { DashboardSpec.sharedFields.contains($0.key) }))
    }
    if canvas.height != nil, !style.fillsAGivenHeight {
      let takers = CalendarStyle.allCases.filter(\.fillsAGivenHeight).map(\.rawValue)
      throw fail(
        "height",
        "the \(style.rawValue) style is as tall as its rows, so height would change nothing; it sets the height of \(takers.joined(separator: ", "))"
      )
    }
    return CalendarSpec(canvas: canvas, family: family)
  }

  /// A field the chosen family does not read: another family's field, or a typo.
  func misplaced(_ key: String, style: CalendarStyle) -> SpecError {
    let owners = CalendarStyle.Family.all.filter { $0.fieldNames.contains(key) }
    if !owners.isEmpty {
      let names = owners.map(\.description).joined(separator: " or ")
      return fail(key, "is a field of the \(names), but style is \(style.rawValue)")
    }
    return fail(
      key, "unknown field" + FieldSuggestion.phrase(for: key, in: CalendarSpec.fieldNames))
  }

  // MARK: - Field kinds

  func fail(_ path: String, _ message: String, code: Diagnostic.Code? = nil) -> SpecError {
    SpecError(source: source, path: path, message: message, code: code)
  }

  func string(_ value: SpecValue, _ path: String) throws(SpecError) -> String {
    switch value {
    case .string(let text): return text
    case .number(let number) where number == number.rounded() && abs(number) < 1e15:
      return String(Int(number))
    default: throw fail(path, "expected a string, found \(value.kindDescription)")
    }
  }

  func bool(_ value: SpecValue, _ path: String) throws(SpecError) -> Bool {
    switch value {
    case .bool(let flag): return flag
    case .string("true"): return true
    case .string("false"): return false
    default: throw fail(path, "expected true or false, found \(value.kindDescription)")
    }
  }

  func number(_ value: SpecValue, _ path: String, in range: ClosedRange<Double>) throws(SpecError)
    -> Double
  {
    let number: Double
    switch value {
    case .number(let n): number = n
    case .string(let text):
      guard let n = DecimalNumber.parse(text) else {
        throw fail(path, "expected a number, found '\(SpecValue.clipped(text))'")
      }
      number = n
    default: throw fail(path, "expected a number, found \(value.kindDescription)")
    }
    guard number.isFinite else { throw fail(path, "expected a finite number, found \(number)") }
    guard range.contains(number) else {
      throw fail(
        path,
        "\(formatted(number)) is out of range; expected \(formatted(range.lowerBound))…\(formatted(range.upperBound))"
      )
    }
    return number
  }

  private func formatted(_ number: Double) -> String {
    number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
  }

  func scale(_ value: SpecValue, _ path: String) throws(SpecError) -> Int {
    let number = try number(value, path, in: -1e9...1e9)
    guard number == number.rounded(), Canvas.Limits.scales.contains(Int(number)) else {
      throw fail(path, "\(formatted(number)) is not a supported scale; expected 1, 2 or 3")
    }
    return Int(number)
  }

  func day(_ value: SpecValue, _ path: String) throws(SpecError) -> Day {
    let text = try string(value, path)
    guard let day = Day(iso: text) else {
      if Day.isWellFormed(text) {
        throw fail(
          path, "'\(SpecValue.clipped(text))' is not a valid date (no such day in the calendar)",
          code: .invalidDate)
      }
      throw fail(
        path, "'\(SpecValue.clipped(text))' is not a date; expected YYYY-MM-DD", code: .invalidDate)
    }
    return day
  }

  func days(_ value: SpecValue, _ path: String, limit: Int) throws(SpecError) -> [Day] {
    guard case .array(let items) = value else {
      throw fail(path, "expected a list of dates (YYYY-MM-DD), found \(value.kindDescription)")
    }
    guard items.count <= limit else {
      throw fail(path, "\(items.count) dates is over the limit of \(limit)")
    }
    var result: [Day] = []
    for (index, item) in items.enumerated() {
      result.append(try day(item, "\(path)[\(index)]"))
    }
    return result
  }

  func enumeration<Value: RawRepresentable & CaseIterable>(_ value: SpecValue, _ path: String)
    throws(SpecError) -> Value
  where Value.RawValue == String {
    let text = try string(value, path)
    if let match = Value(rawValue: text) { return match }
    let names = Value.allCases.map(\.rawValue)
    throw fail(
      path,
      "unknown value '\(SpecValue.clipped(text))'" + FieldSuggestion.phrase(for: text, in: names))
  }

  func locale(_ value: SpecValue, _ path: String) throws(SpecError) -> String {
    let text = try string(value, path)
    let canonical = text.replacingOccurrences(of: "-", with: "_")
    let known = Locale.availableIdentifiers
    if known.contains(canonical) { return canonical }
    let language = String(canonical.prefix { $0 != "_" })
    if known.contains(language) && canonical.count <= 32 { return canonical }
    // Sorted for the suggestion: Foundation lists its locales in an order that changes from
    // process to process, and of equally close ones the first is suggested.
    throw fail(
      path,
      "unknown locale '\(SpecValue.clipped(text))'"
        + (FieldSuggestion.closest(to: canonical, in: known.sorted()).map {
          "; did you mean '\($0)'?"
        } ?? "")
    )
  }

  static let weekdayNames = [
    "sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday",
  ]

  func weekday(_ value: SpecValue, _ path: String) throws(SpecError) -> Int {
    if case .number(let n) = value {
      guard n == n.rounded(), (1...7).contains(n) else {
        throw fail(
          path, "\(formatted(n)) is not a weekday; expected 1 (Sunday) … 7 (Saturday) or a name")
      }
      return Int(n)
    }
    let text = try string(value, path).lowercased()
    if let index = SpecReader.weekdayNames.firstIndex(of: text) { return index + 1 }
    throw fail(
      path,
      "unknown weekday '\(SpecValue.clipped(text))'"
        + FieldSuggestion.phrase(for: text, in: SpecReader.weekdayNames))
  }

  func disabledDates(_ value: SpecValue, _ path: String) throws(SpecError) -> DisabledDates {
    let keys = ["dates", "weekdays", "before", "after"]
    guard case .object(let fields) = value else {
      throw fail(
        path,
        "expected an object with \(keys.joined(separator: ", ")), found \(value.kindDescription)")
    }
    var result = DisabledDates()
    for key in fields.keys.sorted() {
      let field = fields[key]!
      let fieldPath = "\(path).\(key)"
      if case .null = field { continue }
      switch key {
      case "dates":
        result.dates = Set(try days(field, fieldPath, limit: ControlSpec.Limits.eventDates))
      case "weekdays":
        guard case .array(let items) = field else {
          throw fail(fieldPath, "expected a list of weekdays, found \(field.kindDescription)")
        }
        for (index, item) in items.enumerated() {
          result.weekdays.insert(try weekday(item, "\(fieldPath)[\(index)]"))
        }
      case "before": result.before = try day(field, fieldPath)
      case "after": result.after = try day(field, fieldPath)
      default: throw fail(fieldPath, "unknown field" + FieldSuggestion.phrase(for: key, in: keys))
      }
    }
    return result
  }
}
