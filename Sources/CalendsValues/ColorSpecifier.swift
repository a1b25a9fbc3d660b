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

  public func resolved(for appearance: Appearance) -> Color { value.resolved(for: appearance) }
}
