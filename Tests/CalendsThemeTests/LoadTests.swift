import Foundation
import Testing

@testable import CalendsTheme

@Suite struct LoadTests {
  /// A scratch file that is removed again.
  func withFile(_ bytes: [UInt8], _ body: (String) throws -> Void) throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("calends-theme-\(UUID().uuidString).nss").path
    #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
    defer { try? FileManager.default.removeItem(atPath: path) }
    try body(path)
  }

  func loadError(_ path: String) -> String? {
    do {
      _ = try Stylesheet.load(path: path)
      return nil
    } catch {
      return error.description
    }
  }

  @Test func missingFile() {
    #expect(
      loadError("/nonexistent/x.nss")
        == "/nonexistent/x.nss:1:1: error: cannot read stylesheet: no such file")
  }

  @Test func directory() {
    let path = FileManager.default.temporaryDirectory.path
    #expect(loadError(path) == "\(path):1:1: error: cannot read stylesheet: it is a directory")
  }

  @Test func invalidUTF8NamesTheOffsetAndPosition() throws {
    try withFile(Array("fdlFUICalendarView {\n  é: ".utf8) + [0xFF, 0x3B]) { path in
      #expect(
        loadError(path)
          == "\(path):2:6: error: stylesheet is not valid UTF-8: invalid byte 0xFF at byte offset 27"
      )
    }
    try withFile([0xC0, 0x80]) { path in  // an overlong NUL
      #expect(
        loadError(path)
          == "\(path):1:1: error: stylesheet is not valid UTF-8: invalid byte 0xC0 at byte offset 0"
      )
    }
    try withFile([0x61, 0xE2, 0x82]) { path in  // truncated at the end
      #expect(
        loadError(path)
          == "\(path):1:2: error: stylesheet is not valid UTF-8: invalid byte 0xE2 at byte offset 1"
      )
    }
    try withFile([0xED, 0xA0, 0x80]) { path in  // a surrogate
      #expect(loadError(path)?.contains("byte offset 0") == true)
    }
  }

  @Test func validUTF8Passes() throws {
    try withFile(Array("/* ✓ 日本 🎉 */ fdlFUICalendarView { background-color: red; }".utf8)) { path in
      let loaded = try Stylesheet.load(path: path)
      #expect(
        loaded.resolve(appearance: .light, context: MediaContext()).background.description
          == "#FF0000")
    }
    #expect(UTF8Validation.firstInvalidOffset(in: Array("ok ✓ 🎉".utf8)) == nil)
  }

  @Test func tooLarge() throws {
    try withFile([UInt8](repeating: 0x20, count: Stylesheet.maximumFileSize + 1)) { path in
      #expect(
        loadError(path) == "\(path):1:1: error: stylesheet is larger than 1 MiB (1048576 bytes)")
    }
    try withFile([UInt8](repeating: 0x20, count: Stylesheet.maximumFileSize)) { path in
      #expect(loadError(path) == nil)
    }
  }

  @Test func errorsCarryThePath() throws {
    try withFile(Array("a {".utf8)) { path in
      #expect(loadError(path)?.hasPrefix("\(path):1:4: error: unexpected end of file") == true)
    }
  }
}
