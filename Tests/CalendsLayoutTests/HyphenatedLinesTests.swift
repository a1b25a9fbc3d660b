import CalendsDrawing
import CalendsModel
import CalendsTheme
import CalendsValues
import Foundation
import Testing

@testable import CalendsLayout

/// Fixed points for the words of a test, as a language's patterns would give them (these
/// are the German patterns' own, `Tests/CalendsHyphenationTests/Fixtures`); other words have
/// none. Layout asks only through `Hyphenating`, so its line breaking is tested on its own.
struct FixedHyphenation: Hyphenating {
  var points: [String: [Int]]

  var hyphenates: Bool { true }

  func hyphenationPoints(in word: String) -> [Int] { points[word] ?? [] }

  /// The points of issue #49's title.
  static let german = FixedHyphenation(points: [
    "Quartalsabschlussbesprechung": [4, 8, 10, 17, 19, 23],
    "Rechnungsprüfungsabteilung": [4, 9, 12, 17, 19, 22],
  ])
}

/// The fitting policy hyphenates where text wraps: a word wider than the box is split at the
/// last point of its language's patterns that fits, with a hyphen drawn (without a point
/// that fits, between characters with none, as before); a word that fits the next line moves
/// there whole unless the box is too short for that. Measured with the approximate
/// measurer: 6 pt a character at 10 pt.
@Suite struct HyphenatedLinesTests {
  static let font = FontSpec(size: 10)
  static let title = "Quartalsabschlussbesprechung der Rechnungsprüfungsabteilung"

  func fit(
    _ text: String, width: Double, lines: Int = 12,
    hyphenation: any Hyphenating = FixedHyphenation.german
  ) -> FittedText {
    ApproximateTextMeasurer().hyphenating(with: hyphenation).fit(
      text, font: Self.font, width: width, rule: .wrapped(lines: lines))
  }

