import CalendsPNG
import CCairo
public import CalendsValues

/// Reads PNG files through Cairo (and so libpng), deliberately not through our encoder's
/// code: a test that decodes what we wrote then checks the file against an independent
/// implementation. Also what snapshot diffs use to compare images.
public enum PNGDecoding {
  /// Refuses a header over the canvas limits before Cairo allocates the declared size.
  public static func decode(_ png: [UInt8]) throws(RenderError) -> DecodedImage {
    try PNGHeader(png).checkLimits()
    try PNGHeader.checkChunks(png)
    let source = ByteSource(png)
    guard
      let surface = withExtendedLifetime(
        source, { cairo_image_surface_create_from_png_stream(ByteSource.read, source.closure) })
    else {
      throw RenderError("Cairo could not create a surface to decode the PNG")
    }
    defer { cairo_surface_destroy(surface) }
    try check(cairo_surface_status(surface), "cannot decode PNG")
    return try straightPixels(of: surface)
  }

  /// Straight RGBA from an image surface, undoing premultiplication the way Cairo's PNG
  /// writer does.
  static func straightPixels(of surface: OpaquePointer) throws(RenderError) -> DecodedImage {
    cairo_surface_flush(surface)
    let format = cairo_image_surface_get_format(surface)
    guard format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24 else {
      throw RenderError("unexpected pixel format \(format.rawValue)")
    }
    let width = Int(cairo_image_surface_get_width(surface))
    let height = Int(cairo_image_surface_get_height(surface))
    let stride = Int(cairo_image_surface_get_stride(surface))
    guard let data = cairo_image_surface_get_data(surface) else {
      throw RenderError("image surface has no pixel data")
    }
    let hasAlpha = format == CAIRO_FORMAT_ARGB32
    var rgba = [UInt8](repeating: 0, count: width * height * 4)
    UnsafeRawPointer(data).withMemoryRebound(to: UInt32.self, capacity: stride / 4 * height) {
      pixels in
      for y in 0..<height {
        let row = pixels + y * (stride / 4)
        for x in 0..<width {
          let pixel = row[x]
          let alpha = hasAlpha ? pixel >> 24 : 0xFF
          let i = (y * width + x) * 4
          if alpha == 0 { continue }
          for k in 0..<3 {
            let value = (pixel >> UInt32(16 - 8 * k)) & 0xFF
            rgba[i + k] = UInt8(alpha == 0xFF ? value : (value * 255 + alpha / 2) / alpha)
          }
          rgba[i + 3] = UInt8(alpha)
        }
      }
    }
    return DecodedImage(width: width, height: height, rgba: rgba)
  }
}
