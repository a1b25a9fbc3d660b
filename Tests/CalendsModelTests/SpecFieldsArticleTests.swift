import Foundation
import Testing

@testable import CalendsModel

/// The spec field reference (the DocC article `SpecFields.md`, which the README links) is
/// `SpecField.all` rendered as Markdown, one table per family, between
/// `<!-- fields:FAMILY:begin -->` and `<!-- fields:FAMILY:end -->`.
/// `CALENDS_RECORD=1` rewrites them (and the test fails once, so recording is never silent).
@Suite struct SpecFieldsArticleTests {
  static let article = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/Calends/Calends.docc/SpecFields.md")

  /// The range of the text between a family's two markers (each on a line of its own).
  static func section(of family: SpecField.Family, in text: String) -> Range<String.Index>? {
    guard let begin = text.range(of: "<!-- fields:\(family.rawValue):begin -->\n"),
      let end = text.range(
        of: "<!-- fields:\(family.rawValue):end -->", range: begin.upperBound..<text.endIndex)
    else { return nil }
    return begin.upperBound..<end.lowerBound
  }

  @Test func theArticlesFieldTablesAreTheTable() throws {
    var text = try String(contentsOf: Self.article, encoding: .utf8)
    let record = ProcessInfo.processInfo.environment["CALENDS_RECORD"] == "1"
    var changed = false
    for family in SpecField.Family.allCases {
      guard let range = Self.section(of: family, in: text) else {
        Issue.record("SpecFields.md has no <!-- fields:\(family.rawValue):begin/end --> markers")
        continue
      }
      let table = SpecField.markdownTable(for: family)
      guard text[range] != table else { continue }
      changed = true
      if record {
        text.replaceSubrange(range, with: table)
      } else {
        Issue.record(
          "SpecFields.md's \(family.rawValue) field table differs from SpecField.all; run with CALENDS_RECORD=1 to rewrite it.\nExpected:\n\(table)"
        )
      }
    }
    if record && changed {
      try text.write(to: Self.article, atomically: true, encoding: .utf8)
      Issue.record("rewrote SpecFields.md's field tables; run again to compare")
    }
  }

  /// Every field is named in the reference: in the tables, or (the timeline's customisation
  /// fields, listed by stylesheet selector) in the timeline's article, which it links.
  @Test func theArticleNamesEveryField() throws {
    let text = try [
      Self.article,
      Self.article.deletingLastPathComponent()
        .appendingPathComponent("WeekTimeline.md"),
    ].map {
      try String(contentsOf: $0, encoding: .utf8)
    }.joined()
    for field in SpecField.all {
      #expect(text.contains("`\(field.name)`"), "\(field.name)")
    }
  }
}
