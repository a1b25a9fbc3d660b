import Foundation

/// Text and file names put into the HTML pages Calends writes (the gallery, the snapshot
/// review).
public enum HTMLText {
  /// Text safe in an element or a double-quoted attribute.
  public static func escaped(_ text: String) -> String { XMLText.escaped(text) }

  /// A relative file path as an attribute value: each component percent-encoded (a name may
  /// hold `#`, `?` or a space), then escaped.
  public static func link(_ relativePath: String) -> String {
    let encoded = relativePath.split(separator: "/", omittingEmptySubsequences: false).map {
      $0.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(["/", "?", "#"]))
        ?? String($0)
    }
    return escaped(encoded.joined(separator: "/"))
  }
}
