import CalendsBatch
import CalendsModel
import CalendsValues
import CalendsYAML
import Foundation

enum BatchTesting {
  static func temporaryFolder() -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "calends-batch-tests-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  static func manifest(_ yaml: String, base: URL = temporaryFolder()) throws -> BatchManifest {
    try BatchManifest.parse(
      try SpecValue.parse(Data(yaml.utf8), source: "m.yaml"), source: "m.yaml", baseDirectory: base)
  }

  /// The manifest's error, or "no error".
  static func error(_ yaml: String) -> String {
    do {
      _ = try manifest(yaml)
      return "no error"
    } catch {
      return String(describing: error)
    }
  }
}
