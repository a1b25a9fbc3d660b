/// The file formats a scene can be written as. PNG is rasterised at a scale; SVG and PDF
/// stay in points, so the scale does not apply to them.
public enum OutputFormat: String, Sendable, CaseIterable {
  case png, svg, pdf
}

/// How hard the PNG encoder works. The levels trade encoding time for file size; every
/// level decodes to the same pixels.
public enum PNGCompression: String, Sendable, CaseIterable {
  /// libdeflate level 1 and only the cheap row filters: for batches where time matters most.
  case fast
  /// libdeflate level 6 and all five row filters: the usual zlib default.
  case balanced
  /// libdeflate level 12: for assets that are written once and served many times.
  case small

  var deflateLevel: Int32 {
    switch self {
    case .fast: 1
    case .balanced: 6
    case .small: 12
    }
  }
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
