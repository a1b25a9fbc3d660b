/// Light or dark mode. Palette tokens (`tintColor`, `primaryLabel`, …) take the value of
/// the appearance a sheet is resolved for, so one sheet serves both.
public enum Appearance: String, Sendable, CaseIterable {
  case light, dark
}
