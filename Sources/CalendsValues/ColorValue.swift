/// Why a value could not be read, without a location: the caller knows where the value
/// was written (a stylesheet's line:column, a spec's field path) and says so.
public struct ValueError: Error, Sendable {
  /// What is wrong, quoting the value (clipped): `invalid colour 'oragne'; did you mean 'orange'?`
  public var message: String

  /// An error whose message the caller puts after where the value was written.
  public init(message: String) {
    self.message = message
  }
}

/// A named colour of the control's palette. It is stored by name, not by colour, because
/// its value depends on the appearance the sheet is resolved for.
package enum PaletteToken: String, CaseIterable, Sendable {
  // Fiori 3 palette.
  case primary1, primary2, primary3, primary4, primary5, primary6, primary7, primary9, primary10
  case tintColor, tintColorTapState, negative, critical, positive
  // The current palette the built-in themes are made of.
  case primaryLabel, tertiaryLabel, quaternaryLabel, primaryBackground

  /// Light and dark values of the control's documented palette (tabled in Themes/STYLESHEET.md). Tokens the notes give one value for use it
  /// in both appearances.
  private var values: (light: UInt32, dark: UInt32) {
    switch self {
    case .primary1: (0x3236_3AFF, 0xFFFF_FFFF)
    case .primary2: (0x5155_59FF, 0xFFFF_FFFF)
    case .primary3: (0x6A6D_70FF, 0xEBEB_F599)
    case .primary4: (0xCCCC_CCFF, 0xEBEB_F54D)
    case .primary5: (0xFAFA_FAFF, 0x2C2C_2EFF)
    case .primary6: (0xFFFF_FFFF, 0x1C1C_1EFF)
    case .primary7: (0x7477_7AFF, 0x7477_7AFF)
    case .primary9: (0xEEEE_EFFF, 0x4848_4AFF)
    case .primary10: (0x8991_9AFF, 0x8991_9AFF)
    case .tintColor: (0x0A6E_D1FF, 0xD1E8_FFFF)
    case .tintColorTapState: (0x0854_A1FF, 0x0854_A1FF)
    case .negative: (0xBB00_00FF, 0xFF45_3AFF)
    case .critical: (0xE973_0CFF, 0xFF9F_0AFF)
    case .positive: (0x107E_3EFF, 0x32D7_4BFF)
    case .primaryLabel: (0x2235_48FF, 0xF5F6_F7FF)
    case .tertiaryLabel: (0x5B73_8BFF, 0xA9B4_BEFF)
    case .quaternaryLabel: (0x8396_A875, 0xA9B4_BE4D)
    case .primaryBackground: (0xFFFF_FFFF, 0x0000_00FF)
    }
  }

  package func color(for appearance: Appearance) -> Color {
    let value = values
    return Color(hex: appearance == .light ? value.light : value.dark, hasAlpha: true)
  }
}

