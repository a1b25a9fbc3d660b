import CalendsValues
import CalendsYAML
import Foundation

/// Reads a `SpecValue` tree into a `CalendarSpec`, checking every field and naming the
/// field path of the first problem.
public struct SpecReader {
  public let source: String

  public init(source: String) {
    self.source = source
  }

  /// Decodes a whole spec file (JSON or YAML).
  public static func read(_ data: Data, source: String) throws(SpecError) -> CalendarSpec {
    try SpecReader(source: source).read(try SpecValue.parse(data, source: source))
  }

  public func read(_ value: SpecValue) throws(SpecError) -> CalendarSpec {
    guard case .object(let fields) = value else {
      throw fail("", "expected an object of spec fields, found \(value.kindDescription)")
    }
    var spec = CalendarSpec()
    var gestures = GestureFields()
    for key in fields.keys.sorted() {
      let field = fields[key]!
      if case .null = field { continue }  // an explicit null means "the default"
      switch key {
      case "style": spec.style = try enumeration(field, key)
      case "weekStartDay": spec.weekStartDay = try enumeration(field, key)
      case "locale": spec.locale = try locale(field, key)
      case "today": spec.today = try day(field, key)
      case "displayDateAtStartup": spec.displayDateAtStartup = try day(field, key)
      case "startDate": spec.startDate = try day(field, key)
      case "endDate": spec.endDate = try day(field, key)
      case "selectedDate": spec.selectedDate = try day(field, key)
      case "selectedDates":
        spec.selectedDates = try days(field, key, limit: CalendarSpec.Limits.eventDates)
      case "selectedDateRange": spec.selectedDateRange = try dateRange(field, key)
      case "taps": gestures.taps = try taps(field, key)
      case "swipe": gestures.swipes = try swipes(field, key)
      case "scroll": gestures.scroll = try scroll(field, key)
      case "interactions": gestures.interactions = try interactions(field, key)
      case "isPersistentSelection": spec.isPersistentSelection = try bool(field, key)
      case "expandableStyleStartsWithWeek":
        spec.expandableStyleStartsWithWeek = try bool(field, key)
      case "showsMonthHeader": spec.showsMonthHeader = try bool(field, key)
      case "height": spec.height = try number(field, key, in: CalendarSpec.Limits.height)
      case "alternateCalendar": spec.alternateCalendar = try enumeration(field, key)
      case "alternateCalendarLocale": spec.alternateCalendarLocale = try locale(field, key)
      case "eventDates":
        spec.eventDates = Set(try days(field, key, limit: CalendarSpec.Limits.eventDates))
      case "hasEventIndicator": spec.hasEventIndicator = try bool(field, key)
      case "disabledDates": spec.disabledDates = try disabledDates(field, key)
      case "showsWeekNumbers": spec.showsWeekNumbers = try bool(field, key)
      case "monthTitle": spec.monthTitle = try enumeration(field, key)
      case "maximumViewHeight":
        spec.maximumViewHeight = try number(field, key, in: CalendarSpec.Limits.maximumViewHeight)
      case "sizeClass": spec.sizeClass = try enumeration(field, key)
      case "device": spec.device = try enumeration(field, key)
      case "width": spec.width = try number(field, key, in: CalendarSpec.Limits.width)
      case "scale": spec.scale = try scale(field, key)
      case "theme": spec.theme = try string(field, key)
      default:
        if try readTimelineField(key, field, into: &spec.timeline) { continue }
        if try readBookingField(key, field, into: &spec.booking) { continue }
        throw fail(
          key, "unknown field" + FieldSuggestion.phrase(for: key, in: CalendarSpec.fieldNames))
      }
    }
    try checkCrossFieldRules(spec, fields: fields)
    try checkSelectionFields(spec)
    spec.interactions = try gestures.resolve(for: spec, reader: self)
    return spec
  }

  private func checkCrossFieldRules(_ spec: CalendarSpec, fields: [String: SpecValue])
    throws(SpecError)
  {
    try checkTimelineRules(spec)
    try checkBookingRules(spec)
    if let start = spec.startDate, let end = spec.endDate, end < start {
      throw fail(
        "endDate",
        "\(end) is before startDate \(start); the end of the range must not be earlier than its start"
      )
    }
    if let device = spec.device, fields["sizeClass"] != nil, device.sizeClass != spec.sizeClass {
      throw fail(
        "device",
        "\(device.rawValue) is a \(device.sizeClass.rawValue) device, but sizeClass is \(spec.sizeClass.rawValue)"
      )
    }
    if let after = spec.disabledDates.after, let before = spec.disabledDates.before, after < before
    {
      // Not an error in itself (it disables everything), but almost surely swapped.
      throw fail(
        "disabledDates.after",
        "\(after) is before disabledDates.before \(before): every day would be disabled; did you swap them?"
      )
    }
  }

  // MARK: - Field kinds

  func fail(_ path: String, _ message: String) -> SpecError {
    SpecError(source: source, path: path, message: message)
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
      guard let n = Double(text) else {
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
    guard number == number.rounded(), CalendarSpec.Limits.scales.contains(Int(number)) else {
      throw fail(path, "\(formatted(number)) is not a supported scale; expected 1, 2 or 3")
    }
    return Int(number)
  }

  func day(_ value: SpecValue, _ path: String) throws(SpecError) -> Day {
    let text = try string(value, path)
    guard let day = Day(iso: text) else {
      if Day.isWellFormed(text) {
        throw fail(
          path, "'\(SpecValue.clipped(text))' is not a valid date (no such day in the calendar)")
      }
      throw fail(path, "'\(SpecValue.clipped(text))' is not a date; expected YYYY-MM-DD")
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
    throw fail(
      path,
      "unknown locale '\(SpecValue.clipped(text))'"
        + (FieldSuggestion.closest(to: canonical, in: known).map { "; did you mean '\($0)'?" } ?? "")
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
        result.dates = Set(try days(field, fieldPath, limit: CalendarSpec.Limits.eventDates))
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
