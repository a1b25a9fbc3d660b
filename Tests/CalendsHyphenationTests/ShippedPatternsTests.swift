import CalendsValues
import Foundation
import Testing

@testable import CalendsHyphenation

/// The pattern files ship with the package, match their lock file and carry their
/// licences, as the fonts do.
@Suite struct ShippedPatternsTests {
  @Test func theFolderIsFoundBesideTheBuildProducts() throws {
    let directory = try #require(ShippedPatterns.directory)
    #expect(directory.hasSuffix("Calends_CalendsHyphenation.resources/Patterns"))
    #expect(
      ShippedPatterns.candidates.last?.hasSuffix("Sources/CalendsHyphenation/Patterns") == true)
  }

  /// A binary without its bundle, away from the sources, gets an error listing the places
  /// looked in rather than a crash (`Bundle.module` would stop the process).
  @Test func aMissingFolderSaysWhereItLooked() throws {
    let missing = ["/nonexistent/a/Patterns", "/nonexistent/b/Patterns"]
    #expect(ShippedPatterns.firstFolder(withLockIn: missing) == nil)
    let error = #expect(throws: RenderError.self) {
      _ = try ShippedPatterns.require(nil, candidates: missing)
    }
    #expect(
      error?.message
        == "the hyphenation patterns that ship with Calends were not found (looked in /nonexistent/a/Patterns, /nonexistent/b/Patterns)"
    )
  }

  /// `sha256sum`'s digest of a file: coreutils, independent of anything Calends computes.
  static func sha256(_ path: String) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["sha256sum", path]
    let out = Pipe()
    process.standardOutput = out
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self).split(separator: " ").first.map(String.init) ?? ""
  }

  /// Every SHA-256 and size in `patterns.lock` matches, every pattern file in the folder is
  /// locked, and every language's file is one of them.
  @Test func everyPatternFileMatchesTheLock() throws {
    let directory = try #require(ShippedPatterns.directory)
    let lock = try PatternLock.read(directory: directory)
    for entry in lock.entries {
      let path = directory + "/" + entry.path
      #expect(try Self.sha256(path) == entry.sha256, "\(entry.path)")
      try lock.checkSize(of: entry.path, in: directory)
    }
    let files = try FileManager.default.subpathsOfDirectory(atPath: directory).filter {
      $0.hasSuffix(".dic")
    }
    #expect(Set(files) == Set(lock.entries.map(\.path)))
    #expect(Set(ShippedPatterns.files.values) == Set(files))
  }

  /// Each pattern file has its licence beside it: `LICENSE` in its language's folder, naming
  /// the file it covers.
  @Test func everyPatternFileHasItsLicence() throws {
    let directory = try #require(ShippedPatterns.directory)
    for file in ShippedPatterns.files.values.sorted() {
      let folder = (file as NSString).deletingLastPathComponent
      let licence = "\(directory)/\(folder)/LICENSE"
      let text = try #require(
        FileManager.default.contents(atPath: licence).map { String(decoding: $0, as: UTF8.self) },
        "\(licence)")
      #expect(text.hasPrefix((file as NSString).lastPathComponent + ":"), "\(licence)")
      #expect(text.contains("License"), "\(licence)")
    }
  }

  /// Each file is a libhyphen pattern file in the character set its first line names, and
  /// loads.
  @Test func everyPatternFileLoads() throws {
    let directory = try #require(ShippedPatterns.directory)
    for file in ShippedPatterns.files.values.sorted() {
      let data = try #require(FileManager.default.contents(atPath: "\(directory)/\(file)"))
      let firstLine = String(decoding: data.prefix { $0 != 10 }, as: UTF8.self)
      #expect(["UTF-8", "ISO8859-1"].contains(firstLine), "\(file)")
      _ = try Hyphenator(patternFile: "\(directory)/\(file)")
    }
  }

  @Test func aChangedOrMissingFileIsNamed() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "calends-patterns-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("de"), withIntermediateDirectories: true)
    try Data("ISO8859-1\n".utf8).write(to: folder.appendingPathComponent("de/hyph_de_DE.dic"))
    let lock = try PatternLock(
      text: "# comment\n\(String(repeating: "a", count: 64)) 10 de/hyph_de_DE.dic\n")
    try lock.checkSize(of: "de/hyph_de_DE.dic", in: folder.path)

    try Data("ISO8859-1\n1a\n".utf8).write(to: folder.appendingPathComponent("de/hyph_de_DE.dic"))
    let changed = #expect(throws: RenderError.self) {
      try lock.checkSize(of: "de/hyph_de_DE.dic", in: folder.path)
    }
    #expect(changed?.message.contains("de/hyph_de_DE.dic were changed: the file has 13 bytes") == true)

    let unlocked = #expect(throws: RenderError.self) {
      try lock.checkSize(of: "fr/hyph_fr.dic", in: folder.path)
    }
    #expect(unlocked?.message.contains("are not in patterns.lock") == true)

    try FileManager.default.removeItem(at: folder.appendingPathComponent("de/hyph_de_DE.dic"))
    let missing = #expect(throws: RenderError.self) {
      try lock.checkSize(of: "de/hyph_de_DE.dic", in: folder.path)
    }
    #expect(missing?.message.contains("de/hyph_de_DE.dic are missing") == true)
  }

  @Test func aMalformedLockNamesTheLine() {
    let error = #expect(throws: RenderError.self) {
      _ = try PatternLock(text: "# comment\n\nnot a hash 12 de/hyph_de_DE.dic\n")
    }
    #expect(error?.message.contains("patterns.lock line 3") == true)
  }
}
