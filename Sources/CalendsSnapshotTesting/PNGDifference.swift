import Calends
import CalendsPNG
import CalendsReview
import CalendsValues
import Foundation

/// Compares two PNGs by decoded pixels — never by file bytes, so a different compressor
/// (libdeflate version, compression level) cannot fail a snapshot — and describes the
/// difference; shared by the assertion and the swift-snapshot-testing strategy so both
/// report it the same way.
enum PNGDifference {
  struct Failure {
    /// What differs, in the tolerance's terms.
    var description: String
    /// The difference image (`ImageComparison.differenceImage`) as PNG; nil when the sizes
    /// differ.
    var differencePNG: [UInt8]?
  }

  /// nil when the images match within `tolerance`.
  static func compare(expected: [UInt8], actual: [UInt8], tolerance: ImageTolerance) -> Failure? {
    let expectedImage: DecodedImage
    let actualImage: DecodedImage
    do {
      expectedImage = try DecodedImage(png: expected)
      actualImage = try DecodedImage(png: actual)
    } catch {
      return Failure(description: "cannot decode a PNG: \(error.message)", differencePNG: nil)
    }
    let result = ImageComparison.compare(
      expected: expectedImage, actual: actualImage, tolerance: tolerance)
    if result.matches(tolerance) { return nil }
    guard result.sizesMatch else {
      return Failure(
        description:
          "the sizes differ: expected \(expectedImage.width)×\(expectedImage.height), actual \(actualImage.width)×\(actualImage.height)",
        differencePNG: nil)
    }
    let difference = ImageComparison.differenceImage(
      expected: expectedImage, actual: actualImage, tolerance: tolerance)
    return Failure(
      description: describe(result, tolerance),
      differencePNG: try? difference?.pngData(compression: .fast))
  }

  static func describe(_ result: ImageComparison.Result, _ tolerance: ImageTolerance) -> String {
    var text =
      "\(result.differingPixels) of \(result.totalPixels) pixels differ (precision \(rounded(1 - result.differingFraction)), required \(rounded(tolerance.precision))"
    if tolerance.perceptualPrecision < 1 {
      text +=
        "; lowest perceptual precision \(rounded(1 - result.largestDeltaE / 100)), required \(rounded(tolerance.perceptualPrecision))"
    }
    if tolerance.perChannel > 0 {
      text += "; \(tolerance.perChannel) per channel allowed"
    }
    text += "; largest channel difference \(result.largestChannelDifference))"
    if let bounds = result.differingBounds { text += ", within \(bounds)" }
    return text
  }

  static func rounded(_ value: Double) -> String {
    String(format: "%.5g", value)
  }
}
