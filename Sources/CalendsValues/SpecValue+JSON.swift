/// A JSON reader that builds `SpecValue` directly.
///
/// Foundation's decoder keeps the last of two equal keys without a word, reports every
/// problem as "the data was not valid JSON", and turns `1e400` into a type mismatch. Specs
/// come from generators in unattended jobs, so each of those must be an error that says
/// where and what: this reader gives line and column, refuses duplicate keys and
/// out-of-range numbers, and bounds nesting with `Limits.documentDepth` instead of the
/// stack.
package struct JSONTreeReader {
  private let bytes: [UInt8]
  private let source: String
  private var index = 0

  package init(_ bytes: [UInt8], source: String) {
    // A byte-order mark is an encoding artefact, not content.
    let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
    self.bytes = bytes.starts(with: bom) ? Array(bytes.dropFirst(3)) : bytes
    self.source = source
  }

  package mutating func document() throws(SpecError) -> SpecValue {
    skipWhitespace()
    let value = try value(path: "", depth: 0)
    skipWhitespace()
    guard index == bytes.count else {
      throw fail("unexpected \(describe(index)) after the JSON value")
    }
    return value
  }

  // MARK: - Values

  private mutating func value(path: String, depth: Int) throws(SpecError) -> SpecValue {
    guard index < bytes.count else { throw fail("unexpected end of file: expected a value") }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try object(path: path, depth: depth + 1)
    case UInt8(ascii: "["): return try array(path: path, depth: depth + 1)
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"): return try literal("true", .bool(true))
    case UInt8(ascii: "f"): return try literal("false", .bool(false))
    case UInt8(ascii: "n"): return try literal("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
    default: throw fail("expected a value, found \(describe(index))")
    }
  }

  private mutating func object(path: String, depth: Int) throws(SpecError) -> SpecValue {
    try checkDepth(depth, path: path)
    index += 1
    var fields: [String: SpecValue] = [:]
    skipWhitespace()
    if peek(UInt8(ascii: "}")) {
      index += 1
      return .object(fields)
    }
    while true {
      skipWhitespace()
      guard peek(UInt8(ascii: "\"")) else {
        throw fail("expected a quoted key, found \(describe(index))")
      }
      let keyStart = index
      let key = try string()
      let keyPath = path.isEmpty ? key : "\(path).\(key)"
      if fields[key] != nil {
        index = keyStart
        throw fail(
          "duplicate key '\(SpecValue.clipped(key))'; each key may appear once", path: path)
      }
      skipWhitespace()
      try expect(UInt8(ascii: ":"), "after the key '\(SpecValue.clipped(key))'")
      skipWhitespace()
      fields[key] = try value(path: keyPath, depth: depth)
      skipWhitespace()
      if peek(UInt8(ascii: ",")) {
        index += 1
        continue
      }
      try expect(UInt8(ascii: "}"), "or ',' after a value in an object")
      return .object(fields)
    }
  }

  private mutating func array(path: String, depth: Int) throws(SpecError) -> SpecValue {
    try checkDepth(depth, path: path)
    index += 1
    var items: [SpecValue] = []
    skipWhitespace()
    if peek(UInt8(ascii: "]")) {
      index += 1
      return .array(items)
    }
    while true {
      skipWhitespace()
      items.append(try value(path: "\(path)[\(items.count)]", depth: depth))
      skipWhitespace()
      if peek(UInt8(ascii: ",")) {
        index += 1
        continue
      }
      try expect(UInt8(ascii: "]"), "or ',' after a value in a list")
      return .array(items)
    }
  }

  private mutating func literal(_ word: String, _ result: SpecValue) throws(SpecError) -> SpecValue
  {
    let expected = Array(word.utf8)
    guard bytes.count - index >= expected.count,
      Array(bytes[index..<index + expected.count]) == expected
    else {
      throw fail("expected a value, found \(describe(index))")
    }
    index += expected.count
    return result
  }

  /// RFC 8259's number grammar, read by `Double`. A number too large for a double is an
  /// error here rather than an infinity later.
  private mutating func number() throws(SpecError) -> SpecValue {
    let start = index
    func digits() -> Int {
      let first = index
      while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
        index += 1
      }
      return index - first
    }
    if peek(UInt8(ascii: "-")) { index += 1 }
    let integer = index
    guard digits() > 0 else {
      index = start
      throw fail("expected digits in a number, found \(describe(integer))")
    }
    if bytes[integer] == UInt8(ascii: "0"), index - integer > 1 {
      index = integer
      throw fail("a number may not start with 0 followed by digits")
    }
    if peek(UInt8(ascii: ".")) {
      index += 1
      guard digits() > 0 else { throw fail("expected digits after '.' in a number") }
    }
    if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
      index += 1
      if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { index += 1 }
      guard digits() > 0 else { throw fail("expected digits in a number's exponent") }
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard let number = Double(text), number.isFinite else {
      index = start
      throw fail("the number \(SpecValue.clipped(text)) is too large")
    }
    return .number(number)
  }

  private mutating func string() throws(SpecError) -> String {
    let opening = index
    index += 1
    var scalars = String.UnicodeScalarView()
    var runStart = index
    func flush() {
      if runStart < index {
        scalars.append(
          contentsOf: String(decoding: bytes[runStart..<index], as: UTF8.self).unicodeScalars)
      }
    }
    while true {
      guard index < bytes.count else {
        index = opening
        throw fail("unterminated string")
      }
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        if runStart == opening + 1 {
          // No escape: the common string is decoded once, not scalar by scalar.
          let text = String(decoding: bytes[runStart..<index], as: UTF8.self)
          index += 1
          return text
        }
        flush()
        index += 1
        return String(scalars)
      }
      if byte < 0x20 {
        throw fail(
          "a control character (0x\(String(byte, radix: 16, uppercase: true))) inside a string must be escaped"
        )
      }
      if byte == UInt8(ascii: "\\") {
        flush()
        scalars.append(try escape())
        runStart = index
        continue
      }
      index += 1
    }
  }

  private mutating func escape() throws(SpecError) -> Unicode.Scalar {
    index += 1
    guard index < bytes.count else { throw fail("unterminated string") }
    let code = bytes[index]
    index += 1
    switch code {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{8}"
    case UInt8(ascii: "f"): return "\u{C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"):
      let first = try hex4()
      if (0xD800...0xDBFF).contains(first) {
        guard peek(UInt8(ascii: "\\")), index + 1 < bytes.count,
          bytes[index + 1] == UInt8(ascii: "u")
        else {
          throw fail(
            "a high surrogate \\u\(String(first, radix: 16, uppercase: true)) must be followed by a low one"
          )
        }
        index += 2
        let second = try hex4()
        guard (0xDC00...0xDFFF).contains(second) else {
          throw fail("\\u\(String(second, radix: 16, uppercase: true)) is not a low surrogate")
        }
        return Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))!
      }
      guard let scalar = Unicode.Scalar(first) else {
        throw fail(
          "\\u\(String(first, radix: 16, uppercase: true)) is a lone surrogate, not a character")
      }
      return scalar
    default:
      index -= 2
      throw fail("unknown escape \(describe(index + 1)) in a string")
    }
  }

  private mutating func hex4() throws(SpecError) -> UInt32 {
    guard bytes.count - index >= 4 else { throw fail("expected four hex digits after \\u") }
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let digit = Character(Unicode.Scalar(bytes[index])).hexDigitValue else {
        throw fail("expected four hex digits after \\u")
      }
      value = value << 4 | UInt32(digit)
      index += 1
    }
    return value
  }

  // MARK: - Helpers

  private func peek(_ byte: UInt8) -> Bool {
    index < bytes.count && bytes[index] == byte
  }

  private mutating func skipWhitespace() {
    while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
  }

  /// `context` is made only for a message: quoting a clipped key for every key read cost
  /// more than reading the document.
  private mutating func expect(_ byte: UInt8, _ context: @autoclosure () -> String)
    throws(SpecError)
  {
    guard peek(byte) else {
      throw fail(
        "expected '\(Character(Unicode.Scalar(byte)))' \(context()), found \(describe(index))")
    }
    index += 1
  }

  private func checkDepth(_ depth: Int, path: String) throws(SpecError) {
    guard depth <= Limits.documentDepth else {
      throw fail(
        "lists and objects are nested deeper than the limit of \(Limits.documentDepth) levels",
        path: SpecValue.clipped(path))
    }
  }

  /// How the byte at `position` reads in a message.
  private func describe(_ position: Int) -> String {
    guard position < bytes.count else { return "end of file" }
    let byte = bytes[position]
    if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    return "byte 0x\(String(byte, radix: 16, uppercase: true))"
  }

  /// Line and column (in characters) of `index`, 1-based.
  private func location() -> (line: Int, column: Int) {
    var line = 1
    var lineStart = 0
    for (offset, byte) in bytes[..<min(index, bytes.count)].enumerated() where byte == 0x0A {
      line += 1
      lineStart = offset + 1
    }
    let column =
      String(decoding: bytes[lineStart..<min(index, bytes.count)], as: UTF8.self).count + 1
    return (line, column)
  }

  private func fail(_ message: String, path: String = "") -> SpecError {
    let (line, column) = location()
    return SpecError(
      source: source, path: path, message: "not valid JSON at \(line):\(column): \(message)",
      code: .jsonSyntax, line: line, column: column)
  }
}

extension SpecValue {
  /// Keys and values quoted in messages are cut short: the location says where they are.
  package static func clipped(_ text: String) -> String { MessageText.clipped(text) }
}
