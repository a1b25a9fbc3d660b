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
    let binary = try CLI.binaryWithDamagedResource(
      "Calends_CalendsHyphenation.resources/Patterns", cutShort: "de/hyph_de_DE.dic", in: root)
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
