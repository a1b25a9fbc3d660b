import CalendsCairo

/// How different two images may be and still match: each channel may differ by up to
/// `perChannel`, and at most `maximumDifferingFraction` of the pixels may differ by more.
/// A pixel beyond `perChannel` still matches when `perceptualPrecision` is below 1 and the
/// two colours are perceptually that close (see `PerceptualDistance`).
public struct ImageTolerance: Sendable, Equatable {
  public var perChannel: UInt8
  public var maximumDifferingFraction: Double
  /// swift-snapshot-testing's `perceptualPrecision`: a pixel matches when its CIE94 ΔE is at
  /// most `(1 - perceptualPrecision) × 100` (0.98 allows ΔE 2, about a just noticeable
  /// difference). 1 (the default) leaves only `perChannel`.
  public var perceptualPrecision: Double

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

/// Pixel comparison of two decoded images, and the three-panel picture of the difference.
public enum ImageComparison {
  public struct Result: Sendable, Equatable {
    public var sizesMatch: Bool
    public var differingPixels: Int
    public var totalPixels: Int
    public var largestChannelDifference: Int
    /// The largest CIE94 ΔE among the pixels beyond `perChannel`, measured only when the
    /// tolerance has a `perceptualPrecision` below 1 (0 otherwise).
    public var largestDeltaE: Double = 0

    public var differingFraction: Double {
      totalPixels == 0 ? 0 : Double(differingPixels) / Double(totalPixels)
    }

    public func matches(_ tolerance: ImageTolerance) -> Bool {
      sizesMatch && differingFraction <= tolerance.maximumDifferingFraction
    }
  }

  public static func compare(
    expected: DecodedImage, actual: DecodedImage, tolerance: ImageTolerance
  ) -> Result {
    guard expected.width == actual.width, expected.height == actual.height else {
      return Result(
        sizesMatch: false, differingPixels: 0, totalPixels: expected.width * expected.height,
        largestChannelDifference: 255)
    }
    var differing = 0
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
        }
      }
    }
    return Result(
      sizesMatch: true, differingPixels: differing, totalPixels: count,
      largestChannelDifference: largest, largestDeltaE: largestDeltaE)
  }

  /// expected | difference | actual, side by side on a grey gutter. The middle panel shows
  /// the expected image faded, with every differing pixel in solid magenta, so a one-pixel
  /// change is visible at a glance.
  public static func threePanel(
    expected: DecodedImage, actual: DecodedImage, tolerance: ImageTolerance = .exact
  ) -> DecodedImage {
    let gutter = 8
    let panelWidth = max(expected.width, actual.width)
    let height = max(expected.height, actual.height)
    let width = panelWidth * 3 + gutter * 2
    var rgba = [UInt8](repeating: 0, count: width * height * 4)
    for index in stride(from: 0, to: rgba.count, by: 4) {
      rgba[index] = 0x80
      rgba[index + 1] = 0x80
      rgba[index + 2] = 0x80
      rgba[index + 3] = 0xFF
    }
    func put(_ image: DecodedImage, atX originX: Int) {
      for y in 0..<image.height {
        for x in 0..<image.width {
          let source = (y * image.width + x) * 4
          let target = (y * width + originX + x) * 4
          for channel in 0..<4 { rgba[target + channel] = image.rgba[source + channel] }
        }
      }
    }
    put(expected, atX: 0)
    put(actual, atX: (panelWidth + gutter) * 2)
    let middle = panelWidth + gutter
    for y in 0..<height {
      for x in 0..<panelWidth {
        let target = (y * width + middle + x) * 4
        let inExpected = x < expected.width && y < expected.height
        let inActual = x < actual.width && y < actual.height
        var differs = inExpected != inActual
        var faded: UInt8 = 0xFF
        if inExpected && inActual {
          let a = (y * expected.width + x) * 4
          let b = (y * actual.width + x) * 4
          var worst = 0
          for channel in 0..<4 {
            worst = max(worst, abs(Int(expected.rgba[a + channel]) - Int(actual.rgba[b + channel])))
          }
          differs = worst > Int(tolerance.perChannel)
          let luma =
            (Int(expected.rgba[a]) * 3 + Int(expected.rgba[a + 1]) * 6 + Int(expected.rgba[a + 2]))
            / 10
          faded = UInt8(200 + luma * 55 / 255)
        }
        let color: [UInt8] = differs ? [0xFF, 0x00, 0xFF, 0xFF] : [faded, faded, faded, 0xFF]
        for channel in 0..<4 { rgba[target + channel] = color[channel] }
      }
    }
    return DecodedImage(width: width, height: height, rgba: rgba)
  }
}
