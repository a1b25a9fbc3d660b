public import Foundation
public import Testing

/// Compares text with a golden file in a test target's `Golden` folder. `CALENDS_RECORD=1`
/// (or a missing file) writes the file instead; a missing file still fails once, so that
/// recording is never silent. Shared by the layout and scene tests, whose dumps are the
/// readable form of what those modules compute, and by the sample goldens.
public struct GoldenText: Sendable {
  public let folder: URL
  /// Where a mismatch leaves the actual text (at the golden's name) for a person to diff;
  /// `nil` writes nothing.
  public let artifacts: URL?

  /// `filePath` is any source file of the test target (pass `#filePath`); its folder's
  /// `Golden` subfolder holds the files.
  public init(besides filePath: String) {
    folder = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent(
      "Golden")
    artifacts = nil
  }

  /// Golden files in `folder`; names may contain subfolders (`styles/week.scene.txt`),
  /// which recording creates.
  public init(folder: URL, artifacts: URL? = nil) {
    self.folder = folder
    self.artifacts = artifacts
  }

  public func assert(
    _ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let url = folder.appendingPathComponent(name)
    let record = ProcessInfo.processInfo.environment["CALENDS_RECORD"] == "1"
    guard !record, let expected = try? String(contentsOf: url, encoding: .utf8) else {
      do {
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try actual.write(to: url, atomically: true, encoding: .utf8)
        Issue.record("recorded \(url.path); run again to compare", sourceLocation: sourceLocation)
      } catch {
        Issue.record("cannot record \(url.path): \(error)", sourceLocation: sourceLocation)
      }
      return
    }
    if expected != actual {
      let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
      let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
      let first =
        zip(expectedLines, actualLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        ?? min(expectedLines.count, actualLines.count)
      let want = first < expectedLines.count ? String(expectedLines[first]) : "<end>"
      let got = first < actualLines.count ? String(actualLines[first]) : "<end>"
      var written = ""
      if let artifacts {
        let copy = artifacts.appendingPathComponent(name)
        try? FileManager.default.createDirectory(
          at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
        if (try? actual.write(to: copy, atomically: true, encoding: .utf8)) != nil {
          written = "; actual written to \(copy.path)"
        }
      }
      Issue.record(
        "\(name) differs at line \(first + 1):\n  expected: \(want)\n  actual:   \(got)\n(CALENDS_RECORD=1 to accept\(written))",
        sourceLocation: sourceLocation)
    }
  }
}