  /// The title of issue #49 in a box of 10 characters: every word broken at its points,
  /// each line as full as a point allows, a hyphen drawn at each — where without patterns
  /// it was "Quartalsab" / "schlussbes" / "prechung".
  @Test func theGermanTitleBreaksAtItsPointsWithHyphens() {
    let fitted = fit(Self.title, width: 60)
    #expect(
      fitted.lines == [
        "Quartals-", "abschluss-", "bespre-", "chung der", "Rechnungs-", "prüfungs-", "abteilung",
      ])
    #expect(!fitted.truncated)
    #expect(Self.unhyphenated(fitted.lines) == Self.title)
  }

  /// Without hyphenation (a language without patterns) the same box cuts the words at the
  /// last letter that fits and draws no hyphen, as before.
  @Test func withoutPatternsWordsAreCutWithoutAHyphen() {
    let fitted = fit(Self.title, width: 60, hyphenation: NoHyphenation())
    #expect(fitted.lines.first == "Quartalsab")
    #expect(!fitted.lines.contains { $0.hasSuffix("-") })
    #expect(fitted.lines.joined() == Self.title.replacingOccurrences(of: " ", with: ""))
  }

  /// The lines joined again, a drawn hyphen removed and a space where a line ended at one.
  static func unhyphenated(_ lines: [String]) -> String {
    var text = ""
    for (index, line) in lines.enumerated() {
      if line.hasSuffix("-") {
        text += line.dropLast()
      } else {
        text += line + (index < lines.count - 1 ? " " : "")
      }
    }
    return text
  }

  /// Each drawn hyphen's word in `text` and where in the word it falls; nil when the lines
  /// are not `text`'s own.
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

  /// In every box from 5 to 33 characters, each hyphen falls at a point of its word, no line
  /// is wider than the box, and the lines are the title again.
  @Test func everyHyphenFallsAtAPointOfItsWord() throws {
    for width in stride(from: 30.0, through: 200, by: 6) {
      let fitted = fit(Self.title, width: width, lines: 40)
      #expect(!fitted.truncated, "width \(width)")
      let hyphens = try #require(Self.hyphens(fitted.lines, in: Self.title), "width \(width)")
      for (word, offset) in hyphens {
        let points = FixedHyphenation.german.points[word] ?? []
        #expect(points.contains(offset), "width \(width): \(word) at \(offset)")
      }
      for line in fitted.lines {
        #expect(Double(line.count) * 6 <= width, "width \(width): \(line)")
      }
      if width <= 120 { #expect(!hyphens.isEmpty, "width \(width)") }
    }
  }

  /// A word that fits on the next line moves there whole: no hyphen where none is needed.
  @Test func aWordThatFitsTheNextLineMovesThereWhole() {
    let review = FixedHyphenation(points: ["review": [2]])
    #expect(fit("Code review", width: 42, hyphenation: review).lines == ["Code", "review"])
    // "der" / then the compound, too wide for any line, split at its points.
    #expect(
      fit("der Rechnungsprüfungsabteilung", width: 60).lines
        == ["der", "Rechnungs-", "prüfungs-", "abteilung"])
  }

  /// When whole words need more lines than the box holds, the lines are filled instead:
  /// a word that does not fit the rest of a line leaves the syllables that do on it.
  @Test func aShortBoxFillsItsLines() {
    let points = FixedHyphenation(points: ["Besprechung": [2, 6]])
    // Whole words: "Die" / "Bespre-" / "chung", three lines.
    #expect(
      fit("Die Besprechung", width: 60, lines: 3, hyphenation: points).lines
        == ["Die", "Bespre-", "chung"])
    // Two lines: "Die Be-" (7 characters of 10) / "sprechung".
    let filled = fit("Die Besprechung", width: 60, lines: 2, hyphenation: points)
    #expect(filled.lines == ["Die Be-", "sprechung"])
    #expect(!filled.truncated)
  }

  /// A word too wide for a whole line is split at a point, never at the last letter that
  /// fits; its points are the whole word's, also on the lines after the first piece.
  @Test func aWordWiderThanTheLineIsSplitAtItsPoints() {
    let fitted = fit("Quartalsabschlussbesprechung", width: 66)
    // 11 characters a line: "Quartalsab-" (10 + hyphen), "schlussbe-", "sprechung".
    #expect(fitted.lines == ["Quartalsab-", "schlussbe-", "sprechung"])
  }

  /// Where no point fits, a word is cut between characters as before, with no hyphen; the
  /// next point that fits gets one.
  @Test func aWordWithoutAFittingPointIsCutWithoutAHyphen() {
    // A box of 4 characters: "Quar-" and "tals-" need 5, so those pieces are cut where the
    // box ends; "ab-" fits at the point after "Quartalsab".
    let narrow = fit("Quartalsabschlussbesprechung", width: 24)
    #expect(Array(narrow.lines.prefix(3)) == ["Quar", "tals", "ab-"])
    let unknown = fit("Donaudampfschifffahrt", width: 60)
    #expect(unknown.lines == ["Donaudampf", "schifffahr", "t"])
  }

  /// A line the text ends with a newline, or that fits, is not touched; a text that fits on
  /// one line is not broken at all.
  @Test func forcedBreaksAndFittingTextStay() {
    #expect(fit("Quartals\nabschluss", width: 60).lines == ["Quartals", "abschluss"])
    #expect(fit("Besprechung", width: 66).lines == ["Besprechung"])
    #expect(
      fit("Rechnungsprüfungsabteilung", width: 300, lines: 1).lines
        == ["Rechnungsprüfungsabteilung"])
  }

  /// The last line that does not fit ends in an ellipsis, never in a hyphen, and holds the
  /// rest of the text unbroken.
  @Test func theLastLineEndsInAnEllipsisNotAHyphen() {
    let fitted = fit(Self.title, width: 60, lines: 2)
    #expect(fitted.lines.count == 2)
    #expect(fitted.lines[0] == "Quartals-")
    #expect(fitted.lines[1].hasSuffix("…") && !fitted.lines[1].dropLast().hasSuffix("-"))
    #expect(fitted.truncated)
  }

  /// The layout gets hyphenation with the measurer: a timeline block's title in German.
  @Test func aTimelineBlockHyphenatesItsTitle() throws {
    let spec = try SpecReader.read(
      Data(
        """
        style: timeline
        locale: de_DE
        today: 2019-01-10
        width: 600
        visibleDays: 7
        hours: {from: 8, to: 18}
        events:
          - {id: q, title: \(Self.title), start: 2019-01-10T09:00, end: 2019-01-10T15:00}
        """.utf8), source: "test.yaml")
    func lines(_ hyphenation: any Hyphenating) throws -> [String] {
      let tree = CalendarLayout(
        spec: spec, today: spec.canvas.today!, theme: .light,
        measurer: ApproximateTextMeasurer(), hyphenation: hyphenation
      ).layout()
      let event = try #require(tree.items.first { $0.timelineEvent?.identifier == "q" })
      return event.timelineEvent!.lines.filter { $0.role == .title }.map(\.text)
    }
    let hyphenated = try lines(FixedHyphenation.german)
    let hyphens = try #require(Self.hyphens(hyphenated, in: Self.title))
    #expect(!hyphens.isEmpty)
    for (word, offset) in hyphens {
      #expect(FixedHyphenation.german.points[word]?.contains(offset) == true, "\(word) \(offset)")
    }
    let plain = try lines(NoHyphenation())
    #expect(!plain.contains { $0.hasSuffix("-") })
  }
}
