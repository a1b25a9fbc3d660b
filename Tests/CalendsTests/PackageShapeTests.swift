import Foundation
import Testing

/// The shape of the package that keeps it cloneable and its modules apart: rules a reviewer
/// would otherwise have to remember.
@Suite struct PackageShapeTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The repository's files: git's list where this is a checkout, else a walk of the tree
  /// (build folders and git's own left out).
  static func trackedPaths() throws -> [String] {
    let git = Process()
    git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    git.arguments = ["git", "-C", root.path, "ls-files", "-z"]
    let out = Pipe()
    git.standardOutput = out
    git.standardError = FileHandle.nullDevice
    if (try? git.run()) != nil {
      let data = out.fileHandleForReading.readDataToEndOfFile()
      git.waitUntilExit()
      if git.terminationStatus == 0, !data.isEmpty {
        return data.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
      }
    }
    var paths: [String] = []
    let walker = FileManager.default.enumerator(atPath: root.path)
    while let path = walker?.nextObject() as? String {
      let first = path.split(separator: "/").first.map(String.init) ?? path
      if first == ".git" || first.hasPrefix(".build") { continue }
      paths.append(path)
    }
    return paths
  }

  /// Every group of paths (files and the folders above them) that a case-insensitive disk
  /// would take for one.
  static func caseCollisions(_ paths: [String]) -> [[String]] {
    var names: Set<String> = []
    for path in paths {
      let parts = path.split(separator: "/")
      for end in 1...parts.count { names.insert(parts[..<end].joined(separator: "/")) }
    }
    let groups = Dictionary(grouping: names) { $0.lowercased() }
    return groups.values.filter { $0.count > 1 }.map { $0.sorted() }.sorted { $0[0] < $1[0] }
  }

  @Test func theCheckFindsPathsThatDifferOnlyByCase() {
    #expect(
      Self.caseCollisions(["Sources/calends/A.swift", "Sources/Calends/B.swift", "README.md"])
        == [["Sources/Calends", "Sources/calends"]])
    #expect(Self.caseCollisions(["a/B.swift", "a/b.swift"]) == [["a/B.swift", "a/b.swift"]])
    #expect(Self.caseCollisions(["Sources/CalendsCLI/A.swift", "Sources/Calends/B.swift"]).isEmpty)
  }

  /// macOS and Windows disks ignore case by default: two such paths would be one there.
  @Test func noTwoTrackedPathsDifferOnlyByCase() throws {
    let paths = try Self.trackedPaths()
    #expect(paths.count > 100)
    #expect(Self.caseCollisions(paths) == [], "paths that differ only by case")
  }
}