/// A colour as a stylesheet states it: a literal, or a palette token resolved later; or a
/// pair Calends itself defines for each appearance (a named heat-map ramp's step).
package enum ColorValue: Hashable, Sendable {
  case literal(Color)
  case token(PaletteToken)
  case adaptive(light: Color, dark: Color)

  package func resolved(for appearance: Appearance) -> Color {
    switch self {
    case .literal(let color): color
    case .token(let token): token.color(for: appearance)
    case .adaptive(let light, let dark): appearance == .light ? light : dark
    }
  }

  /// UIKit's named colours with UIKit's component values (`darkGray` is 1/3 white,
  /// `orange` is (1, 0.5, 0), …), rounded to 8 bits.
  package static let names: [(name: String, color: Color)] = [
    ("black", .black), ("darkGray", Color(red: 85, green: 85, blue: 85)),
    ("lightGray", Color(red: 170, green: 170, blue: 170)), ("white", .white),
    ("gray", Color(red: 128, green: 128, blue: 128)), ("red", Color(red: 255, green: 0, blue: 0)),
    ("green", Color(red: 0, green: 255, blue: 0)), ("blue", Color(red: 0, green: 0, blue: 255)),
    ("cyan", Color(red: 0, green: 255, blue: 255)),
    ("yellow", Color(red: 255, green: 255, blue: 0)),
    ("magenta", Color(red: 255, green: 0, blue: 255)),
    ("orange", Color(red: 255, green: 128, blue: 0)),
    ("purple", Color(red: 128, green: 0, blue: 128)),
    ("brown", Color(red: 153, green: 102, blue: 51)),
    ("clear", .clear),
  ]

  package static func parse(_ text: String) throws(ValueError) -> ColorValue {
    let shown = clippedForMessage(text)
    if text.hasPrefix("#") {
      return .literal(try parseHex(text, shown: shown))
    }
    if let open = text.firstIndex(of: "(") {
      return .literal(try parseFunction(text, open: open, shown: shown))
    }
    if let named = names.first(where: { $0.name == text }) {
      return .literal(named.color)
    }
    if let token = PaletteToken(rawValue: text) {
      return .token(token)
    }
    let known = names.map(\.name) + PaletteToken.allCases.map(\.rawValue)
    if let suggestion = Suggestion.closest(to: text, in: known) {
      throw ValueError(message: "invalid colour '\(shown)'; did you mean '\(suggestion)'?")
    }
    throw ValueError(
      message:
        "invalid colour '\(shown)': expected #RGB, #RRGGBB, #RRGGBBAA, rgb(), rgba(), hsl(), hsla(), a colour name or a palette token"
    )
  }

  /// `#RGB`, `#RRGGBB`, or `#RRGGBBAA` — alpha last, as in CSS.
  private static func parseHex(_ text: String, shown: String) throws(ValueError) -> Color {
    let digits = Array(text.unicodeScalars.dropFirst())
    var values: [UInt8] = []
    for digit in digits {
      guard let value = hexValue(digit) else {
        throw ValueError(
          message: "invalid colour '\(shown)': '\(Character(digit))' is not a hexadecimal digit")
      }
      values.append(value)
    }
    switch values.count {
    case 3:
      return Color(red: values[0] * 17, green: values[1] * 17, blue: values[2] * 17)
    case 6, 8:
      let bytes = stride(from: 0, to: values.count, by: 2).map { values[$0] * 16 + values[$0 + 1] }
      return Color(
        red: bytes[0], green: bytes[1], blue: bytes[2], alpha: bytes.count == 4 ? bytes[3] : 255)
    default:
      throw ValueError(message: "invalid colour '\(shown)': expected #RGB, #RRGGBB or #RRGGBBAA")
    }
  }

  private static func hexValue(_ scalar: Unicode.Scalar) -> UInt8? {
    switch scalar {
    case "0"..."9": UInt8(scalar.value - 48)
    case "a"..."f": UInt8(scalar.value - 87)
    case "A"..."F": UInt8(scalar.value - 55)
    default: nil
    }
  }

  /// `rgb(r, g, b)`, `rgba(r, g, b, a)`, `hsl(h, s%, l%)`, `hsla(h, s%, l%, a)`.
  private static func parseFunction(_ text: String, open: String.Index, shown: String)
    throws(ValueError) -> Color
  {
    let name = text[..<open].trimmingSpaces
    guard let function = ["rgb", "rgba", "hsl", "hsla"].first(where: { $0 == name }) else {
      let suggestion = Suggestion.clause(for: String(name), in: ["rgb", "rgba", "hsl", "hsla"])
      throw ValueError(
        message: "invalid colour '\(shown)': unknown function '\(clippedForMessage(String(name)))'"
          + suggestion)
    }
    guard text.hasSuffix(")") else {
      throw ValueError(
        message: "invalid colour '\(shown)': expected ')' at the end of \(function)()")
    }
    let inner = text[text.index(after: open)..<text.index(before: text.endIndex)]
    let parts = inner.split(separator: ",", omittingEmptySubsequences: false).map {
      String($0.trimmingSpaces)
    }
    let expected = function.hasSuffix("a") ? 4 : 3
    guard parts.count == expected else {
      throw ValueError(
        message:
          "invalid colour '\(shown)': \(function)() takes \(expected) components, found \(parts.count)"
      )
    }
    func component(_ index: Int) throws(ValueError) -> Double {
      guard let number = parseNumber(parts[index]) else {
        throw ValueError(
          message: "invalid colour '\(shown)': '\(clippedForMessage(parts[index]))' is not a number"
        )
      }
      return number
    }
    var alpha = 1.0
    if expected == 4 {
      alpha = try component(3)
      guard (0...1).contains(alpha) else {
        throw ValueError(
          message:
            "invalid colour '\(shown)': alpha '\(clippedForMessage(parts[3]))' is out of range 0–1")
      }
    }
    let red: Double
    let green: Double
    let blue: Double
    if function.hasPrefix("rgb") {
      var channels: [Double] = []
      for index in 0..<3 {
        let value = try component(index)
        // A '.' marks a fraction of 1; otherwise the number counts 0–255.
        let isFraction = parts[index].contains(".")
        guard
          isFraction
            ? (0...1).contains(value) : (0...255).contains(value) && value == value.rounded()
        else {
          throw ValueError(
            message:
              "invalid colour '\(shown)': component '\(clippedForMessage(parts[index]))' is out of range: expected an integer 0–255 or a fraction 0.0–1.0"
          )
        }
        channels.append(isFraction ? value : value / 255)
      }
      (red, green, blue) = (channels[0], channels[1], channels[2])
    } else {
      let hue = try component(0)
      var percentages: [Double] = []
      for index in 1...2 {
        let part = parts[index]
        guard part.hasSuffix("%"), let value = parseNumber(String(part.dropLast())),
          (0...100).contains(value)
        else {
          throw ValueError(
            message:
              "invalid colour '\(shown)': '\(clippedForMessage(part))' is not a percentage 0%–100%")
        }
        percentages.append(value / 100)
      }
      (red, green, blue) = hslToRGB(hue: hue, saturation: percentages[0], lightness: percentages[1])
    }
    return Color(red: byte(red), green: byte(green), blue: byte(blue), alpha: byte(alpha))
  }

  /// 0…1 to 0…255; callers have range-checked, the clamp is a guard against rounding.
  private static func byte(_ fraction: Double) -> UInt8 {
    UInt8(min(max((fraction * 255).rounded(), 0), 255))
  }

  private static func hslToRGB(hue: Double, saturation: Double, lightness: Double) -> (
    Double, Double, Double
  ) {
    var h = hue.truncatingRemainder(dividingBy: 360)
    if h < 0 { h += 360 }
    let chroma = (1 - abs(2 * lightness - 1)) * saturation
    let x = chroma * (1 - abs((h / 60).truncatingRemainder(dividingBy: 2) - 1))
    let m = lightness - chroma / 2
    let (r, g, b): (Double, Double, Double) =
      switch h {
      case ..<60: (chroma, x, 0)
      case ..<120: (x, chroma, 0)
      case ..<180: (0, chroma, x)
      case ..<240: (0, x, chroma)
      case ..<300: (x, 0, chroma)
      default: (chroma, 0, x)
      }
    return (r + m, g + m, b + m)
  }
}

/// A plain decimal number: optional sign, digits, optional fraction. `Double(_:)` alone
/// would also take `nan`, `inf`, `1e999` and hex floats, none of which belong in a sheet.
package func parseNumber(_ text: String) -> Double? {
  var scalars = Substring(text).unicodeScalars[...]
  if let sign = scalars.first, sign == "+" || sign == "-" { scalars = scalars.dropFirst() }
  var digits = 0
  var dots = 0
  for scalar in scalars {
    switch scalar {
    case "0"..."9": digits += 1
    case ".": dots += 1
    default: return nil
    }
  }
  guard digits > 0, dots <= 1, let value = Double(text), value.isFinite else { return nil }
  return value
}

/// Long junk would make a message unreadable; the location already says where it is.
package func clippedForMessage(_ text: String) -> String { MessageText.clipped(text) }

extension Substring {
  package var trimmingSpaces: Substring {
    var result = self
    while result.first?.isWhitespace == true { result = result.dropFirst() }
    while result.last?.isWhitespace == true { result = result.dropLast() }
    return result
  }
}
