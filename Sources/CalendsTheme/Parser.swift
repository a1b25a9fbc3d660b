import CalendsValues

/// Turns tokens into a `SyntaxTree`, stopping at the first error.
///
/// The grammar is flat (`@media` holds rulesets, rulesets hold declarations, nothing
/// nests further), so the parser is a loop with one flag for "inside @media" rather than
/// recursive descent: no input, however deeply bracketed, can exhaust the stack.
struct Parser {
  private var tokenizer: Tokenizer
  private var buffered: Token?
  private let file: String

  init(text: String, file: String) {
    tokenizer = Tokenizer(text: text, file: file)
    self.file = file
  }

  private func location(of token: Token) -> SourceLocation {
    SourceLocation(file: file, line: token.line, column: token.column)
  }

  private mutating func peek() throws(StylesheetDiagnostic) -> Token {
    if let buffered { return buffered }
    let token = try tokenizer.next()
    buffered = token
    return token
  }

  private mutating func take() throws(StylesheetDiagnostic) -> Token {
    let token = try peek()
    buffered = nil
    return token
  }

  private func fail(_ message: String, at token: Token) -> StylesheetDiagnostic {
    .error(message, at: location(of: token))
  }

  mutating func parse() throws(StylesheetDiagnostic) -> SyntaxTree {
    var tree = SyntaxTree()
    var openMedia: (query: MediaQuery, opening: Token)?
    while true {
      let token = try take()
      switch token.kind {
      case .endOfFile:
        if let openMedia {
          throw fail(
            "unexpected end of file: expected '}' to close the @media block opened at \(location(of: openMedia.opening).lineColumn)",
            at: token)
        }
        return tree
      case .closeBrace:
        guard openMedia != nil else {
          throw fail("unexpected '}': there is no open block to close", at: token)
        }
        openMedia = nil
      case .word("@media"):
        if openMedia != nil { throw fail("@media blocks cannot be nested", at: token) }
        let (query, opening) = try parseMediaConditions(after: token)
        if !query.canMatch {
          tree.warnings.append(
            .warning(
              "this @media block names contradictory conditions and never applies",
              at: query.location))
        }
        openMedia = (query, opening)
      case .word(let name) where name.hasPrefix("@"):
        try tree.definitions.append(
          parseDefinition(name: name, token: token, media: openMedia?.query))
      case .word(let name):
        guard tree.rulesets.count < Stylesheet.maximumRules else {
          throw fail(
            "ruleset \(tree.rulesets.count + 1) is over the limit of \(Stylesheet.maximumRules) rulesets per stylesheet",
            at: token)
        }
        try tree.rulesets.append(
          parseRuleset(
            first: try Selector.parse(name, at: location(of: token)), media: openMedia?.query))
      default:
        let expected =
          openMedia == nil
          ? "a selector, a variable definition or @media"
          : "a selector, a variable definition or '}'"
        throw fail("expected \(expected), found \(token.quoted)", at: token)
      }
    }
  }

  /// `(device:ipad) and (orientation:portrait) {`
  private mutating func parseMediaConditions(after keyword: Token) throws(StylesheetDiagnostic) -> (
    MediaQuery, Token
  ) {
    var query = MediaQuery(location: location(of: keyword))
    var previous = "'@media'"
    while true {
      let open = try take()
      guard open.kind == .openParen else {
        throw fail(
          "expected '(' to start a condition after \(previous), found \(open.quoted)", at: open)
      }
      let feature = try take()
      guard let featureName = feature.word else {
        throw fail(
          "expected 'device' or 'orientation' after '(', found \(feature.quoted)", at: feature)
      }
      let colon = try take()
      guard colon.kind == .colon else {
        throw fail(
          "expected ':' after media feature '\(Token.clipped(featureName))', found \(colon.quoted)",
          at: colon)
      }
      let value = try take()
      guard let valueName = value.word else {
        throw fail(
          "expected a value for media feature '\(Token.clipped(featureName))', found \(value.quoted)",
          at: value)
      }
      switch featureName {
      case "device":
        guard let device = MediaDevice(rawValue: valueName) else {
          let names = MediaDevice.allCases.map(\.rawValue)
          throw fail(
            "unknown device '\(Token.clipped(valueName))'; expected 'iphone' or 'ipad'"
              + Suggestion.clause(for: valueName, in: names),
            at: value)
        }
        query.devices.insert(device)
      case "orientation":
        guard let orientation = MediaOrientation(rawValue: valueName) else {
          let names = MediaOrientation.allCases.map(\.rawValue)
          throw fail(
            "unknown orientation '\(Token.clipped(valueName))'; expected 'portrait' or 'landscape'"
              + Suggestion.clause(for: valueName, in: names), at: value)
        }
        query.orientations.insert(orientation)
      default:
        throw fail(
          "unknown media feature '\(Token.clipped(featureName))'; expected 'device' or 'orientation'"
            + Suggestion.clause(for: featureName, in: MediaQuery.features), at: feature)
      }
      let close = try take()
      guard close.kind == .closeParen else {
        throw fail(
          "expected ')' after media condition '\(featureName):\(Token.clipped(valueName))', found \(close.quoted)",
          at: close)
      }
      let next = try take()
      switch next.kind {
      case .openBrace:
        return (query, next)
      case .word("and"):
        previous = "'and'"
      default:
        throw fail("expected 'and' or '{' after a media condition, found \(next.quoted)", at: next)
      }
    }
  }

