/// Light or dark mode. Palette tokens (`tintColor`, `primaryLabel`, …) take the value of
/// the appearance a sheet is resolved for, so one sheet serves both.
public enum Appearance: String, Sendable, CaseIterable {
  /// As the spec's `theme` names the built-in themes: `light` (the default) or `dark`.
  case light, dark
}
