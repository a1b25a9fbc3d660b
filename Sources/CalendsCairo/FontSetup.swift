import CCairo
import CalendsValues
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Owns the private `FcConfig` built from a `FontSetup`, and knows which families it holds
/// so missing ones can be reported instead of silently substituted.
final class FontConfiguration {
  /// For a program that uses no fonts but Calends' (the `calends` tool): the first private
  /// configuration becomes fontconfig's current one, so the system's is never loaded (see
  /// `FontConfiguration.becomeProcessDefault`). Not the default, because a library must not
  /// replace the fonts of the program it runs in. Call before the first renderer is made.
  static func ownTheProcessConfiguration() {
    lock.lock()
    defer { lock.unlock() }
    ownsProcessConfiguration = true
  }

  static let lock = NSLock()
  /// Guarded by `lock`.
  nonisolated(unsafe) static var ownsProcessConfiguration = false
  /// Whether a configuration of ours is fontconfig's current one (guarded by `lock`).
  nonisolated(unsafe) static var isProcessDefaultSet = false

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
      _ = try FileLock.fontsAtStartup.get()
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
    if PinnedFaces.shouldPinNextConfiguration() { PinnedFaces.pin(config) }
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
    FontConfiguration.lock.lock()
    defer { FontConfiguration.lock.unlock() }
    if FontConfiguration.ownsProcessConfiguration, !FontConfiguration.isProcessDefaultSet {
      FontConfiguration.isProcessDefaultSet = FcConfigSetCurrent(config) != 0
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
  ///
  /// One rule is fontconfig's own (`10-scale-bitmap-fonts.conf`): a bitmap font is scaled
  /// from its strike to the size asked for, without which a 13 pt emoji is drawn at its
  /// strike's 109 pixels.
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
      <match target="font"><test name="outline" compare="eq"><bool>false</bool></test>\
      <edit name="pixelsizefixupfactor" mode="assign"><divide>\
      <name target="pattern">pixelsize</name><name target="font">pixelsize</name></divide></edit></match>\
      <match target="font"><test name="outline" compare="eq"><bool>false</bool></test>\
      <edit name="matrix" mode="assign"><times><name>matrix</name><matrix>\
      <name>pixelsizefixupfactor</name><double>0</double><double>0</double><name>pixelsizefixupfactor</name>\
      </matrix></times></edit>\
      <edit name="size" mode="assign"><divide><name>size</name><name>pixelsizefixupfactor</name></divide></edit>\
      </match>\
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

extension CairoRenderer {
  /// For a program that uses no fonts but Calends' (the `calends` tool): the first private
  /// configuration becomes fontconfig's current one, so the system's is never loaded (see
  /// `FontConfiguration.becomeProcessDefault`). Not the default, because a library must not
  /// replace the fonts of the program it runs in. Call before the first renderer is made.
  public static func ownTheProcessFontConfiguration() {
    FontConfiguration.ownTheProcessConfiguration()
  }
}
