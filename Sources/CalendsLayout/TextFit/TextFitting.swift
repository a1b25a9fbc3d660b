public import CalendsDrawing
public import CalendsValues

/// The one text-fitting policy every family uses, decided where text is measured so the
/// layout dump says what the image shows and the renderer only draws it. In order: the text
/// shrinks within the range its family allows (`TextFitRule.Shrink`: titles and headers,
/// the timeline's labels); it wraps at line-break opportunities (`lines(_:font:wrapWidth:)`)
/// into the lines the box holds, a word wider than the box hyphenated by its language's
/// patterns where a point fits, and every line filled with the syllables that fit when the
/// text needs more lines than the box holds (`brokenLines`: a hyphen is drawn at each such
/// break; a word is split between characters without one only where its language has no
/// patterns or no point fits); the last line kept ends in an ellipsis at its
/// logical end (so in right-to-left text it stands at the left, where the text stops),
/// never inside a number. A label that is a number is never cut: it shrinks down to
/// `TextFitRule.numberSmallestScale` of its size, or it is left out and its caller warns.
extension TextMeasuring {
  /// `text` fitted to `width` in `font` as `rule` allows.
  public func fit(_ text: String, font: FontSpec, width: Double, rule: TextFitRule)
    -> FittedText
  {
    guard !text.isEmpty else { return FittedText(lines: []) }
    if NumericText.isNumber(text) { return fitNumber(text, font: font, width: width, rule: rule) }
    let lines = max(1, rule.maximumLines)
    let whole = text
    let text = Self.visiblePart(of: text, font: font, width: width, lines: lines, rule: rule)
    let size = shrunkSize(font: font, width: width, shrink: rule.shrink, maximumLines: lines) {
      fits(text, font: $0, width: width, maximumLines: lines)
    } natural: {
      measure(text, font: font).width
    }
    var fitted = wrapped(
      text, font: size.map { font.withSize($0) } ?? font, width: width, maximumLines: lines)
    fitted.fontSize = size
    if text != whole { fitted.truncated = true }
    return fitted
  }

  /// Labels in a row that share one size (the timeline's day and hour labels): the largest
  /// size `rule` allows at which every one fits, and each fitted at it — a label that still
  /// does not fit at the smallest size is cut or, a number, shrunk further or left out on
  /// its own.
  public func fit(_ texts: [String], font: FontSpec, width: Double, rule: TextFitRule)
    -> [FittedText]
  {
    let lines = max(1, rule.maximumLines)
    let shared = shrunkSize(font: font, width: width, shrink: rule.shrink, maximumLines: lines) {
      candidate in
      texts.allSatisfy { fits($0, font: candidate, width: width, maximumLines: lines) }
    } natural: {
      texts.map { measure($0, font: font).width }.max() ?? 0
    }
    let drawn = shared.map { font.withSize($0) } ?? font
    return texts.map { text in
      guard !text.isEmpty, fits(text, font: drawn, width: width, maximumLines: lines) else {
        return fit(text, font: font, width: width, rule: rule)
      }
      var fitted = wrapped(text, font: drawn, width: width, maximumLines: lines)
      fitted.fontSize = shared
      return fitted
    }
  }

  /// A number: whole at the largest size that fits, down to the smaller of the family's
  /// smallest size and `numberSmallestScale` of its own; left out when even that is too wide.
  private func fitNumber(_ text: String, font: FontSpec, width: Double, rule: TextFitRule)
    -> FittedText
  {
    let numberFloor = font.size * rule.numberSmallestScale
    let floor: Double
    switch rule.shrink {
    case .never: floor = numberFloor
    case .proportional(let minimum), .halfPoints(let minimum): floor = min(minimum, numberFloor)
    }
    let size = shrunkSize(
      font: font, width: width, shrink: .proportional(minimum: floor), maximumLines: 1
    ) {
      measure(text, font: $0).width <= width
    } natural: {
      measure(text, font: font).width
    }
    guard let size else { return FittedText(lines: [text]) }
    guard measure(text, font: font.withSize(size)).width <= width else {
      return FittedText(lines: [], leftOut: true)
    }
    return FittedText(lines: [text], fontSize: size)
  }

  /// The beginning of `text` that could be seen in `lines` lines of `width`, with an ellipsis
  /// when more follows: no visible character is narrower than a tenth of the smallest size
  /// the rule allows, so more characters than that could never be drawn. Shaping is the cost
  /// of text, and a feed's million-character title shaped whole took seconds and, past
  /// Pango's 32-bit widths, was measured as fitting and drawn whole behind a clip.
  static func visiblePart(
    of text: String, font: FontSpec, width: Double, lines: Int, rule: TextFitRule
  ) -> String {
    let smallest: Double
    switch rule.shrink {
    case .never: smallest = font.size
    case .proportional(let minimum), .halfPoints(let minimum): smallest = max(1, min(minimum, font.size))
    }
    let bound = Int((max(0, width) * Double(lines) / (smallest * 0.1)).rounded(.up)) + 1
    guard text.utf8.count > bound else { return text }
    var end = text.startIndex
    var count = 0
    while count < bound, end < text.endIndex {
      end = text.index(after: end)
      count += 1
    }
    return end == text.endIndex ? text : String(text[..<end]) + "…"
  }

