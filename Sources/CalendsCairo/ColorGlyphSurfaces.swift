import CCairo

/// Cairo image surfaces of colour glyph pictures, made once per renderer: the strike itself
/// (what a PDF embeds, once per document since the same surface is reused) and the picture
/// resampled to a raster's whole pixels.
///
/// Not thread-safe, like the renderer that owns it.
final class ColorGlyphSurfaces {
  /// Emptied past this many surfaces (a strike is about 70 KB).
  static let capacity = 512

  private struct Key: Hashable {
    let face: ColorFace
    let glyph: UInt32
    /// The size in pixels, or nil for the strike as stored.
    let width: Int?
    let height: Int?
  }

  private var surfaces: [Key: OpaquePointer] = [:]

  deinit { removeAll() }

  /// The strike picture of `glyph`, at its own pixel size.
  func strike(of glyph: PlacedColorGlyph) -> OpaquePointer? {
    let key = Key(face: glyph.face, glyph: glyph.glyph, width: nil, height: nil)
    if let made = surfaces[key] { return made }
    return remember(
      key,
      Self.surface(
        width: glyph.bitmap.width, height: glyph.bitmap.height, pixels: glyph.bitmap.pixels))
  }

  /// The picture of `glyph` resampled to `width` × `height` pixels.
  func raster(of glyph: PlacedColorGlyph, width: Int, height: Int) -> OpaquePointer? {
    let key = Key(face: glyph.face, glyph: glyph.glyph, width: width, height: height)
    if let made = surfaces[key] { return made }
    let pixels = glyph.bitmap.resampled(width: width, height: height)
    return remember(key, Self.surface(width: width, height: height, pixels: pixels))
  }

  private func remember(_ key: Key, _ surface: OpaquePointer?) -> OpaquePointer? {
    guard let surface else { return nil }
    if surfaces.count >= Self.capacity { removeAll() }
    surfaces[key] = surface
    return surface
  }

  private func removeAll() {
    for surface in surfaces.values { cairo_surface_destroy(surface) }
    surfaces.removeAll(keepingCapacity: true)
  }

  private static func surface(width: Int, height: Int, pixels: [UInt32]) -> OpaquePointer? {
    guard width > 0, height > 0, pixels.count == width * height,
      let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
    else { return nil }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
      let data = cairo_image_surface_get_data(surface)
    else {
      cairo_surface_destroy(surface)
      return nil
    }
    cairo_surface_flush(surface)
    let stride = Int(cairo_image_surface_get_stride(surface))
    pixels.withUnsafeBufferPointer { source in
      for row in 0..<height {
        let target = UnsafeMutableRawPointer(data + row * stride).assumingMemoryBound(
          to: UInt32.self)
        target.update(from: source.baseAddress! + row * width, count: width)
      }
    }
    cairo_surface_mark_dirty(surface)
    return surface
  }
}
