/// A colour written as a stylesheet writes it (`#0070F2`, `orange`, `tintColor`, …), kept
/// unresolved because a palette token's colour depends on the appearance.
public struct ColorSpecifier: Hashable, Sendable, CustomStringConvertible {
  package let value: ColorValue
  /// As written.
  public let description: String

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

  public func resolved(for appearance: Appearance) -> Color { value.resolved(for: appearance) }
}
