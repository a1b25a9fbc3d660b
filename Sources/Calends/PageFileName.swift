/// Where page `page` of a document of `count` pages goes when each page is its own file:
/// `year.png` → `year-01.png`, `year-02.png`, … (two digits at least, more when the count
/// needs them, so the names sort in page order).
public enum PageFileName {
  /// The file of page `page` of a `count`-page document written to `path`: `name-01.png`,
  /// …, with as many digits as `count` needs.
  public static func path(_ path: String, page: Int, of count: Int) -> String {
    let width = max(2, String(count).count)
    let digits = String(page)
    let number = String(repeating: "0", count: max(0, width - digits.count)) + digits
    let slash = path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex
    guard let dot = path[slash...].lastIndex(of: "."), dot > slash else {
      return "\(path)-\(number)"
    }
    return "\(path[..<dot])-\(number)\(path[dot...])"
  }
}
