import Foundation

/// The character set a pattern file is written in (its first line), which is also how
/// libhyphen must be given a word: the German and Dutch files are ISO-8859-1, the English
/// and French ones UTF-8.
enum PatternEncoding: Equatable {
  case utf8
  case latin1

  /// The bytes libhyphen hyphenates for `letters`: each letter lowercased (the patterns are
  /// lowercase) and composed, so that one letter is one character to libhyphen and a point
  /// after its `n`th character falls after the `n`th letter. Nil when a letter is no single
  /// character then ("İ" lowercases to "i" and a combining dot) or, for ISO-8859-1, is
  /// outside it: such a word has no points.
  func bytes(of letters: ArraySlice<Character>) -> [UInt8]? {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(letters.count * 2)
    for letter in letters {
      let lowered = String(letter).lowercased().precomposedStringWithCanonicalMapping
      let scalars = lowered.unicodeScalars
      guard scalars.count == 1, let scalar = scalars.first else { return nil }
      switch self {
      case .utf8:
        bytes.append(contentsOf: String(scalar).utf8)
      case .latin1:
        guard scalar.value <= 0xFF else { return nil }
        bytes.append(UInt8(scalar.value))
      }
    }
    return bytes
  }
}
