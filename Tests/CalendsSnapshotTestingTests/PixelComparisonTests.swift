@testable import CalendsReview
import CalendsCairo
import Foundation
import SnapshotTesting
import Testing

@testable import Calends
@testable import CalendsSnapshotTesting

/// PNG references are compared as decoded pixels, exact by default, with
/// swift-snapshot-testing's `precision` and `perceptualPrecision` as the tolerance.
@Suite struct PixelComparisonTests {
  /// 10×10 grey pixels; `changes` sets some of them (index → RGBA).
  func image(_ changes: [Int: [UInt8]] = [:]) -> DecodedImage {
    var rgba = [UInt8](repeating: 0, count: 100 * 4)
    for pixel in 0..<100 {
      let value = changes[pixel] ?? [128, 128, 128, 255]
      for channel in 0..<4 { rgba[pixel * 4 + channel] = value[channel] }
    }
    return DecodedImage(width: 10, height: 10, rgba: rgba)
  }

  func verifier(_ tolerance: ImageTolerance = .exact) -> (SnapshotVerifier, URL) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "calends-pixels-\(UUID().uuidString)")
    let verifier = SnapshotVerifier(
      format: .png, reference: folder.appendingPathComponent("refs/grey.png"),
      artifacts: folder.appendingPathComponent("artifacts"), record: .never, tolerance: tolerance)
    return (verifier, folder)
  }

  /// The same pixels compressed differently (another libdeflate, another level) are
  /// different files and the same snapshot.
  @Test func samePixelsInDifferentBytesMatch() throws {
    let picture = image([3: [200, 10, 10, 255], 40: [0, 0, 0, 0]])
    let small = try picture.pngData(compression: .small)
    let fast = try picture.pngData(compression: .fast)
    #expect(small != fast)
    let (verifier, folder) = verifier()
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("refs"), withIntermediateDirectories: true)
    try Data(small).write(to: verifier.reference)
    #expect(verifier.verify(fast) == nil)
    // …and one changed pixel is a failure by default.
    let changed = try image([3: [200, 10, 11, 255], 40: [0, 0, 0, 0]]).pngData(compression: .fast)
    #expect(verifier.verify(changed)?.contains("1 of 100 pixels differ") == true)
  }

  /// `precision` is the share of pixels that must match.
  @Test func precisionAllowsAShareOfDifferingPixels() {
    let reference = image()
    let twoChanged = image([0: [0, 0, 0, 255], 99: [255, 255, 255, 255]])
    func matches(_ precision: Double) -> Bool {
      let tolerance = ImageTolerance(precision: precision)
      return ImageComparison.compare(expected: reference, actual: twoChanged, tolerance: tolerance)
        .matches(tolerance)
    }
    #expect(!matches(1))
    #expect(!matches(0.99))
    #expect(matches(0.98))
    #expect(ImageTolerance(precision: 0.98).maximumDifferingFraction.isApproximately(0.02))
  }

  /// `perceptualPrecision`: a pixel matches when its CIE94 ΔE is at most
  /// (1 − perceptualPrecision) × 100.
  @Test func perceptualPrecisionAllowsColoursThatLookAlike() {
    let reference = image()
    let slightly = image([5: [129, 128, 127, 255]])  // ΔE94 ≈ 0.7
    let clearly = image([5: [128, 150, 128, 255]])  // ΔE94 ≈ 16.4
    func differing(_ actual: DecodedImage, _ perceptual: Double) -> Int {
      ImageComparison.compare(
        expected: reference, actual: actual,
        tolerance: ImageTolerance(precision: 1, perceptualPrecision: perceptual)
      ).differingPixels
    }
    #expect(differing(slightly, 1) == 1)
    #expect(differing(slightly, 0.99) == 0)
    #expect(differing(clearly, 0.99) == 1)
    #expect(differing(clearly, 0.8) == 0)
    let result = ImageComparison.compare(
      expected: reference, actual: clearly,
      tolerance: ImageTolerance(precision: 1, perceptualPrecision: 0.98))
    #expect(result.largestDeltaE > 2 && result.largestDeltaE < 20)
  }

  @Test func deltaEIsCIE94() {
    func deltaE(_ a: [UInt8], _ b: [UInt8]) -> Double {
      a.withUnsafeBufferPointer { x in
        b.withUnsafeBufferPointer { y in PerceptualDistance.deltaE(x, y, pixel: 0) }
      }
    }
    #expect(deltaE([0, 0, 0, 255], [255, 255, 255, 255]).isApproximately(100, within: 0.01))
    #expect(deltaE([10, 20, 30, 255], [10, 20, 30, 255]) == 0)
    // Transparent and opaque white look the same on white, not on black.
    #expect(deltaE([255, 255, 255, 0], [255, 255, 255, 255]).isApproximately(100, within: 0.01))
    // Pure red against a slightly darker red: CIE94 divides the chroma difference by
    // 1 + 0.045 C (C ≈ 104 for sRGB red), so it is far below the CIE76 distance.
    let red = PerceptualDistance.lab((255, 0, 0, 255), onWhite: true)
    #expect(red.l.isApproximately(53.24, within: 0.05))
    #expect(red.a.isApproximately(80.09, within: 0.05))
    #expect(red.b.isApproximately(67.20, within: 0.05))
    let darker = PerceptualDistance.lab((235, 0, 0, 255), onWhite: true)
    let cie76 =
      ((red.l - darker.l) * (red.l - darker.l) + (red.a - darker.a) * (red.a - darker.a)
      + (red.b - darker.b) * (red.b - darker.b)).squareRoot()
    #expect(deltaE([255, 0, 0, 255], [235, 0, 0, 255]) < cie76)
  }

  /// The same tolerance through the swift-snapshot-testing strategy's diffing.
  @Test func strategyDiffingTakesPrecisionAndPerceptualPrecision() throws {
    let reference = Data(try image().pngData(compression: .small))
    let slightly = Data(try image([5: [129, 128, 127, 255]]).pngData(compression: .fast))
    let exact = Diffing<Data>.calendarPNG(tolerance: .exact)
    let message = try #require(exact.diffV2(reference, slightly)).0
    #expect(message.contains("1 of 100 pixels differ"))
    #expect(message.contains("Difference (magenta)"))
    #expect(
      Diffing<Data>.calendarPNG(tolerance: ImageTolerance(precision: 0.99)).diffV2(
        reference, slightly) == nil)
    #expect(
      Diffing<Data>.calendarPNG(tolerance: ImageTolerance(precision: 1, perceptualPrecision: 0.98))
        .diffV2(reference, slightly) == nil)
    #expect(
      Diffing<Data>.calendarPNG(tolerance: .exact).diffV2(
        reference, Data(try image().pngData(compression: .fast))) == nil)
  }

  /// The difference image marks what the tolerance counts, nothing else.
  @Test func differenceImageMarksOnlyPixelsBeyondTheTolerance() throws {
    let reference = image()
    let actual = image([5: [129, 128, 127, 255], 7: [128, 150, 128, 255]])
    func magenta(_ picture: DecodedImage) -> [Int] {
      (0..<100).filter { picture.rgba[$0 * 4] == 255 && picture.rgba[$0 * 4 + 1] == 0 }
    }
    let exact = try #require(
      ImageComparison.differenceImage(expected: reference, actual: actual, tolerance: .exact))
    #expect(magenta(exact) == [5, 7])
    let perceptual = try #require(
      ImageComparison.differenceImage(
        expected: reference, actual: actual,
        tolerance: ImageTolerance(precision: 1, perceptualPrecision: 0.98)))
    #expect(magenta(perceptual) == [7])
    #expect(
      ImageComparison.differenceImage(
        expected: reference, actual: DecodedImage(width: 1, height: 1, rgba: [0, 0, 0, 255]))
        == nil)
  }
}

