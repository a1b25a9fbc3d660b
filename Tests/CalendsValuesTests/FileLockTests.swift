import CalendsValues
import Foundation
import Testing

/// The lock files of the shipped fonts and hyphenation patterns: read strictly, and a file
/// that is unlocked, missing or of another size named before it is used.
@Suite struct FileLockTests {
  @Test func aChangedMissingOrUnlockedFileIsNamed() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "calends-lock-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("de"), withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("de/hyph_de_DE.dic")
    try Data("ISO8859-1\n".utf8).write(to: file)
    let lock = try FileLock(
      text: "# comment\n\(String(repeating: "a", count: 64)) 10 de/hyph_de_DE.dic\n",
      name: "patterns.lock")
    #expect(lock.entries.map(\.path) == ["de/hyph_de_DE.dic"])
    try lock.checkSize(of: "de/hyph_de_DE.dic", in: folder.path, kind: "hyphenation pattern")

    try Data("ISO8859-1\n1a\n".utf8).write(to: file)
    let changed = #expect(throws: RenderError.self) {
      try lock.checkSize(of: "de/hyph_de_DE.dic", in: folder.path, kind: "hyphenation pattern")
    }
    #expect(
      changed?.message
        == "the shipped hyphenation pattern file de/hyph_de_DE.dic was changed: it has 13 bytes, patterns.lock says 10 (in \(folder.path))"
    )

    let unlocked = #expect(throws: RenderError.self) {
      try lock.checkSize(of: "fr/hyph_fr.dic", in: folder.path, kind: "hyphenation pattern")
    }
    #expect(unlocked?.message.contains("fr/hyph_fr.dic is not in patterns.lock") == true)

    try FileManager.default.removeItem(at: file)
    let missing = #expect(throws: RenderError.self) {
      try lock.checkSize(of: "de/hyph_de_DE.dic", in: folder.path, kind: "font")
    }
    #expect(missing?.message.contains("the shipped font file de/hyph_de_DE.dic is missing") == true)
  }

  @Test(arguments: [
    "not a hash 12 A.otf", "\(String(repeating: "A", count: 64)) 12 A.otf",
    "\(String(repeating: "a", count: 64)) -1 A.otf", "\(String(repeating: "a", count: 64)) 12",
  ])
  func aMalformedLockNamesItsLine(line: String) {
    let error = #expect(throws: RenderError.self) {
      _ = try FileLock(text: "# comment\n\n\(line)\n", name: "fonts.lock")
    }
    #expect(error?.message == "fonts.lock line 3: expected '<sha256> <size> <path>'")
  }
}
