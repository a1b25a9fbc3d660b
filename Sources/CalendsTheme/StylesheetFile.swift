import CalendsValues
import Foundation

extension Stylesheet {
  // The limits live in the shared `Limits` table, so the README, messages and tests agree.
  public static let maximumFileSize = Limits.stylesheetBytes
  public static let maximumRules = Limits.stylesheetRules
  public static let maximumVariableNesting = Limits.variableNesting
  public static let maximumVariableWords = Limits.variableWords

  /// Reads and parses a file. A missing, unreadable or oversized file is reported at
  /// `path:1:1`; bytes that are not UTF-8 at the line and column where they start, with
  /// the byte offset, since an editor may not show them at all.
  public static func load(path: String) throws(StylesheetDiagnostic) -> Stylesheet {
    try parse(bytes: try readFile(path: path), file: path)
  }

  /// The file's bytes, read with the same checks as `load` (exists, not a directory, at
  /// most 1 MiB, never reading a device or pipe to its end) — for callers that also need
  /// the bytes themselves, such as a batch's fingerprint.
  public static func readFile(path: String) throws(StylesheetDiagnostic) -> [UInt8] {
    let start = SourceLocation(file: path, line: 1, column: 1)
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw .error("cannot read stylesheet: no such file", at: start)
    }
    guard !isDirectory.boolValue else {
      throw .error("cannot read stylesheet: it is a directory", at: start)
    }
    let tooLarge = "stylesheet is larger than 1 MiB (\(maximumFileSize) bytes)"
    if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int,
      size > maximumFileSize
    {
      throw .error(tooLarge, at: start)
    }
    // Read one byte past the limit, never to the end: a device or pipe (`/dev/zero`)
    // reports size 0 and would never end.
    guard let handle = FileHandle(forReadingAtPath: path),
      let data = try? handle.read(upToCount: maximumFileSize + 1) ?? Data()
    else {
      throw .error("cannot read stylesheet: permission denied or not a regular file", at: start)
    }
    try? handle.close()
    guard data.count <= maximumFileSize else { throw .error(tooLarge, at: start) }
    return [UInt8](data)
  }

  /// Parses a stylesheet file's bytes, reporting invalid UTF-8 with its position.
  public static func parse(bytes: [UInt8], file path: String) throws(StylesheetDiagnostic)
    -> Stylesheet
  {
    if let offset = UTF8Validation.firstInvalidOffset(in: bytes) {
      let position = UTF8Validation.lineAndColumn(of: offset, in: bytes)
      throw .error(
        "stylesheet is not valid UTF-8: invalid byte 0x\(String(bytes[offset], radix: 16, uppercase: true)) at byte offset \(offset)",
        at: SourceLocation(file: path, line: position.line, column: position.column))
    }
    return try parse(String(decoding: bytes, as: UTF8.self), file: path)
  }
}

/// Finding where UTF-8 goes wrong, which the standard library's decoding does not say.
enum UTF8Validation {
  /// The offset of the first byte that does not start or continue a well-formed
  /// sequence (no overlongs, surrogates or values past U+10FFFF), or nil.
  static func firstInvalidOffset(in bytes: [UInt8]) -> Int? {
    var index = 0
    while index < bytes.count {
      let lead = bytes[index]
      let length: Int
      var lower: UInt8 = 0x80
      var upper: UInt8 = 0xBF
      switch lead {
      case 0x00...0x7F: length = 1
      case 0xC2...0xDF: length = 2
      case 0xE0: (length, lower) = (3, 0xA0)
      case 0xE1...0xEC, 0xEE...0xEF: length = 3
      case 0xED: (length, upper) = (3, 0x9F)
      case 0xF0: (length, lower) = (4, 0x90)
      case 0xF1...0xF3: length = 4
      case 0xF4: (length, upper) = (4, 0x8F)
      default: return index
      }
      for offset in 1..<max(length, 1) {
        let position = index + offset
        guard position < bytes.count else { return index }
        let byte = bytes[position]
        let (low, high) = offset == 1 ? (lower, upper) : (UInt8(0x80), UInt8(0xBF))
        guard byte >= low && byte <= high else { return index }
      }
      index += length
    }
    return nil
  }

  /// Line and column (in scalars, as the tokenizer counts) of a byte offset in a valid prefix.
  static func lineAndColumn(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
    var line = 1
    var column = 1
    var previousWasCR = false
    for scalar in String(decoding: bytes[..<offset], as: UTF8.self).unicodeScalars {
      switch scalar {
      case "\n":
        if !previousWasCR {
          line += 1
          column = 1
        }
      case "\r":
        line += 1
        column = 1
      case "\u{FEFF}" where line == 1 && column == 1:
        break
      default:
        column += 1
      }
      previousWasCR = scalar == "\r"
    }
    return (line, column)
  }
}
