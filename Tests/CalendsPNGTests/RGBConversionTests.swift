import CPixelRows
import Testing

/// The opaque ARGB32 → RGB conversion in C: the shuffle path (SSSE3) must write what the
/// one-store-per-pixel path writes, for every width around its four-pixel steps and its
/// tail, and must not write past the row's one byte of slack.
@Suite struct RGBConversionTests {
  static func pixels(_ count: Int, seed: UInt64) -> [UInt32] {
    var state = seed
    return (0..<count).map { _ in
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return UInt32(truncatingIfNeeded: state >> 32) | 0xFF00_0000
    }
  }

  /// R, G, B of each pixel, as PNG wants them.
  static func expectedRGB(_ pixels: [UInt32]) -> [UInt8] {
    pixels.flatMap { pixel -> [UInt8] in
      [
        UInt8(truncatingIfNeeded: pixel >> 16), UInt8(truncatingIfNeeded: pixel >> 8),
        UInt8(truncatingIfNeeded: pixel),
      ]
    }
  }

  @Test(arguments: Array(0...40) + [749, 750, 751, 1501])
  func bothPathsWriteTheRowAndStopAtItsEnd(width: Int) {
    let source = Self.pixels(width, seed: UInt64(width) + 1)
    let guardBytes = 32
    for scalar in [false, true] {
      // The row, its byte of slack, then guard bytes that must stay untouched.
      var out = [UInt8](repeating: 0xA5, count: 3 * width + 1 + guardBytes)
      source.withUnsafeBufferPointer { pixels in
        out.withUnsafeMutableBufferPointer { row in
          if scalar {
            calends_rgb_from_opaque_argb_scalar(pixels.baseAddress, width, row.baseAddress)
          } else {
            calends_rgb_from_opaque_argb(pixels.baseAddress, width, row.baseAddress)
          }
        }
      }
      #expect(
        Array(out[0..<3 * width]) == Self.expectedRGB(source), "width \(width) scalar \(scalar)")
      #expect(
        out[(3 * width + 1)...].allSatisfy { $0 == 0xA5 }, "width \(width) scalar \(scalar)")
    }
  }

  /// On x86-64 the machines we test on all have SSSE3, so the shuffle path is the one
  /// compared above, not the scalar one twice.
  @Test func theShuffleIsUsedOnX86() {
    #if arch(x86_64)
      #expect(calends_rgb_conversion_is_vectorised() == 1)
    #else
      #expect(calends_rgb_conversion_is_vectorised() == 0)
    #endif
  }
}
