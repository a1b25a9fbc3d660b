public import Calends
import CalendsModel
import CalendsTheme
public import CalendsValues
import Foundation

/// A static documentation site: every gallery item in every theme that applies to it, side
/// by side, each image with the exact spec that made it and its SVG and PDF. Images are
/// rendered through the batch runner, so re-running the gallery only redraws what changed.
public struct Gallery {
  /// A theme the gallery shows its items in.
  public struct Theme: Sendable {
    /// The column heading and the file-name part.
    public var name: String
    /// What the rendered spec's `theme` field holds (a stylesheet's absolute path).
    public var reference: String
    /// What the shown spec's `theme` field says: `light`, `dark`, or the stylesheet's path
    /// as the user gave its folder (`Themes/ocean.nss`), never a path of this machine.
    public var shownReference: String
    /// The one style the sheet is for, when it styles only that family's selectors (the
    /// booking grid's `booking-clown.nss`); nil for a sheet for every picture.
    public var onlyStyle: String?

    /// A theme; `shownReference` defaults to `reference`.
    public init(
      name: String, reference: String, shownReference: String? = nil, onlyStyle: String? = nil
    ) {
      self.name = name
      self.reference = reference
      self.shownReference = shownReference ?? reference
      self.onlyStyle = onlyStyle
    }
  }

  /// The themes, in column order.
  public var themes: [Theme]
  /// The pictures, in page order.
  public var items: [GalleryCatalog.Item]

  /// A gallery of `items` (the built-in catalogue by default) in `themes`.
  public init(themes: [Theme], items: [GalleryCatalog.Item] = GalleryCatalog.items) {
    self.themes = themes
    self.items = items
  }

  /// The formats of every image: the page shows the PNG and links the others.
  public static let formats: [OutputFormat] = [.png, .svg, .pdf]

  /// The built-in light and dark themes, then every stylesheet in `folder` (sorted).
  public static func themes(stylesheetFolder folder: String?) throws(CalendsError) -> [Theme] {
    var themes = [Theme(name: "light", reference: "light"), Theme(name: "dark", reference: "dark")]
    guard let folder else { return themes }
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: folder)
    } catch {
      throw .badInput(
        .error(
          .fileUnreadable, "cannot list \(folder): \(error.localizedDescription)", file: folder,
          field: "--themes", form: .fileInMessage))
    }
    let base = URL(fileURLWithPath: folder)
    let loader = ThemeLoader()
    for name in names.sorted()
    where name.hasSuffix(".nss") && name != "light.nss" && name != "dark.nss" {
      let path = base.appendingPathComponent(name).standardizedFileURL.path
      // Checked here, before any image or page is written: a gallery with a broken
      // stylesheet would be a page of missing images.
      for sizeClass in SizeClass.allCases { _ = try loader.load(path, sizeClass: sizeClass) }
      let selectors = (try? Stylesheet.load(path: path))?.styledSelectors ?? []
      themes.append(
        Theme(
          name: (name as NSString).deletingPathExtension, reference: path,
          shownReference: shownPath(folder: folder, file: name),
          onlyStyle: onlyStyle(styling: selectors)))
    }
    return themes
  }

  /// `Themes/ocean.nss` for `--themes Themes`; an absolute folder shows the file name alone
  /// (the page must not print paths of the machine that built it).
  static func shownPath(folder: String, file: String) -> String {
    if folder.hasPrefix("/") || folder.hasPrefix("~") { return file }
    let trimmed = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
    return trimmed.isEmpty || trimmed == "." ? file : "\(trimmed)/\(file)"
  }

  /// The selector prefixes that belong to one family alone.
  static let familySelectors = [("fdlRVSCalendarInput", "booking"), ("fdlQVRWeekView", "timeline")]

  /// The style a sheet is for when every selector it styles is that family's.
  static func onlyStyle(styling selectors: Set<String>) -> String? {
    guard !selectors.isEmpty else { return nil }
    return familySelectors.first { prefix, _ in selectors.allSatisfy { $0.hasPrefix(prefix) } }?.1
  }

  /// The themes an item is shown in: a sheet for one family only on that family's items;
  /// an item whose spec names its own theme in that theme alone.
  public func themes(for item: GalleryCatalog.Item) -> [Theme] {
    if let own = item.ownTheme {
      return [Theme(name: "own", reference: own, shownReference: own)]
    }
    return themes.filter { $0.onlyStyle == nil || $0.onlyStyle == item.style }
  }

  /// `package`: the gallery's batch (in CalendsBatch) writes the files the page links.
  package func imageName(
    _ item: GalleryCatalog.Item, _ theme: Theme, _ format: OutputFormat = .png
  ) -> String {
    "images/\(item.slug)-\(theme.name).\(format.rawValue)"
  }

  /// The spec exactly as it makes the image in `theme`: the item's text, with the theme
  /// by name when the item does not give its own.
  public func exactSpec(_ item: GalleryCatalog.Item, _ theme: Theme) -> String {
    if item.ownTheme != nil { return item.spec }
    let text = item.spec.trimmingCharacters(in: .whitespacesAndNewlines)
    if text.hasPrefix("{") {
      let rest = text.dropFirst().drop { $0 == " " || $0 == "\n" }
      return "{\"theme\": \(JSONString.quoted(theme.shownReference))"
        + (rest.hasPrefix("}") ? "" : ", ") + rest
    }
    return text + "\ntheme: \(theme.shownReference)"
  }

  func escape(_ text: String) -> String { HTMLText.escaped(text) }
}
