import Foundation
import Testing

/// Text a spec or a feed may carry that no format or dump should choke on.
@Suite struct HostileTextCLITests {
  /// A title with U+FFFF and U+FFFE (valid in JSON, not in a document).
  static let spec = #"""
    {"style": "timeline", "today": "2019-01-10", "visibleDays": 1, "events": [
      {"id": "a", "title": "A\uffffB\ufffe\u001b[31mC", "start": "2019-01-10T09:00", "end": "2019-01-10T10:00"}]}
    """#

  func write() throws -> URL {
    let folder = CLI.temporaryFolder()
    let file = folder.appendingPathComponent("spec.json")
    try Data(Self.spec.utf8).write(to: file)
    return file
  }

  @Test(arguments: ["pdf", "svg", "png"])
  func noncharactersInATitleDrawInEveryFormat(format: String) throws {
    let spec = try write()
    let output = spec.deletingLastPathComponent().appendingPathComponent("out.\(format)")
    let result = try CLI.run(["render", spec.path, "-o", output.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect((try? Data(contentsOf: output))?.isEmpty == false)
  }

  /// The dumps are one line per item: a control character in a title is escaped, never
  /// written raw to a terminal.
  @Test(arguments: [["scene"], ["layout", "--dump"]])
  func dumpsEscapeControlCharacters(command: [String]) throws {
    let result = try CLI.run(command + [try write().path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(!result.stdout.unicodeScalars.contains { $0.value == 0x1B })
    #expect(result.stdout.contains(#"\u{1B}[31m"#), "\(result.stdout)")
  }
}
