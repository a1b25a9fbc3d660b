import CalendsDrawing
import Foundation
import PackageFolders
import Testing

@testable import CalendsHyphenation

/// The shipped patterns break words where the patterns themselves say they may: the points
/// libhyphen's own example program prints for them (`Fixtures/example-points.txt`, made once
/// outside this package), in German, English, French and Dutch.
@Suite struct HyphenationPointTests {
  /// One line of the fixture: a word as a text has it and its points, counted in characters
  /// from the `=` signs of the example program's output.
  struct Expected: CustomTestStringConvertible, Sendable {
    var language: String
    var word: String
    var hyphenated: String

    var points: [Int] {
      var points: [Int] = []
      var letters = 0
      for character in hyphenated {
        if character == "=" { points.append(letters) } else { letters += 1 }
      }
      return points
    }

    var testDescription: String { "\(language) \(word)" }
  }

  static let fixture: [Expected] = {
    let url = PackageFolders.root.appendingPathComponent(
      "Tests/CalendsHyphenationTests/Fixtures/example-points.txt")
    let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    return text.split(separator: "\n").compactMap { line in
      guard !line.hasPrefix("#") else { return nil }
      let fields = line.split(separator: " ")
      guard fields.count == 3 else { return nil }
      return Expected(
        language: String(fields[0]), word: String(fields[1]), hyphenated: String(fields[2]))
    }
  }()

  static func hyphenator(_ language: String) throws -> any Hyphenating {
    try ShippedHyphenation.forLocale(language)
  }

  @Test func theFixtureCoversEveryShippedLanguage() {
    #expect(Set(Self.fixture.map(\.language)) == Set(ShippedPatterns.files.keys))
    #expect(Self.fixture.count >= 60)
    // The example program's output spells the word it was given.
    for expected in Self.fixture {
      #expect(expected.hyphenated.replacingOccurrences(of: "=", with: "") == expected.word.lowercased())
    }
  }

  @Test(arguments: fixture)
  func pointsAreThePatternsOwn(_ expected: Expected) throws {
    let points = try Self.hyphenator(expected.language).hyphenationPoints(in: expected.word)
    #expect(points == expected.points, "\(expected.hyphenated)")
  }

  /// The title of issue #49: the points the German patterns give its two words, and none
  /// at the space.
  @Test func theLongGermanTitleHasTheGermanPoints() throws {
    let german = try Self.hyphenator("de_DE")
    #expect(german.hyphenationPoints(in: "Quartalsabschlussbesprechung") == [4, 8, 10, 17, 19, 23])
    #expect(german.hyphenationPoints(in: "Rechnungsprüfungsabteilung") == [4, 9, 12, 17, 19, 22])
  }

  /// What clings to a word (brackets, a comma, quotation marks, a hyphen the text has) is no
  /// letter: each run of letters is hyphenated on its own and the points move with it.
  @Test func punctuationMovesThePointsAndGetsNone() throws {
    let german = try Self.hyphenator("de")
    #expect(german.hyphenationPoints(in: "(Besprechung),") == [3, 7])
    #expect(german.hyphenationPoints(in: "„Weihnachtsfeier“") == [5, 11, 14])
    // "Jahres-Besprechung": "Jah|res" and "Be|spre|chung", never beside the hyphen.
    #expect(german.hyphenationPoints(in: "Jahres-Besprechung") == [3, 9, 13])
    #expect(german.hyphenationPoints(in: "2026").isEmpty)
  }

  /// Upper case is lowercased for the patterns, and a letter typed decomposed (u and a
  /// combining diaeresis) is one letter: the points are counted in characters either way.
  @Test func caseAndCompositionDoNotMoveAPoint() throws {
    let german = try Self.hyphenator("de")
    let points = german.hyphenationPoints(in: "Rechnungsprüfungsabteilung")
    #expect(german.hyphenationPoints(in: "RECHNUNGSPRÜFUNGSABTEILUNG") == points)
    #expect(german.hyphenationPoints(in: "Rechnungspru\u{308}fungsabteilung") == points)
  }

  /// A letter the file's character set does not have (the German file is ISO-8859-1) gets
  /// its run no points rather than a wrong one; other runs of the word keep theirs.
  @Test func lettersOutsideTheFilesCharacterSetHaveNoPoints() throws {
    let german = try Self.hyphenator("de")
    #expect(german.hyphenationPoints(in: "Łódźbesprechung").isEmpty)
    #expect(german.hyphenationPoints(in: "Łódź-Besprechung") == [7, 11])
    #expect(german.hyphenationPoints(in: "会議").isEmpty)
  }

  /// A run of letters longer than any word costs nothing and breaks nowhere.
  @Test func anOverlongRunHasNoPoints() throws {
    let english = try Self.hyphenator("en_US")
    let word = String(repeating: "presentation", count: 10)
    #expect(english.hyphenationPoints(in: word).isEmpty)
    #expect(!english.hyphenationPoints(in: "presentation").isEmpty)
  }

  /// Every region of a language with patterns gets them; a language without (Arabic,
  /// Hebrew, Japanese, an unknown one) gets none, and the line breaker does not ask.
  @Test func theLocaleChoosesTheLanguage() throws {
    for (locale, language) in [
      ("de_DE", "de"), ("de-AT", "de"), ("de_CH", "de"), ("de", "de"), ("en_US", "en"),
      ("en_GB", "en"), ("fr_CA", "fr"), ("fr", "fr"), ("nl_BE", "nl"), ("nl_NL", "nl"),
    ] {
      #expect(ShippedPatterns.language(ofLocale: locale) == language, "\(locale)")
      #expect(try Self.hyphenator(locale).hyphenates, "\(locale)")
    }
    for locale in ["ar_EG", "he_IL", "ja_JP", "zh_TW", "xx_YY", ""] {
      #expect(ShippedPatterns.language(ofLocale: locale) == nil, "\(locale)")
      #expect(try !Self.hyphenator(locale).hyphenates, "\(locale)")
    }
  }

  /// One loaded copy per language serves every thread at once.
  @Test func threadsShareOneHyphenator() async throws {
    let german = try Self.hyphenator("de_DE")
    let expected = german.hyphenationPoints(in: "Quartalsabschlussbesprechung")
    let results = await withTaskGroup(of: [Int].self) { group in
      for _ in 0..<8 {
        group.addTask { german.hyphenationPoints(in: "Quartalsabschlussbesprechung") }
      }
      return await group.reduce(into: []) { $0.append($1) }
    }
    #expect(results.allSatisfy { $0 == expected })
    #expect(try Self.hyphenator("de_AT") as AnyObject === german as AnyObject)
  }
}
