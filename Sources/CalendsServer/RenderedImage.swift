#if Server
import Calends
import CalendsValues

/// A drawn response body and the warnings met drawing it (a calendar line skipped, a font
/// replaced), with files named as the client named them. Cached together, so a cached
/// answer carries the same warnings as the first.
struct RenderedImage: Sendable {
  var bytes: [UInt8]
  var warnings: [Diagnostic]
  /// What the image does not show in full (`Calends-Report`).
  var report = RenderReport()

  /// What the cache counts against its bound: the bytes, and each warning's text.
  var byteCount: Int {
    bytes.count + warnings.reduce(0) { $0 + $1.description.utf8.count }
      + (report.isEmpty ? 0 : report.compactJSON().utf8.count)
  }
}
#endif  // Server
