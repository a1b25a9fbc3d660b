import Calends
import CalendsGallery
import CalendsValues
import CalendsYAML
import Foundation
import Testing

/// `Samples/samples.yaml` is the one list of samples: it names every spec file, every file it
/// names is there, and no spec is a copy of another that only chose a different appearance.
@Suite struct SampleManifestTests {
  static let folder = TestSupport.samples

  /// Every (spec, appearance) pair's spec, PNG and SVG (a panel's sample: its PNG) exist.
  @Test func everyListedSampleHasItsFiles() throws {
    let samples = try SampleFolder.samples(in: Self.folder.path)
    #expect(samples.count >= 15)
    for sample in samples {
      #expect(FileManager.default.fileExists(atPath: sample.spec.path), "\(sample.spec.path)")
      for format in try SampleFolder.formats(for: sample) {
        let image = SampleFolder.imageURL(for: sample, format: format)
        #expect(FileManager.default.fileExists(atPath: image.path), "\(image.path)")
      }
    }
  }

  /// Every spec file in the folder is in the manifest (a spec that is not would never be
  /// rendered or tested).
  @Test func everySpecFileIsListed() throws {
    let listed = Set(try SampleFolder.samples(in: Self.folder.path).map(\.spec.standardizedFileURL))
    let unlisted = try SampleFolder.specs(in: Self.folder.path).filter {
      !listed.contains($0.standardizedFileURL)
    }
    #expect(unlisted.isEmpty, "not in samples.yaml: \(unlisted.map(\.path))")
  }