  /// Whether `text` fits `width` in `maximumLines` lines at `font`.
  private func fits(_ text: String, font: FontSpec, width: Double, maximumLines: Int) -> Bool {
    if measure(text, font: font).width <= width { return true }
    guard maximumLines > 1 else { return false }
    let broken = brokenLines(text, font: font, width: width, maximumLines: maximumLines)
    return broken.count <= maximumLines
      && broken.allSatisfy { measure($0.drawn, font: font).width <= width }
  }

  /// The size `shrink` allows at which `fitsAt` holds, or its smallest when none does; nil
  /// when the text fits at `font`'s own size or may not shrink. `natural` is the one-line
  /// width at the font's size, from which a proportional search towards `width` starts.
  private func shrunkSize(
    font: FontSpec, width: Double, shrink: TextFitRule.Shrink, maximumLines: Int,
    fitsAt: (FontSpec) -> Bool, natural: () -> Double
  ) -> Double? {
    switch shrink {
    case .never:
      return nil
    case .proportional(let minimum):
      guard !fitsAt(font) else { return nil }
      let floor = max(1, min(minimum, font.size))
      let needed = natural()
      var size = font.size
      if maximumLines == 1, needed > 0 {
        // A line's width scales with the size, nearly.
        size = max(floor, min(font.size, (font.size * width / needed * 100).rounded(.down) / 100))
      }
      while size > floor, !fitsAt(font.withSize(size)) { size = max(floor, size - 0.25) }
      return size
    case .halfPoints(let minimum):
      guard !fitsAt(font) else { return nil }
      let floor = max(1, min(minimum, font.size))
      var size = (font.size * 2).rounded(.down) / 2
      while size > floor, !fitsAt(font.withSize(size)) { size -= 0.5 }
      return max(size, floor)
    }
  }

  /// `text` in at most `maximumLines` lines of `width`, broken at line-break opportunities
  /// and hyphenation points (`brokenLines`), trailing spaces dropped; when it needs more,
  /// the last line kept holds the rest cut with an ellipsis at its logical end
  /// (`truncated`), never a hyphen.
  private func wrapped(_ text: String, font: FontSpec, width: Double, maximumLines: Int)
    -> FittedText
  {
    if maximumLines == 1 {
      let line = truncated(text, font: font, toFit: width)
      return FittedText(lines: [line], truncated: line != text)
    }
    guard width > 0 else { return FittedText(lines: [], truncated: true) }
    // A line can be wider than the box where nothing in it may be broken (one grapheme
    // cluster, such as a long emoji ZWJ sequence): it is cut like a last line, never drawn
    // past its box.
    var cut = false
    func fitting(_ line: String) -> String {
      guard measure(line, font: font).width > width else { return line }
      cut = true
      return truncated(line, font: font, toFit: width)
    }
    let all = brokenLines(text, font: font, width: width, maximumLines: maximumLines)
    if all.count <= maximumLines {
      return FittedText(lines: all.map { fitting($0.drawn) }.filter { !$0.isEmpty }, truncated: cut)
    }
    var kept = all[..<(maximumLines - 1)].map { fitting($0.drawn) }
    let rest = all[(maximumLines - 1)...].map(\.text).joined().trailingSpacesTrimmed
    let last = truncated(rest, font: font, toFit: width)
    kept.append(last)
    return FittedText(lines: kept, truncated: last != rest || cut)
  }

  /// `text`, or its longest beginning that fits `width` with an ellipsis after it (spaces
  /// before the ellipsis dropped, and never a number's beginning: the cut moves before the
  /// number, `NumericText.cutOutsideNumbers`). The end cut is the logical end. A binary
  /// search over the kept characters: a long title costs a few measurements, not one per
  /// character.
  private func truncated(_ text: String, font: FontSpec, toFit width: Double) -> String {
    if measure(text, font: font).width <= width { return text }
    let characters = Array(text)
    func candidate(_ kept: Int) -> String {
      var prefix = characters[..<NumericText.cutOutsideNumbers(characters, keeping: kept)]
      while prefix.last?.isWhitespace == true { prefix.removeLast() }
      return String(prefix) + "…"
    }
    // The most characters whose candidate fits: `low` always fits (0 keeps the ellipsis
    // alone, the least there is to draw); the whole text does not.
    var low = 0
    var high = characters.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if measure(candidate(middle), font: font).width <= width {
        low = middle
      } else {
        high = middle - 1
      }
    }
    return candidate(low)
  }
}
