import CalendsValues
import Foundation
import Testing

/// A shipped resource folder is found by its lock file, and a binary without its bundle,
/// away from the sources, gets an error listing the places looked in rather than a crash
/// (`Bundle.module` would stop the process).
@Suite struct ShippedFolderTests {
  @Test func theFolderWithTheLockIsChosen() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "calends-folder-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data().write(to: folder.appendingPathComponent("x.lock"))
    let candidates = ["/nonexistent/a/X", folder.path]
    #expect(ShippedFolder.firstFolder(withLock: "x.lock", in: candidates) == folder.path)
    let shipped = ShippedFolder(
      "the x files", lockFileName: "x.lock", bundleName: "Calends_None", folder: "X",
      sourceFolder: folder.path)
    #expect(shipped.candidates.last == folder.path)
    #expect(shipped.directory == folder.path)
    #expect(try shipped.requireDirectory() == folder.path)
  }

  @Test func aMissingFolderSaysWhereItLooked() {
    let missing = ["/nonexistent/a/Patterns", "/nonexistent/b/Patterns"]
    #expect(ShippedFolder.firstFolder(withLock: "patterns.lock", in: missing) == nil)
    let error = #expect(throws: RenderError.self) {
      _ = try ShippedFolder.require(nil, candidates: missing, contents: "the hyphenation patterns")
    }
    #expect(
      error?.message
        == "the hyphenation patterns that ship with Calends were not found (looked in /nonexistent/a/Patterns, /nonexistent/b/Patterns)"
    )
  }
}
