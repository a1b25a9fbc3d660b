import CalendsValues

/// A measurer with the hyphenation of the text's language: measures and breaks lines as
/// `measurer` does, and tells the fitting policy where words may be hyphenated. The layout
/// gets it from `TextMeasuring.hyphenating(with:)`, so the families, which only ever see a
/// measurer, hyphenate without being told the language.
struct HyphenatingTextMeasurer: TextMeasuring {
  let measurer: any TextMeasuring
  let hyphenation: any Hyphenating

  func measure(_ text: String, font: FontSpec) -> Size {
    measurer.measure(text, font: font)
  }

  func measure(_ text: String, font: FontSpec, wrapWidth: Double) -> Size {
    measurer.measure(text, font: font, wrapWidth: wrapWidth)
  }

  func lines(_ text: String, font: FontSpec, wrapWidth: Double) -> [String] {
    measurer.lines(text, font: font, wrapWidth: wrapWidth)
  }
}
