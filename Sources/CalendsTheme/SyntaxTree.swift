/// A word of a value as written, before variables are replaced. Each keeps its location
/// so an undefined variable is reported exactly where it is used.
struct ValueToken: Sendable {
  var text: String
  /// `@name` outside quotes; replaced by the variable's value at resolution.
  var isVariable: Bool
  var location: SourceLocation
  var spaceBefore: Bool
}

/// Everything between `:` and `;`.
struct RawValue: Sendable {
  var tokens: [ValueToken]

  /// Where the value starts: where errors about the whole value point.
  var location: SourceLocation { tokens[0].location }

  /// The words re-joined with one space where the source had any space.
  static func join(_ tokens: [ValueToken]) -> String {
    var text = ""
    for (offset, token) in tokens.enumerated() {
      if offset > 0 && token.spaceBefore { text += " " }
      text += token.text
    }
    return text
  }
}

/// `@name: value;`
struct VariableDefinition: Sendable {
  var name: String
  var location: SourceLocation
  var value: RawValue
  /// The `@media` block it sits in: it only counts where that block applies.
  var media: MediaQuery?
}

/// `property: value;` — `property` already includes any state (`tint-color-selected`),
/// whichever spelling was used.
struct Declaration: Sendable {
  var property: String
  var location: SourceLocation
  var value: RawValue
}

struct Selector: Sendable {
  var name: String
  var location: SourceLocation
  /// `holiday` in `fdlFUICalendarItemView_title.holiday`: the rule applies to the days the
  /// spec gives that class (`SelectorClass.swift`).
  var className: String? = nil
}

/// `a, b { declarations }`, possibly inside an `@media` block.
struct Ruleset: Sendable {
  var selectors: [Selector]
  var declarations: [Declaration]
  var media: MediaQuery?
}

/// A stylesheet as written: syntax checked, nothing resolved yet.
struct SyntaxTree: Sendable {
  var definitions: [VariableDefinition] = []
  var rulesets: [Ruleset] = []
  /// Findings of the parser that do not stop it (an `@media` block that can never apply).
  var warnings: [StylesheetDiagnostic] = []
}
