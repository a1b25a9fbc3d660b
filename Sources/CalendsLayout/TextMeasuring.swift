import CalendsTheme
import CalendsValues

/// Measures a string's logical extents in a font. Layout depends only on this protocol, so
/// it stays pure: the Cairo module supplies the Pango implementation, tests a fake.
public protocol TextMeasuring {
  func measure(_ text: String, font: FontSpec) -> Size
  /// The size of `text` wrapped at word boundaries (inside a word where one word is too
  /// wide) to lines no wider than `wrapWidth`, as a wrapped `TextRun` draws it.
  func measure(_ text: String, font: FontSpec, wrapWidth: Double) -> Size
}

extension TextMeasuring {
  /// Greedy word wrapping over single-line measurements: what a measurer without its own
  /// line breaker (the approximate one, test fakes) reports.
  public func measure(_ text: String, font: FontSpec, wrapWidth: Double) -> Size {
    let lineHeight = measure("M", font: font).height
    var lines = 0
    var widest = 0.0
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = ""
      func flush() {
        lines += 1
        widest = max(widest, measure(line, font: font).width)
        line = ""
      }
      for word in paragraph.split(separator: " ") {
        let candidate = line.isEmpty ? String(word) : line + " " + word
        if measure(candidate, font: font).width <= wrapWidth || line.isEmpty && word.count == 1 {
          line = candidate
          continue
        }
        if !line.isEmpty { flush() }
        // A word wider than the line is broken between characters.
        for character in word {
          if !line.isEmpty && measure(line + String(character), font: font).width > wrapWidth {
            flush()
          }
          line.append(character)
        }
      }
      flush()
    }
    return Size(width: min(widest, max(wrapWidth, 0)), height: Double(max(lines, 1)) * lineHeight)
  }
}

/// A measurer with fixed proportions (0.6 em per character, 1.2 em line height), for
/// tests and for tools that need geometry without fonts.
public struct ApproximateTextMeasurer: TextMeasuring {
  public init() {}

  public func measure(_ text: String, font: FontSpec) -> Size {
    Size(width: Double(text.count) * font.size * 0.6, height: (font.size * 1.2).rounded(.up))
  }
}
