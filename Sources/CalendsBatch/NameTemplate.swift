import CalendsModel
import CalendsValues
import Foundation

/// `{field}` placeholders in output names, split once into literal text and field names so
/// that filling it for each of a million entries is a few appends.
struct NameTemplate {
  enum Piece {
    case literal(String)
    case field(String)
  }

  let pieces: [Piece]

  init(_ template: String) {
    var pieces: [Piece] = []
    var rest = Substring(template)
    while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
      if open > rest.startIndex { pieces.append(.literal(String(rest[..<open]))) }
      pieces.append(.field(String(rest[rest.index(after: open)..<close])))
      rest = rest[rest.index(after: close)...]
    }
    if !rest.isEmpty { pieces.append(.literal(String(rest))) }
    self.pieces = pieces
  }

  /// One pass over the pieces: a value is never searched for placeholders itself.
  func fill(with fields: [String: SpecValue]) -> String {
    var name = ""
    for piece in pieces {
      switch piece {
      case .literal(let text): name += text
      case .field(let field): name += fields[field].map(NameTemplate.text) ?? ""
      }
    }
    return name
  }

  static func placeholders(in template: String) -> [String] {
    var names: [String] = []
    var rest = Substring(template)
    while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
      names.append(String(rest[rest.index(after: open)..<close]))
      rest = rest[rest.index(after: close)...]
    }
    return names
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