extension Double {
  func isApproximately(_ other: Double, within delta: Double = 1e-9) -> Bool {
    abs(self - other) <= delta
  }
}

/// References carry the fingerprint of the environment that recorded them; a failure on
/// another environment names what differs.
@Suite struct EnvironmentFingerprintTests {
  @Test func recordingWritesTheFingerprintAndAFailureNamesTheDrift() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "calends-environment-\(UUID().uuidString)")
    let verifier = SnapshotVerifier(
      format: .png, reference: folder.appendingPathComponent("refs/grey.png"),
      artifacts: folder.appendingPathComponent("artifacts"), record: .missing, tolerance: .exact)
    let grey = try DecodedImage(width: 2, height: 2, rgba: Array(repeating: 128, count: 16))
      .pngData(compression: .fast)
    #expect(verifier.verify(grey)?.contains("recorded") == true)
    let recorded = try String(contentsOf: verifier.environmentFile, encoding: .utf8)
    #expect(recorded == RenderEnvironment.current.fingerprint + "\n")
    let white = try DecodedImage(width: 2, height: 2, rgba: Array(repeating: 255, count: 16))
      .pngData(compression: .fast)
    // Same environment: the failure says nothing of drift.
    #expect(verifier.verify(white)?.contains("another environment") == false)
    let older = recorded.replacingOccurrences(
      of: #"cairo=[^ ]*"#, with: "cairo=0.0.1", options: .regularExpression)
    try older.write(to: verifier.environmentFile, atomically: true, encoding: .utf8)
    let message = try #require(verifier.verify(white))
    #expect(message.contains("another environment (cairo 0.0.1 → "), "\(message)")
    #expect(verifier.verify(grey) == nil)
  }
}
