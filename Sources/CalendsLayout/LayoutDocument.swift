public import CalendsModel
import CalendsValues

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
  /// What each page is called when it is written as a file of its own (PNG and SVG have no
  /// pages): `cover`, a month's number (`01` is January), or its position (`01`, `02`, …).
  public var pageNames: [String]

  /// Every page's warnings (`LayoutTree.warnings`), each once.
  public var warnings: [String] { WarningDigest.eachOnce(pages.flatMap(\.warnings)) }

  /// `pageNames` nil: the pages' positions, two digits at least. A page whose family left
  /// its `navigation` unnamed is named `page-N` (1-based), and one that says no months
  /// shows those of its month headers.
  public init(title: String, pages: [LayoutTree], page: PageSetup?, pageNames: [String]? = nil) {
    self.title = title
    self.pages = pages.enumerated().map { index, tree in
      var tree = tree
      if tree.navigation.destination.isEmpty { tree.navigation.destination = "page-\(index + 1)" }
      if tree.navigation.months.isEmpty { tree.navigation.months = tree.headedMonths }
      return tree
    }
    self.page = page
    self.pageNames = pageNames ?? LayoutDocument.positions(pages.count)
  }

  /// `01`, `02`, … `count`, with as many digits as `count` needs, so the names sort in
  /// page order.
  public static func positions(_ count: Int) -> [String] {
    let width = max(2, String(count).count)
    return (0..<count).map { index in
      let digits = String(index + 1)
      return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
  }

  /// The page at `index` (0-based) alone, as `--page` draws it: a document of one page has
  /// nowhere to link to, so its links, and its way up, are dropped.
  public func onlyPage(_ index: Int) -> LayoutDocument {
    var tree = pages[index]
    tree.navigation.links = []
    tree.navigation.up = nil
    var document = self
    document.pages = [tree]
    document.pageNames = [pageNames[index]]
    return document
  }

  /// How far backgrounds reach past the trim edge (0 without paper or bleed).
  public var bleed: Double { page?.bleed ?? 0 }
}
