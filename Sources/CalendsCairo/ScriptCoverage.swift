import CCairo
import CalendsValues

/// How Pango shaped a string: which faces it fell back to and whether any character was left
/// without a glyph. Lets tests prove that the font directories cover the scripts the locales
/// and secondary calendars write, instead of trusting that tofu boxes would be noticed.
struct ScriptCoverage: Equatable {
  /// Characters drawn as a missing-glyph box.
  var unknownGlyphs: Int
  /// The family of each run, in logical order (repeats kept: a run per font change).
  var runFamilies: [String]
  /// Whether the paragraph was laid out right to left: its first strong character is from a
  /// right-to-left script (digits are weak, so "۱۳۹۷ دی" counts as Persian).
  var isRightToLeft: Bool
  /// Logical width in points.
  var width: Double
}

extension TextCache {
  func coverage(of text: String, font: FontSpec) -> ScriptCoverage? {
    guard let shaped = shaped(text, font: font) else { return nil }
    var families: [String] = []
    var isRightToLeft = false
    if let line = pango_layout_get_line_readonly(shaped.layout, 0) {
      // Runs are stored in visual order; logical order is what a reader compares with the text.
      isRightToLeft = line.pointee.resolved_dir == PANGO_DIRECTION_RTL.rawValue
      var runs: [(offset: Int32, family: String)] = []
      var node = line.pointee.runs
      while let current = node {
        if let run = current.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
          let item = run.pointee.item
        {
          var family = "?"
          if let font = item.pointee.analysis.font, let description = pango_font_describe(font) {
            if let name = pango_font_description_get_family(description) {
              family = String(cString: name)
            }
            pango_font_description_free(description)
          }
          runs.append((item.pointee.offset, family))
        }
        node = current.pointee.next
      }
      runs.sort { $0.offset < $1.offset }
      families = runs.map(\.family)
    }
    return ScriptCoverage(
      unknownGlyphs: Int(pango_layout_get_unknown_glyphs_count(shaped.layout)),
      runFamilies: families, isRightToLeft: isRightToLeft, width: shaped.width)
  }
}

extension PangoTextMeasurer {
  /// See `ScriptCoverage`; for tests and diagnostics, on the renderer's thread.
  func coverage(of text: String, font: FontSpec) -> ScriptCoverage? {
    cache.coverage(of: text, font: font)
  }
}
