import Foundation
import Yams

/// A spec document as a plain tree, before any field is interpreted.
///
/// JSON and YAML both decode into this one shape so that every field is read, checked and
/// reported (with its path) by one reader, whatever the file format; CLI flags merge into
/// the same tree, so a bad flag gets the same message as a bad field.
public indirect enum SpecValue: Hashable, Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
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

  private struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }
}

extension SpecValue {
  /// Parses JSON (a document starting with `{` or `[`) or YAML. `source` names the file in
  /// messages.
  public static func parse(_ data: Data, source: String) throws(SpecError) -> SpecValue {
    guard let text = String(data: data, encoding: .utf8) else {
      throw SpecError(
        source: source, path: "",
        message: "the file is not valid UTF-8 text\(SpecValue.invalidUTF8Position(in: data))")
    }
    if text.contains("\u{0}") {
      throw SpecError(
        source: source, path: "", message: "the file contains a NUL byte; is it a binary file?")
    }
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    if trimmed.isEmpty {
      throw SpecError(
        source: source, path: "", message: "the spec is empty; expected a JSON or YAML object")
    }
    let value: SpecValue
    if trimmed.hasPrefix("{") || trimmed.hasPrefix("[") {
      var reader = JSONTreeReader(Array(data), source: source)
      value = try reader.document()
    } else {
      try YAMLAliasBudget.check(text, source: source)
      let node: Node?
      do {
        node = try Yams.compose(yaml: text)
      } catch {
        throw SpecError(
          source: source, path: "",
          message: "not valid YAML: \(SpecValue.firstLines(of: "\(error)"))")
      }
      guard let node else {
        throw SpecError(
          source: source, path: "", message: "the spec is empty; expected a JSON or YAML object")
      }
      value = try YAMLTreeReader(source: source).value(node)
    }
    guard case .object = value else {
      throw SpecError(
        source: source, path: "",
        message:
          "expected an object of spec fields at the top level, found \(value.kindDescription)")
    }
    return value
  }

  /// Yams' messages quote the offending lines with a caret under them; two lines of
  /// that say enough, and keep a batch log readable when the line is megabytes long.
  static func firstLines(of message: String) -> String {
    message.split(separator: "\n", omittingEmptySubsequences: true).prefix(2)
      .map { $0.count > 200 ? $0.prefix(197) + "…" : $0 }.joined(separator: " ")
  }

  /// Where the first malformed UTF-8 sequence starts, since an editor may not show it:
  /// ` (byte 0xFF at offset 7, line 1)`.
  static func invalidUTF8Position(in data: Data) -> String {
    var iterator = data.makeIterator()
    var parser = Unicode.UTF8.ForwardParser()
    var offset = 0
    var line = 1
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded):
        if encoded.count == 1, encoded.first == UInt8(ascii: "\n") { line += 1 }
        offset += encoded.count
      case .emptyInput:
        return ""
      case .error:
        let byte = String(data[data.startIndex + offset], radix: 16, uppercase: true)
        return " (byte 0x\(byte) at offset \(offset), line \(line))"
      }
    }
  }
}
