import CalendsValues
import Foundation
import Testing

@testable import CalendsSupport

/// What every output's fingerprint shares: a file the drawing reads that changes — a font,
/// or a hyphenation pattern rewritten in place — changes it, so no output drawn before
/// passes as current.
@Suite struct OutputFingerprintTests {
  func shared(data: String) -> String {
    OutputFingerprint.shared(
      fonts: FontSetup(directories: []), dataFolders: [data], pngCompression: .fast,
      version: "test")
  }

  @Test func aDataFileChangedInPlaceChangesTheSharedFingerprint() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "calends-fingerprint-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("de"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let patterns = folder.appendingPathComponent("de/hyph_de_DE.dic")
    try Data("UTF-8\n1ab\n".utf8).write(to: patterns)
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSince1970: 1_000_000)], ofItemAtPath: patterns.path)
    let before = shared(data: folder.path)
    #expect(shared(data: folder.path) == before)
    // The same size, another point: only the date tells.
    try Data("UTF-8\n1ac\n".utf8).write(to: patterns)
    #expect(shared(data: folder.path) != before)
    try FileManager.default.removeItem(at: patterns)
    #expect(shared(data: folder.path) != before)
  }

  /// The same files as fonts and as data are not the same inputs.
  @Test func theFontsAndTheDataAreApart() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "calends-fingerprint-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("x".utf8).write(to: folder.appendingPathComponent("a.dic"))
    let asFonts = OutputFingerprint.shared(
      fonts: FontSetup(directories: [folder.path]), dataFolders: [], pngCompression: .fast,
      version: "test")
    #expect(asFonts != shared(data: folder.path))
  }
}
