import CalendsValues

/// A UIFont text style at the default content size. Dynamic Type has no meaning for a
/// rendered image, so each style is one fixed size and weight.
struct TextStyleValue: Hashable, Sendable {
  var name: String
  var size: Double
  var weight: FontWeight

  /// In the order UIKit lists them, which is also the order "did you mean" prefers.
  static let all: [TextStyleValue] = [
    TextStyleValue(name: "largeTitle", size: 34, weight: .regular),
    TextStyleValue(name: "title1", size: 28, weight: .regular),
    TextStyleValue(name: "title2", size: 22, weight: .regular),
    TextStyleValue(name: "title3", size: 20, weight: .regular),
    TextStyleValue(name: "headline", size: 17, weight: .semibold),
    TextStyleValue(name: "body", size: 17, weight: .regular),
    TextStyleValue(name: "callout", size: 16, weight: .regular),
    TextStyleValue(name: "subheadline", size: 15, weight: .regular),
    TextStyleValue(name: "footnote", size: 13, weight: .regular),
    TextStyleValue(name: "caption1", size: 12, weight: .regular),
    TextStyleValue(name: "caption2", size: 11, weight: .regular),
  ]

  static func parse(_ text: String) throws(ValueError) -> TextStyleValue {
    if let style = all.first(where: { $0.name == text }) { return style }
    throw ValueError(
      message: "unknown font-style '\(Token.clipped(text))'"
        + Suggestion.clause(for: text, in: all.map(\.name)))
  }
}

/// `font-size`: points, positive and small enough to be a label rather than a mistake.
enum FontSizeValue {
  static let maximum = 200.0

  static func parse(_ text: String, property: String) throws(ValueError) -> Double {
    guard let size = parseNumber(text) else {
      throw ValueError(message: "invalid number '\(Token.clipped(text))' for \(property)")
    }
    guard size > 0, size <= maximum else {
      throw ValueError(
        message:
          "\(property) \(Token.clipped(text)) is out of range: expected a number greater than 0 and at most 200"
      )
    }
    return size
  }
}

/// `font-name`: the face a name selects, as Pango will look it up.
struct FontNameValue: Hashable, Sendable {
  var family: String
  var weight: FontWeight
  var italic: Bool

  /// NUI's names for the platform font in each weight. They all map onto
  /// `FontSpec.systemFamily`, which stands in for the system font on Linux.
  static let systemNames: [(name: String, weight: FontWeight, italic: Bool)] = [
    ("system", .regular, false), ("boldSystem", .bold, false), ("italicSystem", .regular, true),
    ("lightSystem", .light, false), ("mediumSystem", .medium, false),
    ("semiboldSystem", .semibold, false),
    ("heavySystem", .heavy, false), ("blackSystem", .black, false), ("thinSystem", .thin, false),
    ("ultraLightSystem", .ultraLight, false),
  ]

  /// Style words as they appear in PostScript names (`-SemiBold`) and full names
  /// (`Semi Bold`), compared without case or spaces.
  private static let weightWords: [String: FontWeight] = [
    "thin": .thin, "hairline": .thin, "extralight": .ultraLight, "ultralight": .ultraLight,
    "light": .light,
    "regular": .regular, "normal": .regular, "book": .regular, "roman": .regular, "medium": .medium,
    "semibold": .semibold, "demibold": .semibold, "bold": .bold, "extrabold": .heavy,
    "ultrabold": .heavy,
    "heavy": .heavy, "black": .black,
  ]

  /// Reads a compacted style such as `semibolditalic`; nil when it is not a style.
  private static func style(_ compact: String) -> (weight: FontWeight, italic: Bool)? {
    var rest = compact
    var italic = false
    for suffix in ["italic", "oblique"] where rest.hasSuffix(suffix) {
      rest.removeLast(suffix.count)
      italic = true
    }
    if rest.isEmpty { return italic ? (.regular, true) : nil }
    guard let weight = weightWords[rest] else { return nil }
    return (weight, italic)
  }

  static func parse(_ text: String) throws(ValueError) -> FontNameValue {
    if let system = systemNames.first(where: { $0.name == text }) {
      return FontNameValue(
        family: FontSpec.systemFamily, weight: system.weight, italic: system.italic)
    }
    let name = Substring(text).trimmingSpaces
    guard !name.isEmpty else { throw ValueError(message: "expected a font name") }

    // PostScript form: `Inter-SemiBold`, `DejaVuSans-BoldOblique`.
    if !name.contains(" "), let dash = name.lastIndex(of: "-"), dash != name.startIndex,
      let style = style(name[name.index(after: dash)...].lowercased())
    {
      return FontNameValue(
        family: String(name[..<dash]), weight: style.weight, italic: style.italic)
    }
    // Family and style: `DejaVu Sans Bold`, `Inter Semi Bold Italic`. The longest run of
    // trailing words that reads as a style is the style; the rest is the family.
    let words = name.split(separator: " ")
    for count in stride(from: min(words.count - 1, 4), through: 1, by: -1) {
      let compact = words.suffix(count).joined().lowercased()
      if let style = style(compact) {
        return FontNameValue(
          family: words.dropLast(count).joined(separator: " "), weight: style.weight,
          italic: style.italic)
      }
    }
    return FontNameValue(family: words.joined(separator: " "), weight: .regular, italic: false)
  }

  /// A family name that looks like a misspelt system name (`boldsystem`) is legal but
  /// almost certainly not meant; worth a warning, not an error.
  static func systemNameSuggestion(for text: String) -> String? {
    guard text.lowercased().hasSuffix("system"), !systemNames.contains(where: { $0.name == text })
    else { return nil }
    return Suggestion.closest(to: text, in: systemNames.map(\.name))
  }

  func apply(to font: inout FontSpec) {
    font.family = family
    font.weight = weight
    font.italic = italic
  }
}
