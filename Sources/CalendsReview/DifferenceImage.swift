public import CalendsValues
import Calends

extension ImageComparison {
  /// One panel for a review page that already shows the expected and actual images: the
  /// expected image faded to light grey, every pixel that does not match under `tolerance`
  /// (the rule `compare` counts by) in solid magenta. nil when the sizes differ: there is no
  /// pixel-by-pixel difference to draw then.
  public static func differenceImage(
    expected: DecodedImage, actual: DecodedImage, tolerance: ImageTolerance = .exact
  ) -> DecodedImage? {
    guard expected.width == actual.width, expected.height == actual.height else { return nil }
    let count = expected.width * expected.height
    let perceptual = tolerance.perceptualPrecision < 1
    var rgba = [UInt8](repeating: 0xFF, count: count * 4)
    expected.rgba.withUnsafeBufferPointer { a in
      actual.rgba.withUnsafeBufferPointer { b in
        for pixel in 0..<count {
          let offset = pixel * 4
          var worst = 0
          for channel in 0..<4 {
            worst = max(worst, abs(Int(a[offset + channel]) - Int(b[offset + channel])))
          }
          let differs =
            worst > Int(tolerance.perChannel)
            && (!perceptual
              || PerceptualDistance.deltaE(a, b, pixel: pixel) > tolerance.largestMatchingDeltaE)
          if differs {
            rgba[offset + 1] = 0
          } else {
            let luma = (Int(a[offset]) * 3 + Int(a[offset + 1]) * 6 + Int(a[offset + 2])) / 10
            let faded = UInt8(200 + luma * 55 / 255)
            rgba[offset] = faded
            rgba[offset + 1] = faded
            rgba[offset + 2] = faded
          }
        }
      }
    }
    return DecodedImage(width: expected.width, height: expected.height, rgba: rgba)
  }
}
