#if Server
import CalendsValues
import Foundation

/// `GET /`: what a person who opens the server in a browser needs — the specs it serves
/// (each as PNG, SVG and PDF), the themes it knows and its API — so the first visit is not
/// a bare 404. Listed fresh on each request: the folders may change while it runs.
struct IndexPage {
  var specs: ServedFolder?
  var themes: ServedFolder?

  /// The names in `folder` with one of `extensions`, without the extension, sorted; names
  /// the server would refuse (`ServedFolder.isName`, links out of the folder) are left out.
  static func names(in folder: ServedFolder?, extensions: [String]) -> [String] {
    guard let folder,
      let files = try? FileManager.default.contentsOfDirectory(atPath: folder.root)
    else { return [] }
    var names: Set<String> = []
    for file in files {
      guard let dot = file.lastIndex(of: "."),
        extensions.contains(String(file[file.index(after: dot)...]))
      else { continue }
      let name = String(file[..<dot])
      // Only what the server would serve: not a link that leaves the folder.
      guard ServedFolder.isName(name),
        let real = ServedFolder.realPath(folder.root + "/" + file),
        real.hasPrefix(folder.root + "/")
      else { continue }
      names.insert(name)
    }
    return names.sorted()
  }

  var html: String {
    let e = HTMLText.escaped
    let specNames = Self.names(in: specs, extensions: ["yaml", "yml", "json"])
    let themeNames = ["light", "dark"] + Self.names(in: themes, extensions: ["nss"])
    var page = """
      <!doctype html>
      <html lang="en"><head><meta charset="utf-8"><title>Calends</title>
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <style>body{font-family:system-ui,sans-serif;max-width:46rem;margin:2rem auto;padding:0 1rem;line-height:1.5}code{background:#f3f3f3;padding:0 .2em}</style>
      </head><body>
      <h1>Calends</h1>

      """
    page += "<h2>Specs</h2>\n"
    if specs == nil {
      page += "<p>No <code>--specs</code> folder: post a spec to <code>/render</code>.</p>\n"
    } else if specNames.isEmpty {
      page +=
        "<p>The <code>--specs</code> folder has no <code>.yaml</code>, <code>.yml</code> or <code>.json</code> files.</p>\n"
    } else {
      page += "<ul>\n"
      for name in specNames {
        let link = HTMLText.link("specs/" + name)
        page +=
          "<li>\(e(name)): <a href=\"\(link).png\">PNG</a> · <a href=\"\(link).svg\">SVG</a> · <a href=\"\(link).pdf\">PDF</a></li>\n"
      }
      page += "</ul>\n"
    }
    page +=
      "<h2>Themes</h2>\n<p>" + themeNames.map { "<code>\(e($0))</code>" }.joined(separator: ", ")
    page += " — as <code>?theme=NAME</code> or a spec's <code>theme</code>.</p>\n"
    page += """
      <h2>API</h2>
      <ul>
      <li><code>GET /specs/NAME.png</code> (<code>.svg</code>, <code>.pdf</code>): a spec from <code>--specs</code>; query overrides <code>today</code>, <code>displayDateAtStartup</code>, <code>locale</code>, <code>theme</code>, <code>scale</code>, <code>panel</code> (an e-paper panel's own image: <code>NAME.png?panel=trmnl</code>, <code>NAME.bmp</code>, <code>NAME.bin</code>), <code>appearance</code>.</li>
      <li><code>POST /render</code>: a JSON or YAML spec in the body; <code>?format=png|svg|pdf</code> (<code>bmp|bin</code> for a spec with a <code>panel</code>) or the spec's <code>format</code>.</li>
      <li><code>GET /healthz</code>: <code>ok</code>, or 503 when the render threads are stuck.</li>
      <li><code>GET /metrics</code>: Prometheus metrics.</li>
      </ul>
      </body></html>

      """
    return page
  }
}
#endif  // Server
