/// An sRGB colour with straight (non-premultiplied) alpha, each channel 0…1.
///
/// Channels are stored as 8-bit values so that two themes that look the same compare
/// equal and so that output never depends on floating-point noise in a stylesheet.
public struct Color: Hashable, Sendable, CustomStringConvertible {
  /// The red channel, 0…255.
  public var red: UInt8
  /// The green channel, 0…255.
  public var green: UInt8
  /// The blue channel, 0…255.
  public var blue: UInt8
  /// The opacity, 0 (transparent) to 255 (opaque).
  public var alpha: UInt8

  /// A colour from 8-bit channels; opaque unless `alpha` is given.
  public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// `0xRRGGBB` or, with `hasAlpha`, `0xRRGGBBAA`.
  public init(hex: UInt32, hasAlpha: Bool = false) {
    if hasAlpha {
      self.init(
        red: UInt8((hex >> 24) & 0xFF), green: UInt8((hex >> 16) & 0xFF),
        blue: UInt8((hex >> 8) & 0xFF), alpha: UInt8(hex & 0xFF))
    } else {
      self.init(
        red: UInt8((hex >> 16) & 0xFF), green: UInt8((hex >> 8) & 0xFF), blue: UInt8(hex & 0xFF))
    }
  }

  /// The same colour with its alpha multiplied by `factor` (0…1).
  public func withAlphaScaled(by factor: Double) -> Color {
    var copy = self
    copy.alpha = UInt8((Double(alpha) * min(max(factor, 0), 1)).rounded())
    return copy
  }

  /// Whether `alpha` is 255.
  public var isOpaque: Bool { alpha == 255 }

  /// Rec. 709 weights on the stored channels, 0…255: enough to tell light from dark.
  public var luminance: Double {
    0.2126 * Double(red) + 0.7152 * Double(green) + 0.0722 * Double(blue)
  }

  /// `#RRGGBB`, or `#RRGGBBAA` when not opaque — the form the stylesheet reads back.
  public var description: String {
    let hex = [red, green, blue] + (alpha == 255 ? [] : [alpha])
    return "#"
      + hex.map { byte in
        let digits = String(byte, radix: 16, uppercase: true)
        return digits.count == 1 ? "0" + digits : digits
      }.joined()
  }

  /// Fully transparent black.
  public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
  /// Opaque black.
  public static let black = Color(red: 0, green: 0, blue: 0)
  /// Opaque white.
  public static let white = Color(red: 255, green: 255, blue: 255)
}
