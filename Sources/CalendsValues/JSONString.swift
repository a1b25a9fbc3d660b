/// JSON text for a string, for the writers that build JSON by hand (the layout dump, the
/// entries a batch hands its workers).
///
/// Beyond what JSON requires, DEL, the C1 controls and the Unicode line and paragraph
/// separators are escaped too: the text then stays on one line in any tool that reads it
/// line by line, and looks the same in a terminal.
package enum JSONString {
  package static func quoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _
      where scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value) || scalar == "\u{2028}"
        || scalar == "\u{2029}":
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}
