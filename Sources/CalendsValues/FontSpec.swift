/// Weights by their CSS / OpenType number, which is also what Pango takes.
public enum FontWeight: Int, Hashable, Sendable, CaseIterable {
  case thin = 100
  case ultraLight = 200
  case light = 300
  case regular = 400
  case medium = 500
  case semibold = 600
  case bold = 700
  case heavy = 800
  case black = 900
}

/// A font as a stylesheet or the defaults describe it, resolved to a family, weight and size.
///
/// The system font of the control (SF) is not available on Linux; `FontSpec.systemFamily`
/// stands in for it and is installed by the setup, so "system" names map onto it.
public struct FontSpec: Hashable, Sendable, CustomStringConvertible {
  public var family: String
  public var weight: FontWeight
  public var italic: Bool
  /// Size in points.
  public var size: Double

  public init(
    family: String = FontSpec.systemFamily, weight: FontWeight = .regular, italic: Bool = false,
    size: Double
  ) {
    self.family = family
    self.weight = weight
    self.italic = italic
    self.size = size
  }

  /// The family that stands in for the platform's system font.
  public static let systemFamily = "Inter"

  public static func system(_ size: Double, weight: FontWeight = .regular, italic: Bool = false)
    -> FontSpec
  {
    FontSpec(family: systemFamily, weight: weight, italic: italic, size: size)
  }

  public func withSize(_ size: Double) -> FontSpec {
    var copy = self
    copy.size = size
    return copy
  }

  /// `Inter 600 17` / `Inter 400 italic 16`: stable text for dumps and cache keys.
  public var description: String {
    let sizeText = size == size.rounded() ? String(Int(size)) : String(size)
    return "\(family) \(weight.rawValue)\(italic ? " italic" : "") \(sizeText)"
  }
}
