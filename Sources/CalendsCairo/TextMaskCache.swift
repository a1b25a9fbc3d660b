import CCairo
import CalendsValues

/// Coverage masks of text outlines, rasterized once and then composited wherever the same
/// text lands at the same sub-pixel phase.
///
/// Raster text is drawn as filled glyph outlines so that images do not depend on the Cairo
/// release (see `CairoRenderer.TextDrawing.outlines`). Rasterizing those outlines was
/// nine tenths of drawing a month, and the same few hundred labels come back in every image
/// of a batch, a server or a year. A mask holds the coverage Cairo's rasterizer computes for
/// the outline placed at the text's fractional device position; moving a path by whole
/// pixels does not change the coverage it rasterizes to, so compositing the mask at the
/// integer part of the position paints what filling the path there would paint.
final class TextMaskCache {
  /// Past this many bytes of masks the cache is emptied: a month holds ~50 KB of them, so
  /// this keeps every label of long varied batches while bounding memory.
  static let capacityBytes = 8 << 20

  /// A rasterized run: its A8 surface, and where the surface's first pixel goes relative to
  /// the integer part of the text's device origin.
  struct Mask {
    let surface: OpaquePointer
    let offsetX: Int
    let offsetY: Int
  }

  private struct Key: Hashable {
    var text: String
    var font: FontSpec
    var wrapWidth: Double?
    var scale: Double
    /// The origin's fractional device position, exactly: coverage depends on it.
    var phaseX: Double
    var phaseY: Double
  }

  private var masks: [Key: Mask] = [:]
  /// The bytes the cached masks hold (their A8 rows).
  private(set) var bytes = 0

  deinit { removeAll() }

  /// The mask of `shaped`'s outline with its origin at device phase (`phaseX`, `phaseY`)
  /// (each in 0..<1) at `scale` device pixels per point; nil if Cairo cannot allocate one,
  /// in which case the caller fills the path itself. Empty text (no ink) has no mask either.
  func mask(
    for shaped: ShapedText, text: String, font: FontSpec, wrapWidth: Double?, scale: Double,
    phaseX: Double, phaseY: Double
  ) -> Mask? {
    let key = Key(
      text: text, font: font, wrapWidth: wrapWidth, scale: scale, phaseX: phaseX, phaseY: phaseY)
    if let cached = masks[key] { return cached }
    guard let made = rasterize(shaped, scale: scale, phaseX: phaseX, phaseY: phaseY) else {
      return nil
    }
    let size =
      Int(cairo_image_surface_get_stride(made.surface))
      * Int(cairo_image_surface_get_height(made.surface))
    if bytes + size > Self.capacityBytes { removeAll() }
    masks[key] = made
    bytes += size
    return made
  }

  private func removeAll() {
    for mask in masks.values { cairo_surface_destroy(mask.surface) }
    masks.removeAll(keepingCapacity: true)
    bytes = 0
  }

  /// Fills the layout's outline into a new A8 surface that covers its ink extents with a
  /// pixel to spare on each side (outlines are not hinted, and antialiasing reaches into
  /// the neighbouring pixel).
  private func rasterize(_ shaped: ShapedText, scale: Double, phaseX: Double, phaseY: Double)
    -> Mask?
  {
    var ink = PangoRectangle()
    pango_layout_get_extents(shaped.layout, &ink, nil)
    guard ink.width > 0, ink.height > 0 else { return nil }
    let unit = Double(PANGO_SCALE)
    let left = phaseX + Double(ink.x) / unit * scale
    let top = phaseY + Double(ink.y) / unit * scale
    let right = left + Double(ink.width) / unit * scale
    let bottom = top + Double(ink.height) / unit * scale
    let offsetX = Int(left.rounded(.down)) - 1
    let offsetY = Int(top.rounded(.down)) - 1
    let width = Int(right.rounded(.up)) + 1 - offsetX
    let height = Int(bottom.rounded(.up)) + 1 - offsetY
    guard width > 0, height > 0, width * height <= Limits.canvasPixels,
      let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height))
    else { return nil }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
      let cr = cairo_create(surface)
    else {
      cairo_surface_destroy(surface)
      return nil
    }
    defer { cairo_destroy(cr) }
    cairo_translate(cr, phaseX - Double(offsetX), phaseY - Double(offsetY))
    cairo_scale(cr, scale, scale)
    cairo_move_to(cr, 0, 0)
    pango_cairo_layout_path(cr, shaped.layout)
    cairo_fill(cr)
    cairo_surface_flush(surface)
    guard cairo_status(cr) == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(surface)
      return nil
    }
    return Mask(surface: surface, offsetX: offsetX, offsetY: offsetY)
  }
}
