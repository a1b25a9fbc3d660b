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

  /// The folder holding the pattern files and `patterns.lock`, or nil when none of
  /// `candidates` has it.
  public static var directory: String? { located.directory }

  /// Where the folder was looked for, in order, for the error message when it is missing.
  public static var candidates: [String] { located.candidates }

  /// Located once per process.
  private static let located: (directory: String?, candidates: [String]) = {
    let candidates = searchPaths()
    return (firstFolder(withLockIn: candidates), candidates)
  }()

  /// The first of `candidates` that holds a `patterns.lock`.
  public static func firstFolder(withLockIn candidates: [String]) -> String? {
    candidates.first {
      FileManager.default.fileExists(atPath: ($0 as NSString).appendingPathComponent(lockFileName))
    }
  }

  /// Where the fonts are looked for (`ShippedFonts.searchPaths`), for this module's bundle:
  /// SwiftPM's resource bundle beside the executable first (the CLI, test runners, a binary
  /// installed with its bundle), the source folder last.
  ///
  /// `Bundle.module` is not used because it stops the process (`fatalError`) when the bundle
  /// is missing; a missing folder is reported as a `RenderError` instead.
  public static func searchPaths() -> [String] {
    var paths: [String] = []
    let bundleName = "Calends_CalendsHyphenation"
    if let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() {
      let folder = executable.deletingLastPathComponent()
      paths.append(folder.appendingPathComponent("\(bundleName).resources/Patterns").path)
      paths.append(folder.appendingPathComponent("\(bundleName).bundle/Patterns").path)
      paths.append(
        folder.appendingPathComponent("\(bundleName).bundle/Contents/Resources/Patterns").path)
    }
    if let resources = Bundle.main.resourceURL {
      paths.append(resources.appendingPathComponent("\(bundleName).bundle/Patterns").path)
    }
    let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    paths.append(sources.appendingPathComponent("Patterns").path)
    var seen: Set<String> = []
    return paths.filter { seen.insert($0).inserted }
  }

  /// The folder, or an error saying where it was looked for.
  public static func requireDirectory() throws(RenderError) -> String {
    try require(directory, candidates: candidates)
  }

  /// `directory`, or an error listing `candidates` as where it was looked for:
  /// `requireDirectory()` with its look-up given, for tests.
  public static func require(_ directory: String?, candidates: [String]) throws(RenderError)
    -> String
  {
    guard let directory else {
      throw RenderError(
        "the hyphenation patterns that ship with Calends were not found (looked in \(candidates.joined(separator: ", ")))"
      )
    }
    return directory
  }
}
