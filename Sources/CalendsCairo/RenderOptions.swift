/// The file formats a scene can be written as. PNG is rasterised at a scale; SVG and PDF
/// stay in points, so the scale does not apply to them.
public enum OutputFormat: String, Sendable, CaseIterable {
  case png, svg, pdf
}

/// How hard the PNG encoder works. The levels trade encoding time for file size; every
/// level decodes to the same pixels.
public enum PNGCompression: String, Sendable, CaseIterable {
  /// Calends' own scanline deflater (`ScanlineDeflater`): for batches where time matters
  /// most. About 3× faster than libdeflate at any level on calendar images, at ~1.25× the
  /// bytes of `balanced` — still no larger than Cairo's own PNG writer.
  case fast
  /// libdeflate level 6: the usual zlib default.
  case balanced
  /// libdeflate level 10: about 5 % smaller than balanced at ~13× the time; for assets
  /// written once and served many times. (Level 12 saves a little more at ~8× the time again.)
  case small

  /// libdeflate's compression level, for the levels that use libdeflate.
  var libdeflateLevel: Int32? {
    switch self {
    case .fast: nil
    case .balanced: 6
    case .small: 10
    }
  }
}

/// How PNG rows are filtered before compression.
///
/// `none` is the default because it measured better on every style: faster *and* smaller
/// (month at scale 2: 2.4 ms and 28.0 KB against 2.7 ms and 33.6 KB with the adaptive
/// heuristic; timeline 59 KB against 63 KB). Calendar images are flat fills and repeated
/// anti-aliased glyphs; deflate finds those repeats itself, while the per-row filters of
/// the PNG specification's heuristic (made for photographs) turn equal glyphs into unequal
/// byte runs.
public enum PNGRowFilter: String, Sendable, CaseIterable {
  case none
  /// Per row, the filter with the smallest sum of absolute signed bytes (libpng's choice).
  case adaptive
}

/// A failure of the rendering backend itself: fonts that cannot be loaded, a canvas too big
/// to allocate, or a C library reporting an error status. Scenes are valid by construction,
/// so these are environment or resource problems rather than input mistakes.
public struct RenderError: Error, CustomStringConvertible, Sendable {
  public var message: String

  public init(_ message: String) {
    self.message = message
  }

  public var description: String { message }
}
