import Calends
import CalendsCairo
import CalendsLayout
import Foundation
import PackageFolders
import Testing

/// Hyphenation as a render does it: the spec's locale chooses the shipped patterns, Pango
/// measures, and the title of issue #49 ("Quartalsabsc / hlussbesprec / hung der …" before)
/// breaks only at the German patterns' points, with a hyphen drawn. The points expected
/// are libhyphen's example program's (`Tests/CalendsHyphenationTests/Fixtures`), not ours.
@Suite struct HyphenationLayoutTests {
  static let title = "Quartalsabschlussbesprechung der Rechnungsprüfungsabteilung"

  /// The fixture's points of `language`'s words, by word as written.
  static func legalPoints(_ language: String) throws -> [String: [Int]] {
    let url = PackageFolders.root.appendingPathComponent(
      "Tests/CalendsHyphenationTests/Fixtures/example-points.txt")
    var points: [String: [Int]] = [:]
    for line in try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
    where line.hasPrefix(language + " ") {
      let fields = line.split(separator: " ")
      var offsets: [Int] = []
      var letters = 0
      for character in fields[2] {
        if character == "=" { offsets.append(letters) } else { letters += 1 }
      }
      points[String(fields[1])] = offsets
    }
    return points
  }

  /// The title lines of event `id` in a week timeline of `width` points in `locale`.
  func titleLines(locale: String, width: Int, title: String = title) throws -> (
    lines: [String], truncated: Bool
  ) {
    let renderer = TestSupport.renderer
    let prepared = try renderer.prepare(
      TestSupport.spec(
        """
        style: timeline
        locale: \(locale)
        today: 2026-03-12
        width: \(width)
        startDay: 2026-03-09
        visibleDays: 7
        hours: {from: 8, to: 18}
        events:
          - {id: q, title: \(title), start: 2026-03-12T09:00, end: 2026-03-12T16:00}
        """))
    let tree = try renderer.checkedLayout(prepared)
    let event = try #require(tree.items.compactMap(\.timelineEvent).first { $0.identifier == "q" })
    return (event.lines.filter { $0.role == .title }.map(\.text), event.truncated)
  }

  /// Each drawn hyphen's word and where in it the line broke, walking the lines over
  /// `text`; nil when the lines are not `text`'s own characters.
  static func hyphens(_ lines: [String], in text: String) -> [(word: String, offset: Int)]? {
    let characters = Array(text)
    var position = 0
    var found: [(word: String, offset: Int)] = []
    for line in lines {
      let hyphenated = line.hasSuffix("-")
      let body = Array(hyphenated ? line.dropLast() : line[...])
      guard position + body.count <= characters.count,
        Array(characters[position..<(position + body.count)]) == body
      else { return nil }
      position += body.count
      if hyphenated {
        var start = position
        while start > 0, characters[start - 1] != " " { start -= 1 }
        var end = position
        while end < characters.count, characters[end] != " " { end += 1 }
        found.append((String(characters[start..<end]), position - start))
      } else {
        while position < characters.count, characters[position] == " " { position += 1 }
      }
    }
    return position == characters.count ? found : nil
  }

  /// In narrow and wider blocks, the German title's every break inside a word is at one of
  /// the German patterns' points and draws a hyphen; every line is the title's own text.
  @Test(arguments: [560, 700, 900, 1200])
  func theGermanTitleBreaksOnlyAtLegalPoints(width: Int) throws {
    let (lines, truncated) = try titleLines(locale: "de_DE", width: width)
    #expect(!truncated, "\(lines)")
    let hyphens = try #require(Self.hyphens(lines, in: Self.title), "\(lines)")
    let legal = try Self.legalPoints("de")
    #expect(!hyphens.isEmpty, "\(lines)")
    for (word, offset) in hyphens {
      #expect(legal[word]?.contains(offset) == true, "\(word) broken after \(offset): \(lines)")
    }
  }

  /// The same block in a locale without patterns cuts the words where they stop fitting,
  /// without a hyphen, as before hyphenation.
  @Test func aLanguageWithoutPatternsDrawsNoHyphen() throws {
    let (lines, _) = try titleLines(locale: "ja_JP", width: 560)
    #expect(!lines.contains { $0.hasSuffix("-") }, "\(lines)")
    #expect(lines.count > 2)
  }

  /// English, French and Dutch words break at their own patterns' points in their locales.
  @Test(arguments: [
    ("en_US", "en", "international documentation"), ("fr_FR", "fr", "responsabilité internationale"),
    ("nl_NL", "nl", "kwartaalvergadering ziekenhuisopname"),
  ])
  func otherLanguagesBreakAtTheirPoints(locale: String, language: String, title: String) throws {
    let (lines, _) = try titleLines(locale: locale, width: 560, title: title)
    let hyphens = try #require(Self.hyphens(lines, in: title), "\(lines)")
    #expect(!hyphens.isEmpty, "\(lines)")
    let legal = try Self.legalPoints(language)
    for (word, offset) in hyphens {
      let points = legal[word] ?? legal[word.prefix(1).uppercased() + word.dropFirst()] ?? []
      #expect(points.contains(offset), "\(word) broken after \(offset): \(lines)")
    }
  }
}
