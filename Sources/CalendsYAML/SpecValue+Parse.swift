public import CalendsValues
public import Foundation

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
      // `withUnsafeBytes` rethrows untyped errors; the result carries the typed one out.
      let document = try data.withUnsafeBytes { bytes in
        Result { () throws(SpecError) in try YAMLEventReader(source: source).document(bytes) }
      }.get()
      guard let document else {
        throw SpecError(
          source: source, path: "", message: "the spec is empty; expected a JSON or YAML object")
      }
      value = document
    }
    guard case .object = value else {
      throw SpecError(
        source: source, path: "",
        message:
          "expected an object of spec fields at the top level, found \(value.kindDescription)")
    }
    return value
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
