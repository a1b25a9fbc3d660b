/// User text as a message may echo it: cut short and with control characters escaped.
///
/// Every message that quotes a spec value, a key, a stylesheet token, a file name or a font
/// name goes through here, so that a 3 MB key or a name with a newline and an escape
/// sequence in it cannot make a message unreadable, or a log line that rewrites the
/// terminal. The message's location already says where the text is.
public enum MessageText {
  /// A value quoted inside a sentence (`unknown value '…'`).
  public static let quoted = 60
  /// The most any message echoes of one piece of user text: a path, a file name, a key.
  public static let maximum = 200

  /// At most `limit` Unicode scalars of `text` (the last of them "…" when it is cut), with
  /// newlines, tabs and other control characters written as escapes. Reads no further
  /// than it keeps, however long the text.
  public static func clipped(_ text: String, to limit: Int = quoted) -> String {
    var kept = String.UnicodeScalarView()
    var count = 0
    var cut = false
    for scalar in text.unicodeScalars {
      if count == limit {
        cut = true
        break
      }
      kept.append(scalar)
      count += 1
    }
    if cut {
      kept.removeLast(min(3, kept.count))
      kept.append("…")
    }
    return escaped(String(kept))
  }

  /// Control characters as `\n`, `\t`, `\r` or `\u{1B}`; everything else as it is.
  public static func escaped(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isControl) else { return text }
    var out = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      guard isControl(scalar) else {
        out.append(scalar)
        continue
      }
      let escape =
        switch scalar {
        case "\n": "\\n"
        case "\t": "\\t"
        case "\r": "\\r"
        default: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        }
      out.append(contentsOf: escape.unicodeScalars)
    }
    return String(out)
  }

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.generalCategory == .control
  }
}
