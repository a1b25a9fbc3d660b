import Calends
public import CalendsValues

/// How different two images may be and still match: each channel may differ by up to
/// `perChannel`, and at most `maximumDifferingFraction` of the pixels may differ by more.
/// A pixel beyond `perChannel` still matches when `perceptualPrecision` is below 1 and the
/// two colours are perceptually that close (see `PerceptualDistance`).
public struct ImageTolerance: Sendable, Equatable {
  /// How much a channel (0…255) may differ for a pixel to match.
  public var perChannel: UInt8
  /// The share of pixels (0…1) that may differ by more and still match.
  public var maximumDifferingFraction: Double
  /// swift-snapshot-testing's `perceptualPrecision`: a pixel matches when its CIE94 ΔE is at
  /// most `(1 - perceptualPrecision) × 100` (0.98 allows ΔE 2, about a just noticeable
  /// difference). 1 (the default) leaves only `perChannel`.
  public var perceptualPrecision: Double

  /// Exact by default.
  public init(
    perChannel: UInt8 = 0, maximumDifferingFraction: Double = 0, perceptualPrecision: Double = 1
  ) {
    self.perChannel = perChannel
    self.maximumDifferingFraction = maximumDifferingFraction
    self.perceptualPrecision = perceptualPrecision
  }

  /// swift-snapshot-testing's terms: `precision` is the share of pixels (0…1) that must
  /// match, `perceptualPrecision` how close (0…1) a pixel must look to match.
  public init(precision: Double, perceptualPrecision: Double = 1) {
    self.init(
      perChannel: 0, maximumDifferingFraction: 1 - precision,
      perceptualPrecision: perceptualPrecision)
  }

  /// The share of pixels that must match: `1 - maximumDifferingFraction`.
  public var precision: Double { 1 - maximumDifferingFraction }

  /// The largest ΔE94 a pixel may show and still match.
  public var largestMatchingDeltaE: Double { (1 - perceptualPrecision) * 100 }

  /// Exact: Calends' output is deterministic, so by default any change is a difference.
  public static let exact = ImageTolerance()
}

/// A rectangle of pixels, both ends included.
public struct PixelBounds: Sendable, Equatable, CustomStringConvertible {
  public var minX: Int
  public var minY: Int
  public var maxX: Int
  public var maxY: Int

  public init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
    self.minX = minX
    self.minY = minY
    self.maxX = maxX
    self.maxY = maxY
  }

  /// `x 10…40, y 300…312 (31×13 px)`.
  public var description: String {
    "x \(minX)…\(maxX), y \(minY)…\(maxY) (\(maxX - minX + 1)×\(maxY - minY + 1) px)"
  }
}

/// Pixel comparison of two decoded images, and the three-panel picture of the difference.
public enum ImageComparison {
  /// What a comparison found.
  public struct Result: Sendable, Equatable {
    /// Whether the images have the same width and height (else nothing else is compared).
    public var sizesMatch: Bool
    /// The pixels beyond the tolerance.
    public var differingPixels: Int
    /// The pixels compared.
    public var totalPixels: Int
    /// The largest difference of one channel of one pixel, 0…255.
    public var largestChannelDifference: Int
    /// The largest CIE94 ΔE among the pixels beyond `perChannel`, measured only when the
    /// tolerance has a `perceptualPrecision` below 1 (0 otherwise).
    public var largestDeltaE: Double = 0
    /// The smallest rectangle holding every differing pixel (nil when none differs), so a
    /// failure can say where to look.
    public var differingBounds: PixelBounds? = nil

    /// `differingPixels` as a share of `totalPixels`.
    public var differingFraction: Double {
      totalPixels == 0 ? 0 : Double(differingPixels) / Double(totalPixels)
    }

    /// Whether the images match within `tolerance`.
    public func matches(_ tolerance: ImageTolerance) -> Bool {
      sizesMatch && differingFraction <= tolerance.maximumDifferingFraction
    }
  }

  /// Compares `actual` with `expected` pixel by pixel under `tolerance`; images of
  /// different sizes do not match.
  public static func compare(
    expected: DecodedImage, actual: DecodedImage, tolerance: ImageTolerance
  ) -> Result {
    guard expected.width == actual.width, expected.height == actual.height else {
      return Result(
        sizesMatch: false, differingPixels: 0, totalPixels: expected.width * expected.height,
        largestChannelDifference: 255)
    }
    var differing = 0
    var bounds: PixelBounds?
    let width = expected.width
    var largest = 0
    var largestDeltaE = 0.0
    let perceptual = tolerance.perceptualPrecision < 1
    let count = expected.width * expected.height
    expected.rgba.withUnsafeBufferPointer { a in
      actual.rgba.withUnsafeBufferPointer { b in
        for pixel in 0..<count {
          var worst = 0
          for channel in 0..<4 {
            let delta = abs(Int(a[pixel * 4 + channel]) - Int(b[pixel * 4 + channel]))
            if delta > worst { worst = delta }
          }
          if worst > largest { largest = worst }
          guard worst > Int(tolerance.perChannel) else { continue }
          if perceptual {
            let deltaE = PerceptualDistance.deltaE(a, b, pixel: pixel)
            largestDeltaE = max(largestDeltaE, deltaE)
            if deltaE <= tolerance.largestMatchingDeltaE { continue }
          }
          differing += 1
          let x = pixel % width
          let y = pixel / width
          if var box = bounds {
            box.minX = min(box.minX, x)
            box.maxX = max(box.maxX, x)
            box.maxY = y
            bounds = box
          } else {
            bounds = PixelBounds(minX: x, minY: y, maxX: x, maxY: y)
          }
        }
      }
    }
    return Result(
      sizesMatch: true, differingPixels: differing, totalPixels: count,
      largestChannelDifference: largest, largestDeltaE: largestDeltaE, differingBounds: bounds)
  }

