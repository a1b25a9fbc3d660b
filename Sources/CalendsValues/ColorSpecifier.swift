/// A colour written as a stylesheet writes it (`#0070F2`, `orange`, `tintColor`, …), kept
/// unresolved because a palette token's colour depends on the appearance.
public struct ColorSpecifier: Hashable, Sendable, CustomStringConvertible {
  package let value: ColorValue
  /// As written.
  public let description: String

  /// `#RGB`, `#RRGGBB`, `#RRGGBBAA`, `rgb()`, `rgba()`, `hsl()`, `hsla()`, a UIKit colour name
  /// (`orange`) or a palette token (`tintColor`); the error says what was expected, or the
  /// name meant.
  public init(parsing text: String) throws(ValueError) {
    value = try ColorValue.parse(text)
    description = text
  }

  /// `light` in the light appearance and `dark` in the dark one, described as `light` is
  /// written (`#C7E9C0`), as the documentation names it.
  public init(light: String, dark: String) throws(ValueError) {
    guard case .literal(let lightColor) = try ColorValue.parse(light),
      case .literal(let darkColor) = try ColorValue.parse(dark)
    else { throw ValueError(message: "an adaptive colour is two literal colours") }
    value = .adaptive(light: lightColor, dark: darkColor)
    description = light
  }

  /// The colour drawn in `appearance`: a token or an adaptive colour takes that appearance's value.
  public func resolved(for appearance: Appearance) -> Color { value.resolved(for: appearance) }
}
