/// A parsed and fully validated fdl stylesheet.
///
/// Everything that can be wrong with a sheet is found by `parse`, for every media context
/// at once, so `resolve` can be called from rendering code that has no error path.
public struct Stylesheet: Sendable {
  /// Findings that do not stop the sheet from being used (unknown selectors and
  /// properties, with a suggestion), in source order.
  public private(set) var warnings: [StylesheetDiagnostic]
  /// The cascade for each media context, computed once at parse time.
  let cascades: [MediaContext: CascadedDeclarations]

  /// A sheet with no rules: resolving it gives the appearance's built-in theme.
  public static let empty = Stylesheet(warnings: [], cascades: [:])

  /// Parses and validates everything: syntax, variables, and every value of a known
  /// property. Throws the first error: syntax errors first, then variables, then values,
  /// each in source order.
  public static func parse(_ text: String, file: String) throws(StylesheetDiagnostic) -> Stylesheet
  {
    var parser = Parser(text: text, file: file)
    let tree = try parser.parse()

    // Without @media every context sees the same sheet: evaluate it once.
    let usesMedia =
      tree.definitions.contains { $0.media != nil } || tree.rulesets.contains { $0.media != nil }
    let contexts = usesMedia ? MediaContext.all : [MediaContext()]

    var scopes: [(context: MediaContext, scope: VariableScope)] = []
    var firstError: StylesheetDiagnostic?
    for context in contexts {
      var scope = VariableScope(definitions: tree.definitions, context: context)
      do {
        try scope.checkAll()
      } catch {
        firstError = earlier(firstError, error)
      }
      scopes.append((context, scope))
    }
    if let firstError { throw firstError }

    var valueWarnings = Set<StylesheetDiagnostic>()
    var cascades: [MediaContext: CascadedDeclarations] = [:]
    for (context, var scope) in scopes {
      do {
        cascades[context] = try CascadedDeclarations.evaluate(
          tree.rulesets, scope: &scope, context: context, warnings: &valueWarnings)
        if context == MediaContext() {
          try CascadedDeclarations.check(tree.rulesets, scope: &scope, warnings: &valueWarnings)
        }
      } catch {
        firstError = earlier(firstError, error)
      }
    }
    if let firstError { throw firstError }
    if !usesMedia, let shared = cascades[MediaContext()] {
      for context in MediaContext.all { cascades[context] = shared }
    }

    let warnings =
      tree.warnings + SelectorCatalog.warnings(for: tree.rulesets) + valueWarnings
    return Stylesheet(warnings: stableSorted(warnings), cascades: cascades)
  }

  private static func earlier(_ current: StylesheetDiagnostic?, _ candidate: StylesheetDiagnostic)
    -> StylesheetDiagnostic
  {
    guard let current else { return candidate }
    return candidate.location < current.location ? candidate : current
  }

  private static func stableSorted(_ diagnostics: [StylesheetDiagnostic]) -> [StylesheetDiagnostic]
  {
    diagnostics.enumerated()
      .sorted {
        ($0.element.location.line, $0.element.location.column, $0.offset) < (
          $1.element.location.line, $1.element.location.column, $1.offset
        )
      }
      .map(\.element)
  }
}
