public import CalendsDrawing
public import CalendsValues
import Foundation

/// The hyphenation a render uses: the shipped patterns of its locale's language
/// (`ShippedPatterns`), one loaded copy per language for the whole process.
public enum ShippedHyphenation {
  /// Where the words of `locale` (a locale identifier, the spec's `locale`) may break with a
  /// hyphen: its language's shipped patterns, loaded when a word first needs them, or
  /// `NoHyphenation` for a language without patterns.
  ///
  /// Throws when the language has patterns but their file is missing or changed (the
  /// package was installed without its resource bundle): the lines would otherwise break
  /// differently from every other machine, with nothing said.
  public static func forLocale(_ locale: String) throws(RenderError) -> any Hyphenating {
    guard let language = ShippedPatterns.language(ofLocale: locale),
      let file = ShippedPatterns.files[language]
    else { return NoHyphenation() }
    return try cache.hyphenator(file: file)
  }

  private static let cache = Cache()

  /// The process's hyphenators by pattern file. Each file is checked against the lock once.
  private final class Cache: @unchecked Sendable {
    // Guards `hyphenators`.
    private let lock = NSLock()
    private var hyphenators: [String: LazyHyphenator] = [:]

    func hyphenator(file: String) throws(RenderError) -> LazyHyphenator {
      lock.lock()
      defer { lock.unlock() }
      if let known = hyphenators[file] { return known }
      let directory = try ShippedPatterns.folder.requireDirectory()
      try FileLock.read(ShippedPatterns.lockFileName, in: directory).checkSize(
        of: file, in: directory, kind: "hyphenation pattern")
      let made = LazyHyphenator(path: (directory as NSString).appendingPathComponent(file))
      hyphenators[file] = made
      return made
    }
  }
}