  /// No two spec files differ only by their theme, where both themes are appearances (none,
  /// `light`, `dark`): the dark one is the other's `dark` appearance in the manifest. Comments
  /// do not count. A spec whose theme is a stylesheet (`booking-clown`) may share the rest
  /// with another: the manifest has no axis for stylesheets. Nor is a spec written twice with
  /// the same theme (`reference-as-json.json`, the YAML sample as JSON) a theme variant.
  @Test func noSpecIsAnotherSpecInAnotherAppearance() throws {
    var byContent: [SpecValue: [(path: String, theme: SpecValue?)]] = [:]
    for spec in try SampleFolder.specs(in: Self.folder.path) {
      guard
        case .object(var fields) = try SpecValue.parse(
          try Data(contentsOf: spec), source: spec.path)
      else { continue }
      let theme = fields.removeValue(forKey: "theme")
      byContent[.object(fields), default: []].append((spec.path, theme))
    }
    let appearances: Set<SpecValue?> = [nil, .string("light"), .string("dark")]
    for group in byContent.values {
      let twins = group.filter { appearances.contains($0.theme) }
      #expect(
        Set(twins.map(\.theme)).count <= 1,
        "\(twins.map(\.path).joined(separator: ", ")) differ only by their theme: keep one and list its appearances in samples.yaml"
      )
    }
  }

  /// The check above sees through comments and finds a dark copy.
  @Test func aDarkCopyIsFoundThroughItsComments() throws {
    let light = try SpecValue.parse(Data("# Week.\nstyle: week\n".utf8), source: "a")
    let dark = try SpecValue.parse(
      Data("# Week (dark theme).\nstyle: week\ntheme: dark\n".utf8), source: "b")
    guard case .object(var fields) = dark else { throw CocoaError(.fileReadCorruptFile) }
    #expect(fields.removeValue(forKey: "theme") == .string("dark"))
    #expect(SpecValue.object(fields) == light)
  }

  // MARK: The manifest's format

  func folder(manifest: String, specs: [String: String]) throws -> String {
    let folder = TestSupport.temporaryFolder()
    try manifest.write(
      to: folder.appendingPathComponent(SampleFolder.manifestName), atomically: true,
      encoding: .utf8)
    for (name, text) in specs {
      let url = folder.appendingPathComponent(name)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    return folder.path
  }

  @Test func outputNamesFollowTheAppearanceUnlessNamed() throws {
    let folder = try folder(
      manifest: """
        samples:
          - spec: a.yaml
          - {spec: s/b.yaml, appearances: [light, dark]}
          - {spec: c.json, appearances: [dark, light], names: {dark: night/c}}
        """,
      specs: ["a.yaml": "today: 2019-01-10\n", "s/b.yaml": "today: 2019-01-10\n"])
    let samples = try SampleFolder.samples(in: folder)
    #expect(samples.map(\.name) == ["a", "s/b", "s/b-dark", "night/c", "c"])
    #expect(samples.map(\.appearance) == [.light, .light, .dark, .dark, .light])
    #expect(samples[2].overrides == ["theme": .string("dark")])
    #expect(samples[1].overrides.isEmpty)
    #expect(SampleFolder.imageURL(for: samples[2], format: .png).path == folder + "/s/b-dark.png")
  }

  @Test func aPrintedDocumentsPagesAreEachASample() throws {
    let folder = try folder(
      manifest: "samples: [{spec: p/y.yaml, appearances: [light, dark], pages: [1, 2]}]",
      specs: ["p/y.yaml": "style: year\npaper: a4\npages: months\n"])
    let samples = try SampleFolder.samples(in: folder)
    #expect(samples.map(\.name) == ["p/y-01", "p/y-02", "p/y-dark-01", "p/y-dark-02"])
    #expect(samples.map(\.page) == [1, 2, 1, 2])
  }

  @Test func badManifestsAreRefusedByPlace() throws {
    for (manifest, message) in [
      ("specs: []", "expected an object with a list 'samples'"),
      ("samples: [{spec: a.yaml}]\nextra: 1", "extra: unknown field"),
      ("samples: [{spec: a.yaml, look: dark}]", "samples[0].look: unknown field"),
      ("samples: [{spec: a.yaml, appearances: [dim]}]", "dim is not an appearance"),
      ("samples: [{spec: ../a.yaml}]", "must be a path inside the sample folder"),
      ("samples: [{spec: a.yaml}, {spec: a.yaml}]", "a.yaml is already listed"),
      (
        "samples: [{spec: a.yaml, appearances: [light, dark]}, {spec: a-dark.yaml}]",
        "the output a-dark is also a.yaml (dark)'s"
      ),
      ("samples: [{spec: a.yaml, names: {dark: x}}]", "names.dark: not one of this entry's"),
      ("samples: [{spec: a.yaml, pages: [0]}]", "samples[0].pages: 0 is not a page number"),
      (
        "samples: [{spec: a.yaml, pages: [1, 1]}]",
        "pages: 1 is not a page number (1…99, each once)"
      ),
      ("samples: [{spec: a.yaml, pages: []}]", "pages: expected a list of page numbers"),
    ] {
      let folder = try folder(manifest: manifest, specs: [:])
      #expect(throws: CalendsError.self, "\(manifest)") {
        try SampleFolder.samples(in: folder)
      }
      do {
        _ = try SampleFolder.samples(in: folder)
      } catch {
        #expect(error.description.contains(message), "\(manifest): \(error)")
      }
    }
  }

  /// The dark appearance of a spec that chose its own theme would drop that theme: refused.
  @Test func darkOfASpecWithItsOwnThemeIsRefused() throws {
    let folder = try folder(
      manifest: "samples: [{spec: a.yaml, appearances: [light, dark]}]",
      specs: ["a.yaml": "today: 2019-01-10\ntheme: ocean.nss\n"])
    let samples = try SampleFolder.samples(in: folder)
    #expect(throws: CalendsError.self) { try SampleFolder.load(samples[1]) }
  }

  /// A folder without a manifest (a user's): every spec once, as written, beside it.
  @Test func aFolderWithoutAManifestRendersEverySpecAsWritten() throws {
    let folder = TestSupport.temporaryFolder()
    try "today: 2019-01-10\n".write(
      to: folder.appendingPathComponent("x.yaml"), atomically: true, encoding: .utf8)
    let samples = try SampleFolder.samples(in: folder.path)
    #expect(samples.map(\.name) == ["x"])
    #expect(samples.map(\.appearance) == [.light])
  }
}
