/// Weights by their CSS / OpenType number, which is also what Pango takes.
public enum FontWeight: Int, Hashable, Sendable, CaseIterable {
  /// NUI's `thinSystem`; a face named Thin or Hairline.
  case thin = 100
  /// NUI's `ultraLightSystem`; a face named ExtraLight or UltraLight.
  case ultraLight = 200
  /// NUI's `lightSystem`; a face named Light.
  case light = 300
  /// NUI's `system`, the default; a face named Regular, Normal, Book or Roman.
  case regular = 400
  /// NUI's `mediumSystem`; a face named Medium.
  case medium = 500
  /// NUI's `semiboldSystem` (the control's month header); SemiBold or DemiBold.
  case semibold = 600
  /// NUI's `boldSystem`; a face named Bold.
  case bold = 700
  /// NUI's `heavySystem`; a face named ExtraBold, UltraBold or Heavy.
  case heavy = 800
  /// NUI's `blackSystem`; a face named Black.
  case black = 900
}

/// A font as a stylesheet or the defaults describe it, resolved to a family, weight and size.
///
/// The system font of the control (SF) is not available on Linux; `FontSpec.systemFamily`
/// stands in for it and is installed by the setup, so "system" names map onto it.
public struct FontSpec: Hashable, Sendable, CustomStringConvertible {
  /// The fontconfig family: `systemFamily` (Inter) unless a stylesheet names another; a
  /// family the font directories lack is drawn in `systemFamily`, with a warning.
  public var family: String
  /// Regular (400) unless set.
  public var weight: FontWeight
  /// Whether the italic face is asked for; upright unless set.
  public var italic: Bool
  /// Size in points.
  public var size: Double

  /// A font of `size` points; by default the system font's stand-in, regular and upright.
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

  /// The control's system font at `size` points, drawn in its stand-in `systemFamily`.
  public static func system(_ size: Double, weight: FontWeight = .regular, italic: Bool = false)
    -> FontSpec
  {
    FontSpec(family: systemFamily, weight: weight, italic: italic, size: size)
  }

  /// The same family, weight and style at `size` points.
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
