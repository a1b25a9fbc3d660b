public import CalendsValues

/// What a family allows a text that does not fit its box to do: the settings of the one
/// fitting policy (`TextMeasuring.fit`), so that each view states its allowance and none
/// fits text its own way. Whatever the rule, lines break at line-break opportunities and at
/// the hyphenation points of the text's language, with a hyphen drawn (a word is split
/// without one only where its language has no patterns or no point fits), the last
/// line kept ends in an ellipsis at its logical end, an ellipsis never falls inside a
/// number, and a label that is a number is never cut at all: "1.234,5…" reads as another
/// price.
public struct TextFitRule: Hashable, Sendable {
  /// How far the font may shrink before the text is cut.
  public enum Shrink: Hashable, Sendable {
    /// Keeps the stylesheet's size: a label in a cell, an event's text.
    case never
    /// Any size down to `minimum`: in proportion to the overflow (to 1/100 pt), then by
    /// 1/4 pt while the measurer still finds it wider, as hinted glyph widths do not scale
    /// quite in proportion. A title, which keeps all its words as long as it can.
    case proportional(minimum: Double)
    /// The largest half-point size down to `minimum`: labels in a row that share one size
    /// (the timeline's day and hour labels, whose themes name their minimum sizes).
    case halfPoints(minimum: Double)
  }

  public var shrink: Shrink
  /// The lines the box holds; when the text needs more, the last one kept ends in an
  /// ellipsis.
  public var maximumLines: Int
  /// How small a label that is a number (`NumericText.isNumber`) may become, relative to
  /// its font's size, when the family's own range does not make it fit. Below that it is
  /// left out (`FittedText.leftOut`) and the caller warns, naming the day.
  public var numberSmallestScale: Double

  public init(
    shrink: Shrink = .never, maximumLines: Int = 1,
    numberSmallestScale: Double = TextFitRule.numberSmallestScale
  ) {
    self.shrink = shrink
    self.maximumLines = maximumLines
    self.numberSmallestScale = numberSmallestScale
  }

  /// A number keeps at least this share of its size: smaller, it is no longer read.
  public static let numberSmallestScale = 0.6
  /// A title keeps at least this share of its size; past that its end gives way.
  public static let titleSmallestScale = 0.5

  /// One line at the stylesheet's size: a day's subtitle, a wall-month bar or line.
  public static let cellLabel = TextFitRule()

  /// One line that shrinks down to `titleSmallestScale` of `font`'s size: a page title, a
  /// month header, a booking header.
  public static func title(_ font: FontSpec) -> TextFitRule {
    TextFitRule(shrink: .proportional(minimum: max(1, font.size * titleSmallestScale)))
  }

  /// One line in half-point steps down to `minimum`: labels in a row that share one size.
  public static func rowLabel(minimum: Double) -> TextFitRule {
    TextFitRule(shrink: .halfPoints(minimum: minimum))
  }

  /// Up to `lines` lines at the stylesheet's size: an event's title or location. Its lines
  /// share the event's one size, so a number does not shrink either: it fits whole or is
  /// left out.
  public static func wrapped(lines: Int) -> TextFitRule {
    TextFitRule(maximumLines: lines, numberSmallestScale: 1)
  }
}
