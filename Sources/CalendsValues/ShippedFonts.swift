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

  /// The folder holding the fonts and `fonts.lock`, located once per process.
  public static let folder = ShippedFolder(
    "the fonts", lockFileName: lockFileName, bundleName: "Calends_CalendsCairo", folder: "Fonts",
    sourceFolder: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("CalendsCairo/Fonts").path)

  /// The fonts' folder, or nil when it was not found.
  public static var directory: String? { folder.directory }

  /// The fonts' folder, or an error saying where it was looked for.
  public static func requireDirectory() throws(RenderError) -> String {
    try folder.requireDirectory()
  }
}
