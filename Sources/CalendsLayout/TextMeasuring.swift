import CalendsTheme

/// Measures a string's logical extents in a font. Layout depends only on this protocol, so
/// it stays pure: the Cairo module supplies the Pango implementation, tests a fake.
public protocol TextMeasuring {
  func measure(_ text: String, font: FontSpec) -> Size
}

/// A measurer with fixed proportions (0.6 em per character, 1.2 em line height), for
/// tests and for tools that need geometry without fonts.
public struct ApproximateTextMeasurer: TextMeasuring {
  public init() {}

  public func measure(_ text: String, font: FontSpec) -> Size {
    Size(width: Double(text.count) * font.size * 0.6, height: (font.size * 1.2).rounded(.up))
  }
}
