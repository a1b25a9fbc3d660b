import CalendsValues

/// Text made to fit a width, the two ways layout does it: a title keeps all its words at a
/// smaller size (the year views' page title, the control's month header); a label in a cell
/// keeps its size and loses its end to an ellipsis (a day's subtitle, the wall month's event
/// titles). Both are decided here, where text is measured, so the layout dump says what the
/// image shows and the renderer only draws it.
extension TextMeasuring {
  /// The size at which `text` fits `width`, or nil when it fits at `font`'s own size (so
  /// items of titles that fit carry no size). The size shrinks in proportion to the
  /// overflow, to 1/100 pt, then by 1/4 pt steps while the measurer still finds it wider:
  /// hinted glyph widths do not scale quite in proportion.
  func shrunkSize(_ text: String, font: FontSpec, toFit width: Double) -> Double? {
    let natural = measure(text, font: font).width
    guard natural > width, natural > 0 else { return nil }
    var size = max(1, (font.size * width / natural * 100).rounded(.down) / 100)
    while size > 1, measure(text, font: font.withSize(size)).width > width {
      size = max(1, size - 0.25)
    }
    return size
  }

  /// `text`, or its longest beginning that fits `width` with an ellipsis after it (spaces
  /// before the ellipsis dropped). The end cut is the logical end, so in a right-to-left
  /// title the ellipsis stands at the left, where the text stops. A binary search over the
  /// kept characters: a long title costs a few measurements, not one per character.
  func truncated(_ text: String, font: FontSpec, toFit width: Double) -> String {
    if measure(text, font: font).width <= width { return text }
    let characters = Array(text)
    func candidate(_ kept: Int) -> String {
      var prefix = characters[..<kept]
      while prefix.last == " " { prefix.removeLast() }
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

  /// `text` wrapped to `width` in at most `maxLines` lines, as drawn: broken at line-break
  /// opportunities (`lines(_:font:wrapWidth:)`: inside a word only when it alone is too
  /// wide, never with an inserted hyphen), trailing spaces dropped; when it needs more lines,
  /// the last one kept holds the rest cut with an ellipsis at its logical end (`truncated`).
  /// `truncated` says whether an ellipsis was drawn.
  public func fittedLines(_ text: String, font: FontSpec, width: Double, maxLines: Int)
    -> (lines: [String], truncated: Bool)
  {
    guard !text.isEmpty else { return ([], false) }
    guard maxLines > 0, width > 0 else { return ([], true) }
    let all = lines(text, font: font, wrapWidth: width)
    if all.count <= maxLines {
      return (all.map(\.trailingSpacesTrimmed).filter { !$0.isEmpty }, false)
    }
    var kept = all[..<(maxLines - 1)].map(\.trailingSpacesTrimmed)
    let rest = all[(maxLines - 1)...].joined().trailingSpacesTrimmed
    let last = truncated(rest, font: font, toFit: width)
    kept.append(last)
    return (kept, last != rest)
  }
}
