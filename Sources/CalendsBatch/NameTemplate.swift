import CalendsModel
import CalendsValues
import Foundation

/// `{field}` placeholders in output names.
enum NameTemplate {
  static func placeholders(in template: String) -> [String] {
    var names: [String] = []
    var rest = Substring(template)
    while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
      names.append(String(rest[rest.index(after: open)..<close]))
      rest = rest[rest.index(after: close)...]
    }
    return names
  }

  /// One pass over the template: a value is never searched for placeholders itself.
  static func fill(_ template: String, with fields: [String: SpecValue]) -> String {
    var name = ""
    var rest = Substring(template)
    while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
      name += rest[..<open]
      name += fields[String(rest[rest.index(after: open)..<close])].map(text) ?? ""
      rest = rest[rest.index(after: close)...]
    }
    return name + rest
  }

  /// A value as it reads in a file name: `light`, `2019-01-01`, `2`; a path's file name
  /// without extension (`Themes/ocean.nss` → `ocean`).
  static func text(_ value: SpecValue) -> String {
    switch value {
    case .string(let text):
      return text.hasSuffix(".nss")
        ? ((text as NSString).lastPathComponent as NSString).deletingPathExtension : text
    case .number(let number):
      return number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
    case .bool(let flag): return String(flag)
    case .null: return "null"
    case .array(let items): return items.map(text).joined(separator: "+")
    case .object: return "object"
    }
  }
}
