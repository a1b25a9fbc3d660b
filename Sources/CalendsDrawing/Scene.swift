public import CalendsValues

/// How a text run sits in its frame horizontally; vertically it is always centred on the
/// frame's middle using the font's logical line box.
public enum TextAlignment: String, Sendable {
  case leading, center, trailing
}

/// A string to draw: font and colour already resolved from the theme.
public struct TextRun: Hashable, Sendable {
  public var text: String
  public var font: FontSpec
  public var color: Color
  public var frame: Rect
  public var alignment: TextAlignment
  /// Wraps the text into lines no wider than this (between words, or inside a word that is
  /// too long). A wrapped run starts at the top of its frame instead of being centred.
  public var wrapWidth: Double?
  /// Nothing of the run is drawn outside this rectangle (an event's text in its box).
  public var clip: Rect?

  public init(
    text: String, font: FontSpec, color: Color, frame: Rect, alignment: TextAlignment = .center,
    wrapWidth: Double? = nil, clip: Rect? = nil
  ) {
    self.text = text
    self.font = font
    self.color = color
    self.frame = frame
    self.alignment = alignment
    self.wrapWidth = wrapWidth
    self.clip = clip
  }
}

/// One drawing operation. The set is deliberately small: every backend must draw each one
/// the same way, and a new style should be expressible in these terms.
public enum SceneNode: Hashable, Sendable {
  case rect(Rect, Color)
  case roundedRect(Rect, radius: Double, Color)
  case circle(center: Point, radius: Double, Color)
  /// A horizontal bar whose left and/or right end is a half circle (radius = height / 2)
  /// and otherwise square: one row's piece of a range-selection band.
  case band(Rect, roundLeft: Bool, roundRight: Bool, Color)
  /// A straight stroke; `dash` lengths in points (empty for solid), butt caps.
  case line(from: Point, to: Point, width: Double, Color, dash: [Double])
  case text(TextRun)
}

/// The normalized drawing of one image: size in points, background, and nodes in painting
/// order. Backends only walk this list; nothing in it can fail to draw.
public struct Scene: Hashable, Sendable {
  public var width: Double
  public var height: Double
  public var background: Color
  public var nodes: [SceneNode]
  /// What the picture shows, in words, for formats that can carry it (SVG `<title>` and
  /// `<desc>`): drawn text is outlines there, so without it a reader has nothing to read.
  public var caption: SceneCaption
  /// The areas that take the reader to another page of its document (`SceneLink`); none on
  /// a picture of its own. Only a PDF writes them.
  public var links: [SceneLink] = []

  public init(
    width: Double, height: Double, background: Color, nodes: [SceneNode],
    caption: SceneCaption = SceneCaption(title: "", summary: "")
  ) {
    self.width = width
    self.height = height
    self.background = background
    self.nodes = nodes
    self.caption = caption
  }
}
