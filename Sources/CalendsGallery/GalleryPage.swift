import CalendsValues
import Calends

extension Gallery {
  /// The page: a table of contents, then a section per item with an anchor; in it a figure
  /// per theme (the PNG at its size in points, links to its PNG, SVG and PDF, and the exact
  /// spec with a copy button), and, when the item has light and dark images, the
  /// `<picture>` to paste into a README. Images are lazy-loaded only after a script has
  /// counted them, so the page's own check (`data-loaded`/`data-broken` on <body>) sees
  /// every image. `pixelSize` gives a written PNG's size (by its name in the site), so the
  /// page shows it at its size in points.
  public func html(pixelSize: (String) -> (width: Int, height: Int)? = { _ in nil }) -> String {
    var out = """
      <!doctype html>
      <html lang="en"><head><meta charset="utf-8"><title>Calends gallery</title>
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <style>
      body { font: 14px/1.45 system-ui, sans-serif; margin: 2rem; color: #223548; max-width: 100rem; }
      h1 { font-size: 1.6rem; } h2 { font-size: 1.15rem; margin-top: 2.5rem; }
      a { color: #0A6ED1; } a.anchor { color: #8396A8; text-decoration: none; margin-left: .4rem; }
      nav ol { columns: 2 22rem; padding-left: 1.4rem; }
      .row { display: flex; gap: 2rem; flex-wrap: wrap; align-items: flex-start; }
      figure { margin: 0; max-width: 100%; }
      figcaption { font-size: 13px; color: #5B738B; margin-bottom: .4rem; }
      img { max-width: 100%; height: auto; border: 1px solid #E5E9ED; display: block; }
      pre { background: #F5F6F7; padding: .6rem .8rem; font-size: 12px; overflow-x: auto; margin: .4rem 0; }
      button.copy { font-size: 12px; }
      details { margin-top: .6rem; }
      </style></head>
      <body>
      <h1>Calends gallery</h1>
      <p>Every picture in every theme that applies to it (\(escape(themes.map(\.name).joined(separator: ", ")))), drawn by Calends \(escape(CalendsVersion.string)). Under each image, the spec that made it, exactly: save it as <code>spec.yaml</code> and run <code>calends render spec.yaml -o out.png</code>.</p>
      <nav><h2 id="contents">Contents</h2><ol>

      """
    for item in items {
      out += "<li><a href=\"#\(item.slug)\">\(escape(item.title))</a></li>\n"
    }
    out += "</ol></nav>\n"
    for item in items { out += section(item, pixelSize: pixelSize) }
    out += """
      <script>
      document.querySelectorAll('button.copy').forEach(function (button) {
        button.addEventListener('click', function () {
          var text = document.getElementById(button.getAttribute('data-for')).textContent;
          navigator.clipboard.writeText(text).then(function () { button.textContent = 'Copied'; });
        });
      });
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

  func section(
    _ item: GalleryCatalog.Item, pixelSize: (String) -> (width: Int, height: Int)?
  ) -> String {
    let shown = themes(for: item)
    var out = """
      <section id="\(item.slug)"><h2>\(escape(item.title))<a class="anchor" href="#\(item.slug)" aria-label="Link to this section">#</a></h2>
      <div class="row">

      """
    for theme in shown {
      let id = "\(item.slug)-\(theme.name)"
      let links = Gallery.formats.map {
        "<a href=\"\(imageName(item, theme, $0))\">\($0.rawValue.uppercased())</a>"
      }
      // A PNG is drawn at `scale` pixels a point (2 unless the spec says otherwise): shown
      // at its size in points, an iPad or a week timeline is as readable as on the device.
      let size = pixelSize(imageName(item, theme)).map {
        " width=\"\($0.width / item.scale)\" height=\"\($0.height / item.scale)\""
      }
      out += """
        <figure id="\(id)"><figcaption><a href="#\(id)">\(escape(theme.name))</a> · \(links.joined(separator: " · "))</figcaption>
        <img src="\(imageName(item, theme))"\(size ?? "") alt="\(escape(item.title)) — \(escape(theme.name))">
        <pre id="\(id)-spec">\(escape(exactSpec(item, theme)))</pre><button class="copy" data-for="\(id)-spec">Copy spec</button></figure>

        """
    }
    out += "</div>\n"
    if let light = shown.first(where: { $0.name == "light" }),
      let dark = shown.first(where: { $0.name == "dark" })
    {
      let snippet = """
        <picture>
          <source media="(prefers-color-scheme: dark)" srcset="\(imageName(item, dark))">
          <img src="\(imageName(item, light))" alt="\(escape(item.title))">
        </picture>
        """
      out += """
        <details><summary>Light and dark in a README: <code>&lt;picture&gt;</code></summary>
        <pre id="\(item.slug)-picture">\(escape(snippet))</pre><button class="copy" data-for="\(item.slug)-picture">Copy</button></details>

        """
    }
    return out + "</section>\n"
  }
}
