import Foundation

/// What differs between two layout dumps, in words a developer can act on: the fields of
/// the page and the spec that changed, then which items appeared, went, moved or changed —
/// each item named by its kind and what it stands for (`dateCell 2019-01-23`), not by a
/// line number of the JSON.
enum LayoutDifference {
  /// At most this many item changes are listed; the rest are counted.
  static let listedChanges = 8

  /// nil when either text is not a layout dump (an object with `items`), or nothing but
  /// formatting differs; the caller then shows the first differing line.
  static func describe(expected: [UInt8], actual: [UInt8]) -> String? {
    guard let want = object(expected), let got = object(actual),
      let wantItems = want["items"] as? [[String: Any]],
      let gotItems = got["items"] as? [[String: Any]]
    else { return nil }
    var changes: [String] = []
    for key in Set(want.keys).union(got.keys).subtracting(["items", "spec"]).sorted()
    where !same(want[key], got[key]) {
      changes.append("\(key) \(show(want[key])) → \(show(got[key]))")
    }
    let wantSpec = want["spec"] as? [String: Any] ?? [:]
    let gotSpec = got["spec"] as? [String: Any] ?? [:]
    for key in Set(wantSpec.keys).union(gotSpec.keys).sorted()
    where !same(wantSpec[key], gotSpec[key]) {
      changes.append("spec.\(key) \(show(wantSpec[key])) → \(show(gotSpec[key]))")
    }
    let itemChanges = compareItems(wantItems, gotItems)
    changes += itemChanges.prefix(listedChanges)
    if itemChanges.count > listedChanges {
      changes.append("and \(itemChanges.count - listedChanges) more item change(s)")
    }
    guard !changes.isEmpty else { return nil }
    return "the layout differs: " + changes.joined(separator: "; ") + "."
  }

  /// Items paired by their identity, in order: what went, what came, and for each pair
  /// whether it moved, was resized, or changed a field.
  static func compareItems(_ want: [[String: Any]], _ got: [[String: Any]]) -> [String] {
    var remaining: [String: [[String: Any]]] = [:]
    var order: [String] = []
    for item in got {
      let name = identity(item)
      if remaining[name] == nil { order.append(name) }
      remaining[name, default: []].append(item)
    }
    var changes: [String] = []
    for item in want {
      let name = identity(item)
      guard var candidates = remaining[name], !candidates.isEmpty else {
        changes.append("\(name) is gone")
        continue
      }
      let other = candidates.removeFirst()
      remaining[name] = candidates
      changes += compare(item, other, named: name)
    }
    for name in order {
      for _ in remaining[name] ?? [] { changes.append("\(name) is new") }
    }
    return changes
  }

  static func compare(_ want: [String: Any], _ got: [String: Any], named name: String)
    -> [String]
  {
    var parts: [String] = []
    if let from = frame(want["frame"]), let to = frame(got["frame"]) {
      if from.x != to.x || from.y != to.y {
        parts.append("moved \(number(to.x - from.x)), \(number(to.y - from.y))")
      }
      if from.width != to.width || from.height != to.height {
        parts.append(
          "resized \(number(from.width))×\(number(from.height)) → \(number(to.width))×\(number(to.height))"
        )
      }
    }
    for key in Set(want.keys).union(got.keys).subtracting(["frame", "kind"]).sorted()
    where !same(want[key], got[key]) {
      parts.append("\(key) \(show(want[key])) → \(show(got[key]))")
    }
    return parts.isEmpty ? [] : ["\(name) " + parts.joined(separator: ", ")]
  }

  /// `dateCell 2019-01-23`, `monthHeader 2019-01`, `weekdayLabel 1`: the kind and the
  /// first field that says what the item stands for.
  static func identity(_ item: [String: Any]) -> String {
    let kind = item["kind"] as? String ?? "item"
    for key in ["date", "month", "week", "weekday", "id", "title", "text"] {
      if let value = item[key] { return "\(kind) \(show(value))" }
    }
    return kind
  }

  static func object(_ bytes: [UInt8]) -> [String: Any]? {
    (try? JSONSerialization.jsonObject(with: Data(bytes))) as? [String: Any]
  }

  static func frame(_ value: Any?) -> (x: Double, y: Double, width: Double, height: Double)? {
    guard let frame = value as? [String: Any],
      let x = (frame["x"] as? NSNumber)?.doubleValue,
      let y = (frame["y"] as? NSNumber)?.doubleValue,
      let width = (frame["width"] as? NSNumber)?.doubleValue,
      let height = (frame["height"] as? NSNumber)?.doubleValue
    else { return nil }
    return (x, y, width, height)
  }

  /// JSON values compared as JSON: booleans are not numbers, 1 and 1.0 are one number.
  static func same(_ a: Any?, _ b: Any?) -> Bool {
    switch (a, b) {
    case (nil, nil): return true
    case (let a as String, let b as String): return a == b
    case (let a as NSNumber, let b as NSNumber):
      return isBoolean(a) == isBoolean(b) && a.doubleValue == b.doubleValue
    case (let a as [Any], let b as [Any]):
      return a.count == b.count && zip(a, b).allSatisfy { same($0, $1) }
    case (let a as [String: Any], let b as [String: Any]):
      return Set(a.keys) == Set(b.keys) && a.allSatisfy { same($0.value, b[$0.key]) }
    case (is NSNull, is NSNull): return true
    default: return false
    }
  }

  /// JSON's `true` and `false` come back as numbers whose type is a C `char`.
  static func isBoolean(_ number: NSNumber) -> Bool {
    String(cString: number.objCType) == "c"
  }

  /// A value as the JSON shows it, short.
  static func show(_ value: Any?) -> String {
    guard let value else { return "(none)" }
    if let text = value as? String { return text }
    if let number = value as? NSNumber {
      return isBoolean(number)
        ? (number.boolValue ? "true" : "false") : self.number(number.doubleValue)
    }
    if value is NSNull { return "null" }
    if let list = value as? [Any] {
      return shorten("[" + list.map { show($0) }.joined(separator: ", ") + "]")
    }
    if let object = value as? [String: Any] {
      return shorten(
        "{" + object.keys.sorted().map { "\($0): \(show(object[$0]))" }.joined(separator: ", ")
          + "}")
    }
    return "\(value)"
  }

  static func shorten(_ text: String) -> String {
    text.count > 80 ? String(text.prefix(77)) + "…" : text
  }

  static func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15
      ? String(Int(value))
      : String(format: "%.3f", value).replacingOccurrences(
        of: #"0+$"#, with: "", options: .regularExpression)
  }
}
