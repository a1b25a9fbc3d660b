import Calends
import CalendsCairo
import Foundation

/// Compares two PNGs by pixels and, when they differ beyond the tolerance, writes the
/// three-panel expected | difference | actual image — shared by the assertion and the
/// swift-snapshot-testing strategy so both report a difference the same way.
enum PNGDifference {
  /// nil when the images match; otherwise what differs, naming the difference image.
  static func describe(
    expected: [UInt8], actual: [UInt8], tolerance: ImageTolerance, diffImage: URL
  ) -> String? {
    let expectedImage: DecodedImage
    let actualImage: DecodedImage
    do {
      expectedImage = try PNGDecoding.decode(expected)
      actualImage = try PNGDecoding.decode(actual)
    } catch {
      return "cannot decode a PNG: \(error.message)"
    }
    let result = ImageComparison.compare(
      expected: expectedImage, actual: actualImage, tolerance: tolerance)
    if result.matches(tolerance) { return nil }
    try? FileManager.default.createDirectory(
      at: diffImage.deletingLastPathComponent(), withIntermediateDirectories: true)
    let panel = ImageComparison.threePanel(
      expected: expectedImage, actual: actualImage, tolerance: tolerance)
    if let png = try? panel.pngData(compression: .fast) { try? Data(png).write(to: diffImage) }
    let what =
      result.sizesMatch
      ? "\(result.differingPixels) of \(result.totalPixels) pixels differ (largest channel difference \(result.largestChannelDifference); "
        + "tolerance \(tolerance.perChannel) per channel, \(tolerance.maximumDifferingFraction * 100)% of pixels)"
      : "the sizes differ: expected \(expectedImage.width)×\(expectedImage.height), actual \(actualImage.width)×\(actualImage.height)"
    return "\(what). Expected | difference | actual: \(diffImage.path)."
  }
}
