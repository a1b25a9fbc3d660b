import CalendsValues
import Foundation

extension Stylesheet {
  // The limits live in the shared `Limits` table, so the documentation, messages and tests agree.
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
  /// most 1 MiB, read once as a stream so a FIFO works and a device or pipe is never read to
  /// its end) — for callers that also need the bytes themselves, such as a batch's
  /// fingerprint.
  public static func readFile(path: String) throws(StylesheetDiagnostic) -> [UInt8] {
    do {
      return try BoundedInput.read(path: path, limit: maximumFileSize)
    } catch {
      throw readFailure(error, file: path)
    }
  }

  /// Standard input's bytes (`calends theme check -`), with the same limit.
  public static func readStandardInput() throws(StylesheetDiagnostic) -> [UInt8] {
    do {
      return try BoundedInput.readStandardInput(limit: maximumFileSize)
    } catch {
      throw readFailure(error, file: standardInputName)
    }
  }

  /// The file name messages give a stylesheet read from standard input.
  public static let standardInputName = "standard input"

  static func readFailure(_ failure: BoundedInput.Failure, file: String) -> StylesheetDiagnostic {
    let message: String
    switch failure {
    case .noSuchFile: message = "cannot read stylesheet: no such file"
    case .isFolder: message = "cannot read stylesheet: it is a directory"
    case .permissionDenied: message = "cannot read stylesheet: permission denied"
    case .unreadable(let reason): message = "cannot read stylesheet: \(reason)"
    case .overLimit: message = "stylesheet is larger than 1 MiB (\(maximumFileSize) bytes)"
    }
    let code: Diagnostic.Code =
      switch failure {
      case .noSuchFile: .fileNotFound
      case .isFolder, .permissionDenied, .unreadable: .fileUnreadable
      case .overLimit: .stylesheet
      }
    return StylesheetDiagnostic(
      severity: .error, location: SourceLocation(file: file, line: 1, column: 1), message: message,
      code: code)
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
