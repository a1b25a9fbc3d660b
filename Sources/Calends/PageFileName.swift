import CalendsLayout

/// Where a page of a document goes when each page is its own file: `year.png` →
/// `year-cover.png`, `year-01.png` (January), … — the page's name (`LayoutDocument.pageNames`)
/// after the document's.
public enum PageFileName {
  /// `path` with `-page` before its extension: `year.png`, `01` → `year-01.png`.
  public static func path(_ path: String, page: String) -> String {
    let slash = path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex
    guard let dot = path[slash...].lastIndex(of: "."), dot > slash else {
      return "\(path)-\(page)"
    }
    return "\(path[..<dot])-\(page)\(path[dot...])"
  }

  /// The file of the page at position `page` (1-based) of a `count`-page document whose
  /// pages are named by position: `name-01.png`, …
  public static func path(_ path: String, page: Int, of count: Int) -> String {
    self.path(path, page: LayoutDocument.positions(max(count, page))[page - 1])
  }
}
