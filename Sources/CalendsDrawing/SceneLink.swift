public import CalendsValues

/// An area of a page that takes the reader to a named place of the same document (a PDF's
/// link annotation to a named destination). Nothing is drawn for it: the page's own
/// drawing (a month's block, a page's title) is what the reader sees and points at, so
/// PNG and SVG, which have no pages to go to, leave it out and draw the same bytes.
public struct SceneLink: Hashable, Sendable {
  /// The clickable area, in the page's points (y down).
  public var area: Rect
  /// The `SceneDocument.Anchor.destination` it lands on.
  public var destination: String

  public init(area: Rect, destination: String) {
    self.area = area
    self.destination = destination
  }
}
