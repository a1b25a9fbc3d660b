/// The variables in force for one media context, and their expansion.
///
/// All definitions are collected before any value is read (a rule may use a variable
/// defined further down), the last definition of a name wins, and a definition inside an
/// `@media` block counts only where the block applies.
struct VariableScope {
  static let maximumDepth = Stylesheet.maximumVariableNesting
  static let maximumWords = Stylesheet.maximumVariableWords

  private var definitions: [String: VariableDefinition] = [:]
  /// Names in source order of their effective definition, so errors come out in order.
  private var order: [String] = []
  private var expanded: [String: (tokens: [ValueToken], depth: Int)] = [:]

  init(definitions all: [VariableDefinition], context: MediaContext) {
    for definition in all where definition.media?.matches(context) ?? true {
      definitions[definition.name] = definition
    }
    order = all.compactMap { definition in
      definitions[definition.name]?.location == definition.location ? definition.name : nil
    }
  }

  /// Expands every effective definition, so an unused but broken one is still reported.
  mutating func checkAll() throws(StylesheetDiagnostic) {
    for name in order {
      guard let definition = definitions[name] else { continue }
      _ = try expand(definition.value.tokens, chain: [name])
    }
  }

  /// The value with every `@name` replaced by its expansion.
  mutating func substitute(_ value: RawValue) throws(StylesheetDiagnostic) -> String {
    RawValue.join(try expand(value.tokens, chain: []).tokens)
  }

  /// `chain` is the variables being expanded around this value, outermost first.
  private mutating func expand(_ tokens: [ValueToken], chain: [String]) throws(StylesheetDiagnostic)
    -> (tokens: [ValueToken], depth: Int)
  {
    var result: [ValueToken] = []
    var depth = 0
    for token in tokens {
      guard token.isVariable else {
        result.append(token)
        continue
      }
      let name = token.text
      guard let definition = definitions[name] else {
        throw .error("undefined variable '\(Token.clipped(name))'", at: token.location)
      }
      if chain.contains(name) {
        let cycle = (chain.drop(while: { $0 != name }) + [name]).joined(separator: " → ")
        throw .error(
          "variable '\(Token.clipped(name))' refers to itself: \(cycle)", at: token.location)
      }
      let inner: (tokens: [ValueToken], depth: Int)
      if let known = expanded[name] {
        inner = known
      } else {
        guard chain.count < VariableScope.maximumDepth else {
          throw tooDeep(chain.first ?? name, at: token.location)
        }
        let contents = try expand(definition.value.tokens, chain: chain + [name])
        inner = (contents.tokens, contents.depth + 1)
        expanded[name] = inner
      }
      guard chain.count + inner.depth <= VariableScope.maximumDepth else {
        throw tooDeep(chain.first ?? name, at: token.location)
      }
      var replacement = inner.tokens
      if !replacement.isEmpty { replacement[0].spaceBefore = token.spaceBefore }
      result += replacement
      depth = max(depth, inner.depth)
      guard result.count <= VariableScope.maximumWords else {
        throw .error(
          "value is more than \(VariableScope.maximumWords) words long once variables are replaced",
          at: token.location)
      }
    }
    return (result, depth)
  }

  private func tooDeep(_ name: String, at location: SourceLocation) -> StylesheetDiagnostic {
    .error(
      "variable '\(Token.clipped(name))' nests variables more than \(VariableScope.maximumDepth) levels deep",
      at: location)
  }
}
