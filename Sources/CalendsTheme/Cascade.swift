import CalendsValues

/// A (selector, property) pair: the unit a later declaration overrides.
struct DeclarationKey: Hashable, Sendable {
  var selector: String
  var property: String
}

/// A declaration's value after variables are replaced, read according to its property.
enum PropertyValue: Hashable, Sendable {
  case color(ColorValue)
  case size(Double)
  case textStyle(TextStyleValue)
  case fontName(FontNameValue)
  case number(Double)
  case dashPattern([Double])
  case text(String)
  /// A property this library does not know: kept as written, never checked.
  case unknown(String)
}

/// The declarations in force for one media context after the cascade: rules apply in
/// source order, `@media` blocks included, and a later declaration replaces an earlier
/// one for the same selector and property.
struct CascadedDeclarations: Sendable {
  var values: [DeclarationKey: PropertyValue] = [:]
  /// Declarations of class-qualified date-cell rules, in source order.
  var classRules: [DayClassRule] = []

  subscript(selector: String, property: String) -> PropertyValue? {
    values[DeclarationKey(selector: selector, property: property)]
  }

  /// Reads every declaration that applies in `context`, so a value that is wrong only on
  /// iPad is still an error when the sheet is parsed, not a surprise when it is resolved.
  static func evaluate(
    _ rulesets: [Ruleset], scope: inout VariableScope, context: MediaContext,
    warnings: inout Set<StylesheetDiagnostic>
  ) throws(StylesheetDiagnostic) -> CascadedDeclarations {
    var cascade = CascadedDeclarations()
    for ruleset in rulesets where ruleset.media?.matches(context) ?? true {
      for declaration in ruleset.declarations {
        let value = try read(declaration, scope: &scope, warnings: &warnings)
        for selector in ruleset.selectors {
          let key = DeclarationKey(selector: selector.name, property: declaration.property)
          if let className = selector.className {
            guard SelectorCatalog.dateCellSelectors.contains(selector.name) else { continue }
            cascade.classRules.append(DayClassRule(className: className, key: key, value: value))
          } else {
            cascade.values[key] = value
          }
        }
      }
    }
    return cascade
  }

  /// Values of rules that apply nowhere (a contradictory `@media`) are still checked,
  /// with the variables of the default context, so every value in the file is validated.
  static func check(
    _ rulesets: [Ruleset], scope: inout VariableScope, warnings: inout Set<StylesheetDiagnostic>
  ) throws(StylesheetDiagnostic) {
    for ruleset in rulesets where ruleset.media.map({ !$0.canMatch }) ?? false {
      for declaration in ruleset.declarations {
        _ = try read(declaration, scope: &scope, warnings: &warnings)
      }
    }
  }

  private static func read(
    _ declaration: Declaration, scope: inout VariableScope,
    warnings: inout Set<StylesheetDiagnostic>
  ) throws(StylesheetDiagnostic) -> PropertyValue {
    let text = try scope.substitute(declaration.value)
    guard let name = PropertyName(declaration.property) else { return .unknown(text) }
    if name.kind == .fontName, let suggestion = FontNameValue.systemNameSuggestion(for: text) {
      warnings.insert(
        .warning(
          "font-name '\(Token.clipped(text))' is not a system font name and is read as a family; did you mean '\(suggestion)'?",
          at: declaration.value.location))
    }
    do {
      return try PropertyValue.parse(text, kind: name.kind, property: declaration.property)
    } catch {
      throw .error(error.message, at: declaration.value.location)
    }
  }
}

extension PropertyValue {
  /// Reads a value as its property's kind; shared by stylesheets and spec overrides so both
  /// accept exactly the same text.
  static func parse(_ text: String, kind: PropertyKind, property: String) throws(ValueError)
    -> PropertyValue
  {
    switch kind {
    case .color: return .color(try ColorValue.parse(text))
    case .size: return .size(try FontSizeValue.parse(text, property: property))
    case .textStyle: return .textStyle(try TextStyleValue.parse(text))
    case .fontName: return .fontName(try FontNameValue.parse(text))
    case .number: return .number(try LengthValue.parse(text, property: property))
    case .dashPattern: return .dashPattern(try DashPatternValue.parse(text, property: property))
    case .text: return .text(try FormatTextValue.parse(text, property: property))
    case .fraction: return .number(try FractionValue.parse(text, property: property))
    }
  }
}
