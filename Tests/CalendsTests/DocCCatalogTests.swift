import Foundation
import Testing

/// The DocC catalogs: what they must hold, and the articles kept the same as the files a
/// reader finds first (DocC needs them inside the catalog): the stylesheet reference is
/// `Themes/STYLESHEET.md` (the README links it), the changelog and the contributing guide are
/// `CHANGELOG.md` and `CONTRIBUTING.md` at the top level (where GitHub and the Swift Package
/// Index look for them). And the README, the guide in front of them: short, every link
/// resolving, every article reachable from it.
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

  /// The README is a guide a newcomer reads in ten minutes; the reference is in the catalog.
  @Test func theReadmeIsAShortGuide() throws {
    let readme = try String(
      contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
    let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).count
    #expect(lines < 500, "README.md has \(lines) lines")
  }

  /// Every article of the catalog is linked from the README by its file (a copy by its
  /// source or itself), so the reference is one click from the guide on GitHub as well as in
  /// the built documentation.
  @Test func theReadmeLinksEveryArticle() throws {
    let links = Set(try Self.links(in: "README.md").map(\.path))
    let articles = try FileManager.default.contentsOfDirectory(atPath: Self.catalog.path)
      .filter { $0.hasSuffix(".md") }
    #expect(articles.count > 10)
    for article in articles {
      let source = Self.copies.first { $0.article == article }?.source
      #expect(
        links.contains("Sources/Calends/Calends.docc/\(article)")
          || source.map(links.contains) == true,
        "README.md does not link \(article)")
    }
  }

  /// Every relative link and image of the guides resolves to a file of the repository, and a
  /// link's `#anchor` to a heading of its Markdown file (as GitHub makes anchors).
  @Test(arguments: ["README.md", "Samples/README.md", "Tests/Benchmarks/BENCHMARKS.md"])
  func everyRelativeLinkResolves(file: String) throws {
    let links = try Self.links(in: file)
    #expect(!links.isEmpty)
    for link in links {
      let target = Self.root.appendingPathComponent(link.path)
      guard FileManager.default.fileExists(atPath: target.path) else {
        Issue.record("\(file): \(link.text) leads nowhere")
        continue
      }
      guard let anchor = link.anchor else { continue }
      let anchors = try Self.anchors(
        of: String(contentsOf: target, encoding: .utf8))
      #expect(anchors.contains(anchor), "\(file): \(link.text): no heading #\(anchor)")
    }
  }

  /// `text` without its fenced code blocks (commands and examples, which may look like
  /// links or headings).
  static func withoutCodeBlocks(_ text: String) -> String {
    var lines: [Substring] = []
    var code = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
        code.toggle()
        continue
      }
      if !code { lines.append(line) }
    }
    return lines.joined(separator: "\n")
  }

  /// The relative links and images of a Markdown file (Markdown's `](…)` and HTML's `src`
  /// and `href`, outside code), as paths from the repository's root with their anchors;
  /// links with a scheme (`https:`) are not ours to check.
  static func links(in file: String) throws -> [(text: String, path: String, anchor: String?)] {
    let text = withoutCodeBlocks(
      try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
    ).replacing(/`[^`\n]*`/, with: "")
    var targets = text.matches(of: /\]\(([^)\s]+)\)/).map { String($0.1) }
    targets += text.matches(of: /(?:src|href)="([^"]+)"/).map { String($0.1) }
    let folder = (file as NSString).deletingLastPathComponent
    return targets.filter { !$0.contains(/^[a-z]+:/) }.map { target in
      let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
      let path =
        parts[0].isEmpty
        ? file
        : ((folder as NSString).appendingPathComponent(
          String(parts[0])) as NSString).standardizingPath
      return (text: target, path: path, anchor: parts.count > 1 ? String(parts[1]) : nil)
    }
  }

  /// The anchors GitHub gives a Markdown file's headings: lower case, letters, digits,
  /// spaces, `-` and `_` kept, spaces made `-`; a repeated one gets `-1`, `-2`, ….
  static func anchors(of markdown: String) -> Set<String> {
    var seen: [String: Int] = [:]
    var anchors: Set<String> = []
    for line in withoutCodeBlocks(markdown).split(separator: "\n") {
      guard let heading = line.firstMatch(of: /^#{1,6} (.*)$/) else { continue }
      let slug = String(
        heading.1.trimmingCharacters(in: .whitespaces).lowercased().unicodeScalars.filter {
          CharacterSet.alphanumerics.contains($0) || " -_".unicodeScalars.contains($0)
        }
      ).replacingOccurrences(of: " ", with: "-")
      let count = seen[slug, default: 0]
      seen[slug] = count + 1
      anchors.insert(count == 0 ? slug : "\(slug)-\(count)")
    }
    return anchors
  }
}
