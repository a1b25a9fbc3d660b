import CCairo
import CalendsDrawing
import CalendsPNG
import CalendsValues

extension CairoRenderer {
  /// Draws text in which some glyphs are pictures (emoji): the other runs as every text is
  /// drawn (outlines, or glyphs in a PDF), then each picture placed by Calends.
  ///
  /// In a raster the picture is resampled to the whole pixels its box rounds to and
  /// composited there without any transform, so the pixels depend only on the font file. In
  /// a PDF the strike is embedded once and scaled into its box, and under it an invisible
  /// glyph (a system-font glyph at 1/255 opacity, stretched to the emoji's advance) carries
  /// the emoji's characters, so that copying and `pdftotext` return "🍕" and not nothing.
  func drawWithColorGlyphs(
    _ cr: OpaquePointer, _ shaped: ShapedText, _ run: TextRun, at origin: Point,
    drawing: TextDrawing
  ) {
    let runs = LayoutRun.all(in: shaped.layout)
    setColor(cr, run.color)
    switch drawing {
    case .outlines:
      for layoutRun in runs where text.colorFont(of: layoutRun.font) == nil {
        guard let glyphs = layoutRun.glyphItem.pointee.glyphs else { continue }
        let start = layoutRun.origin(originX: origin.x, originY: origin.y)
        cairo_move_to(cr, start.x, start.y)
        pango_cairo_glyph_string_path(cr, layoutRun.font, glyphs)
      }
      cairo_fill(cr)
    case .glyphs:
      let characters = pango_layout_get_text(shaped.layout)
      for layoutRun in runs where text.colorFont(of: layoutRun.font) == nil {
        let start = layoutRun.origin(originX: origin.x, originY: origin.y)
        cairo_move_to(cr, start.x, start.y)
        pango_cairo_show_glyph_item(cr, characters, layoutRun.glyphItem)
      }
    }
    for glyph in text.colorGlyphs(in: shaped.layout, originX: origin.x, originY: origin.y) {
      switch drawing {
      case .outlines: paintPixels(of: glyph, cr)
      case .glyphs:
        showInvisibleText(of: glyph, cr)
        paintStrike(of: glyph, cr)
      }
    }
  }

  /// The picture resampled to the device pixels its box rounds to, painted there.
  private func paintPixels(of glyph: PlacedColorGlyph, _ cr: OpaquePointer) {
    let box = glyph.picture
    var left = box.minX
    var top = box.minY
    var right = box.maxX
    var bottom = box.maxY
    cairo_user_to_device(cr, &left, &top)
    cairo_user_to_device(cr, &right, &bottom)
    guard left.isFinite, top.isFinite, right.isFinite, bottom.isFinite else { return }
    let x = Int(left.rounded())
    let y = Int(top.rounded())
    let width = Int(right.rounded()) - x
    let height = Int(bottom.rounded()) - y
    guard width > 0, height > 0, width * height <= Limits.canvasPixels,
      let surface = colorSurfaces.raster(of: glyph, width: width, height: height)
    else { return }
    pictureAreas?.append(PixelArea(x: x, y: y, width: width, height: height))
    cairo_save(cr)
    cairo_identity_matrix(cr)
    cairo_set_source_surface(cr, surface, Double(x), Double(y))
    cairo_paint(cr)
    cairo_restore(cr)
  }

  /// The strike scaled into the picture's box: a vector document keeps the full picture.
  private func paintStrike(of glyph: PlacedColorGlyph, _ cr: OpaquePointer) {
    let box = glyph.picture
    guard box.width > 0, box.height > 0, let surface = colorSurfaces.strike(of: glyph) else {
      return
    }
    cairo_save(cr)
    cairo_translate(cr, box.minX, box.minY)
    cairo_scale(
      cr, box.width / Double(glyph.bitmap.width), box.height / Double(glyph.bitmap.height))
    cairo_set_source_surface(cr, surface, 0, 0)
    cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
    cairo_paint(cr)
    cairo_restore(cr)
  }

  /// The glyph's characters as text no one sees: the system font's first glyph (which has
  /// ink, so Cairo keeps it) at opacity 1/255 under the picture, stretched to the emoji's
  /// advance so a reader's selection box covers the picture. Cairo maps it to the
  /// characters through the PDF's ToUnicode table, or an ActualText span when the same glyph
  /// stands for another emoji too.
  private func showInvisibleText(of glyph: PlacedColorGlyph, _ cr: OpaquePointer) {
    guard !glyph.text.isEmpty, glyph.advance > 0, let font = text.outlineFont(size: glyph.emSize)
    else { return }
    var extents = cairo_text_extents_t()
    var probe = cairo_glyph_t(index: 0, x: 0, y: 0)
    cairo_scaled_font_glyph_extents(font, &probe, 1, &extents)
    guard extents.x_advance > 0 else { return }
    cairo_save(cr)
    cairo_translate(cr, glyph.x, glyph.y)
    cairo_scale(cr, glyph.advance / extents.x_advance, 1)
    cairo_set_scaled_font(cr, font)
    cairo_set_source_rgba(cr, 0, 0, 0, 1.0 / 255)
    var cluster = cairo_text_cluster_t(num_bytes: Int32(glyph.text.utf8.count), num_glyphs: 1)
    glyph.text.withCString { characters in
      cairo_show_text_glyphs(
        cr, characters, Int32(glyph.text.utf8.count), &probe, 1, &cluster, 1,
        cairo_text_cluster_flags_t(rawValue: 0))
    }
    cairo_restore(cr)
  }
}
