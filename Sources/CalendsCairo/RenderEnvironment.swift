import CCairo
public import CalendsValues
import Foundation

/// What the output depends on besides the scene: the versions of the C libraries that shape,
/// draw and compress, and the font files.
///
/// Two machines with the same fingerprint draw the same bytes. A snapshot reference records
/// the fingerprint it was made with, so that a mismatch on another fingerprint can name the
/// component that differs (environment drift) instead of looking like a regression.
public struct RenderEnvironment: Sendable, Equatable {
  /// A library and its version.
  public struct Component: Sendable, Equatable {
    /// `cairo`, `pango`, `harfbuzz`, `freetype`, `fontconfig` or `libdeflate`.
    public var name: String
    /// As the loaded library reports it (`1.18.2`), not the headers built against; for
    /// libdeflate, which reports none, the first 8 hex digits of its file's SHA-256.
    public var version: String

    /// A component as given; `RenderEnvironment.current` reads the running process's.
    public init(name: String, version: String) {
      self.name = name
      self.version = version
    }
  }

  /// The libraries, in a fixed order.
  public var components: [Component]
  /// Libraries that read inputs rather than draw (libical): reported by `calends doctor`,
  /// but not in the fingerprint — the events they produce are inputs, fingerprinted as such.
  public var inputLibraries: [Component] = []
  /// The folder of shipped fonts, or nil when it was not found.
  public var fontsDirectory: String?
  /// Every file of `fonts.lock`, hashed. Empty when the lock could not be read.
  public var fonts: [FontFileCheck]
  /// Why the fonts could not be checked at all (no folder, unreadable lock), if so.
  public var fontsProblem: String?
  /// The font directories a default renderer uses, when `CALENDS_FONT_DIRS` replaces the
  /// shipped folder; nil otherwise.
  public var customFontDirectories: [String]?

  /// Whether every shipped font is present and matches `fonts.lock`.
  public var fontsMatchLock: Bool { fontsProblem == nil && fonts.allSatisfy(\.matches) }

  /// Other shipped files the drawing reads, each folder checked against its lock: the
  /// hyphenation patterns (the command line adds them, as it adds `inputLibraries`). Not in
  /// the fingerprint: batch records and ETags count them (`OutputFingerprint.shared`).
  public var dataFiles: [DataFiles] = []

  /// Whether every shipped font and data file is present and matches its lock.
  public var filesMatchLocks: Bool { fontsMatchLock && dataFiles.allSatisfy(\.matchLock) }

  /// A folder of shipped data files, hashed and checked against its lock file.
  public struct DataFiles: Sendable, Equatable {
    /// What the files are, as the report names them: `patterns`.
    public var name: String
    public var lockFileName: String
    public var directory: String?
    public var files: [FontFileCheck] = []
    /// Why the files could not be checked at all (no folder, unreadable lock), if so.
    public var problem: String?

    public var matchLock: Bool { problem == nil && files.allSatisfy(\.matches) }

    /// `folder`'s files as they are, against its lock.
    public init(name: String, folder: ShippedFolder) {
      self.name = name
      lockFileName = folder.lockFileName
      directory = folder.directory
      do throws(RenderError) {
        let directory = try folder.requireDirectory()
        files = try FileLock.read(folder.lockFileName, in: directory).verify(in: directory)
      } catch {
        problem = error.message
      }
    }
  }

  /// This process's environment. Computed once (hashing the fonts takes tens of ms).
  public static let current = RenderEnvironment(
    components: libraryVersions(), fontSetup: .default)

  init(components: [Component], fontSetup: FontSetup) {
    self.components = components
    fontsDirectory = ShippedFonts.directory
    fonts = []
    do throws(RenderError) {
      let directory = try ShippedFonts.requireDirectory()
      fonts = try FileLock.read(ShippedFonts.lockFileName, in: directory).verify(in: directory)
    } catch {
      fontsProblem = error.message
    }
    let directories = fontSetup.directories
    customFontDirectories = directories == FontSetup.standardDirectories ? nil : directories
  }

  /// One line, stable for a given environment: `name=version` for each library, then
  /// `fonts=` the first 16 hex digits of a SHA-256 over every font file's path and actual
  /// hash (`missing` if the fonts could not be read), then `font-dirs=` if the directories
  /// were replaced. Split it with `components(ofFingerprint:)`.
  public var fingerprint: String {
    var parts = components.map { "\($0.name)=\($0.version)" }
    parts.append("fonts=\(fontsDigest)")
    if let customFontDirectories {
      parts.append("font-dirs=\(customFontDirectories.joined(separator: ":"))")
    }
    return parts.joined(separator: " ")
  }

  /// A digest of the font files as they are (not as the lock says they should be).
  var fontsDigest: String {
    guard fontsProblem == nil else { return "missing" }
    let listing = fonts.map { "\($0.actualSHA256 ?? "missing") \($0.entry.path)\n" }.joined()
    return String(FileDigest.sha256(of: Array(listing.utf8)).prefix(16))
  }

  /// The `name=value` pairs of a fingerprint, in order.
  public static func components(ofFingerprint fingerprint: String) -> [(
    name: String, value: String
  )] {
    fingerprint.split(separator: " ").map { part in
      let pieces = part.split(separator: "=", maxSplits: 1).map(String.init)
      return (pieces[0], pieces.count > 1 ? pieces[1] : "")
    }
  }

  /// What differs between two fingerprints, e.g. `cairo 1.16.0 → 1.18.2`, one line each.
  public static func differences(from old: String, to new: String) -> [String] {
    let before = components(ofFingerprint: old)
    let after = components(ofFingerprint: new)
    var lines: [String] = []
    for (name, value) in before {
      let now = after.first { $0.name == name }?.value
      if now != value { lines.append("\(name) \(value) → \(now ?? "(none)")") }
    }
    for (name, value) in after where !before.contains(where: { $0.name == name }) {
      lines.append("\(name) (none) → \(value)")
    }
    return lines
  }

  /// The versions the running process uses, from each library's own call; libdeflate has
  /// none, so `LoadedLibdeflate` tells the loaded one apart.
  static func libraryVersions() -> [Component] {
    var freetype = "unknown"
    var library: FT_Library?
    if FT_Init_FreeType(&library) == 0, let library {
      var major: FT_Int = 0
      var minor: FT_Int = 0
      var patch: FT_Int = 0
      FT_Library_Version(library, &major, &minor, &patch)
      freetype = "\(major).\(minor).\(patch)"
      FT_Done_FreeType(library)
    }
    let fc = Int(FcGetVersion())
    return [
      Component(name: "cairo", version: String(cString: cairo_version_string())),
      Component(name: "pango", version: String(cString: pango_version_string())),
      Component(name: "harfbuzz", version: String(cString: hb_version_string())),
      Component(name: "freetype", version: freetype),
      Component(
        name: "fontconfig", version: "\(fc / 10000).\(fc / 100 % 100).\(fc % 100)"),
      Component(name: "libdeflate", version: LoadedLibdeflate.version),
    ]
  }
}
