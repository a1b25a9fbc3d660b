import CalendsValues

/// The drawing of every page of a document, in order. A backend writes it as one PDF (each
/// page's `anchors` entry its named destination and outline entry, `title` the document's
/// Title) or as one image per page.
public struct SceneDocument: Hashable, Sendable {
  public var title: String
  public var pages: [Scene]
  /// One per page, in order: where links land and how the outline (bookmarks) nests.
  public var anchors: [Anchor]
  /// How far each page's background reaches past its trim edge, in points; with a bleed
  /// the PDF also gets crop marks and its TrimBox and BleedBox (`PrintSheet`).
  public var bleed: Double

  /// A page as the document's links and outline name it.
  public struct Anchor: Hashable, Sendable {
    /// The page's named destination (`month-2027-03`), unique in the document.
    public var destination: String
    /// The page (0-based) whose outline entry holds this page's (a month page's cover);
    /// nil for an entry at the outline's top level.
    public var parent: Int?

    public init(destination: String, parent: Int? = nil) {
      self.destination = destination
      self.parent = parent
    }
  }

  /// `anchors` nil: `page-1`, `page-2`, … and a flat outline. Anchors must be one per page
  /// and each `parent` an earlier page, so an outline entry's parent is written before it.
  public init(title: String, pages: [Scene], anchors: [Anchor]? = nil, bleed: Double = 0) {
    self.title = title
    self.pages = pages
    let given = anchors ?? []
    self.anchors = pages.indices.map { index in
      guard index < given.count else { return Anchor(destination: "page-\(index + 1)") }
      var anchor = given[index]
      if let parent = anchor.parent, parent >= index || parent < 0 { anchor.parent = nil }
      return anchor
    }
    self.bleed = bleed
  }
}

extension SceneDocument {
  /// The text dump of every page, each page's lines after a `page N` line when there are
  /// several — the same framing as `LayoutDocument.dump()`, so the two dumps line up — and
  /// then, with several pages, the outline: one `outline` line per page, indented under its
  /// parent, with its destination.
  public func dump() -> String {
    guard pages.count > 1 else { return pages.first?.dump() ?? "" }
    let body = pages.enumerated().map { "page \($0.offset + 1)\n" + $0.element.dump() }.joined()
    let outline = zip(pages, anchors).map { page, anchor in
      "outline \(String(repeating: "  ", count: depth(of: anchor)))\"\(MessageText.escaped(page.caption.title))\" → \(anchor.destination)\n"
    }
    return body + outline.joined()
  }

  /// How many parents the anchor's outline entry stands under.
  private func depth(of anchor: Anchor) -> Int {
    var depth = 0
    var parent = anchor.parent
    while let index = parent {
      depth += 1
      parent = anchors[index].parent
    }
    return depth
  }
}
