public import CalendsDrawing
public import CalendsValues

/// Measures text with the very layouts the renderer draws, so layout computed with it puts
/// labels exactly where their glyphs land. Sizes are the logical extents in points.
///
/// Shares its renderer's caches: use it on the renderer's thread only.
public struct PangoTextMeasurer: TextMeasuring {
  let cache: TextCache

  public func measure(_ text: String, font: FontSpec) -> Size {
    cache.measure(text, font: font)
  }

  /// Pango's own line breaking, the same a wrapped run is drawn with.
  public func measure(_ text: String, font: FontSpec, wrapWidth: Double) -> Size {
    cache.measure(text, font: font, wrapWidth: wrapWidth)
  }

  /// Pango's line breaking (UAX #14, with dictionaries for Thai and the like), without
  /// inserted hyphens. A line Pango leaves wider than `wrapWidth` (it does not break inside
  /// an Arabic word) is broken between characters here.
  public func lines(_ text: String, font: FontSpec, wrapWidth: Double) -> [String] {
    cache.lines(text, font: font, wrapWidth: wrapWidth).flatMap { line in
      measure(line.trailingSpacesTrimmed, font: font).width <= wrapWidth
        ? [line] : brokenBetweenCharacters(line, font: font, width: wrapWidth)
    }
  }
}
