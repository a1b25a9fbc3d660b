import Calends
import CalendsLayout
import CalendsScene
import Foundation
import GoldenTextSupport
import Testing

/// Every spec in `Samples/` as text: its layout JSON (`calends layout`), layout dump
/// (`calends layout --dump`) and scene dump (`calends scene`), compared with the files in
/// `SampleGoldens/` (`<spec path without extension>.layout.json`, `.layout.txt`,
/// `.scene.txt`). The safety net for internal changes that must keep every sample's output
/// identical. `CALENDS_RECORD=1` rewrites them; a mismatch leaves the actual text in
/// `TestSupport.artifacts`.
@Suite struct SampleGoldenTests {
  static let specs = (try? SampleFolder.specs(in: TestSupport.samples.path)) ?? []
  static let golden = GoldenText(
    folder: TestSupport.sampleGoldens,
    artifacts: TestSupport.artifacts.appendingPathComponent("SampleGoldens"))

  /// `Samples/styles/week.yaml` → `styles/week`.
  static func name(of spec: URL) -> String {
    let path = spec.deletingPathExtension().path
    let root = TestSupport.samples.path + "/"
    return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : spec.lastPathComponent
  }

  @Test func everySampleHasItsOwnGoldenName() {
    #expect(Self.specs.count >= 15)
    let names = Self.specs.map(Self.name(of:))
    #expect(Set(names).count == names.count, "two specs differ only in their extension")
  }

  /// The three texts the commands print, through the same calls: `SpecLoader`, the spec's
  /// `ThemeLoader`, `prepare`, then the limit-checked layout and scene.
  @Test(arguments: specs)
  func sampleMatchesItsGoldenText(spec: URL) throws {
    let renderer = TestSupport.renderer
    let loaded = try SpecLoader.load(path: spec.path)
    let prepared = try renderer.prepare(
      loaded.spec, themeLoader: ThemeLoader(baseDirectory: loaded.directory))
    let tree = try renderer.checkedLayout(prepared)
    let scene = try renderer.checkedScene(prepared)
    let name = Self.name(of: spec)
    Self.golden.assert(tree.jsonString(), named: name + ".layout.json")
    Self.golden.assert(tree.dump(), named: name + ".layout.txt")
    Self.golden.assert(scene.dump(), named: name + ".scene.txt")
  }
}
