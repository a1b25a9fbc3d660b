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
      ShippedPatterns.folder.candidates.last?.hasSuffix("Sources/CalendsHyphenation/Patterns") == true)
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
    let lock = try FileLock.read(ShippedPatterns.lockFileName, in: directory)
    for entry in lock.entries {
      let path = directory + "/" + entry.path
      #expect(try Self.sha256(path) == entry.sha256, "\(entry.path)")
      try lock.checkSize(of: entry.path, in: directory, kind: "hyphenation pattern")
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
}
