import Foundation
import Testing

@testable import CalendsModel

/// The README's field tables are `SpecField.all` rendered as Markdown, one per family,
/// between `<!-- fields:FAMILY:begin -->` and `<!-- fields:FAMILY:end -->`.
/// `CALENDS_RECORD=1` rewrites them (and the test fails once, so recording is never silent).
@Suite struct ReadmeFieldTableTests {
  static let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md")

  /// The range of the text between a family's two markers (each on a line of its own).
  static func section(of family: SpecField.Family, in text: String) -> Range<String.Index>? {
    guard let begin = text.range(of: "<!-- fields:\(family.rawValue):begin -->\n"),
      let end = text.range(
        of: "<!-- fields:\(family.rawValue):end -->", range: begin.upperBound..<text.endIndex)
    else { return nil }
    return begin.upperBound..<end.lowerBound
  }

  @Test func readmeFieldTablesAreTheTable() throws {
    var text = try String(contentsOf: Self.readme, encoding: .utf8)
    let record = ProcessInfo.processInfo.environment["CALENDS_RECORD"] == "1"
    var changed = false
    for family in SpecField.Family.allCases {
      guard let range = Self.section(of: family, in: text) else {
        Issue.record("README.md has no <!-- fields:\(family.rawValue):begin/end --> markers")
        continue
      }
      let table = SpecField.markdownTable(for: family)
      guard text[range] != table else { continue }
      changed = true
      if record {
        text.replaceSubrange(range, with: table)
      } else {
        Issue.record(
          "README.md's \(family.rawValue) field table differs from SpecField.all; run with CALENDS_RECORD=1 to rewrite it.\nExpected:\n\(table)"
        )
      }
    }
    if record && changed {
      try text.write(to: Self.readme, atomically: true, encoding: .utf8)
      Issue.record("rewrote README.md's field tables; run again to compare")
    }
  }

  @Test func readmeNamesEveryField() throws {
    let text = try String(contentsOf: Self.readme, encoding: .utf8)
    for field in SpecField.all {
      #expect(text.contains("`\(field.name)`"), "\(field.name)")
    }
  }
}
