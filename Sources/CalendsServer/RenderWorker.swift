#if Server
import Calends
import CalendsValues

/// What one render thread keeps between requests: its renderer, and the stylesheets it has
/// parsed. A served stylesheet may be edited while the server runs, so each is kept with
/// the fingerprint of its bytes, and a changed one empties the cache.
final class RenderWorker {
  let renderer: CalendarRenderer
  private var themes = ThemeCache()
  private var stylesheetVersions: [String: String] = [:]

  init(renderer: CalendarRenderer) {
    self.renderer = renderer
  }

  /// The stylesheet cache, valid for `path` at `version` (nil for a built-in theme).
  func themeCache(path: String, version: String?) -> ThemeCache {
    guard let version else { return themes }
    if let known = stylesheetVersions[path], known != version {
      themes = ThemeCache()
      stylesheetVersions = [:]
    }
    stylesheetVersions[path] = version
    return themes
  }

  /// The image of a checked request, and its warnings with files named as the client did.
  func render(_ request: RenderRequest, pngCompression: PNGCompression) throws(CalendsError)
    -> RenderedImage
  {
    let cache = themeCache(path: request.spec.canvas.theme, version: request.stylesheetVersion)
    let loader = ThemeLoader(cache: cache, appearance: request.appearance)
    let prepared = try renderer.prepare(
      try CalendarRenderer.request(
        request.spec, themeLoader: loader, calendars: request.calendars))
    let output = try renderer.render(
      prepared, format: request.format, pngCompression: pngCompression)
    return RenderedImage(
      bytes: output.bytes, warnings: request.shown(WarningDigest.eachOnce(output.warnings)),
      report: output.report)
  }
}
#endif  // Server
