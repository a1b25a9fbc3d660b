import CalendsDrawing
import CalendsLayout
import CalendsValues
import Testing

@testable import CalendsCairo

/// The one text-fitting policy (`TextMeasuring.fit`) with the real Pango measurer, in Latin,
/// German compounds, Arabic, Hebrew, Thai and CJK: no hyphen is inserted, a word is split
/// only when it alone is wider than its box, the ellipsis ends the text at its logical end
/// (last in the string, so at the left in right-to-left text), and numbers are shrunk or
/// left out, never cut.
@Suite struct TextFitPolicyTests {
  static let compound = "Donaudampfschifffahrtsgesellschaftskapitän"

  static let texts = [
    "Accessibility review with the whole design team",
    "Treffen mit dem \(compound) am Hafen",
    "اجتماع الفريق الأسبوعي لمراجعة التصميم مع العميل",
    "פגישת צוות שבועית לסקירת העיצוב עם הלקוח",
    "การทบทวนการออกแบบกับลูกค้าประจำสัปดาห์",
    "团队每周例会与设计评审以及客户反馈",
    "チームの週次ミーティングと設計レビュー",
  ]

  let font = FontSpec.system(12, weight: .bold)

  func measurer() throws -> any TextMeasuring { try CairoRenderer().measurer }

  /// Scripts that put spaces between words (Thai and CJK break between words without them).
  func spaced(_ text: String) -> Bool {
    !text.unicodeScalars.contains {
      (0x0E00...0x0E7F).contains($0.value) || (0x3000...0x9FFF).contains($0.value)
    }
  }

  func isRightToLeft(_ text: String) -> Bool {
    text.unicodeScalars.contains { (0x0590...0x06FF).contains($0.value) }
  }

