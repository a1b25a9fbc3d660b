import CalendsModel
public import CalendsTheme
import CalendsValues
public import Foundation

/// Finds the theme a spec names: a built-in appearance (`light`, `dark`) or a stylesheet
/// file applied on top of the light theme. Relative paths are taken from the spec's folder,
/// so a spec and its stylesheet can move together.
public struct ThemeLoader {
  /// The folder relative stylesheet paths are taken from (the spec's); nil: the working folder.
  public var baseDirectory: URL?
  /// Stylesheets already read and resolved; nil reads the file on every load.
  public var cache: ThemeCache?
  /// The appearance a stylesheet is resolved for, and the built-in theme a `light` or
  /// `dark` name gives way to; nil keeps the name's own (a stylesheet resolves as light).
  public var appearance: Appearance?

  /// A loader for the specs of `baseDirectory`, sharing `cache` when given; `appearance`
  /// picks the built-in theme a `light` or `dark` name gives way to.
  public init(baseDirectory: URL? = nil, cache: ThemeCache? = nil, appearance: Appearance? = nil) {
    self.baseDirectory = baseDirectory
    self.cache = cache
    self.appearance = appearance
  }

  /// A theme ready to draw with, and what its stylesheet warned about.
  public struct Loaded: Sendable {
    /// The resolved theme: the built-in one with the stylesheet applied.
    public var theme: CalendarTheme
    /// The stylesheet's warnings (`theme: file:line:column: warning: …`).
    public var warnings: [Diagnostic]
    /// The stylesheet file's bytes (empty for a built-in theme): what a batch fingerprints.
    public var source: [UInt8] = []
  }

  /// The theme `name` (`light`, `dark` or a stylesheet path) for `sizeClass`, whose
  /// `@media` rules it selects; a missing or broken stylesheet is bad input naming its
  /// `file:line:column`.
  public func load(_ name: String, sizeClass: SizeClass) throws(CalendsError) -> Loaded {
    let context = MediaContext(
      device: sizeClass == .compact ? .iphone : .ipad, orientation: .portrait)
    if let named = Appearance(rawValue: name) {
      return Loaded(theme: (appearance ?? named).baseTheme, warnings: [])
    }
    let path = resolvedPath(name)
    let key = ThemeCache.Key(path: path, sizeClass: sizeClass, appearance: appearance ?? .light)
    if let cached = cache?.entries[key] {
      return cached
    }
    do {
      let bytes = try Stylesheet.readFile(path: path)
      let sheet = try Stylesheet.parse(bytes: bytes, file: Self.shown(path))
      // Named by the field, like the theme's errors (`theme: file:line:column: …`).
      let loaded = Loaded(
        theme: sheet.resolve(appearance: appearance ?? .light, context: context),
        warnings: sheet.warnings.map { $0.diagnostic(field: "theme") }, source: bytes)
      cache?.entries[key] = loaded
      return loaded
    } catch {
      var diagnostic = error.diagnostic(field: "theme")
      diagnostic.message += missingThemeHint(name, path: path)
      throw .badInput(diagnostic)
    }
  }

  /// For a bare name that is neither a file nor a shipped stylesheet, what a theme can be,
  /// and which stylesheets ship.
  func missingThemeHint(_ name: String, path: String) -> String {
    guard !FileManager.default.fileExists(atPath: path), ShippedThemes.isBareName(name) else {
      return ""
    }
    let names = ShippedThemes.names(near: baseDirectory)
    let list = names.isEmpty ? "" : "; shipped: " + names.joined(separator: ", ")
    return " (a theme is light, dark, a shipped stylesheet's name or a stylesheet's path\(list))"
  }

  /// `path` as the user would write it from where they are: relative to the working
  /// directory when it is inside it (`Samples/days/days.nss`, `w.nss`), else absolute.
  static func shown(_ path: String) -> String {
    let folder = FileManager.default.currentDirectoryPath
    guard path.hasPrefix("/"), folder != "/", path.hasPrefix(folder + "/") else { return path }
    return String(path.dropFirst(folder.count + 1))
  }

  /// The stylesheet file a theme name reads, or nil for a built-in appearance.
  public func stylesheetPath(_ name: String) -> String? {
    Appearance(rawValue: name) == nil ? resolvedPath(name) : nil
  }

  /// The file `name` names: a path as given (relative to the spec's folder), or for a bare
  /// name with no such file (`ocean`), the shipped stylesheet of that name (`ShippedThemes`).
  package func resolvedPath(_ name: String) -> String {
    if name.hasPrefix("/") { return name }
    let path = baseDirectory.map { $0.appendingPathComponent(name).path } ?? name
    if ShippedThemes.isBareName(name), !FileManager.default.fileExists(atPath: path),
      let shipped = ShippedThemes.path(named: name, near: baseDirectory)
    {
      return shipped
    }
    return path
  }
}

/// Themes a caller has loaded, by stylesheet path and size class, so one that renders many
/// images — a batch worker — reads and parses each stylesheet once instead of per image
/// (that parse cost as much as drawing an SVG). Files are assumed not to change while it
/// lives. Not thread-safe: one per thread.
public final class ThemeCache {
  struct Key: Hashable {
    var path: String
    var sizeClass: SizeClass
    var appearance: Appearance
  }

  var entries: [Key: ThemeLoader.Loaded] = [:]

  /// An empty cache, to share between the loaders of one batch or gallery.
  public init() {}
}
