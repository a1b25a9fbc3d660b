import Foundation
import Testing

/// Messages echo user text clipped and escaped, and repeated warnings are counted, not
/// repeated: whatever the input, what the binary prints stays a few lines long.
@Suite final class EchoedTextCLITests {
  let folder = CLI.temporaryFolder()

  deinit {
    try? FileManager.default.removeItem(at: folder)
  }

  func write(_ name: String, _ text: String) throws -> String {
    let url = folder.appendingPathComponent(name)
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url.path
  }

  /// A 3 MB unknown key: the message names it by its first 197 characters and is no longer
  /// than for a key of 300. (Most of its 2 KB is the list of valid field names, which grows
  /// with the field table.)
  @Test(arguments: ["json", "yaml"]) func hugeUnknownKey(format: String) throws {
    func spec(_ key: String) -> String {
      // YAML needs the explicit-key form for keys over 1024 characters.
      format == "json" ? "{\"\(key)\": 1}" : "? \(key)\n: 1\n"
    }
    let huge = try write("a.\(format)", spec(String(repeating: "k", count: 3 * 1024 * 1024)))
    let result = try CLI.run(["layout", huge])
    #expect(result.status == 2)
    #expect(result.stderr.utf8.count < 2_400, "\(result.stderr.utf8.count) bytes")
    #expect(result.stderr.contains(String(repeating: "k", count: 197) + "…: unknown field"))
    let short = try CLI.run([
      "layout", try write("b.\(format)", spec(String(repeating: "k", count: 300))),
    ])
    #expect(short.stderr.utf8.count == result.stderr.utf8.count)
  }

  /// A key with a newline and a terminal escape in it is shown escaped, on one line.
  @Test func controlCharactersAreEscaped() throws {
    let spec = try write("control.json", #"{"a\nb\u001B[31mc": 1}"#)
    let result = try CLI.run(["layout", spec])
    #expect(result.status == 2)
    #expect(result.stderr.contains(#"a\nb\u{1B}[31mc: unknown field"#), "\(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 1)
  }

  /// 60,000 warnings of one kind: the first of them, with the count of the rest.
  @Test func repeatedWarningsAreCounted() throws {
    let declarations = (0..<60_000).map { "  colr: \($0 % 10);\n" }.joined()
    let sheet = try write("many.nss", "fdlFUICalendarView {\n\(declarations)}\n")
    let check = try CLI.run(["theme", "check", sheet])
    #expect(check.status == 0)
    #expect(check.stdout.contains("ok, 60000 warning(s)"))
    let lines = check.stderr.split(separator: "\n")
    #expect(lines.count == 1, "\(lines.prefix(10))")
    #expect(lines.last?.hasSuffix(" (and 59,999 more like this)") == true)

    let render = try CLI.run(["layout", "--today", "2019-01-10", "--theme", sheet])
    #expect(render.status == 0)
    let renderLines = render.stderr.split(separator: "\n")
    #expect(renderLines.count == 1)
    #expect(renderLines.last?.hasSuffix(" (and 59,999 more like this)") == true)
  }
}
