/// The drawing of every page of a document, in order. A backend writes it as one PDF (each
/// page's `caption.title` its outline entry, `title` the document's Title) or as one image
/// per page.
public struct SceneDocument: Hashable, Sendable {
  public var title: String
  public var pages: [Scene]
  /// How far each page's background reaches past its trim edge, in points; with a bleed
  /// the PDF also gets crop marks and its TrimBox and BleedBox (`PrintSheet`).
  public var bleed: Double

  public init(title: String, pages: [Scene], bleed: Double = 0) {
    self.title = title
    self.pages = pages
    self.bleed = bleed
  }
}

extension SceneDocument {
  /// The text dump of every page, each page's lines after a `page N` line when there are
  /// several — the same framing as `LayoutDocument.dump()`, so the two dumps line up.
  public func dump() -> String {
    guard pages.count > 1 else { return pages.first?.dump() ?? "" }
    return pages.enumerated().map { "page \($0.offset + 1)\n" + $0.element.dump() }.joined()
  }
}
