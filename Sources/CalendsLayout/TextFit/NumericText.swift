/// What the fitting policy treats as a number: digits of any script (Latin, Arabic-Indic,
/// Devanagari, …) with their grouping and decimal separators, signs, currency signs,
/// percent and the direction marks that keep them in order. A number cut short reads as
/// another number ("1.234,5…" for "1.234,56 €"), so it is never cut.
public enum NumericText {
  /// Whether `text` is a number or an amount: at least one digit, and nothing but digits,
  /// number marks (`isNumberMark`) and spaces. "1.234,56 €", "٣٤٫٥٪", "+12 %", "09:30";
  /// not "12 items" or "3x".
  public static func isNumber(_ text: String) -> Bool {
    var digits = 0
    for scalar in text.unicodeScalars {
      if isDigit(scalar) {
        digits += 1
      } else if !isNumberMark(scalar) && !scalar.properties.isWhitespace {
        return false
      }
    }
    return digits > 0
  }

  /// A decimal digit of any script.
  static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.numericType == .decimal
  }

  /// The marks a written number holds besides its digits: separators (including the
  /// Arabic decimal and thousands signs and the narrow spaces that group digits), signs,
  /// currency signs, percent and per mille, and direction marks.
  static func isNumberMark(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.properties.generalCategory == .currencySymbol { return true }
    return numberMarks.contains(scalar)
  }

  private static let numberMarks = Set(
    ".,:'’/+-−–±%‰\u{066A}\u{066B}\u{066C}\u{00A0}\u{202F}\u{2009}\u{200E}\u{200F}\u{061C}"
      .unicodeScalars)

  /// Where a text's kept beginning may end (`kept` characters, before an ellipsis): `kept`,
  /// or the start of the number it would cut through, so that no number is drawn in part.
  static func cutOutsideNumbers(_ characters: [Character], keeping kept: Int) -> Int {
    guard kept > 0, kept < characters.count else { return kept }
    func inNumber(_ character: Character) -> Bool {
      character.unicodeScalars.allSatisfy { isDigit($0) || isNumberMark($0) }
    }
    func hasDigit(_ character: Character) -> Bool {
      character.unicodeScalars.contains(where: isDigit)
    }
    guard inNumber(characters[kept - 1]), inNumber(characters[kept]) else { return kept }
    var start = kept
    while start > 0, inNumber(characters[start - 1]) { start -= 1 }
    var end = kept
    while end < characters.count, inNumber(characters[end]) { end += 1 }
    // Marks alone ("...", "--") are no number.
    return characters[start..<end].contains(where: hasDigit) ? start : kept
  }
}
