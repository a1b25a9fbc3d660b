import CalendsValues

/// The fields that say what was selected and which gestures were replayed after start-up.
extension SpecReader {
  /// The gesture fields as read, before their order is fixed: the shorthand fields have no
  /// order among themselves in a JSON object, so it is decided here, once.
  struct GestureFields {
    var taps: [Interaction]?
    var swipes: [[Day]]?
    var scroll: Int?
    var interactions: [Interaction]?

    /// Taps, then swipes, then the scroll — or the explicit list, which may not be mixed
    /// with the shorthand, as the two orders could not both hold.
    func resolve(for spec: ControlSpec, reader: SpecReader) throws(SpecError) -> [Interaction] {
      let shorthand = [("taps", taps != nil), ("swipe", swipes != nil), ("scroll", scroll != nil)]
      if interactions != nil, let (name, _) = shorthand.first(where: { $0.1 }) {
        throw reader.fail(
          "interactions",
          "cannot be combined with '\(name)'; list every tap, swipe and scroll in interactions, in the order they happen"
        )
      }
      let list =
        interactions ?? (taps ?? []) + (swipes ?? []).map(Interaction.swipe)
        + (scroll.map { [.scroll($0)] } ?? [])
      var swipedDays = 0
      for (index, interaction) in list.enumerated() {
        guard case .swipe(let days) = interaction else { continue }
        let path = interactions == nil ? "swipe" : "interactions[\(index)].swipe"
        guard spec.style == .datesSelection else {
          throw reader.fail(
            path,
            "swipe-to-select is a gesture of the datesSelection style only; the \(spec.style.rawValue) style selects with taps"
          )
        }
        swipedDays += days.count
        if swipedDays > ControlSpec.Limits.interactions {
          throw reader.fail(
            path, "more than \(ControlSpec.Limits.interactions) swiped days in all")
        }
      }
      return list
    }
  }

  func dateRange(_ value: SpecValue, _ path: String) throws(SpecError) -> DateRange {
    let keys = ["start", "end"]
    guard case .object(let fields) = value else {
      throw fail(path, "expected an object with start and end, found \(value.kindDescription)")
    }
    var start: Day?
    var end: Day?
    for key in fields.keys.sorted() {
      let field = fields[key]!
      let fieldPath = "\(path).\(key)"
      if case .null = field { continue }
      switch key {
      case "start": start = try day(field, fieldPath)
      case "end": end = try day(field, fieldPath)
      default: throw fail(fieldPath, "unknown field" + FieldSuggestion.phrase(for: key, in: keys))
      }
    }
    guard let start else {
      throw fail(path, "missing start; expected an object with start and end")
    }
    guard let end else { throw fail(path, "missing end; expected an object with start and end") }
    guard start <= end else {
      throw fail(
        "\(path).end",
        "\(end) is before start \(start); the end of a range must not be earlier than its start")
    }
    return DateRange(start: start, end: end)
  }

  func taps(_ value: SpecValue, _ path: String) throws(SpecError) -> [Interaction] {
    let items = try list(value, path, of: "dates (YYYY-MM-DD) or nulls", noun: "taps")
    var result: [Interaction] = []
    for (index, item) in items.enumerated() {
      result.append(.tap(try optionalDay(item, "\(path)[\(index)]")))
    }
    return result
  }

  /// One swipe (a list of dates) or several (a list of lists).
  func swipes(_ value: SpecValue, _ path: String) throws(SpecError) -> [[Day]] {
    let items = try list(value, path, of: "dates (YYYY-MM-DD), or of such lists", noun: "items")
    guard case .array = items.first else {
      return [try days(value, path, limit: ControlSpec.Limits.interactions)]
    }
    var result: [[Day]] = []
    for (index, item) in items.enumerated() {
      let itemPath = "\(path)[\(index)]"
      guard case .array = item else {
        throw fail(
          itemPath,
          "expected a list of dates like the swipes before it, found \(item.kindDescription)")
      }
      result.append(try days(item, itemPath, limit: ControlSpec.Limits.interactions))
    }
    return result
  }

  func scroll(_ value: SpecValue, _ path: String) throws(SpecError) -> Int {
    let limit = Double(ControlSpec.Limits.scroll)
    let pages = try number(value, path, in: -limit...limit)
    guard pages == pages.rounded() else {
      throw fail(path, "\(pages) is not a whole number of pages")
    }
    return Int(pages)
  }

  func interactions(_ value: SpecValue, _ path: String) throws(SpecError) -> [Interaction] {
    let kinds = ["tap", "swipe", "scroll"]
    let items = try list(
      value, path, of: "{tap: date|null}, {swipe: [dates]} or {scroll: pages} objects",
      noun: "interactions")
    var result: [Interaction] = []
    for (index, item) in items.enumerated() {
      let itemPath = "\(path)[\(index)]"
      guard case .object(let fields) = item, fields.count == 1, let (key, field) = fields.first
      else {
        let found: String
        if case .object(let fields) = item {
          found =
            fields.isEmpty
            ? "an empty object"
            : "\(fields.count) keys (\(fields.keys.sorted().joined(separator: ", ")))"
        } else {
          found = item.kindDescription
        }
        throw fail(
          itemPath, "expected an object with exactly one of tap, swipe or scroll, found \(found)")
      }
      let fieldPath = "\(itemPath).\(key)"
      switch key {
      case "tap": result.append(.tap(try optionalDay(field, fieldPath)))
      case "swipe":
        result.append(.swipe(try days(field, fieldPath, limit: ControlSpec.Limits.interactions)))
      case "scroll": result.append(.scroll(try scroll(field, fieldPath)))
      default:
        throw fail(fieldPath, "unknown interaction" + FieldSuggestion.phrase(for: key, in: kinds))
      }
    }
    return result
  }

  private func optionalDay(_ value: SpecValue, _ path: String) throws(SpecError) -> Day? {
    if case .null = value { return nil }
    return try day(value, path)
  }

  private func list(_ value: SpecValue, _ path: String, of what: String, noun: String)
    throws(SpecError) -> [SpecValue]
  {
    guard case .array(let items) = value else {
      throw fail(path, "expected a list of \(what), found \(value.kindDescription)")
    }
    guard items.count <= ControlSpec.Limits.interactions else {
      throw fail(
        path, "\(items.count) \(noun) is over the limit of \(ControlSpec.Limits.interactions)")
    }
    return items
  }
}
