import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Which font files rendering may see.
///
/// Output must not depend on what else happens to be installed, so the renderer builds a
/// private fontconfig configuration from exactly these directories instead of using the
/// system one. Two machines with the same directories therefore draw the same glyphs.
public struct FontSetup: Sendable, Hashable {
  /// Directories scanned (recursively) for font files, in order.
  public var directories: [String]

  /// Exactly `directories`, in order, and no system font directory; `default` is the
  /// shipped folder or `CALENDS_FONT_DIRS`.
  public init(directories: [String]) {
    self.directories = directories
  }

  /// The folder of fonts that ship with Calends (`ShippedFonts`): Inter stands in for the
  /// system font and DejaVu Sans covers the symbols and Latin, Greek and Cyrillic letters
  /// Inter lacks (DejaVu Sans Mono and Serif are there for stylesheets that name them); the
  /// Noto Sans script faces and WenQuanYi Micro Hei cover what locales and secondary calendars
  /// write: Arabic, Hebrew, Persian, Thai, Devanagari, Chinese and Japanese. No system font
  /// directory is used, so what else a machine has installed cannot change the output. Empty
  /// when the folder cannot be found (the renderer then says where it looked).
  public static var standardDirectories: [String] {
    ShippedFonts.directory.map { [$0] } ?? []
  }

  /// The standard directories, or those listed (colon-separated) in `CALENDS_FONT_DIRS`, so
  /// a deployment can pin its own font files without code changes.
  public static var `default`: FontSetup {
    FontSetup(environmentValue: getenv("CALENDS_FONT_DIRS").map { String(cString: $0) })
  }

  /// Where Debian's `fonts-noto-core` puts its 268 faces, for a `CALENDS_FONT_DIRS` that
  /// names it (the shipped folder has only the `notoScripts` faces). Only those are taken
  /// from it: the rest (serif, display, historic scripts) would only slow the fallback sort,
  /// and some would win it — Noto Traditional Nushu has a few common ideographs, so "一"
  /// in "正月初一" was drawn in it.
  public static let notoDirectory = "/usr/share/fonts/truetype/noto"

  /// The scripts whose `NotoSans<Script>-*` faces are used from `notoDirectory`: those of the
  /// languages a locale is likely to name. Listed in fallback order (Arabic before Thaana,
  /// which has the Arabic digits too), Ethiopic aside.
  public static let notoScripts = [
    "Arabic", "Thaana", "Hebrew", "Armenian", "Georgian", "Lao", "Thai", "Devanagari", "Bengali",
    "Gujarati", "Gurmukhi", "Oriya", "Tamil", "Telugu", "Kannada", "Malayalam", "Sinhala",
    "Khmer", "Myanmar", "Ethiopic",
  ]

  /// The families tried, in this order, for characters the requested family lacks. An explicit
  /// order makes the choice independent of fontconfig's scoring (which weighs the language
  /// Pango guesses from the environment) and of ties in it. The Noto script faces come before
  /// DejaVu Sans because DejaVu also has Arabic, Hebrew, Armenian, Georgian and Lao letters,
  /// less well drawn; otherwise they overlap it only in joiners and the dotted circle. Noto
  /// Sans Ethiopic comes after DejaVu because it also has "⋮", and WenQuanYi Micro Hei last
  /// because it also has arrows and Cyrillic letters that DejaVu draws to match Latin text.
  ///
  /// Noto Color Emoji comes before DejaVu Sans: "❤", "☀" and "✈" in an event title are meant
  /// as the pictures every calendar app shows, and Pango 1.50 asks the fallback order, not
  /// the emoji font, for them even when U+FE0F follows. What it has that Inter lacks is only
  /// emoji; DejaVu keeps the symbols that are not ("★", "✓", "⋯").
  public static let fallbackFamilies: [String] =
    notoScripts.filter { $0 != "Ethiopic" }.map { "Noto Sans \($0)" }
    + [emojiFamily, "DejaVu Sans", "Noto Sans Ethiopic", "WenQuanYi Micro Hei"]

  /// The shipped colour emoji family (Noto Color Emoji: CBDT bitmaps, drawn by Calends).
  public static let emojiFamily = "Noto Color Emoji"

  /// Reads a `CALENDS_FONT_DIRS` value; unset or empty means the standard directories.
  public init(environmentValue value: String?) {
    let dirs = (value ?? "").split(separator: ":").map(String.init).filter { !$0.isEmpty }
    self.init(directories: dirs.isEmpty ? FontSetup.standardDirectories : dirs)
  }
}
