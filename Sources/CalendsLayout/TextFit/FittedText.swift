/// A text as the fitting policy (`TextMeasuring.fit`) lets it be drawn: its lines, the size
/// they are drawn at, and whether anything was given up. The layout records it, so the dump
/// says what the image shows and the renderer only draws it.
public struct FittedText: Hashable, Sendable {
  /// The lines drawn, in order, without the spaces that ended them; none when the text is
  /// empty or left out.
  public var lines: [String]
  /// The size the lines are drawn at when it is not the font's own; nil when it is.
  public var fontSize: Double?
  /// Whether the last line ends in an ellipsis the text did not have.
  public var truncated: Bool
  /// A number too wide for its box even at its smallest size: it is not drawn at all,
  /// never cut, and the caller says so in a warning.
  public var leftOut: Bool

  public init(
    lines: [String], fontSize: Double? = nil, truncated: Bool = false, leftOut: Bool = false
  ) {
    self.lines = lines
    self.fontSize = fontSize
    self.truncated = truncated
    self.leftOut = leftOut
  }

  /// A one-line fit's line: the text, its beginning and an ellipsis, or "" when left out.
  public var line: String { lines.first ?? "" }
}
