import Calends
import CalendsValues
public import CalendsModel
public import Foundation

/// Renders snapshots with one renderer per thread (a renderer owns a Pango font map and is
/// not thread-safe; tests run in parallel).
public enum SnapshotRendering {
  /// `themeDirectory` is where relative theme paths in the spec are resolved from: the
  /// assertions and strategies pass the test file's folder.
  public static func render(
    _ spec: CalendarSpec, as format: SnapshotFormat, themeDirectory: URL? = nil
  ) throws -> [UInt8] {
    let renderer = try threadRenderer()
    let prepared = try renderer.prepare(
      spec, themeLoader: ThemeLoader(baseDirectory: themeDirectory))
    switch format {
    case .png: return try renderer.render(prepared, format: .png, pngCompression: .fast).bytes
    case .svg: return try renderer.render(prepared, format: .svg).bytes
    case .layout: return Array(renderer.layout(prepared).jsonString().utf8)
    }
  }

  /// The folder of the test file at `filePath`.
  static func testDirectory(_ filePath: StaticString) -> URL {
    URL(fileURLWithPath: "\(filePath)").deletingLastPathComponent()
  }

  static func threadRenderer() throws -> CalendarRenderer {
    try perThread.value(for: 0) { try CalendarRenderer() }
  }

  private static let perThread = PerThreadCache<Int, CalendarRenderer>()
}
