import CalendsDrawing
import CalendsValues

/// One line of wrapped text as the fitting policy breaks it: the run of the text it holds
/// and whether it ends at a hyphenation point, where a hyphen is drawn that the text does
/// not have.
struct BrokenLine: Hashable {
  /// The run of the text on this line, spaces after it included: the runs joined are the
  /// text again.
  var text: String
  /// Whether the line ends inside a word, at a point of its language's patterns.
  var hyphenated = false

  /// The line as drawn: without the spaces that ended it, with the hyphen where it breaks
  /// a word.
  var drawn: String { hyphenated ? text + "-" : text.trailingSpacesTrimmed }
}

extension TextMeasuring {
  /// `text` broken into at most `maximumLines` lines no wider than `width` (one more, the
  /// rest unbroken, when it needs more): the measurer's line breaking
  /// (`lines(_:font:wrapWidth:)`, at line-break opportunities, a word split between
  /// characters only where it alone is too wide), with the words at its breaks hyphenated by
  /// their language's patterns (`hyphenation`):
  ///
  /// - A word wider than a whole line is split at the last point whose beginning and hyphen
  ///   fit, not at the last letter that fits; only where no point fits (or the language has
  ///   no patterns) is it split without a hyphen.
  /// - A word that fits on the next line moves there whole ("Code" / "review", not "Code
  ///   re-" / "view") — unless the text then needs more lines than the box holds: the lines
  ///   are then filled, each word that does not fit the rest of a line leaving the syllables
  ///   that do on it, so that the ellipsis comes as late as it can.
  func brokenLines(_ text: String, font: FontSpec, width: Double, maximumLines: Int)
    -> [BrokenLine]
  {
    let wholeWords = brokenLines(
      text, font: font, width: width, limit: maximumLines, fillingLines: false)
    guard wholeWords.count > maximumLines, hyphenation.hyphenates else { return wholeWords }
    return brokenLines(text, font: font, width: width, limit: maximumLines, fillingLines: true)
  }

  /// The measurer's lines with hyphenation applied at each break (`fillingLines`: also
  /// where the measurer broke before a word, taking its syllables that fit onto the line).
  /// At most `limit` lines are broken; what follows them is one more line, unbroken, so
  /// that a long text in a small box costs the lines the box holds.
  private func brokenLines(
    _ text: String, font: FontSpec, width: Double, limit: Int, fillingLines: Bool
  ) -> [BrokenLine] {
    let measured = lines(text, font: font, wrapWidth: width)
    let hyphenation = self.hyphenation
    guard hyphenation.hyphenates, measured.count > 1 else {
      return measured.map { BrokenLine(text: $0) }
    }
    var broken: [BrokenLine] = []
    // The measurer's lines of `rest`, broken again after every hyphen: the word's rest
    // starts the next line, and what follows may then break elsewhere.
    var pending = measured[...]
    var rest = Substring(text)
    // The characters of the word the last break was in that earlier lines hold: its points
    // are the whole word's, never a piece's.
    var carried: [Character] = []
    while let line = pending.first {
      guard pending.count > 1, broken.count < limit else {
        broken.append(BrokenLine(text: String(rest)))
        break
      }
      guard
        let end = rest.utf8.index(
          rest.startIndex, offsetBy: line.utf8.count, limitedBy: rest.endIndex)
      else {
        broken.append(BrokenLine(text: String(rest)))
        break
      }
      let following = rest[end...]
      let word = WordAtBreak(line: line, following: following, carried: carried)
      if word.splitsLetters || fillingLines,
        let point = hyphenationPoint(word, font: font, width: width, hyphenation: hyphenation)
      {
        broken.append(BrokenLine(text: word.line(endingAt: point), hyphenated: true))
        rest = rest.dropFirst(word.taken(endingAt: point))
        carried = Array(word.characters[..<point])
        pending = lines(String(rest), font: font, wrapWidth: width)[...]
      } else {
        broken.append(BrokenLine(text: line))
        rest = following
        carried = word.carriedPast
        pending = pending.dropFirst()
      }
    }
    return broken
  }

  /// The last hyphenation point of the word at a break that fits the line with its hyphen;
  /// nil when the break is forced (a newline) or none fits.
  ///
  /// Where the measurer split letters (a word wider than the line: no break opportunity
  /// there), a point at or before the split replaces it. Where it broke at an opportunity
  /// (after a space, after a hyphen the text has), a point after it takes more of the
  /// word onto the line.
  private func hyphenationPoint(
    _ word: WordAtBreak, font: FontSpec, width: Double, hyphenation: any Hyphenating
  ) -> Int? {
    guard word.breaksInText else { return nil }
    let points = hyphenation.hyphenationPoints(in: String(word.characters))
    let split = word.splitsLetters
    for point in points.reversed() where point > word.before && point < word.characters.count {
      guard split ? point <= word.end : point > word.end else { continue }
      if measure(word.line(endingAt: point) + "-", font: font).width <= width { return point }
    }
    return nil
  }
}

/// The word a line break of the measurer falls at or in, with what the line holds before
/// it: the unit the line breaker hyphenates.
private struct WordAtBreak {
  /// The line's characters before the word (the words before it and their spaces).
  let head: String
  /// The whole word: its characters on earlier lines (when a break already fell inside
  /// it), on this line, and after the break up to the next space.
  let characters: [Character]
  /// How many of `characters` earlier lines hold.
  let before: Int
  /// Where in `characters` the measurer's break falls.
  let end: Int
  /// Whether the break may move: it is no newline, and a word follows it.
  let breaksInText: Bool
  /// Whether both sides of the break are letters: the measurer split a word too wide for
  /// the line.
  let splitsLetters: Bool

  init(line: String, following: Substring, carried: [Character]) {
    let lineCharacters = Array(line)
    var start = lineCharacters.count
    while start > 0, !lineCharacters[start - 1].isWhitespace { start -= 1 }
    let earlier = start == 0 ? carried : []
    let tail = following.prefix { !$0.isWhitespace }
    head = String(lineCharacters[..<start])
    characters = earlier + lineCharacters[start...] + tail
    before = earlier.count
    end = earlier.count + lineCharacters.count - start
    let next = following.first
    let forced = lineCharacters.last?.isNewline ?? true
    breaksInText = !forced && next.map { !$0.isWhitespace } ?? false
    splitsLetters =
      breaksInText && end > before && characters[end - 1].isLetter && next?.isLetter == true
  }

  /// The line's text when it ends at `point`: the head and the word's characters of this
  /// line up to it.
  func line(endingAt point: Int) -> String {
    head + String(characters[before..<point])
  }

  /// How many characters of the text from the line's start the line then takes.
  func taken(endingAt point: Int) -> Int {
    head.count + point - before
  }

  /// The word's characters the lines so far hold when the measurer's own break is kept:
  /// none when the break falls after a space, the word up to the break when inside it.
  var carriedPast: [Character] {
    breaksInText ? Array(characters[..<end]) : []
  }
}
