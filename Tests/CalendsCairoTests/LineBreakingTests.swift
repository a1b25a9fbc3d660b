import CalendsDrawing
import CalendsLayout
import CalendsValues
import Testing

@testable import CalendsCairo

/// Pango's line breaking as the week timeline uses it (`TextMeasuring.lines`): breaks at
/// line-break opportunities, inside a word only when that word alone is wider than the
/// line, and never an inserted hyphen — across Latin, German compounds, Arabic, Hebrew, Thai
/// and CJK titles.
@Suite struct LineBreakingTests {
  static let titles = [
    "Accessibility workshop", "Stand-up with the design team", "Quartalsabschlussbesprechung",
    "Donaudampfschifffahrtsgesellschaft Jahresversammlung", "اجتماع الفريق الأسبوعي",
    "مراجعة التصميم مع العميل", "פגישת צוות שבועית", "סקירת עיצוב עם הלקוח",
    "ประชุมทีมประจำสัปดาห์", "การทบทวนการออกแบบกับลูกค้า", "チームの週次ミーティング",
    "团队每周例会与设计评审", "팀 주간 회의",
  ]

  /// Scripts that put spaces between words and break only there (Korean breaks between
  /// syllables too, as Thai and CJK between words without spaces).
  func spaced(_ text: String) -> Bool {
    !text.unicodeScalars.contains {
      (0x0E00...0x0E7F).contains($0.value) || (0x3000...0x9FFF).contains($0.value)
        || (0xAC00...0xD7AF).contains($0.value)
    }
  }

  @Test(arguments: titles)
  func linesAreTheTextBrokenAtOpportunitiesWithoutHyphens(title: String) throws {
    let measurer = try CairoRenderer().measurer
    let font = FontSpec.system(12, weight: .bold)
    for width in stride(from: 30.0, through: 260, by: 10) {
      let lines = measurer.lines(title, font: font, wrapWidth: width)
      // Nothing inserted, nothing lost: no hyphen the text did not have.
      #expect(lines.joined() == title, "\(width)")
      for line in lines.dropLast() {
        let drawn = line.trailingSpacesTrimmed
        if drawn.hasSuffix("-") { #expect(title.contains(drawn), "\(width): \(drawn)") }
      }
      // Every line but a lone too-wide grapheme fits.
      for line in lines where line.trailingSpacesTrimmed.count > 1 {
        #expect(measurer.measure(line.trailingSpacesTrimmed, font: font).width <= width + 0.01)
      }
      guard spaced(title) else { continue }
      // A break inside a word only when the word alone is wider than the line.
      var offset = 0
      let characters = Array(title)
      for line in lines.dropLast() {
        offset += line.count
        let before = characters[offset - 1]
        let after = characters[offset]
        guard before != " ", after != " ", before != "-" else { continue }
        var start = offset
        while start > 0, characters[start - 1] != " " { start -= 1 }
        var end = offset
        while end < characters.count, characters[end] != " " { end += 1 }
        let word = String(characters[start..<end])
        #expect(
          measurer.measure(word, font: font).width > width, "\(width): split '\(word)'")
      }
    }
  }

  /// The fitting helper keeps whole lines and ends the last one kept in an ellipsis.
  @Test func fittedLinesEndInAnEllipsisAtTheLogicalEnd() throws {
    let measurer = try CairoRenderer().measurer
    let font = FontSpec.system(12, weight: .bold)
    let fitted = measurer.fit(
      "اجتماع الفريق الأسبوعي لمراجعة التصميم", font: font, width: 80, rule: .wrapped(lines: 2))
    #expect(fitted.truncated && fitted.lines.count == 2)
    #expect(fitted.lines[1].hasSuffix("…"))
    #expect(fitted.lines.allSatisfy { measurer.measure($0, font: font).width <= 80.01 })
    let whole = measurer.fit("Stand-up", font: font, width: 200, rule: .wrapped(lines: 2))
    #expect(whole.lines == ["Stand-up"] && !whole.truncated)
  }
}
