import CalendsBatch
import Foundation
import Testing

/// Output names in a manifest: one spelling per file, nothing a report line or a terminal
/// could be fooled by.
@Suite struct OutputNameTests {
  func error(_ yaml: String) -> String {
    do {
      _ = try BatchTesting.manifest(yaml, base: BatchTesting.temporaryFolder())
      return "no error"
    } catch {
      return String(describing: error)
    }
  }

  @Test(arguments: [
    ("\"a\\nb.png\"", "'a\\nb.png' holds a control character (U+000A)"),
    ("\"tab\\there.png\"", "'tab\\there.png' holds a control character (U+0009)"),
    ("\"bell\\a.png\"", "'bell\\u{7}.png' holds a control character (U+0007)"),
    ("\"del\\u007F.png\"", "'del\\u{7F}.png' holds a control character (U+007F)"),
  ])
  func controlCharactersAreRefusedWithTheEntryAndTheNameEscaped(name: String, expected: String) {
    let message = error("specs: [{name: ok.png, spec: {}}, {name: \(name), spec: {}}]")
    #expect(message.contains("specs[1].name: the output name \(expected)"), "\(message)")
    #expect(!message.contains("\n"), "a message must stay on one line: \(message)")
  }

  @Test func oneFileHasOneName() throws {
    for other in ["./a.png", "x/../a.png", "x/./../a.png"] {
      #expect(
        error("specs: [{name: a.png, spec: {}}, {name: \"\(other)\", spec: {}}]").contains(
          "two entries are named 'a.png'"), "\(other)")
    }
    let manifest = try BatchTesting.manifest(
      "specs: [{name: x/../b.png, spec: {}}, {name: ./c/./d.svg, spec: {}}]",
      base: BatchTesting.temporaryFolder())
    #expect(manifest.entries.map(\.name) == ["b.png", "c/d.svg"])
  }

  @Test(arguments: ["../x.png", "x/../../a.png", "./..", ".", "a//b.png", "/abs.png", ""])
  func namesThatLeaveTheFolderAreRefused(name: String) {
    #expect(
      error("specs: [{name: \"\(name)\", spec: {}}]").contains("would leave the output folder"),
      "\(name)")
  }

  /// `.calends-records` holds the batch's records of what it wrote: no entry writes there.
  @Test(arguments: [".calends-records/x.png", "./.calends-records/x.png", "a/../.calends-records/y.svg"])
  func namesInsideTheRecordsFolderAreRefused(name: String) {
    #expect(
      error("specs: [{name: \"\(name)\", spec: {}}]").contains(
        "is inside .calends-records, where the batch keeps its records"), "\(name)")
  }

  @Test func longNamesAreClippedInMessages() {
    let name = String(repeating: "n", count: 5_000) + "\\n.png"
    let message = error("specs: [{name: \"\(name)\", spec: {}}]")
    #expect(message.count < 600, "\(message.count) characters")
    #expect(message.contains("…"))
  }
}
