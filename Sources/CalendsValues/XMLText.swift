/// Text put into the XML and HTML that Calends writes (SVG captions, fontconfig
/// configuration, the gallery and review pages).
public enum XMLText {
  /// Text safe in an element or a double-quoted attribute. Control characters that XML 1.0
  /// forbids are dropped (a caption made from user text must not make the file unreadable).
  public static func escaped(_ text: String) -> String {
    var output = ""
    output.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": output += "&amp;"
      case "<": output += "&lt;"
      case ">": output += "&gt;"
      case "\"": output += "&quot;"
      case "\t", "\n", "\r": output.unicodeScalars.append(scalar)
      default:
        if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF { continue }
        output.unicodeScalars.append(scalar)
      }
    }
    return output
  }
}
