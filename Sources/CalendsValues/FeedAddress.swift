/// The address of a calendar feed: an `http` or `https` URL, as a spec's `calendars[].url`
/// or `calends events` gives it.
///
/// `webcal://` and `webcals://` (what calendar sites put behind "subscribe" links) are
/// fetched as `https://`, as Apple Calendar and Thunderbird do; every other scheme is refused
/// when the spec is read, so a spec cannot make Calends open a local file or another
/// protocol through a URL.
public struct FeedAddress: Hashable, Sendable, CustomStringConvertible {
  /// The URL fetched: `http://` or `https://`.
  public let url: String
  /// The URL as given (`webcal://…`), for messages.
  public let given: String

  /// The schemes read, and the scheme each is fetched with.
  static let schemes = [
    "http": "http", "https": "https", "webcal": "https", "webcals": "https",
  ]

  /// Whether `text` is meant as a URL rather than a file path: it begins with a scheme.
  public static func looksLikeURL(_ text: String) -> Bool {
    guard let colon = text.firstIndex(of: ":"), text[colon...].hasPrefix("://") else {
      return false
    }
    let scheme = text[..<colon]
    return !scheme.isEmpty
      && scheme.allSatisfy { $0.isASCII && ($0.isLetter || "+-.".contains($0)) }
  }

  /// Reads `text`, or says why it is not a feed address.
  public init(parsing text: String) throws(FeedAddressError) {
    guard text.count <= 2048 else { throw .tooLong(text.utf8.count) }
    guard let colon = text.firstIndex(of: ":"), text[colon...].hasPrefix("://") else {
      throw .notURL
    }
    let scheme = text[..<colon].lowercased()
    guard let fetched = FeedAddress.schemes[scheme] else { throw .scheme(scheme) }
    let rest = text[text.index(colon, offsetBy: 3)...]
    let host = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
    guard !host.isEmpty, !host.hasPrefix("@"), !host.hasPrefix(":") else { throw .noHost }
    guard text.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value < 0x7F }) else {
      throw .characters
    }
    url = fetched + "://" + rest.prefix { $0 != "#" }
    given = text
  }

  /// The address as the user wrote it (`given`), for messages.
  public var description: String { given }
}

/// Why a text is not a feed address.
public enum FeedAddressError: Error, Equatable, CustomStringConvertible {
  /// No `scheme://` at the start: a path, or a URL without its scheme.
  case notURL
  /// A scheme other than `http`, `https`, `webcal` and `webcals` (the one given, lower-cased).
  case scheme(String)
  /// No host name after `://`: the path at once, or a user (`@…`) or port (`:…`) first.
  case noHost
  /// A space, a control character or one outside ASCII, which must be percent-encoded.
  case characters
  /// Over 2048 characters; its length in UTF-8 bytes.
  case tooLong(Int)

  /// The reason, with what is accepted: `the URL names no host`.
  public var description: String {
    switch self {
    case .notURL: return "not a URL; expected https://…, http://… or webcal://…"
    case .scheme(let scheme):
      return "the scheme '\(scheme)' is not read; feeds are https://, http:// or webcal://"
    case .noHost: return "the URL names no host"
    case .characters:
      return "the URL has spaces or characters outside ASCII; percent-encode them"
    case .tooLong(let bytes): return "the URL is \(bytes) bytes, over the limit of 2048"
    }
  }
}
