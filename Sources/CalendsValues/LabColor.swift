import Foundation

/// A colour in CIELAB (D65): the space in which a panel's nearest colour is chosen, because
/// distances there follow what the eye sees, so a dark blue lands on black and a pastel on
/// white, where distances between sRGB numbers would let hue noise decide.
public struct LabColor: Hashable, Sendable {
  /// Lightness, 0 (black) … 100 (white).
  public var lightness: Double
  /// Green (−) to red (+).
  public var a: Double
  /// Blue (−) to yellow (+).
  public var b: Double

  /// The colour of opaque sRGB channels 0…255.
  public init(red: UInt8, green: UInt8, blue: UInt8) {
    let r = Self.linear(red)
    let g = Self.linear(green)
    let bl = Self.linear(blue)
    // sRGB → XYZ (D65), each divided by the white point's.
    let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * bl) / 0.95047
    let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * bl
    let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * bl) / 1.08883
    let fx = Self.f(x)
    let fy = Self.f(y)
    let fz = Self.f(z)
    lightness = 116 * fy - 16
    a = 500 * (fx - fy)
    b = 200 * (fy - fz)
  }

  /// The colour's opaque channels.
  public init(_ color: Color) {
    self.init(red: color.red, green: color.green, blue: color.blue)
  }

  /// The squared CIE76 difference (ΔE²): enough to compare, with no square root.
  /// C*: the distance from the grey of the same lightness.
  public var chroma: Double { (a * a + b * b).squareRoot() }

  public func distanceSquared(to other: LabColor) -> Double {
    let dl = lightness - other.lightness
    let da = a - other.a
    let db = b - other.b
    return dl * dl + da * da + db * db
  }

  private static func linear(_ channel: UInt8) -> Double {
    let c = Double(channel) / 255
    return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
  }

  private static func f(_ t: Double) -> Double {
    t > 216.0 / 24389.0 ? cbrt(t) : (24389.0 / 27.0 * t + 16) / 116
  }
}
