import CCairo
import CalendsTheme
import CalendsValues
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
  static let notoDirectory = "/usr/share/fonts/truetype/noto"

  /// The scripts whose `NotoSans<Script>-*` faces are used from `notoDirectory`: those of the
  /// languages a locale is likely to name. Listed in fallback order (Arabic before Thaana,
  /// which has the Arabic digits too), Ethiopic aside.
  static let notoScripts = [
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
  public static let fallbackFamilies: [String] =
    notoScripts.filter { $0 != "Ethiopic" }.map { "Noto Sans \($0)" }
    + ["DejaVu Sans", "Noto Sans Ethiopic", "WenQuanYi Micro Hei"]

  /// For a program that uses no fonts but Calends' (the `calends` tool): the first private
  /// configuration becomes fontconfig's current one, so the system's is never loaded (see
  /// `FontConfiguration.becomeProcessDefault`). Not the default, because a library must not
  /// replace the fonts of the program it runs in. Call before the first renderer is made.
  public static func ownTheProcessConfiguration() {
    lock.lock()
    defer { lock.unlock() }
    ownsProcessConfiguration = true
  }

  static let lock = NSLock()
  /// Guarded by `lock`.
  nonisolated(unsafe) static var ownsProcessConfiguration = false
  /// Whether a configuration of ours is fontconfig's current one (guarded by `lock`).
  nonisolated(unsafe) static var isProcessDefaultSet = false

  /// Reads a `CALENDS_FONT_DIRS` value; unset or empty means the standard directories.
  init(environmentValue value: String?) {
    let dirs = (value ?? "").split(separator: ":").map(String.init).filter { !$0.isEmpty }
    self.init(directories: dirs.isEmpty ? FontSetup.standardDirectories : dirs)
  }
}

/// Owns the private `FcConfig` built from a `FontSetup`, and knows which families it holds
/// so missing ones can be reported instead of silently substituted.
final class FontConfiguration {
  /// Owned reference; destroyed in `deinit`.
  let config: OpaquePointer
  /// Every family name of every loaded face, lowercased (fontconfig compares families
  /// case-insensitively, and so must our warnings).
  let families: Set<String>

  init(_ setup: FontSetup) throws(RenderError) {
    if setup.directories.isEmpty {
      // The standard setup is empty only when the shipped folder is missing: say where it was
      // looked for.
      _ = try ShippedFonts.requireDirectory()
      throw RenderError("no font directories given")
    }
    if let shipped = ShippedFonts.directory, setup.directories.contains(shipped) {
      _ = try ShippedFonts.startupCheck.get()
    }
    guard let config = FcConfigCreate() else {
      throw RenderError("fontconfig could not create a configuration")
    }
    // Loaded before the directories are added, since font selection applies while adding.
    let xml = FontConfiguration.configurationXML
    _ = xml.withCString { text in
      text.withMemoryRebound(to: FcChar8.self, capacity: xml.utf8.count + 1) {
        FcConfigParseAndLoadFromMemory(config, $0, 0)
      }
    }
    var added: [String] = []
    for directory in setup.directories {
      let ok = directory.withCString { path in
        path.withMemoryRebound(to: FcChar8.self, capacity: directory.utf8.count + 1) {
          FcConfigAppFontAddDir(config, $0)
        }
      }
      if ok != 0 { added.append(directory) }
    }
    let families = FontConfiguration.familyNames(in: config)
    guard !added.isEmpty, !families.isEmpty else {
      FcConfigDestroy(config)
      throw RenderError(
        "no usable fonts in \(setup.directories.joined(separator: ":")) (set CALENDS_FONT_DIRS to directories with font files)"
      )
    }
    self.config = config
    self.families = families
  }

  deinit {
    FcConfigDestroy(config)
  }

  /// After `FontSetup.ownTheProcessConfiguration()`, makes the first configuration built in
  /// this process fontconfig's current one, before the first Pango font map is made.
  ///
  /// Pango's first font map starts a thread that calls `FcInit`, which loads the system's
  /// configuration (`/etc/fonts`, its XML and caches: a tenth of a one-image process) unless
  /// a current configuration exists, and the first font listing waits for that thread.
  /// Nothing in Calends reads the current configuration (every font map is given its own),
  /// so which private one it is does not matter; the system's is then never loaded.
  func becomeProcessDefault() {
    FontSetup.lock.lock()
    defer { FontSetup.lock.unlock() }
    if FontSetup.ownsProcessConfiguration, !FontSetup.isProcessDefaultSet {
      FontSetup.isProcessDefaultSet = FcConfigSetCurrent(config) != 0
    }
  }

  /// Cache locations, which Noto faces to use and the fallback order; no font directories,
  /// and none of the system's rules or aliases.
  ///
  /// With a cache the directories need not be rescanned per renderer (tens of ms), and
  /// without any cache directory fontconfig prints "No writable cache directories" on every
  /// scan. A cache entry is only used while its directory is unchanged, so it cannot alter
  /// which fonts are seen. Font selection is by file name because fontconfig checks file
  /// globs before patterns: a rejected file cannot be accepted again by its family.
  static let configurationXML: String = {
    let escaped = XMLText.escaped
    let noto = escaped(FontSetup.notoDirectory)
    let accepted = FontSetup.notoScripts.map { "<glob>\(noto)/NotoSans\($0)-*</glob>" }.joined()
    let families = FontSetup.fallbackFamilies.map { "<string>\(escaped($0))</string>" }.joined()
    return """
      <fontconfig>\
      <cachedir>/var/cache/fontconfig</cachedir><cachedir prefix="xdg">fontconfig</cachedir>\
      <selectfont><acceptfont>\(accepted)</acceptfont>\
      <rejectfont><glob>\(noto)/*</glob></rejectfont></selectfont>\
      <match target="pattern"><edit name="family" mode="append_last" binding="strong">\(families)</edit></match>\
      </fontconfig>
      """
  }()

  func contains(family: String) -> Bool {
    families.contains(family.lowercased())
  }

  /// The file of every loaded face, sorted: what tests check to prove that no system font
  /// can take part.
  var fontFiles: [String] {
    var files: Set<String> = []
    guard let set = FcConfigGetFonts(config, FcSetApplication) else { return [] }
    let fonts = set.pointee
    for index in 0..<Int(fonts.nfont) {
      var value: UnsafeMutablePointer<FcChar8>?
      if let pattern = fonts.fonts[index],
        FcPatternGetString(pattern, FC_FILE, 0, &value) == FcResultMatch,
        let value
      {
        files.insert(String(cString: value))
      }
    }
    return files.sorted()
  }

  private static func familyNames(in config: OpaquePointer) -> Set<String> {
    var names: Set<String> = []
    guard let set = FcConfigGetFonts(config, FcSetApplication) else { return names }
    let fonts = set.pointee
    for index in 0..<Int(fonts.nfont) {
      guard let pattern = fonts.fonts[index] else { continue }
      var n: Int32 = 0
      var value: UnsafeMutablePointer<FcChar8>?
      while FcPatternGetString(pattern, FC_FAMILY, n, &value) == FcResultMatch, let value {
        names.insert(String(cString: value).lowercased())
        n += 1
      }
    }
    return names
  }
}
