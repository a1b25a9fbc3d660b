import CCairo
import CalendsValues

/// One glyph of a laid-out string, where the layout puts it: `key` names its shape,
/// `outline` is the shape's SVG path data, and `x`/`y` its origin on the baseline, in points.
struct PlacedGlyph {
  let key: GlyphOutlines.Key
  let outline: [UInt8]
  let x: Double
  let y: Double
}

/// Glyph shapes as SVG path data, read from the fonts through Cairo and kept for the life
/// of the renderer, so an SVG can define each glyph once and place it many times.
///
/// Shapes are the font's own outlines (the same ones PNG text is filled from), unhinted, in
/// points relative to the glyph origin; a glyph is identified by its Cairo scaled font (a
/// face at one size) and its index. The scaled fonts are referenced while they are keys,
/// so an address cannot be reused for another font under our feet.
///
/// Not thread-safe, like the renderer that owns it.
final class GlyphOutlines {
  struct Key: Hashable {
    let font: UInt
    let glyph: UInt32
  }

  /// Emptied past this many shapes (about a megabyte of path data in the worst case).
  static let capacity = 8192

  private var outlines: [Key: [UInt8]] = [:]
  private var fonts: [UInt: OpaquePointer] = [:]
  /// A context on a 1×1 surface: `cairo_glyph_path` needs one, and nothing is ever painted.
  private let surface: OpaquePointer
  private let context: OpaquePointer

  init() throws(RenderError) {
    guard let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1) else {
      throw RenderError("Cairo could not create a surface for glyph outlines")
    }
    guard let context = cairo_create(surface) else {
      cairo_surface_destroy(surface)
      throw RenderError("Cairo could not create a context for glyph outlines")
    }
    self.surface = surface
    self.context = context
  }

  deinit {
    for font in fonts.values { cairo_scaled_font_destroy(font) }
    cairo_destroy(context)
    cairo_surface_destroy(surface)
  }

  /// The glyphs of `layout` with the layout's origin at (`originX`, `originY`), in the
  /// order Pango draws them (visual order, line by line). Runs in a font `isColorFont`
  /// accepts are left out: their glyphs are pictures (`ColorGlyphs`), and Cairo's "outline"
  /// of a picture is its alpha traced into squares.
  func place(
    _ layout: OpaquePointer, originX: Double, originY: Double,
    skipping isColorFont: (UnsafeMutablePointer<PangoFont>) -> Bool
  ) -> [PlacedGlyph] {
    let scale = Double(PANGO_SCALE)
    var placed: [PlacedGlyph] = []
    for run in LayoutRun.all(in: layout) where !isColorFont(run.font) {
      guard let scaledFont = scaledFont(of: run.font) else { continue }
      let origin = run.origin(originX: originX, originY: originY)
      run.forEachGlyph { _, info, x, y in
        // Empty glyphs (spaces, joiners) have no shape; a missing glyph would be Pango's hex
        // box, which the shipped fonts' coverage check keeps out of real output.
        guard info.glyph != PANGO_GLYPH_EMPTY, info.glyph & PANGO_GLYPH_UNKNOWN_FLAG == 0 else {
          return
        }
        let key = Key(font: scaledFont, glyph: info.glyph)
        guard let outline = outline(key) else { return }
        placed.append(
          PlacedGlyph(
            key: key, outline: outline, x: origin.x + Double(x) / scale,
            y: origin.y + Double(y) / scale))
      }
    }
    return placed
  }

  /// The path data of a glyph, read from the font the first time; nil for a glyph without
  /// contours (it is then not placed at all).
  func outline(_ key: Key) -> [UInt8]? {
    if let known = outlines[key] { return known.isEmpty ? nil : known }
    guard let font = fonts[key.font] else { return nil }
    cairo_new_path(context)
    cairo_set_scaled_font(context, font)
    var glyph = cairo_glyph_t(index: UInt(key.glyph), x: 0, y: 0)
    cairo_glyph_path(context, &glyph, 1)
    var data: [UInt8] = []
    if let path = cairo_copy_path(context) {
      defer { cairo_path_destroy(path) }
      if path.pointee.status == CAIRO_STATUS_SUCCESS {
        data = SVGPathData.encode(path.pointee)
      }
    }
    cairo_new_path(context)
    if outlines.count >= GlyphOutlines.capacity { outlines.removeAll(keepingCapacity: true) }
    outlines[key] = data
    return data.isEmpty ? nil : data
  }

  /// The scaled font a Pango font draws with, referenced while it is a key.
  private func scaledFont(of font: UnsafeMutablePointer<PangoFont>) -> UInt? {
    guard let scaled = pango_cairo_font_get_scaled_font(OpaquePointer(font)) else { return nil }
    let key = UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(scaled)))
    if fonts[key] == nil {
      if fonts.count >= 256 {
        // Shapes are keyed by font address: they go with the fonts.
        for old in fonts.values { cairo_scaled_font_destroy(old) }
        fonts.removeAll(keepingCapacity: true)
        outlines.removeAll(keepingCapacity: true)
      }
      fonts[key] = cairo_scaled_font_reference(scaled)
    }
    return key
  }
}
