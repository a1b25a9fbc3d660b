import CHyphen
public import CalendsDrawing
public import CalendsValues

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One language's patterns, loaded by libhyphen: where its words may break with a hyphen.
///
/// libhyphen applies the file's own rules: its minimum letters before and after a break
/// (`LEFTHYPHENMIN`, `RIGHTHYPHENMIN`, 2 where the file names none) and its compound level.
/// Each run of letters in a word is hyphenated on its own, so "Quartals-Abschluss" and
/// "(Rechnungsprüfung)," get the points of their words and none beside the hyphen or the
/// brackets. A point where the patterns would change letters (the non-standard
/// hyphenation of old German "Schiffahrt", of Hungarian) is not used: a line draws the
/// text's own letters. None of the shipped files has such a point.
///
/// Shared between threads: once loaded, libhyphen only reads the dictionary, and keeps
/// each call's state in buffers of the call's own.
public final class Hyphenator: Hyphenating, @unchecked Sendable {
  /// Owned (`hnj_hyphen_free` in deinit).
  private let dictionary: UnsafeMutablePointer<HyphenDict>
  private let encoding: PatternEncoding

  /// Longer runs of letters are not hyphenated: no word of a language is, and a hostile
  /// text's one long "word" then costs nothing.
  static let longestWord = 100

  /// Loads the pattern file at `path` (a libhyphen `.dic` file).
  public init(patternFile path: String) throws(RenderError) {
    guard let dictionary = hnj_hyphen_load(path) else {
      throw RenderError("libhyphen cannot read the hyphenation patterns \(path)")
    }
    self.dictionary = dictionary
    encoding = dictionary.pointee.utf8 != 0 ? .utf8 : .latin1
  }

  deinit {
    hnj_hyphen_free(dictionary)
  }

  public var hyphenates: Bool { true }

  public func hyphenationPoints(in word: String) -> [Int] {
    let characters = Array(word)
    var points: [Int] = []
    var start = 0
    while start < characters.count {
      guard characters[start].isLetter else {
        start += 1
        continue
      }
      var end = start
      while end < characters.count, characters[end].isLetter { end += 1 }
      points += letterPoints(characters[start..<end]).map { $0 + start }
      start = end
    }
    return points
  }

  /// The points inside one run of letters, from 1 to its length less 1.
  private func letterPoints(_ letters: ArraySlice<Character>) -> [Int] {
    guard letters.count >= 2, letters.count <= Self.longestWord,
      var word = encoding.bytes(of: letters)
    else { return [] }
    let size = word.count
    // Terminated although its size is given: libhyphen looks for the file's NOHYPHEN
    // strings with `strstr`, which reads to the first zero byte.
    word.append(0)
    // One digit per character (libhyphen counts UTF-8 characters, not bytes): odd after a
    // character where the word may break. libhyphen asks for the word's size and 5 more.
    var hyphens = [CChar](repeating: 0, count: size + 5)
    var replacements: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = nil
    var positions: UnsafeMutablePointer<Int32>? = nil
    var cuts: UnsafeMutablePointer<Int32>? = nil
    let status = word.withUnsafeBufferPointer { word in
      word.withMemoryRebound(to: CChar.self) { word in
        hnj_hyphen_hyphenate2(
          dictionary, word.baseAddress, Int32(size), &hyphens, nil, &replacements, &positions,
          &cuts)
      }
    }
    // libhyphen allocates the three arrays (a slot per byte) only when a pattern of the
    // file changes letters.
    defer {
      if let replacements {
        for index in 0..<size { free(replacements[index]) }
        free(replacements)
      }
      free(positions)
      free(cuts)
    }
    guard status == 0 else { return [] }
    return (0..<(letters.count - 1)).compactMap { index in
      guard hyphens[index] & 1 == 1, replacements?[index] == nil else { return nil }
      return index + 1
    }
  }
}
