/// A number as a person writes it in a flag, a query or a spec string: ASCII decimal digits,
/// an optional sign, point and exponent, and nothing else.
///
/// `Double(_:)` also takes hexadecimal (`0x3`), `inf`, `nan`, and stops at an embedded NUL
/// (`3\u{0}0` is read as 3), so `scale=0x3` or `scale=3%00` in a URL were silently read as
/// 3; a number given in text goes through here first.
public enum DecimalNumber {
  /// The value of `text`, or nil when it is not plainly a decimal number.
  public static func parse(_ text: some StringProtocol) -> Double? {
    var digits = 0
    var exponentDigits = 0
    var state = State.sign
    for byte in text.utf8 {
      switch (state, byte) {
      case (.sign, UInt8(ascii: "+")), (.sign, UInt8(ascii: "-")):
        state = .integer
      case (.sign, UInt8(ascii: "0")...UInt8(ascii: "9")),
        (.integer, UInt8(ascii: "0")...UInt8(ascii: "9")):
        digits += 1
        state = .integer
      case (.sign, UInt8(ascii: ".")), (.integer, UInt8(ascii: ".")):
        state = .fraction
      case (.fraction, UInt8(ascii: "0")...UInt8(ascii: "9")):
        digits += 1
      case (.integer, UInt8(ascii: "e")), (.integer, UInt8(ascii: "E")),
        (.fraction, UInt8(ascii: "e")), (.fraction, UInt8(ascii: "E")):
        guard digits > 0 else { return nil }
        state = .exponentSign
      case (.exponentSign, UInt8(ascii: "+")), (.exponentSign, UInt8(ascii: "-")):
        state = .exponent
      case (.exponentSign, UInt8(ascii: "0")...UInt8(ascii: "9")),
        (.exponent, UInt8(ascii: "0")...UInt8(ascii: "9")):
        exponentDigits += 1
        state = .exponent
      default:
        return nil
      }
    }
    guard digits > 0 else { return nil }
    if state == .exponentSign || state == .exponent, exponentDigits == 0 { return nil }
    return Double(String(text))
  }

  private enum State {
    case sign, integer, fraction, exponentSign, exponent
  }
}
