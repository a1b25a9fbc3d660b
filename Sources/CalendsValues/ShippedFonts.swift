import Foundation

/// The font files that come with Calends (`Sources/CalendsCairo/Fonts`): Inter, DejaVu Sans,
/// Sans Mono and Serif, the Noto Sans script faces, WenQuanYi Micro Hei and Noto Color Emoji,
/// copied from Debian 12 (WenQuanYi subset to the common CJK character sets, as `fonts.lock` records)
/// and listed with their SHA-256 in `fonts.lock`.
///
/// They ship with the package because system font packages differ between distributions and
/// releases (Debian 13's Inter 4.001 has other advances than Debian 12's, so every layout
/// moved): with the same files everywhere, every machine lays text out the same way.
public enum ShippedFonts {
  /// The name of the lock file in `directory`.
  public static let lockFileName = "fonts.lock"

  /// The emoji font's file in `directory`: Noto Color Emoji (SIL Open Font License 1.1),
  /// whose glyphs are colour bitmaps that Calends places itself (`ColorGlyphBitmaps`).
  public static let emojiFile = "NotoColorEmoji/NotoColorEmoji.ttf"

  /// The folder holding the fonts and `fonts.lock`, or nil when none of `candidates` has it.
  public static var directory: String? { located.directory }

  /// Where the folder was looked for, in order, for the error message when it is missing.
  public static var candidates: [String] { located.candidates }

  /// Located once per process.
  private static let located: (directory: String?, candidates: [String]) = {
    let candidates = searchPaths()
    return (firstFolder(withLockIn: candidates), candidates)
  }()

  /// The first of `candidates` that holds a `fonts.lock`.
  public static func firstFolder(withLockIn candidates: [String]) -> String? {
    candidates.first {
      FileManager.default.fileExists(atPath: ($0 as NSString).appendingPathComponent(lockFileName))
    }
  }

  /// SwiftPM copies the folder into a resource bundle beside every executable it builds
  /// (the CLI, test runners, and programs that depend on the package), so that comes first;
  /// it also works for a binary installed together with its bundle. The source folder comes
  /// last, for a binary moved away from its bundle on a machine that still has the sources.
  ///
  /// `Bundle.module` is not used because it stops the process (`fatalError`) when the bundle
  /// is missing; a missing folder is reported as a `RenderError` instead.
  public static func searchPaths() -> [String] {
    var paths: [String] = []
    let bundleName = "Calends_CalendsCairo"
    if let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() {
      let folder = executable.deletingLastPathComponent()
      paths.append(folder.appendingPathComponent("\(bundleName).resources/Fonts").path)
      paths.append(folder.appendingPathComponent("\(bundleName).bundle/Fonts").path)
      paths.append(
        folder.appendingPathComponent("\(bundleName).bundle/Contents/Resources/Fonts").path)
    }
    if let resources = Bundle.main.resourceURL {
      paths.append(resources.appendingPathComponent("\(bundleName).bundle/Fonts").path)
    }
    let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent()
    paths.append(sources.appendingPathComponent("CalendsCairo/Fonts").path)
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
        "the fonts that ship with Calends were not found (looked in \(candidates.joined(separator: ", ")))"
      )
    }
    return directory
  }
}
