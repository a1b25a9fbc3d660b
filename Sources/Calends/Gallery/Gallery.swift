import CalendsCairo
import CalendsModel
import CalendsValues
import Foundation

/// A static documentation site: every gallery item in every theme, side by side, each image
/// with the spec that made it. Images are rendered through the batch runner, so re-running
/// the gallery only redraws what changed.
public struct Gallery {
  public struct Theme: Sendable {
    /// The column heading and the file-name part.
    public var name: String
    /// What goes in the spec's `theme` field.
    public var reference: String
  }

  public var themes: [Theme]
  public var items: [GalleryCatalog.Item]

  public init(themes: [Theme], items: [GalleryCatalog.Item] = GalleryCatalog.items) {
    self.themes = themes
    self.items = items
  }

  /// The built-in light and dark themes, then every stylesheet in `folder` (sorted).
  public static func themes(stylesheetFolder folder: String?) throws(CalendsError) -> [Theme] {
    var themes = [Theme(name: "light", reference: "light"), Theme(name: "dark", reference: "dark")]
    guard let folder else { return themes }
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: folder)
    } catch {
      throw .badInput("--themes: cannot list \(folder): \(error.localizedDescription)")
    }
    let base = URL(fileURLWithPath: folder)
    let loader = ThemeLoader()
    for name in names.sorted()
    where name.hasSuffix(".nss") && name != "light.nss" && name != "dark.nss" {
      let path = base.appendingPathComponent(name).standardizedFileURL.path
      // Checked here, before any image or page is written: a gallery with a broken
      // stylesheet would be a page of missing images.
      for sizeClass in SizeClass.allCases { _ = try loader.load(path, sizeClass: sizeClass) }
      themes.append(Theme(name: (name as NSString).deletingPathExtension, reference: path))
    }
    return themes
  }

  /// `package`: the gallery's batch (in CalendsBatch) writes the images the page links.
  package func imageName(_ item: GalleryCatalog.Item, _ theme: Theme) -> String {
    "images/\(item.slug)-\(theme.name).png"
  }

  /// The page. Images are lazy-loaded only after a script has counted them, so the page's
  /// own check (`data-loaded`/`data-broken` on <body>) sees every image.
  public func html() -> String {
    var out = """
      <!doctype html>
      <html lang="en"><head><meta charset="utf-8"><title>Calends gallery</title>
      <style>
      body { font: 14px/1.4 system-ui, sans-serif; margin: 2rem; color: #223548; }
      h1 { font-size: 1.6rem; } h2 { font-size: 1.1rem; margin-top: 2.5rem; }
      .row { display: flex; gap: 1.5rem; flex-wrap: wrap; align-items: flex-start; }
      figure { margin: 0; } figcaption { font-size: 12px; color: #5B738B; margin-bottom: .3rem; }
      img { width: 300px; height: auto; border: 1px solid #E5E9ED; }
      pre { background: #F5F6F7; padding: .6rem .8rem; font-size: 12px; display: inline-block; }
      </style></head>
      <body>
      <h1>Calends gallery</h1>
      <p>Every style and state, in every theme (\(themes.map(\.name).joined(separator: ", "))), rendered by Calends \(CalendsVersion.string). Each row shows the spec that made its images.</p>

      """
    for item in items {
      out += "<section id=\"\(item.slug)\"><h2>\(escape(item.title))</h2>\n<div class=\"row\">\n"
      for theme in themes {
        out +=
          "<figure><figcaption>\(escape(theme.name))</figcaption><img src=\"\(imageName(item, theme))\" alt=\"\(escape(item.title)) — \(escape(theme.name))\"></figure>\n"
      }
      out += "</div>\n<pre>\(escape(item.spec))\ntheme: …</pre></section>\n"
    }
    out += """
      <script>
      window.addEventListener('load', function () {
        var images = Array.prototype.slice.call(document.images);
        var loaded = images.filter(function (i) { return i.complete && i.naturalWidth > 0; }).length;
        document.body.setAttribute('data-loaded', String(loaded));
        document.body.setAttribute('data-broken', String(images.length - loaded));
      });
      </script>
      </body></html>

      """
    return out
  }

  func escape(_ text: String) -> String { HTMLText.escaped(text) }
}
