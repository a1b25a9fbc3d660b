public import CalendsValues

extension Stylesheet {
  /// The theme this sheet describes for one appearance and device situation.
  ///
  /// The sheet is applied on top of the appearance's built-in theme, so a property the
  /// sheet does not state keeps the control's default. Never throws: every value was
  /// validated by `parse`.
  public func resolve(appearance: Appearance, context: MediaContext = MediaContext())
    -> CalendarTheme
  {
    let base = appearance.baseTheme
    return Stylesheet.apply(
      cascades[context] ?? CascadedDeclarations(), appearance: appearance, over: base)
  }

  /// Writes every catalog property `cascade` states into `base`. Fonts are rebuilt from
  /// `base`'s, so state fonts keep their size difference to whatever `base` has.
  static func apply(
    _ cascade: CascadedDeclarations, appearance: Appearance, over base: CalendarTheme
  )
    -> CalendarTheme
  {
    var theme = base
    if !cascade.classRules.isEmpty { theme.dayClassRules = base.dayClassRules + cascade.classRules }
    for entry in SelectorCatalog.entries {
      for (property, target) in entry.numbers {
        if case .number(let value) = cascade[entry.name, property] {
          theme[keyPath: target] = value
        }
      }
      for (property, target) in entry.dashPatterns {
        if case .dashPattern(let value) = cascade[entry.name, property] {
          theme[keyPath: target] = value
        }
      }
      for (property, target) in entry.texts {
        if case .text(let value) = cascade[entry.name, property] { theme[keyPath: target] = value }
      }
      for (property, target) in entry.colors {
        if case .color(let color) = cascade[entry.name, property] {
          theme[keyPath: target] = color.resolved(for: appearance)
        }
      }
      if let target = entry.font {
        Stylesheet.resolveFonts(
          of: entry, normal: target, cascade: cascade, base: base, into: &theme)
      }
    }
    return theme
  }

  /// `font-style` gives size and weight, `font-name` family, weight and style (it names
  /// a face, so its weight wins), `font-size` the size (it is the more specific).
  ///
  /// State fonts (today, selected) keep their own weight but move with the normal font:
  /// when the sheet resizes the normal font they keep their default size difference
  /// (17 vs 16), and a family given for the normal font carries over unless the state has
  /// its own `font-name-<state>`.
  private static func resolveFonts(
    of entry: SelectorEntry, normal target: WritableKeyPath<CalendarTheme, FontSpec>,
    cascade: CascadedDeclarations,
    base: CalendarTheme, into theme: inout CalendarTheme
  ) {
    var style: TextStyleValue?
    var name: FontNameValue?
    var size: Double?
    if case .textStyle(let value) = cascade[entry.name, "font-style"] { style = value }
    if case .fontName(let value) = cascade[entry.name, "font-name"] { name = value }
    if case .size(let value) = cascade[entry.name, "font-size"] { size = value }

    let baseNormal = base[keyPath: target]
    var normal = baseNormal
    if let style {
      normal.size = style.size
      normal.weight = style.weight
    }
    name?.apply(to: &normal)
    if let size { normal.size = size }
    theme[keyPath: target] = normal

    for (state, stateTarget) in entry.stateFonts {
      let baseState = base[keyPath: stateTarget]
      var font = baseState
      if style != nil || size != nil {
        font.size = max(1, normal.size + (baseState.size - baseNormal.size))
      }
      if case .fontName(let own) = cascade[entry.name, "font-name-\(state.rawValue)"] {
        own.apply(to: &font)
      } else if let name {
        font.family = name.family
        font.italic = name.italic
      }
      theme[keyPath: stateTarget] = font
    }
  }
}
