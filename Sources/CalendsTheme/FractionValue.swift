import CalendsValues

/// `alpha`: an opacity, `0`…`1` or `0%`…`100%`. Kept apart from lengths because a value
/// such as `40` is almost surely meant as a percentage, and reading it as a length would
/// silently draw the part fully opaque.
enum FractionValue {
  static func parse(_ text: String, property: String) throws(ValueError) -> Double {
    let isPercent = text.hasSuffix("%")
    guard let number = parseNumber(isPercent ? String(text.dropLast()) : text) else {
      throw ValueError(
        message:
          "invalid \(property) '\(Token.clipped(text))': expected a number from 0 to 1, or a percentage"
      )
    }
    let value = isPercent ? number / 100 : number
    guard (0...1).contains(value) else {
      throw ValueError(
        message: "\(property) \(Token.clipped(text)) is out of range: expected 0…1 or 0%…100%"
          + (!isPercent && number > 1 && number <= 100
            ? "; did you mean \(Token.clipped(text))%?" : ""))
    }
    return value
  }
}
