import CalendsModel

/// Every page of one document, in order, each a complete `LayoutTree` of the same size.
///
/// A screen image is a document of one page. A printed year with `pages: months` is a
/// cover (optional) and a page per month; each page's `title` names it (the outline entry of
/// a PDF), and `title` here names the document (the PDF's Title).
public struct LayoutDocument: Hashable, Sendable {
  public var title: String
  public var pages: [LayoutTree]
  /// The printed page the document was laid out on; nil for a screen image.
  public var page: PageSetup?

  public init(title: String, pages: [LayoutTree], page: PageSetup?) {
    self.title = title
    self.pages = pages
    self.page = page
  }

  /// How far backgrounds reach past the trim edge (0 without paper or bleed).
  public var bleed: Double { page?.bleed ?? 0 }
}
