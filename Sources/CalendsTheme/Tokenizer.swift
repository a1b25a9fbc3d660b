import CalendsValues

/// One lexical unit of an NSS file.
struct Token: Sendable {
  enum Kind: Equatable, Sendable {
    /// Selectors, properties, variables (`@name`), value words (`#FFF`, `17`, `50%`, `Inter-Bold`).
    case word(String)
    /// A `"…"` value, already without its quotes.
    case string(String)
    case colon, semicolon, comma, openBrace, closeBrace, openParen, closeParen
    case endOfFile
  }

  var kind: Kind
  var line: Int
  var column: Int
  /// Where the token ends (exclusive), so "expected ';'" can point just after a value.
  var endLine: Int
  var endColumn: Int
  /// Whether whitespace or a comment came before it: values are re-joined with one space
  /// exactly where the author separated words, so `rgb(1,2,3)` stays intact.
  var spaceBefore: Bool

  /// How the token reads in a message: `'font-size'`, `':'`, `end of file`.
  var quoted: String {
    switch kind {
    case .word(let text): return "'\(Token.clipped(text))'"
    case .string(let text): return "'\"\(Token.clipped(text))\"'"
    case .colon: return "':'"
    case .semicolon: return "';'"
    case .comma: return "','"
    case .openBrace: return "'{'"
    case .closeBrace: return "'}'"
    case .openParen: return "'('"
    case .closeParen: return "')'"
    case .endOfFile: return "end of file"
    }
  }

  var word: String? {
    if case .word(let text) = kind { return text }
    return nil
  }

  /// Long junk would make a message unreadable; the location already says where it is.
  static func clipped(_ text: String) -> String { MessageText.clipped(text) }
}

/// Splits NSS text into tokens on demand.
///
/// Tokens are produced lazily so that errors come out in source order: a parse error on
/// line 2 is reported before a stray control character on line 900.
struct Tokenizer {
  private let scalars: [Unicode.Scalar]
  private let file: String
  private var index = 0
  private var line = 1
  private var column = 1

  init(text: String, file: String) {
    var scalars = Array(text.unicodeScalars)
    // A byte-order mark is an encoding artefact, not content.
    if scalars.first == "\u{FEFF}" { scalars.removeFirst() }
    self.scalars = scalars
    self.file = file
  }

  private func location(_ line: Int, _ column: Int) -> SourceLocation {
    SourceLocation(file: file, line: line, column: column)
  }

  private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
    let position = index + offset
    return position < scalars.count ? scalars[position] : nil
  }

  private mutating func advance() {
    guard index < scalars.count else { return }
    let scalar = scalars[index]
    index += 1
    if scalar == "\n" || (scalar == "\r" && peek() != "\n") {
      line += 1
      column = 1
    } else if scalar != "\r" {
      column += 1
    }
  }

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    (scalar.value < 0x20 && scalar != "\t" && scalar != "\n" && scalar != "\r")
      || scalar.value == 0x7F
  }

  private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isWhitespace
  }

  private static let punctuation: Set<Unicode.Scalar> = ["{", "}", ":", ";", ",", "(", ")", "\""]

  private func startsComment() -> Bool {
    peek() == "/" && (peek(1) == "*" || peek(1) == "/")
  }

  /// Skips whitespace and both comment forms; reports whether anything was skipped.
  private mutating func skipTrivia() throws(StylesheetDiagnostic) -> Bool {
    var skipped = false
    while let scalar = peek() {
      if Tokenizer.isWhitespace(scalar) {
        advance()
      } else if scalar == "/" && peek(1) == "/" {
        while let next = peek(), next != "\n", next != "\r" { advance() }
      } else if scalar == "/" && peek(1) == "*" {
        let start = location(line, column)
        advance()
        advance()
        while true {
          guard let next = peek() else {
            throw .error(
              "unterminated comment starting at \(start.lineColumn)", at: location(line, column))
          }
          if next == "*" && peek(1) == "/" {
            advance()
            advance()
            break
          }
          advance()
        }
      } else {
        break
      }
      skipped = true
    }
    return skipped
  }

  mutating func next() throws(StylesheetDiagnostic) -> Token {
    let spaceBefore = try skipTrivia()
    let startLine = line
    let startColumn = column
    func token(_ kind: Token.Kind) -> Token {
      Token(
        kind: kind, line: startLine, column: startColumn, endLine: line, endColumn: column,
        spaceBefore: spaceBefore)
    }
    guard let scalar = peek() else { return token(.endOfFile) }
    if Tokenizer.isControl(scalar) {
      let code = String(scalar.value, radix: 16, uppercase: true)
      throw .error(
        "unexpected control character U+\(String(repeating: "0", count: max(0, 4 - code.count)) + code)",
        at: location(startLine, startColumn))
    }
    let single: Token.Kind? =
      switch scalar {
      case "{": .openBrace
      case "}": .closeBrace
      case ":": .colon
      case ";": .semicolon
      case ",": .comma
      case "(": .openParen
      case ")": .closeParen
      default: nil
      }
    if let single {
      advance()
      return token(single)
    }
    if scalar == "\"" {
      return token(.string(try readString()))
    }
    var text = String.UnicodeScalarView()
    while let next = peek(), !Tokenizer.isWhitespace(next), !Tokenizer.isControl(next),
      !Tokenizer.punctuation.contains(next), !startsComment()
    {
      text.append(next)
      advance()
    }
    return token(.word(String(text)))
  }

  /// A quoted value. Strings stop at the end of the line so that a missing quote is
  /// reported where it happened rather than swallowing the rest of the file.
  private mutating func readString() throws(StylesheetDiagnostic) -> String {
    let start = location(line, column)
    advance()
    var text = String.UnicodeScalarView()
    while true {
      guard let next = peek(), next != "\n", next != "\r" else {
        throw .error(
          "unterminated string starting at \(start.lineColumn)", at: location(line, column))
      }
      if Tokenizer.isControl(next) {
        throw .error(
          "unexpected control character in string starting at \(start.lineColumn)",
          at: location(line, column))
      }
      advance()
      if next == "\"" { return String(text) }
      if next == "\\", let escaped = peek(), escaped == "\"" || escaped == "\\" {
        text.append(escaped)
        advance()
      } else {
        text.append(next)
      }
    }
  }
}
