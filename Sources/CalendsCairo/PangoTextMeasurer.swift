import CalendsLayout
import CalendsTheme
import CalendsValues

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
}
