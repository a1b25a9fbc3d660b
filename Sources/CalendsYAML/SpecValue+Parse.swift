public import CalendsValues
public import Foundation
import Yams

extension SpecValue {
  /// Parses JSON (a document starting with `{` or `[`) or YAML. `source` names the file in
  /// messages.
  public static func parse(_ data: Data, source: String) throws(SpecError) -> SpecValue {
    guard let text = String(data: data, encoding: .utf8) else {
      throw SpecError(
        source: source, path: "",
        message: "the file is not valid UTF-8 text\(SpecValue.invalidUTF8Position(in: data))")
    }
    // Bytes and scalars, not characters or a trimmed copy: Foundation's trimming took
    // ~450,000 instructions a spec, a tenth of reading one.
    if data.contains(0) {
      throw SpecError(
        source: source, path: "", message: "the file contains a NUL byte; is it a binary file?")
    }
    guard
      let first = text.unicodeScalars.first(where: {
        !CharacterSet.whitespacesAndNewlines.contains($0)
      })
    else {
      throw SpecError(
        source: source, path: "", message: "the spec is empty; expected a JSON or YAML object")
    }
    let value: SpecValue
    if first == "{" || first == "[" {
      var reader = JSONTreeReader(Array(data), source: source)
      value = try reader.document()
    } else {
      try YAMLAliasBudget.check(text, source: source)
      let node: Node?
      do {
        // UTF-8 named, not Yams' default, which reads the whole environment on each call
        // (a tenth of reading a spec) and prints to standard output when
        // YAMS_DEFAULT_ENCODING is set.
        node = try Yams.compose(yaml: text, SpecValue.yamlResolver, .default, .utf8)
      } catch {
        let position = YAMLSyntaxMessage.position(of: error)
        throw SpecError(
          source: source, path: "",
          message: "not valid YAML: \(YAMLSyntaxMessage.text(for: error))", code: .yamlSyntax,
          line: position?.line, column: position?.column)
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

  /// Tags only the merge key `<<`. Yams' default resolver tries up to seven regular
  /// expressions (bool, int, float, null, timestamp…) on a plain scalar, and runs them on
  /// every mapping key as it checks for duplicates — a third of reading a spec. Values are
  /// resolved by `YAMLTreeReader.resolve`, which reads no tag. So keys are text: `1` and
  /// `'1'` are one key, as they are as field names.
  static let yamlResolver = Resolver.basic.appending(.merge)

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
