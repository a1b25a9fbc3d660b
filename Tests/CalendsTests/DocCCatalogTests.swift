import Foundation
import Testing

/// The DocC catalogs: what they must hold, and the stylesheet reference kept the same as
/// `Themes/STYLESHEET.md` (the README links the file; DocC needs it inside the catalog).
@Suite struct DocCCatalogTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  static let catalog = root.appendingPathComponent("Sources/Calends/Calends.docc")

  @Test func theStylesheetReferenceIsThemesStylesheetMd() throws {
    let source = try String(
      contentsOf: Self.root.appendingPathComponent("Themes/STYLESHEET.md"), encoding: .utf8)
    let article = Self.catalog.appendingPathComponent("StylesheetReference.md")
    if ProcessInfo.processInfo.environment["CALENDS_RECORD"] == "1" {
      try source.write(to: article, atomically: true, encoding: .utf8)
    }
    #expect(
      try String(contentsOf: article, encoding: .utf8) == source,
      "StylesheetReference.md differs from Themes/STYLESHEET.md (CALENDS_RECORD=1 copies it)")
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
