import CCairo
import CalendsValues
import Foundation
import Testing

@testable import CalendsCairo

/// The fonts ship with the package, match their lock file, and are the only fonts the
/// renderer can see.
@Suite struct ShippedFontsTests {
  @Test func theFolderIsFoundBesideTheBuildProducts() throws {
    let directory = try #require(ShippedFonts.directory)
    #expect(directory.hasSuffix("Calends_CalendsCairo.resources/Fonts"))
    #expect(ShippedFonts.folder.candidates.last?.hasSuffix("Sources/CalendsCairo/Fonts") == true)
  }

  /// Every SHA-256 in `fonts.lock` matches, and every font file in the folder is locked.
  @Test func everyFontMatchesTheLock() throws {
    let directory = try #require(ShippedFonts.directory)
    let lock = try FileLock.read(ShippedFonts.lockFileName, in: directory)
    let checks = lock.verify(in: directory)
    for check in checks where !check.matches {
      Issue.record("\(check.entry.path): \(check.status), SHA-256 \(check.actualSHA256 ?? "-")")
    }
    let files = try FileManager.default.subpathsOfDirectory(atPath: directory).filter { file in
      [".ttf", ".otf", ".ttc"].contains { file.hasSuffix($0) }
    }
    #expect(Set(files) == Set(lock.entries.map(\.path)))
    #expect(lock.entries.count == 72)
  }

  /// Each font family folder carries its licence.
  @Test func everyFamilyHasItsLicence() throws {
    let directory = try #require(ShippedFonts.directory)
    for family in ["Inter", "DejaVu", "Noto", "WenQuanYi", "NotoColorEmoji"] {
      let licence = "\(directory)/\(family)/LICENSE"
      #expect(FileManager.default.fileExists(atPath: licence), "\(licence)")
    }
  }

  /// The shipped fonts stay within 30 MB, emoji included.
  @Test func shippedFontsStayWithinTheirBudget() throws {
    let directory = try #require(ShippedFonts.directory)
    let lock = try FileLock.read(ShippedFonts.lockFileName, in: directory)
    #expect(lock.entries.reduce(0) { $0 + $1.size } <= 30_000_000)
  }

  /// The private configuration holds the shipped files and nothing else.
  @Test func onlyShippedFilesAreLoaded() throws {
    let directory = try #require(ShippedFonts.directory)
    let configuration = try FontConfiguration(.default)
    let files = configuration.fontFiles
    #expect(files.count == 72)
    for file in files where !file.hasPrefix(directory + "/") {
      Issue.record("\(file) is not a shipped font")
    }
  }

  /// In a program that owns the process's configuration (the CLI), once a renderer exists
  /// fontconfig's current configuration is a private one, so Pango's start-up thread
  /// (`FcInit`) does not load the system's (a tenth of a one-image process).
  @Test func theSystemConfigurationIsNotLoaded() throws {
    CairoRenderer.ownTheProcessFontConfiguration()
    _ = try CairoRenderer()
    let current = try #require(FcConfigGetCurrent())
    let application = try #require(FcConfigGetFonts(current, FcSetApplication))
    #expect(application.pointee.nfont > 0)
    let system = FcConfigGetFonts(current, FcSetSystem)
    #expect((system?.pointee.nfont ?? 0) == 0)
  }

  @Test func aChangedFileIsNamed() throws {
    let folder = try Self.lockedFolder(["Inter/A.otf": "aaaa", "Noto/B.ttf": "bbbb"])
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let lock = try FileLock.read(ShippedFonts.lockFileName, in: folder)
    try lock.checkFontSizes(in: folder)
    #expect(lock.verify(in: folder).allSatisfy { $0.matches })

    // Same size, other bytes: only the hash sees it.
    try Data("abab".utf8).write(to: URL(fileURLWithPath: folder + "/Noto/B.ttf"))
    let checks = lock.verify(in: folder)
    #expect(checks.map(\.status) == ["ok", "changed"])
    // The start-up check every renderer pays reads the lock and one `stat` per file, never
    // a file's bytes (hashing all of them takes ~65 ms: `calends doctor` does that).
    try lock.checkFontSizes(in: folder)

    try Data("aaaaa".utf8).write(to: URL(fileURLWithPath: folder + "/Inter/A.otf"))
    let error = #expect(throws: RenderError.self) { try lock.checkFontSizes(in: folder) }
    #expect(error?.message.contains("the shipped font file Inter/A.otf was changed") == true)
    #expect(error?.message.contains("it has 5 bytes, fonts.lock says 4") == true)

    try FileManager.default.removeItem(atPath: folder + "/Inter/A.otf")
    let missing = #expect(throws: RenderError.self) { try lock.checkFontSizes(in: folder) }
    #expect(missing?.message.contains("the shipped font file Inter/A.otf is missing") == true)
    #expect(lock.verify(in: folder).map(\.status) == ["missing", "changed"])
  }

  /// A folder with the given files and a `fonts.lock` for them.
  static func lockedFolder(_ files: [String: String]) throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "calends-fonts-\(UUID().uuidString)"
    ).path
    var lines = ["# test lock"]
    for (path, text) in files.sorted(by: { $0.key < $1.key }) {
      let url = URL(fileURLWithPath: folder + "/" + path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
      lines.append("\(FileDigest.sha256(of: Array(text.utf8))) \(text.utf8.count) \(path)")
    }
    try Data(lines.joined(separator: "\n").utf8).write(
      to: URL(fileURLWithPath: folder + "/fonts.lock"))
    return folder
  }
}
