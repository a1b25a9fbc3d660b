public import Foundation

/// The package's folders as tests find them: from this file's path, so a test run from any
/// working directory reads the same `Samples/` and `Themes/`.
public enum PackageFolders {
  public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  public static let samples = root.appendingPathComponent("Samples")

  /// A new empty folder under the system's temporary folder, unique to the call.
  public static func temporary() -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "calends-tests-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