  @Test(arguments: texts)
  func linesBreakWithoutHyphensAndSplitOnlyATooWideWord(text: String) throws {
    let measurer = try measurer()
    for width in stride(from: 40.0, through: 320, by: 20) {
      let fitted = measurer.fit(text, font: font, width: width, rule: .wrapped(lines: 40))
      #expect(!fitted.truncated && !fitted.leftOut && fitted.fontSize == nil, "\(width)")
      // Nothing inserted, nothing lost but the spaces that ended lines.
      #expect(
        fitted.lines.joined().filter { $0 != " " } == text.filter { $0 != " " }, "\(width)")
      #expect(!fitted.lines.contains { $0.hasSuffix("-") || $0.hasSuffix("\u{2010}") })
      guard spaced(text) else { continue }
      // Every word that fits the line alone is on one line, whole: only a word wider than
      // the line is split.
      for word in text.split(separator: " ")
      where measurer.measure(String(word), font: font).width <= width {
        #expect(
          fitted.lines.contains { $0.split(separator: " ").contains(word) },
          "\(width): split \(word)")
      }
    }
  }

  /// The compound keeps a line of its own as long as it fits one, and is cut into pieces
  /// with nothing inserted only when it does not.
  @Test func aGermanCompoundIsSplitOnlyWhenItAloneIsTooWide() throws {
    let measurer = try measurer()
    let text = "Treffen mit dem \(Self.compound)"
    let wordWidth = measurer.measure(Self.compound, font: font).width
    let whole = measurer.fit(text, font: font, width: wordWidth + 1, rule: .wrapped(lines: 3))
    #expect(whole.lines.last == Self.compound)
    let split = measurer.fit(text, font: font, width: wordWidth * 0.6, rule: .wrapped(lines: 4))
    let pieces = split.lines.dropFirst()
    #expect(pieces.count >= 2 && pieces.joined() == Self.compound)
  }

  /// Too long for its lines: the last line kept ends in an ellipsis, which is the string's
  /// last character whatever the script's direction, and every line fits.
  @Test(arguments: texts, [1, 2])
  func theEllipsisEndsTheTextAtItsLogicalEnd(text: String, lines: Int) throws {
    let measurer = try measurer()
    let width = 90.0
    let fitted = measurer.fit(text, font: font, width: width, rule: .wrapped(lines: lines))
    #expect(fitted.truncated && fitted.lines.count == lines)
    #expect(fitted.lines.last?.last == "…")
    #expect(fitted.lines.allSatisfy { measurer.measure($0, font: font).width <= width + 0.01 })
    // What is kept is the text's beginning, in logical order.
    let kept = fitted.lines.joined().dropLast().filter { $0 != " " }
    #expect(text.filter { $0 != " " }.hasPrefix(kept))
    if isRightToLeft(text) { #expect(fitted.lines.last?.unicodeScalars.last == "…") }
  }

  static let numbers = [
    "1.234,56 €", "$1,234.56", "٣٤٫٥٪", "₪ 1,250.00", "¥12,800", "+12,5 %", "09:30–10:15",
    "१२,३४५ ₹", "฿๑,๒๓๔",
  ]

  /// A number a little too wide shrinks, whole, in any family — even one whose labels keep
  /// their size; far too wide it is left out. It is never drawn with an ellipsis.
  @Test(arguments: numbers)
  func numbersAreShrunkOrLeftOutNeverCut(number: String) throws {
    let measurer = try measurer()
    #expect(NumericText.isNumber(number))
    let natural = measurer.measure(number, font: font).width
    let shrunk = measurer.fit(number, font: font, width: natural * 0.8, rule: .cellLabel)
    #expect(shrunk.lines == [number] && !shrunk.truncated && !shrunk.leftOut)
    let size = try #require(shrunk.fontSize)
    #expect(size < font.size && size >= font.size * TextFitRule.numberSmallestScale)
    #expect(measurer.measure(number, font: font.withSize(size)).width <= natural * 0.8)
    let leftOut = measurer.fit(number, font: font, width: natural * 0.3, rule: .cellLabel)
    #expect(leftOut.leftOut && leftOut.lines.isEmpty && !leftOut.truncated)
    // An event's lines share one size: there a number fits whole or is left out.
    let event = measurer.fit(number, font: font, width: natural * 0.8, rule: .wrapped(lines: 3))
    #expect(event.leftOut && event.lines.isEmpty)
  }

  /// In a text that is not a number, the ellipsis comes before a number it would cut.
  @Test func anEllipsisNeverFallsInsideANumber() throws {
    let measurer = try measurer()
    let text = "Preis 1.234,56 € inkl. MwSt."
    for width in stride(from: 20.0, through: 160, by: 4) {
      let line = measurer.fit(text, font: font, width: width, rule: .cellLabel).line
      let digits = line.filter(\.isNumber)
      #expect(digits.isEmpty || digits == "123456", "\(width): \(line)")
    }
  }

  /// A title shrinks within its range (down to half its size), then its end gives way.
  @Test func aTitleShrinksWithinItsRangeThenEndsInAnEllipsis() throws {
    let measurer = try measurer()
    let title = Self.compound
    let natural = measurer.measure(title, font: font).width
    let shrunk = measurer.fit(title, font: font, width: natural * 0.7, rule: .title(font))
    #expect(shrunk.lines == [title] && !shrunk.truncated)
    #expect((shrunk.fontSize ?? 12) < 12 && (shrunk.fontSize ?? 0) >= 6)
    let cut = measurer.fit(title, font: font, width: natural * 0.3, rule: .title(font))
    #expect(cut.fontSize == 6 && cut.truncated && cut.line.hasSuffix("…"))
    #expect(measurer.measure(cut.line, font: font.withSize(6)).width <= natural * 0.3)
  }

  /// Labels in a row share the largest size at which all fit.
  @Test func rowLabelsShareOneSize() throws {
    let measurer = try measurer()
    let labels = ["Mo 7", "Di 8", "Mittwoch 9"]
    let width = measurer.measure("Mittwoch 9", font: font).width * 0.8
    let fitted = measurer.fit(labels, font: font, width: width, rule: .rowLabel(minimum: 6))
    let sizes = Set(fitted.map(\.fontSize))
    #expect(sizes.count == 1 && sizes.first! != nil && fitted.allSatisfy { !$0.truncated })
  }

  @Test func whatCountsAsANumber() {
    for text in Self.numbers + ["42", "−3", "0,5 ‰"] {
      #expect(NumericText.isNumber(text), "\(text)")
    }
    for text in ["12 items", "3x", "Full", "Q3", "", "…", "€"] {
      #expect(!NumericText.isNumber(text), "\(text)")
    }
  }
}
