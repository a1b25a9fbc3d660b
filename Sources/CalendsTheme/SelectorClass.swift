import CalendsValues

extension Selector {
  /// `name` or `name.class`: one class, named as the spec's `days` classes are
  /// (`ClassName`); a malformed one is an error at the class's column.
  static func parse(_ word: String, at location: SourceLocation) throws(StylesheetDiagnostic)
    -> Selector
  {
    guard let dot = word.firstIndex(of: ".") else {
      return Selector(name: word, location: location)
    }
    let name = String(word[..<dot])
    let className = String(word[word.index(after: dot)...])
    var classLocation = location
    classLocation.column += name.unicodeScalars.count + 1
    if className.contains(".") {
      throw .error(
        "'\(Token.clipped(word))' gives more than one class; a selector takes one class (write one rule per class)",
        at: classLocation)
    }
    guard ClassName.isValid(className) else {
      throw .error(ClassName.problem(with: className), at: classLocation)
    }
    return Selector(name: name, location: location, className: className)
  }
}

/// A declaration of a class-qualified rule, kept in source order: the rules of a day's
/// classes are applied over the resolved theme when its cell is drawn
/// (`CalendarTheme.forDay(classes:)`), so a class rule wins over the plain selector's.
public struct DayClassRule: Hashable, Sendable {
  let className: String
  let key: DeclarationKey
  let value: PropertyValue
}

extension SelectorCatalog {
  /// The selectors a class may qualify: the parts of a date cell.
  static let dateCellSelectors: Set<String> = [
    "fdlFUICalendarItemView_title", "fdlFUICalendarItemView_selectionSingle",
    "fdlFUICalendarItemView_selectionRange", "fdlFUICalendarItemView_eventView",
    "fdlFUICalendarItemView_subtitle", "fdlFUICalendarItemView_dayBackground",
  ]
}

extension CalendarTheme {
  /// The theme a day with `classes` is drawn with: the stylesheet's rules for any of them,
  /// in source order (a later rule wins), written over this theme. Unknown classes match
  /// nothing.
  public func forDay(classes: [String]) -> CalendarTheme {
    guard !classes.isEmpty, !dayClassRules.isEmpty else { return self }
    var cascade = CascadedDeclarations()
    for rule in dayClassRules where classes.contains(rule.className) {
      cascade.values[rule.key] = rule.value
    }
    guard !cascade.values.isEmpty else { return self }
    var theme = Stylesheet.apply(cascade, appearance: appearance, over: self)
    theme.dayClassRules = []
    return theme
  }
}
