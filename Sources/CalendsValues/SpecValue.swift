import Foundation

/// A spec document as a plain tree, before any field is interpreted.
///
/// JSON and YAML both decode into this one shape so that every field is read, checked and
/// reported (with its path) by one reader, whatever the file format; CLI flags merge into
/// the same tree, so a bad flag gets the same message as a bad field.
public indirect enum SpecValue: Hashable, Sendable {
  /// JSON `null`; YAML `~`, `null` or an empty value. A field given as null takes its default.
  case null
  /// A boolean; the reader also takes the strings `true` and `false`, as flags give them.
  case bool(Bool)
  /// Any JSON or YAML number, whole or not; where a number is expected, a numeric string also is.
  case number(Double)
  /// Text: also every flag's value, which the reader converts to its field's type.
  case string(String)
  /// A JSON array or YAML sequence, in order.
  case array([SpecValue])
  /// Keys in a stable (sorted) order; duplicates cannot occur.
  case object([String: SpecValue])

  /// A word for messages: "a string", "a list", …
  public var kindDescription: String {
    switch self {
    case .null: return "null"
    case .bool: return "a boolean"
    case .number: return "a number"
    case .string: return "a string"
    case .array: return "a list"
    case .object: return "an object"
    }
  }
}

extension SpecValue: Decodable {
  /// Any JSON or YAML value through `Codable`; nesting deeper than `maximumDepth` (64) is
  /// refused.
  public init(from decoder: Decoder) throws {
    if decoder.codingPath.count > SpecValue.maximumDepth {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath,
          debugDescription: "nested deeper than \(SpecValue.maximumDepth) levels"))
    }
    if let container = try? decoder.container(keyedBy: AnyKey.self) {
      var object: [String: SpecValue] = [:]
      for key in container.allKeys {
        object[key.stringValue] = try container.decode(SpecValue.self, forKey: key)
      }
      self = .object(object)
    } else if var container = try? decoder.unkeyedContainer() {
      var items: [SpecValue] = []
      while !container.isAtEnd { items.append(try container.decode(SpecValue.self)) }
      self = .array(items)
    } else {
      let container = try decoder.singleValueContainer()
      if container.decodeNil() {
        self = .null
      } else if let value = try? container.decode(Bool.self) {
        self = .bool(value)
      } else if let value = try? container.decode(Double.self) {
        self = .number(value)
      } else {
        self = .string(try container.decode(String.self))
      }
    }
  }

  /// Deeper documents are refused rather than risk the stack.
  public static let maximumDepth = Limits.documentDepth

  fileprivate struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }
}

extension SpecValue: Encodable {
  /// The tree as a file writes it: whole numbers as integers (`2`, not `2.0`), keys sorted.
  public func encode(to encoder: Encoder) throws {
    switch self {
    case .null:
      var container = encoder.singleValueContainer()
      try container.encodeNil()
    case .bool(let flag):
      var container = encoder.singleValueContainer()
      try container.encode(flag)
    case .number(let number):
      var container = encoder.singleValueContainer()
      // Whole numbers as integers, so `scale: 2` is not written back as `2.0`.
      if number == number.rounded(), abs(number) < 1e15 {
        try container.encode(Int(number))
      } else {
        try container.encode(number)
      }
    case .string(let text):
      var container = encoder.singleValueContainer()
      try container.encode(text)
    case .array(let items):
      var container = encoder.unkeyedContainer()
      for item in items { try container.encode(item) }
    case .object(let fields):
      var container = encoder.container(keyedBy: AnyKey.self)
      for key in fields.keys.sorted() {
        try container.encode(fields[key]!, forKey: AnyKey(stringValue: key))
      }
    }
  }
}
