import CCairo
import CalendsTheme

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

  /// The directories the Debian packages `fonts-inter`, `fonts-dejavu-core`, `fonts-noto-core`
  /// and `fonts-wqy-microhei` install. Inter stands in for the system font and DejaVu covers
  /// the symbols and Latin, Greek and Cyrillic letters Inter lacks; Noto and WenQuanYi Micro Hei
  /// cover what locales and secondary calendars write: Arabic, Hebrew, Persian, Thai,
  /// Devanagari, Chinese and Japanese. A missing directory is skipped.
  public static let standardDirectories = [
    "/usr/share/fonts/opentype/inter", "/usr/share/fonts/truetype/dejavu",
    "/usr/share/fonts/truetype/noto", "/usr/share/fonts/truetype/wqy",
  ]

  /// The standard directories, or those listed (colon-separated) in `CALENDS_FONT_DIRS`, so
  /// a deployment can pin its own font files without code changes.
  public static var `default`: FontSetup {
    FontSetup(environmentValue: getenv("CALENDS_FONT_DIRS").map { String(cString: $0) })
  }

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
    guard let config = FcConfigCreate() else {
      throw RenderError("fontconfig could not create a configuration")
    }
    // Only cache locations, no font directories or rules: with a cache the directories
    // need not be rescanned per renderer (tens of ms), and without any cache directory
    // fontconfig prints "No writable cache directories" on every scan. A cache entry is
    // only used while its directory is unchanged, so it cannot alter which fonts are seen.
    let cacheOnly = """
      <fontconfig><cachedir>/var/cache/fontconfig</cachedir><cachedir prefix="xdg">fontconfig</cachedir></fontconfig>
      """
    _ = cacheOnly.withCString { xml in
      xml.withMemoryRebound(to: FcChar8.self, capacity: cacheOnly.utf8.count + 1) {
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

  func contains(family: String) -> Bool {
    families.contains(family.lowercased())
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
