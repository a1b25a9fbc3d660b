public import CalendsValues

/// Measures a string's logical extents in a font. Layout depends only on this protocol, so
/// it stays pure: the Cairo module supplies the Pango implementation, tests a fake.
public protocol TextMeasuring {
  func measure(_ text: String, font: FontSpec) -> Size
  /// The size of `text` wrapped at word boundaries (inside a word where one word is too
  /// wide) to lines no wider than `wrapWidth`, as a wrapped `TextRun` draws it.
  func measure(_ text: String, font: FontSpec, wrapWidth: Double) -> Size
  /// The lines `text` breaks into at `wrapWidth`: at line-break opportunities, inside a word
  /// only where that word alone is wider than `wrapWidth`, and never with an inserted
  /// hyphen. Each line is the run of `text` it holds, spaces after it included, so the
  /// lines joined are `text` again.
  func lines(_ text: String, font: FontSpec, wrapWidth: Double) -> [String]
  /// Where the text's words may be broken with a hyphen: its language's patterns, given to
  /// the layout with the measurer (`hyphenating(with:)`) because every text the layout
  /// measures is in the one language of the spec's locale. The fitting policy's line
  /// breaker asks it; `lines(_:font:wrapWidth:)` itself never hyphenates.
  var hyphenation: any Hyphenating { get }
}

extension TextMeasuring {
  /// None, unless the measurer was given some (`hyphenating(with:)`): a measurer measures
  /// fonts, and knows no language of its own.
  public var hyphenation: any Hyphenating { NoHyphenation() }

  /// This measurer with `hyphenation` for the fitting policy to break words by.
  public func hyphenating(with hyphenation: any Hyphenating) -> any TextMeasuring {
    HyphenatingTextMeasurer(measurer: self, hyphenation: hyphenation)
  }
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

  /// Greedy breaking after spaces over single-line measurements (a word wider than the line
  /// is broken between characters): what a measurer without its own line breaker reports.
  public func lines(_ text: String, font: FontSpec, wrapWidth: Double) -> [String] {
    func fits(_ line: String) -> Bool { measure(line.trailingSpacesTrimmed, font: font).width <= wrapWidth }
    // Words with the spaces after them; a newline ends its word and forces a break.
    var words: [String] = []
    var word = ""
    var inSpaces = false
    for character in text {
      if character == "\n" {
        words.append(word + "\n")
        (word, inSpaces) = ("", false)
        continue
      }
      if character == " " {
        inSpaces = true
      } else if inSpaces {
        words.append(word)
        (word, inSpaces) = ("", false)
      }
      word.append(character)
    }
    if !word.isEmpty { words.append(word) }
    var lines: [String] = []
    var line = ""
    for word in words {
      if !line.isEmpty && !fits(line + word) {
        lines.append(line)
        line = ""
      }
      if line.isEmpty && !fits(word) {
        // Alone wider than the line: broken between characters.
        let pieces = brokenBetweenCharacters(word, font: font, width: wrapWidth)
        lines += pieces.dropLast()
        line = pieces.last ?? ""
      } else {
        line += word
      }
      if line.hasSuffix("\n") {
        lines.append(line)
        line = ""
      }
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }
}

extension TextMeasuring {
  /// `text` (one word, or a line a line breaker could not break) cut between characters
  /// (grapheme clusters) into pieces no wider than `width`, each at least one character,
  /// with nothing inserted.
  public func brokenBetweenCharacters(_ text: String, font: FontSpec, width: Double) -> [String] {
    var pieces: [String] = []
    var piece = ""
    for character in text {
      let candidate = piece + String(character)
      if !piece.isEmpty && measure(candidate.trailingSpacesTrimmed, font: font).width > width {
        pieces.append(piece)
        piece = String(character)
      } else {
        piece = candidate
      }
    }
    if !piece.isEmpty { pieces.append(piece) }
    return pieces
  }
}

extension String {
  /// Without the spaces and line ends at its end: a wrapped line as drawn.
  public var trailingSpacesTrimmed: String {
    var end = endIndex
    while end > startIndex, self[index(before: end)].isWhitespace { end = index(before: end) }
    return String(self[..<end])
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
