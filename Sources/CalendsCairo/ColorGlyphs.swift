import CCairo
import CalendsValues

/// A Pango font whose glyphs are pictures: its face and its size, in points per em.
struct ColorFont: Hashable {
  let face: ColorFace
  let emSize: Double
}

/// A colour glyph (an emoji) where the layout puts it, with the characters it stands for.
struct PlacedColorGlyph {
  let face: ColorFace
  let glyph: UInt32
  let bitmap: ColorGlyphBitmap
  /// The glyph's origin on the baseline, in points.
  let x: Double
  let y: Double
  let emSize: Double
  /// How far the text advances past it, in points.
  let advance: Double
  /// Its cluster of the text: one emoji, or a whole ZWJ sequence, flag or skin-toned emoji.
  let text: String

  /// Where the picture goes, in points.
  var picture: Rect {
    Rect(
      x: x + bitmap.left * emSize, y: y - bitmap.top * emSize, width: bitmap.emWidth * emSize,
      height: bitmap.emHeight * emSize)
  }
}

extension TextCache {
  /// The colour face and size of `font`, or nil for a font of outlines (every shipped font but
  /// the emoji one). Asked once per Pango font: fonts live as long as the font map.
  func colorFont(of font: UnsafeMutablePointer<PangoFont>) -> ColorFont? {
    let key = UInt(bitPattern: font)
    if let known = colorFonts[key] { return known }
    let found = Self.readColorFont(font)
    colorFonts[key] = found
    return found
  }

  private static func readColorFont(_ font: UnsafeMutablePointer<PangoFont>) -> ColorFont? {
    let fcFont = UnsafeMutableRawPointer(font).assumingMemoryBound(to: PangoFcFont.self)
    guard let pattern = pango_fc_font_get_pattern(fcFont) else { return nil }
    var color: FcBool = 0
    var file: UnsafeMutablePointer<FcChar8>?
    var index: Int32 = 0
    guard FcPatternGetBool(pattern, FC_COLOR, 0, &color) == FcResultMatch, color != 0,
      FcPatternGetString(pattern, FC_FILE, 0, &file) == FcResultMatch, let file
    else { return nil }
    _ = FcPatternGetInteger(pattern, FC_INDEX, 0, &index)
    guard let description = pango_font_describe(font) else { return nil }
    defer { pango_font_description_free(description) }
    let emSize = Double(pango_font_description_get_size(description)) / Double(PANGO_SCALE)
    guard emSize > 0 else { return nil }
    return ColorFont(
      face: ColorFace(file: String(cString: file), index: index), emSize: emSize)
  }

  /// Whether any run of `layout` is in a colour font.
  func hasColorGlyphs(_ layout: OpaquePointer) -> Bool {
    LayoutRun.all(in: layout).contains { colorFont(of: $0.font) != nil }
  }

  /// The colour glyphs of `layout` with its origin at (`originX`, `originY`), in drawing
  /// order; glyphs without a picture (spaces, joiners) are left out.
  func colorGlyphs(in layout: OpaquePointer, originX: Double, originY: Double)
    -> [PlacedColorGlyph]
  {
    guard let characters = pango_layout_get_text(layout) else { return [] }
    let text = Array(String(cString: characters).utf8)
    let scale = Double(PANGO_SCALE)
    var placed: [PlacedColorGlyph] = []
    for run in LayoutRun.all(in: layout) {
      guard let font = colorFont(of: run.font) else { continue }
      let origin = run.origin(originX: originX, originY: originY)
      run.forEachGlyph { index, info, x, y in
        guard info.glyph != PANGO_GLYPH_EMPTY, info.glyph & PANGO_GLYPH_UNKNOWN_FLAG == 0,
          let bitmap = ColorGlyphBitmaps.bitmap(info.glyph, in: font.face)
        else { return }
        placed.append(
          PlacedColorGlyph(
            face: font.face, glyph: info.glyph, bitmap: bitmap,
            x: origin.x + Double(x) / scale, y: origin.y + Double(y) / scale,
            emSize: font.emSize, advance: Double(info.geometry.width) / scale,
            text: run.clusterText(of: index, in: text)))
      }
    }
    return placed
  }
}
