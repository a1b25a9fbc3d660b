import CCairo
import CalendsDrawing
import CalendsValues

/// A laid-out string: the Pango layout to draw and its logical box in points.
struct ShapedText {
  /// Borrowed from `TextCache`; valid until the cache is trimmed or destroyed.
  let layout: OpaquePointer
  /// Logical extents (the line box, not the ink), in points, relative to the layout origin.
  let logicalX: Double
  let logicalY: Double
  let width: Double
  let height: Double
  /// Whether some glyph is a picture (an emoji): such text is drawn run by run, the
  /// pictures placed by Calends (`CairoRenderer.drawWithColorGlyphs`).
  let hasColorGlyphs: Bool

  /// Where the layout's origin goes for `run`: its logical box aligned in the run's frame
  /// horizontally, centred vertically (or at the top when the run wraps). Every backend
  /// places text through this, so PNG, SVG and PDF agree.
  func origin(in run: TextRun) -> Point {
    let x: Double
    switch run.alignment {
    case .leading: x = run.frame.minX
    case .center: x = run.frame.midX - width / 2
    case .trailing: x = run.frame.maxX - width
    }
    let y = run.wrapWidth == nil ? run.frame.midY - height / 2 : run.frame.minY
    return Point(x: x - logicalX, y: y - logicalY)
  }
}

/// The Pango side of rendering: one font map, one context and caches of font descriptions
/// and shaped layouts.
///
/// Creating a font map costs milliseconds and shaping a label is most of the drawing time,
/// so both are kept for the life of the renderer. Measuring and drawing share these same
/// layouts, which is what makes measured sizes equal drawn sizes exactly.
///
/// Not thread-safe: use one per thread (Pango contexts and layouts are not shareable).
final class TextCache {
  /// When a cache grows past this many entries it is emptied, bounding memory in long
  /// batches with many distinct strings while keeping the common case (a few hundred labels
  /// reused across images) fully cached.
  static let capacity = 4096

  let fonts: FontConfiguration
  /// Owned reference (`g_object_unref` in deinit).
  private let fontMap: UnsafeMutablePointer<PangoFontMap>
  /// Owned reference (`g_object_unref` in deinit).
  private let context: OpaquePointer
  private var descriptions: [FontSpec: OpaquePointer] = [:]
  private var layouts: [Key: ShapedText] = [:]
  /// `colorFont(of:)`'s answers, by Pango font address (fonts live as long as the map).
  var colorFonts: [UInt: ColorFont?] = [:]
  /// `outlineFont(size:)`'s Pango fonts by size, referenced until deinit.
  private var outlineFonts: [Double: OpaquePointer] = [:]

  private struct Key: Hashable {
    var text: String
    var font: FontSpec
    /// In Pango units, so keys compare exactly what the layout was given.
    var wrapWidth: Int32?
  }

