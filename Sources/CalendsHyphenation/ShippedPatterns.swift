public import CalendsValues
import Foundation

/// The hyphenation pattern files that come with Calends (`Sources/CalendsHyphenation/Patterns`):
/// German (hyph-utf8's `hyph-de-1996`), English, French and Dutch (Debian 12's hyphen-*
/// packages), each in a folder of its language with its licence, listed with their SHA-256 in
/// `patterns.lock`.
///
/// They ship with the package for the reason the fonts do: a system's pattern files differ
/// between distributions and releases (and are often not installed), and a changed point
/// moves every line after it, so with the same files everywhere every machine breaks words
/// the same way.
public enum ShippedPatterns {
  /// The name of the lock file in `directory`.
  public static let lockFileName = "patterns.lock"

  /// Each language's pattern file in `directory`, by its ISO 639-1 code: the languages of
  /// the locales Calends is drawn in that have patterns (Arabic, Hebrew and Japanese have
  /// none: their words are not hyphenated), and French and Dutch. English is hyphenated
  /// by the American patterns in every region.
  public static let files: [String: String] = [
    "de": "de/hyph_de_DE.dic",
    "en": "en/hyph_en_US.dic",
    "fr": "fr/hyph_fr.dic",
    "nl": "nl/hyph_nl_NL.dic",
  ]

  /// The language of a locale identifier (`de_DE`, `de-AT`, `en`, `nl_BE@…`) when patterns
  /// for it ship, else nil.
  public static func language(ofLocale identifier: String) -> String? {
    let language = identifier.prefix { $0.isLetter }.lowercased()
    return files[language] == nil ? nil : language
  }

  /// The folder holding the pattern files and `patterns.lock`, located once per process
  /// (`ShippedFolder`, as the fonts are).
  public static let folder = ShippedFolder(
    "the hyphenation patterns", lockFileName: lockFileName,
    bundleName: "Calends_CalendsHyphenation", folder: "Patterns",
    sourceFolder: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Patterns").path)

  /// The patterns' folder, or nil when it was not found.
  public static var directory: String? { folder.directory }
}
