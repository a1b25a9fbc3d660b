import CalendsValues
import Calends
import Foundation

/// How far apart two RGBA pixels look, as CIE94 ΔE in CIELAB (0 = the same colour, about 2
/// = just noticeable, 100 = black against white) — the measure swift-snapshot-testing's
/// `perceptualPrecision` is defined on (Core Image's `CILabDeltaE`). Pixels are sRGB with
/// straight alpha; each is composited on white and on black and the larger distance counts,
/// so a change of transparency is seen on either kind of page.
public enum PerceptualDistance {
  /// ΔE94 between pixel `index` of `a` and pixel `index` of `b` (RGBA, 4 bytes a pixel).
  public static func deltaE(
    _ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>, pixel index: Int
  ) -> Double {
    let offset = index * 4
    let first = (a[offset], a[offset + 1], a[offset + 2], a[offset + 3])
    let second = (b[offset], b[offset + 1], b[offset + 2], b[offset + 3])
    return max(
      deltaE94(lab(first, onWhite: true), lab(second, onWhite: true)),
      deltaE94(lab(first, onWhite: false), lab(second, onWhite: false)))
  }

  typealias Lab = (l: Double, a: Double, b: Double)

  /// CIE94 with the graphic-arts weights (kL = kC = kH = 1, K1 = 0.045, K2 = 0.015).
  static func deltaE94(_ first: Lab, _ second: Lab) -> Double {
    let deltaL = first.l - second.l
    let chroma1 = (first.a * first.a + first.b * first.b).squareRoot()
    let chroma2 = (second.a * second.a + second.b * second.b).squareRoot()
    let deltaC = chroma1 - chroma2
    let deltaA = first.a - second.a
    let deltaB = first.b - second.b
    let deltaHSquared = max(0, deltaA * deltaA + deltaB * deltaB - deltaC * deltaC)
    let chromaWeight = 1 + 0.045 * chroma1
    let hueWeight = 1 + 0.015 * chroma1
    return
      (deltaL * deltaL + (deltaC / chromaWeight) * (deltaC / chromaWeight)
      + deltaHSquared / (hueWeight * hueWeight)).squareRoot()
  }

  /// sRGB (composited on white or black) → linear RGB → XYZ (D65) → CIELAB.
  static func lab(_ pixel: (UInt8, UInt8, UInt8, UInt8), onWhite: Bool) -> Lab {
    let alpha = Double(pixel.3) / 255
    let backdrop = onWhite ? 1.0 : 0.0
    func linear(_ channel: UInt8) -> Double {
      let value = Double(channel) / 255 * alpha + backdrop * (1 - alpha)
      return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }
    let red = linear(pixel.0)
    let green = linear(pixel.1)
    let blue = linear(pixel.2)
    let x = (0.4124564 * red + 0.3575761 * green + 0.1804375 * blue) / 0.95047
    let y = 0.2126729 * red + 0.7151522 * green + 0.0721750 * blue
    let z = (0.0193339 * red + 0.1191920 * green + 0.9503041 * blue) / 1.08883
    func f(_ t: Double) -> Double {
      t > 216.0 / 24389.0 ? cbrt(t) : (24389.0 / 27.0 * t + 16) / 116
    }
    return (116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)))
  }
}
