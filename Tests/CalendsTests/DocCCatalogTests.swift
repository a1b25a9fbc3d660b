import Foundation
import Testing

/// The DocC catalogs: what they must hold, and the articles kept the same as the files a
/// reader finds first (DocC needs them inside the catalog): the stylesheet reference is
/// `Themes/STYLESHEET.md` (the README links it), the changelog and the contributing guide are
/// `CHANGELOG.md` and `CONTRIBUTING.md` at the top level (where GitHub and the Swift Package
/// Index look for them).
@Suite struct DocCCatalogTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  static let catalog = root.appendingPathComponent("Sources/Calends/Calends.docc")

  static let copies = [
    (source: "Themes/STYLESHEET.md", article: "StylesheetReference.md"),
    (source: "CHANGELOG.md", article: "Changelog.md"),
    (source: "CONTRIBUTING.md", article: "Contributing.md"),
  ]

  @Test(arguments: copies.map(\.article))
  func articleIsItsSourceFile(article name: String) throws {
    let copy = try #require(Self.copies.first { $0.article == name })
    let source = try String(
      contentsOf: Self.root.appendingPathComponent(copy.source), encoding: .utf8)
    let article = Self.catalog.appendingPathComponent(copy.article)
    if ProcessInfo.processInfo.environment["CALENDS_RECORD"] == "1" {
      try source.write(to: article, atomically: true, encoding: .utf8)
    }
    #expect(
      try String(contentsOf: article, encoding: .utf8) == source,
      "\(copy.article) differs from \(copy.source) (CALENDS_RECORD=1 copies it)")
  }

  /// Every article the landing page lists exists, and every article is listed.
  @Test func theLandingPageListsEveryArticle() throws {
    for (catalog, landing) in [
      (Self.catalog, "Calends.md"),
      (
        Self.root.appendingPathComponent(
          "Sources/CalendsSnapshotTesting/CalendsSnapshotTesting.docc"),
        "CalendsSnapshotTesting.md"
      ),
    ] {
      let text = try String(contentsOf: catalog.appendingPathComponent(landing), encoding: .utf8)
      let articles = try FileManager.default.contentsOfDirectory(atPath: catalog.path)
        .filter { $0.hasSuffix(".md") && $0 != landing }
      #expect(!articles.isEmpty)
      for article in articles {
        let name = (article as NSString).deletingPathExtension
        #expect(text.contains("<doc:\(name)>"), "\(landing) does not list \(name)")
      }
      for match in text.matches(of: /<doc:([A-Za-z]+)>/) {
        #expect(articles.contains("\(match.1).md"), "\(landing) lists a missing \(match.1)")
      }
    }
  }
}
