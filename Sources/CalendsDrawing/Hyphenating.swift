/// Where a word may be broken with a hyphen, by the patterns of the text's language.
///
/// The line breaker of the fitting policy asks it when a word does not fit the rest of a
/// line: the word then breaks at the last of these points that fits, with a hyphen drawn,
/// instead of moving whole to the next line or being cut at the last letter that fits. It
/// is a protocol so that layout stays pure geometry: the patterns (libhyphen and its
/// pattern files) live in an adapter module, and tests give fixed points.
public protocol Hyphenating: Sendable {
  /// Whether any word can get a point at all: false for a language without patterns, so
  /// that the line breaker need not look at a single word.
  var hyphenates: Bool { get }

  /// The offsets, in characters (grapheme clusters) from the start of `word`, at which
  /// `word` may be broken with a hyphen, ascending: a point `p` puts `word`'s first `p`
  /// characters and a hyphen at the end of one line and the rest on the next. Only points
  /// between two letters; empty for a word its language's patterns cannot break (too
  /// short, no letters, a script the patterns do not cover).
  ///
  /// `word` is a run of text without spaces, with what clings to it: "(Rechnungsprüfung),"
  /// has the points of "Rechnungsprüfung", moved by the one character before it.
  func hyphenationPoints(in word: String) -> [Int]
}

/// No hyphenation: the language has no patterns (Arabic, Hebrew, Japanese, …), or a test or
/// tool lays text out without any. A word wider than its line is then split between
/// characters, without a hyphen.
public struct NoHyphenation: Hyphenating {
  public init() {}

  public var hyphenates: Bool { false }

  public func hyphenationPoints(in word: String) -> [Int] { [] }
}