  init(fonts: FontConfiguration) throws(RenderError) {
    self.fonts = fonts
    fonts.becomeProcessDefault()
    guard let fontMap = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT) else {
      throw RenderError(
        "Pango has no FreeType font map (pango_cairo_font_map_new_for_font_type failed)")
    }
    pango_fc_font_map_set_config(OpaquePointer(fontMap), fonts.config)
    guard let context = pango_font_map_create_context(fontMap) else {
      g_object_unref(fontMap)
      throw RenderError("Pango could not create a context")
    }
    guard let options = cairo_font_options_create() else {
      g_object_unref(UnsafeMutableRawPointer(context))
      g_object_unref(fontMap)
      throw RenderError("Cairo could not create font options")
    }
    // Fixed options instead of the target surface's: glyph geometry then does not depend on
    // the output format or scale, and measuring (which has no surface) matches drawing.
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
    pango_cairo_context_set_font_options(context, options)
    cairo_font_options_destroy(options)
    // Rounding glyph positions to whole points would make text geometry depend on the unit
    // size rather than on the font; at scale 2 and 3 fractional positions also look better.
    pango_context_set_round_glyph_positions(context, 0)
    pango_cairo_context_set_resolution(context, 72)
    self.fontMap = fontMap
    self.context = context
  }

  /// Pango 1.50 keeps its own reference to the `FcConfig` and its font list when the font
  /// map is finalized (about 40 KB per renderer, fixed in later Pango); we release
  /// everything we own. Renderers are meant to live as long as their thread.
  deinit {
    for shaped in layouts.values { g_object_unref(UnsafeMutableRawPointer(shaped.layout)) }
    for description in descriptions.values { pango_font_description_free(description) }
    for font in outlineFonts.values { g_object_unref(UnsafeMutableRawPointer(font)) }
    g_object_unref(UnsafeMutableRawPointer(context))
    g_object_unref(fontMap)
  }

  /// The family Pango is asked for: the requested one if the private configuration has it,
  /// otherwise the system stand-in. Without a fontconfig alias file a missing family would
  /// fall back to whichever face scores best, which is arbitrary; this makes it predictable
  /// and matches what `missingFontWarnings` promises.
  func resolvedFamily(_ family: String) -> String {
    fonts.contains(family: family) ? family : FontSpec.systemFamily
  }

  private func description(for font: FontSpec) -> OpaquePointer? {
    if let cached = descriptions[font] { return cached }
    guard let description = pango_font_description_new() else { return nil }
    pango_font_description_set_family(description, resolvedFamily(font.family))
    pango_font_description_set_weight(
      description, PangoWeight(rawValue: UInt32(font.weight.rawValue)))
    pango_font_description_set_style(
      description, font.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
    // Absolute size is in device units, which are points here: no DPI conversion involved.
    pango_font_description_set_absolute_size(
      description, (font.size * Double(PANGO_SCALE)).rounded())
    if descriptions.count >= TextCache.capacity {
      for old in descriptions.values { pango_font_description_free(old) }
      descriptions.removeAll(keepingCapacity: true)
    }
    descriptions[font] = description
    return description
  }

  /// The system family's Cairo font at `size` points (borrowed from Pango's font cache): the
  /// font of the invisible text that keeps an emoji's characters in a PDF
  /// (`CairoRenderer.drawWithColorGlyphs`).
  func outlineFont(size: Double) -> OpaquePointer? {
    if let font = outlineFonts[size] { return pango_cairo_font_get_scaled_font(font) }
    guard outlineFonts.count < TextCache.capacity,
      let description = description(for: FontSpec(size: size)),
      let font = pango_context_load_font(context, description)
    else { return nil }
    outlineFonts[size] = OpaquePointer(font)
    return pango_cairo_font_get_scaled_font(OpaquePointer(font))
  }

  /// `text` with each Unicode noncharacter (U+FDD0…U+FDEF, U+xFFFE, U+xFFFF) as U+FFFD:
  /// they are valid in a string but not in a document, and Cairo's PDF writer refuses the
  /// whole page for one ("input string not valid UTF-8"). Every format draws the same.
  static func drawable(_ text: String) -> String {
    func isNoncharacter(_ scalar: Unicode.Scalar) -> Bool {
      (0xFDD0...0xFDEF).contains(scalar.value) || scalar.value & 0xFFFE == 0xFFFE
    }
    guard text.unicodeScalars.contains(where: isNoncharacter) else { return text }
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      scalars.append(isNoncharacter(scalar) ? "\u{FFFD}" : scalar)
    }
    return String(scalars)
  }

  /// The shaped layout for `text` in `font`, from the cache or newly made. Nil only if
  /// Pango fails to allocate.
  /// With `wrapWidth`, the text is broken into lines no wider than that (at word
  /// boundaries, inside a word only when it alone is too wide).
  func shaped(_ text: String, font: FontSpec, wrapWidth: Double? = nil) -> ShapedText? {
    let pangoWidth = wrapWidth.map { Int32(min(max($0, 0), 100_000) * Double(PANGO_SCALE)) }
    let key = Key(text: text, font: font, wrapWidth: pangoWidth)
    if let cached = layouts[key] { return cached }
    guard let description = description(for: font), let layout = pango_layout_new(context) else {
      return nil
    }
    pango_layout_set_font_description(layout, description)
    if let pangoWidth {
      pango_layout_set_width(layout, pangoWidth)
      pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
      // Pango 1.50 puts a hyphen where it breaks inside a word, in every script and at
      // syllables a dictionary never chose ("wo-rks-hop", "اجتم-اع"); a word is only ever
      // broken here because it alone is wider than the line, so no hyphen is inserted: where
      // a word breaks with one is the fitting policy's to say, by its language's patterns.
      if let attributes = pango_attr_list_new() {
        if let noHyphens = pango_attr_insert_hyphens_new(0) {
          pango_attr_list_insert(attributes, noHyphens)
        }
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)
      }
    }
    let drawn = TextCache.drawable(text)
    drawn.withCString { pango_layout_set_text(layout, $0, Int32(drawn.utf8.count)) }
    var logical = PangoRectangle()
    pango_layout_get_extents(layout, nil, &logical)
    let scale = Double(PANGO_SCALE)
    let shaped = ShapedText(
      layout: layout,
      logicalX: Double(logical.x) / scale,
      logicalY: Double(logical.y) / scale,
      width: Double(logical.width) / scale,
      height: Double(logical.height) / scale,
      // ASCII text (most labels) has no emoji: its runs need not be walked, and this runs
      // for every layout measuring makes.
      hasColorGlyphs: !drawn.utf8.allSatisfy { $0 < 0x80 } && hasColorGlyphs(layout))
    if layouts.count >= TextCache.capacity {
      for old in layouts.values { g_object_unref(UnsafeMutableRawPointer(old.layout)) }
      layouts.removeAll(keepingCapacity: true)
    }
    layouts[key] = shaped
    return shaped
  }

  /// The lines Pango breaks `text` into at `wrapWidth` (the wrapped layout a wrapped run
  /// draws), each the run of `text` it holds up to where the next begins: joined, they are
  /// `text`.
  func lines(_ text: String, font: FontSpec, wrapWidth: Double) -> [String] {
    guard let shaped = shaped(text, font: font, wrapWidth: wrapWidth) else { return [text] }
    let bytes = Array(text.utf8)
    let count = Int(pango_layout_get_line_count(shaped.layout))
    var starts: [Int] = []
    for index in 0..<count {
      guard let line = pango_layout_get_line_readonly(shaped.layout, Int32(index)) else {
        continue
      }
      starts.append(min(max(Int(line.pointee.start_index), 0), bytes.count))
    }
    guard !starts.isEmpty else { return [text] }
    starts[0] = 0
    return starts.indices.map { index in
      let end = index + 1 < starts.count ? starts[index + 1] : bytes.count
      return String(decoding: bytes[starts[index]..<max(end, starts[index])], as: UTF8.self)
    }
  }

  func measure(_ text: String, font: FontSpec, wrapWidth: Double? = nil) -> Size {
    guard let shaped = shaped(text, font: font, wrapWidth: wrapWidth) else {
      return Size(width: 0, height: 0)
    }
    return Size(width: shaped.width, height: shaped.height)
  }
}
