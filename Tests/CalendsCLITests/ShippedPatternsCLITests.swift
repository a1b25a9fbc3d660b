import Foundation
import Testing

/// The hyphenation patterns ship beside the binary as the fonts do: a changed pattern file
/// stops a render in its language with a message naming it, and leaves the other languages
/// alone.
@Suite struct ShippedPatternsCLITests {
  /// A copy of the binary beside a copy of the pattern folder in which the German file was
  /// cut short: a German render fails (exit 1) naming the file, nothing is written; an
  /// English render, whose file is intact, is drawn.
  @Test func aChangedPatternFileIsRefusedByName() throws {
    let root = CLI.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let files = FileManager.default
    let binary = root.appendingPathComponent("calends")
    try files.copyItem(at: CLI.binary, to: binary)
    let shipped = CLI.binary.deletingLastPathComponent().appendingPathComponent(
      "Calends_CalendsHyphenation.resources/Patterns")
    let patterns = root.appendingPathComponent("Calends_CalendsHyphenation.resources/Patterns")
    for path in try files.subpathsOfDirectory(atPath: shipped.path).sorted() {
      let source = shipped.appendingPathComponent(path)
      let target = patterns.appendingPathComponent(path)
      var isFolder: ObjCBool = false
      _ = files.fileExists(atPath: source.path, isDirectory: &isFolder)
      if isFolder.boolValue {
        try files.createDirectory(at: target, withIntermediateDirectories: true)
      } else if path == "de/hyph_de_DE.dic" {
        try Data(contentsOf: source).dropLast().write(to: target)
      } else {
        try files.createSymbolicLink(at: target, withDestinationURL: source)
      }
    }
    let spec = CLI.packageRoot.appendingPathComponent("Samples/timeline/busy-week-de.yaml").path
    let output = root.appendingPathComponent("out.png")
    let render = try CLI.run(["render", spec, "-o", output.path], binary: binary)
    #expect(render.status == 1)
    #expect(
      render.stderr.contains("the shipped hyphenation pattern file de/hyph_de_DE.dic was changed"),
      "\(render.stderr)")
    #expect(!files.fileExists(atPath: output.path))

    let english = try CLI.run(
      ["render", "--style", "timeline", "--today", "2019-01-10", "-o", output.path],
      binary: binary)
    #expect(english.status == 0, "\(english.stderr)")
    #expect(files.fileExists(atPath: output.path))
  }
}
