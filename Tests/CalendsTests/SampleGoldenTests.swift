import CalendsGallery
import Calends
import CalendsLayout
import CalendsScene
import Foundation
import GoldenTextSupport
import Testing

/// Every sample of `Samples/samples.yaml` — each spec in each of its appearances — as text:
/// its layout JSON (`calends layout`), layout dump (`calends layout --dump`) and scene dump
/// (`calends scene`), compared with the files in `SampleGoldens/` named like the sample's
/// images (`<sample name>.layout.json`, `.layout.txt`, `.scene.txt`, e.g.
/// `styles/week-default-dark.scene.txt`). The safety net for internal changes that must keep
/// every sample's output identical. `CALENDS_RECORD=1` rewrites them; a mismatch leaves the
/// actual text in `TestSupport.artifacts`.
@Suite struct SampleGoldenTests {
  static let samples = (try? SampleFolder.samples(in: TestSupport.samples.path)) ?? []
  static let golden = GoldenText(
    folder: TestSupport.sampleGoldens,
    artifacts: TestSupport.artifacts.appendingPathComponent("SampleGoldens"))

  @Test func everySampleHasItsOwnGoldenName() {
    #expect(Self.samples.count >= 15)
    let names = Self.samples.map(\.name)
    #expect(Set(names).count == names.count, "two samples share an output name")
  }

  /// No golden set is left over from a sample that is gone.
  @Test func everyGoldenFileBelongsToASample() throws {
    let names = Set(Self.samples.map(\.name))
    let files = try FileManager.default.subpathsOfDirectory(atPath: TestSupport.sampleGoldens.path)
    for file in files.sorted() where file.hasSuffix(".txt") || file.hasSuffix(".json") {
      let name = [".layout.json", ".layout.txt", ".scene.txt"].first(where: file.hasSuffix)
        .map { String(file.dropLast($0.count)) }
      #expect(name.map(names.contains) == true, "\(file) belongs to no sample")
    }
  }

  /// The three texts the commands print, through the same calls: the sample's spec (with its
  /// appearance applied, as `--theme dark` would), the spec's `ThemeLoader`, `prepare`, then
  /// the limit-checked layout and scene.
  @Test(arguments: samples)
  func sampleMatchesItsGoldenText(sample: Sample) throws {
    let renderer = TestSupport.renderer
    let loaded = try SampleFolder.load(sample)
    let prepared = try renderer.prepare(
      loaded.spec, themeLoader: ThemeLoader(baseDirectory: loaded.directory))
    // A printed document's sample is one of its pages, as `--page` draws it; any other
    // sample is its whole document, as `calends layout` prints it.
    let document = try renderer.checkedDocument(prepared).onlyPage((sample.page ?? 1) - 1)
    let tree = document.pages[0]
    let scene = SceneBuilder(theme: prepared.theme).build(tree)
    Self.golden.assert(document.jsonString(), named: sample.name + ".layout.json")
    Self.golden.assert(tree.dump(), named: sample.name + ".layout.txt")
    Self.golden.assert(scene.dump(), named: sample.name + ".scene.txt")
  }
}
