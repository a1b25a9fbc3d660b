import CalendsModel
import CalendsTheme
import Foundation

/// Finds the theme a spec names: a built-in appearance (`light`, `dark`) or a stylesheet
/// file applied on top of the light theme. Relative paths are taken from the spec's folder,
/// so a spec and its stylesheet can move together.
public struct ThemeLoader {
  public var baseDirectory: URL?

  public init(baseDirectory: URL? = nil) {
    self.baseDirectory = baseDirectory
  }

  public struct Loaded {
    public var theme: CalendarTheme
    public var warnings: [String]
  }

  public func load(_ name: String, sizeClass: SizeClass) throws(CalendsError) -> Loaded {
    let context = MediaContext(device: sizeClass == .compact ? .iphone : .ipad, orientation: .portrait)
    if let appearance = Appearance(rawValue: name) {
      return Loaded(theme: appearance.baseTheme, warnings: [])
    }
    let path = resolvedPath(name)
    do {
      let sheet = try Stylesheet.load(path: path)
      return Loaded(
        theme: sheet.resolve(appearance: .light, context: context),
        warnings: sheet.warnings.map(\.description))
    } catch {
      throw .badInput("theme: \(error.description)")
    }
  }

  /// The stylesheet file a theme name refers to; nil for a built-in theme.
  public func stylesheetPath(_ name: String) -> String? {
    Appearance(rawValue: name) == nil ? resolvedPath(name) : nil
  }

  func resolvedPath(_ name: String) -> String {
    if name.hasPrefix("/") { return name }
    guard let baseDirectory else { return name }
    return baseDirectory.appendingPathComponent(name).path
  }
}