  /// The size of `threePanel`'s picture: each panel is as large as the larger image, cut
  /// to its top-left corner where three panels side by side would pass the canvas limits.
  /// A diff image is an output like any other, and two images within the limits (or of
  /// different shapes, 1×32767 beside 32767×1) must not ask for gigabytes.
  public struct PanelSize: Sendable, Equatable {
    /// The space between two panels, in pixels.
    public static let gutter = 8
    /// The width of each panel and the height of the picture, in pixels.
    public var panelWidth: Int
    /// The height of the picture, in pixels.
    public var height: Int
    /// True when the panels show less than the larger image.
    public var cropped: Bool

    /// The width of the picture: three panels and two gutters.
    public var width: Int { panelWidth * 3 + PanelSize.gutter * 2 }

    /// The panels for images of these sizes.
    public init(expected: (width: Int, height: Int), actual: (width: Int, height: Int)) {
      let fullWidth = max(expected.width, actual.width)
      let fullHeight = max(expected.height, actual.height)
      let side = Limits.canvasSide
      panelWidth = min(fullWidth, (side - PanelSize.gutter * 2) / 3)
      let width = panelWidth * 3 + PanelSize.gutter * 2
      height = min(fullHeight, side, Limits.canvasPixels / max(width, 1))
      cropped = panelWidth < fullWidth || height < fullHeight
    }
  }

  /// expected | difference | actual, side by side on a grey gutter. The middle panel shows
  /// the expected image faded, with every differing pixel in solid magenta, so a one-pixel
  /// change is visible at a glance. Never larger than the canvas limits (see `PanelSize`).
  public static func threePanel(
    expected: DecodedImage, actual: DecodedImage, tolerance: ImageTolerance = .exact
  ) -> DecodedImage {
    let size = PanelSize(
      expected: (expected.width, expected.height), actual: (actual.width, actual.height))
    let panelWidth = size.panelWidth
    let height = size.height
    let width = size.width
    // Whole pixels as UInt32 (bytes r, g, b, a in memory), written in place through unsafe
    // buffers: the picture can be 64 Mpx (256 MB), and per-byte array indexing is slow in
    // debug builds.
    let grey = UInt32(littleEndian: 0xFF80_8080)
    let magenta = UInt32(littleEndian: 0xFFFF_00FF)
    var rgba = [UInt8](repeating: 0, count: width * height * 4)
    rgba.withUnsafeMutableBytes { bytes in
      let target = bytes.bindMemory(to: UInt32.self)
      target.update(repeating: grey)
      func put(_ image: DecodedImage, atX originX: Int) {
        image.rgba.withUnsafeBytes { bytes in
          let source = bytes.bindMemory(to: UInt32.self)
          for y in 0..<min(image.height, height) {
            for x in 0..<min(image.width, panelWidth) {
              target[y * width + originX + x] = source[y * image.width + x]
            }
          }
        }
      }
      put(expected, atX: 0)
      put(actual, atX: (panelWidth + PanelSize.gutter) * 2)
      let middle = panelWidth + PanelSize.gutter
      let tolerance = Int(tolerance.perChannel)
      expected.rgba.withUnsafeBufferPointer { a in
        actual.rgba.withUnsafeBufferPointer { b in
          for y in 0..<height {
            for x in 0..<panelWidth {
              let inExpected = x < expected.width && y < expected.height
              let inActual = x < actual.width && y < actual.height
              var differs = inExpected != inActual
              var faded: UInt32 = 0xFF
              if inExpected && inActual {
                let i = (y * expected.width + x) * 4
                let j = (y * actual.width + x) * 4
                var worst = 0
                for channel in 0..<4 {
                  worst = max(worst, abs(Int(a[i + channel]) - Int(b[j + channel])))
                }
                differs = worst > tolerance
                let luma = (Int(a[i]) * 3 + Int(a[i + 1]) * 6 + Int(a[i + 2])) / 10
                faded = UInt32(200 + luma * 55 / 255)
              }
              target[y * width + middle + x] =
                differs
                ? magenta : UInt32(littleEndian: 0xFF00_0000 | faded << 16 | faded << 8 | faded)
            }
          }
        }
      }
    }
    return DecodedImage(width: width, height: height, rgba: rgba)
  }
}
