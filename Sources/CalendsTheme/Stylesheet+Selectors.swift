extension Stylesheet {
  /// The selectors the sheet gives any value to, in any media context: what a tool asks to
  /// know which pictures a sheet changes (the gallery shows a sheet that styles only the
  /// booking grid on booking grids alone).
  public var styledSelectors: Set<String> {
    var selectors: Set<String> = []
    for cascade in cascades.values {
      for key in cascade.values.keys { selectors.insert(key.selector) }
      for rule in cascade.classRules { selectors.insert(rule.key.selector) }
    }
    return selectors
  }
}
