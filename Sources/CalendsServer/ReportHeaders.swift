#if Server
import Calends
import Hummingbird

extension HTTPFields.Element.Name {
  /// `calends render`'s note: "1 text cut short, 3 events behind "+N more"".
  static let calendsNotShown = Self("Calends-Not-Shown")!
  /// The render report (`calends render --report`) as one line of JSON.
  static let calendsReport = Self("Calends-Report")!
}

/// What the image does not show in full, as response header fields, so a client that
/// gets an image learns what it leaves out as `calends render --report` tells: present only
/// when something is not shown.
extension CalendsServer {
  /// The longest `Calends-Report` value, encoded; a longer report is left out and
  /// `Calends-Not-Shown` says so (proxies commonly refuse headers over 8 KB in all).
  static let reportFieldBytes = 6_000

  static func addReport(_ report: RenderReport, to headers: inout HTTPFields) {
    guard !report.isEmpty else { return }
    let json = fieldValue(report.compactJSON(), limit: nil)
    var summary = report.hasSummary ? report.summary : "labels left out"
    if json.utf8.count <= reportFieldBytes {
      headers[.calendsReport] = json
    } else {
      summary += "; the report is over \(reportFieldBytes) bytes (calends render --report gives it whole)"
    }
    headers[.calendsNotShown] = fieldValue(summary, limit: nil)
  }
}
#endif  // Server