  private mutating func parseDefinition(name: String, token: Token, media: MediaQuery?)
    throws(StylesheetDiagnostic)
    -> VariableDefinition
  {
    guard name.count > 1 else { throw fail("expected a variable name after '@'", at: token) }
    let colon = try take()
    guard colon.kind == .colon else {
      throw fail(
        "expected ':' after variable name '\(Token.clipped(name))', found \(colon.quoted)",
        at: colon)
    }
    let value = try parseValue(of: name)
    return VariableDefinition(name: name, location: location(of: token), value: value, media: media)
  }

  private mutating func parseRuleset(first: Selector, media: MediaQuery?)
    throws(StylesheetDiagnostic) -> Ruleset
  {
    var selectors = [first]
    var opening: Token
    while true {
      let token = try take()
      if token.kind == .openBrace {
        opening = token
        break
      }
      guard token.kind == .comma else {
        throw fail(
          "expected ',' or '{' after selector '\(Token.clipped(selectors[selectors.count - 1].name))', found \(token.quoted)",
          at: token)
      }
      let selector = try take()
      guard let name = selector.word, !name.hasPrefix("@") else {
        throw fail("expected a selector after ',', found \(selector.quoted)", at: selector)
      }
      selectors.append(try Selector.parse(name, at: location(of: selector)))
    }

    var declarations: [Declaration] = []
    while true {
      let token = try take()
      switch token.kind {
      case .closeBrace:
        return Ruleset(selectors: selectors, declarations: declarations, media: media)
      case .semicolon:
        continue  // An empty declaration (`;;`) is harmless.
      case .endOfFile:
        throw fail(
          "unexpected end of file: expected '}' to close the block of '\(Token.clipped(first.name))' opened at \(location(of: opening).lineColumn)",
          at: token)
      case .word(let name) where name.hasPrefix("@"):
        throw fail(
          "expected a property name, found '\(Token.clipped(name))': variables and @media belong outside rulesets",
          at: token)
      case .word(let name):
        try declarations.append(parseDeclaration(property: name, token: token))
      default:
        throw fail("expected a property name or '}', found \(token.quoted)", at: token)
      }
    }
  }

  /// `property: value;` or the documentation's spelling `property { -state }: value;`.
  private mutating func parseDeclaration(property: String, token: Token)
    throws(StylesheetDiagnostic) -> Declaration
  {
    var name = property
    if try peek().kind == .openBrace {
      _ = try take()
      let state = try take()
      guard let stateName = state.word, stateName.hasPrefix("-"), stateName.count > 1 else {
        throw fail(
          "expected a state such as '-selected' inside '{ }' after property '\(Token.clipped(property))', found \(state.quoted)",
          at: state)
      }
      let close = try take()
      guard close.kind == .closeBrace else {
        throw fail(
          "expected '}' after state '\(Token.clipped(stateName))', found \(close.quoted)", at: close
        )
      }
      name += stateName
    }
    let colon = try take()
    guard colon.kind == .colon else {
      throw fail(
        "expected ':' after property name '\(Token.clipped(name))', found \(colon.quoted)",
        at: colon)
    }
    let value = try parseValue(of: name)
    return Declaration(property: name, location: location(of: token), value: value)
  }

  /// Words, quoted strings, parentheses and commas up to the required `;`.
  private mutating func parseValue(of owner: String) throws(StylesheetDiagnostic) -> RawValue {
    var tokens: [ValueToken] = []
    while true {
      let token = try peek()
      let text: String
      var isVariable = false
      switch token.kind {
      case .word(let word):
        text = word
        isVariable = word.hasPrefix("@")
        if word == "@" { throw fail("expected a variable name after '@'", at: token) }
      case .string(let string): text = string
      case .openParen: text = "("
      case .closeParen: text = ")"
      case .comma: text = ","
      case .semicolon:
        _ = try take()
        guard !tokens.isEmpty else {
          throw fail("expected a value for '\(Token.clipped(owner))' before ';'", at: token)
        }
        return RawValue(tokens: tokens)
      default:
        guard !tokens.isEmpty else {
          throw fail(
            "expected a value for '\(Token.clipped(owner))', found \(token.quoted)", at: token)
        }
        // `font-size: 17` followed by `font-color: red;` reads as the value `17 font-color`
        // until the colon; the offending token is the property name that followed.
        if token.kind == .colon, tokens.count > 1 {
          throw .error(
            "expected ';' after value of '\(Token.clipped(owner))'",
            at: tokens[tokens.count - 1].location)
        }
        throw fail(
          "expected ';' after value of '\(Token.clipped(owner))', found \(token.quoted)", at: token)
      }
      _ = try take()
      tokens.append(
        ValueToken(
          text: text, isVariable: isVariable, location: location(of: token),
          spaceBefore: token.spaceBefore))
    }
  }
}
