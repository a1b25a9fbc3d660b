import CalendsCairo
import CalendsValues

extension DecodedImage {
  /// Reads a PNG file through Cairo (and so libpng), not through Calends' own encoder: an
  /// image compared with a reference is read by an independent implementation. The header
  /// is checked against the canvas limits before any pixel is decoded.
  public init(png: [UInt8]) throws(RenderError) {
    self = try PNGDecoding.decode(png)
  }
}
