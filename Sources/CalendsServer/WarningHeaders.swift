#if Server
import CalendsValues
import Hummingbird

/// (`HTTPFields.Element` is swift-http-types' `HTTPField`, which Hummingbird does not
/// re-export by that name.)
extension HTTPFields.Element.Name {
  /// How many warnings drawing the response met; absent when there were none.
  static let calendsWarnings = Self("Calends-Warnings")!
  /// One warning, as `calends render` prints it after `calends: warning: `.
  static let calendsWarning = Self("Calends-Warning")!
}

/// A render's warnings as response header fields: a client learns that a calendar line was
/// skipped or a font replaced — what `calends render` prints on standard error — without
/// parsing a body that is an image.
extension CalendsServer {
  /// At most this many `Calends-Warning` fields a response; `Calends-Warnings` counts all.
  static let warningFieldLimit = 20
  /// A field's value is clipped to this many bytes, encoded.
  static let warningFieldBytes = 1000

  /// Each warning's text, as `calends render` prints it after `calends: warning: ` (a
  /// stylesheet's says `warning:` itself, as compilers do).
  static func addWarnings(_ warnings: [Diagnostic], to headers: inout HTTPFields) {
    guard !warnings.isEmpty else { return }
    headers[.calendsWarnings] = String(warnings.count)
    headers[values: .calendsWarning] = warnings.prefix(warningFieldLimit).map {
      fieldValue($0.description)
    }
  }

  private static let hexDigits = Array("0123456789ABCDEF".utf8)

  /// Visible ASCII and spaces as they are; `%` and every other byte of the UTF-8 as `%XX`,
  /// so the value holds no line break or raw non-ASCII byte and any URL decoder reads it
  /// back. Clipped at a character, never inside an escape, past `limit` bytes (nil: never,
  /// for a value that must stay whole, such as JSON).
  static func fieldValue(_ text: String, limit: Int? = warningFieldBytes) -> String {
    let hex = hexDigits
    var value = ""
    for character in text {
      var piece = ""
      for byte in String(character).utf8 {
        if (0x20...0x7E).contains(byte) && byte != UInt8(ascii: "%") {
          piece.unicodeScalars.append(Unicode.Scalar(byte))
        } else {
          piece += "%"
          piece.unicodeScalars.append(Unicode.Scalar(hex[Int(byte >> 4)]))
          piece.unicodeScalars.append(Unicode.Scalar(hex[Int(byte & 0xF)]))
        }
      }
      if let limit, value.utf8.count + piece.utf8.count > limit - 3 {
        value += "..."
        break
      }
      value += piece
    }
    return value
  }
}
#endif  // Server
