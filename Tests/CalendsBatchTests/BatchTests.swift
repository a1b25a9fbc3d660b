import Calends
import CalendsBatch
import CalendsCairo
import CalendsModel
import CalendsValues
import Foundation
import Testing

@Suite struct BatchTests {
  func manifest(_ yaml: String, base: URL = BatchTesting.temporaryFolder()) throws -> BatchManifest
  {
    try BatchTesting.manifest(yaml, base: base)
  }

  func error(_ yaml: String) -> String {
    BatchTesting.error(yaml)
  }

  static let matrix = """
    defaults: {today: 2019-01-10, scale: 1}
    specs:
      - {name: extra/reference.png, spec: {selectedDate: 2019-01-23}}
    matrix:
      name: "{style}-{theme}-{displayDateAtStartup}.{format}"
      axes:
        style: [month, week, rangeSelection]
        theme: [light, dark]
        displayDateAtStartup: [2019-01-01, 2019-02-01]
        format: [png, svg, pdf]
    """

  @Test func matrixExpandsEveryCombinationWithUniqueSortedNames() throws {
    let entries = try manifest(Self.matrix).entries
    #expect(entries.count == 3 * 2 * 2 * 3 + 1)
    #expect(entries.map(\.name) == entries.map(\.name).sorted())
    #expect(Set(entries.map(\.name)).count == entries.count)
    let first = entries.first { $0.name == "month-dark-2019-01-01.svg" }
    #expect(first?.format == .svg)
    #expect(first?.fields["style"] == .string("month"))
    #expect(first?.fields["today"] == .string("2019-01-10"))
    #expect(first?.fields["format"] == nil)
  }

  @Test func manifestErrors() {
    #expect(
      error("specs: [{name: a.png}, {name: a.png}]").contains("two entries are named 'a.png'"))
    #expect(
      error("matrix: {name: \"{style}.png\", axes: {theme: [light, dark]}}").contains(
        "the template names '{style}'"))
    #expect(
      error("matrix: {name: \"x.png\", axes: {theme: [light, dark]}}").contains(
        "two entries are named 'x.png'"))
    #expect(
      error("specs: [{name: ../escape.png, spec: {}}]").contains("would leave the output folder"))
    #expect(error("specs: [{name: /abs.png, spec: {}}]").contains("would leave the output folder"))
    #expect(error("specs: [{name: noext, spec: {}}]").contains("no .png, .svg, .pdf, .bmp or .bin extension"))
    #expect(
      error("specs: [{name: a.png, spec: {format: svg}}]").contains(
        "ends in .png but its format is svg"))
    #expect(
      error("matrix: {name: \"{theme}.png\", axes: {theme: []}}").contains(
        "matrix.axes.theme: expected a non-empty list"))
    #expect(error("specz: []").contains("specz: unknown field"))
    #expect(error("{}").contains("lists no entries"))
  }

  func run(
    _ manifest: BatchManifest, jobs: Int, into folder: URL, entries: [BatchEntry]? = nil,
    force: Bool = false
  ) -> BatchRunner.Summary {
    BatchRunner(
      manifest: manifest, entries: entries ?? manifest.entries,
      options: .init(outputDirectory: folder, jobs: jobs, force: force)
    )
    .run { _, _, _, _ in }
  }

  func contents(_ folder: URL) throws -> [String: Data] {
    var files: [String: Data] = [:]
    for name in try FileManager.default.subpathsOfDirectory(atPath: folder.path).sorted()
    where !name.hasPrefix(".") {
      var isDirectory: ObjCBool = false
      let url = folder.appendingPathComponent(name)
      if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
        !isDirectory.boolValue
      {
        files[name] = try Data(contentsOf: url)
      }
    }
    return files
  }

  @Test func sameBytesWhateverTheThreadsOrShardsAndRerunsSkip() throws {
    let manifest = try manifest(Self.matrix)
    let one = BatchTesting.temporaryFolder()
    let two = BatchTesting.temporaryFolder()
    let sharded = BatchTesting.temporaryFolder()
    #expect(run(manifest, jobs: 1, into: one).rendered == manifest.entries.count)
    #expect(run(manifest, jobs: 2, into: two).rendered == manifest.entries.count)
    for index in 0..<4 {
      _ = run(manifest, jobs: 2, into: sharded, entries: manifest.shard(index, of: 4))
    }
    let reference = try contents(one)
    #expect(reference.count == manifest.entries.count)
    #expect(try contents(two) == reference)
    #expect(try contents(sharded) == reference)
    let again = run(manifest, jobs: 2, into: two)
    #expect(again.skipped == manifest.entries.count && again.rendered == 0)
    #expect(run(manifest, jobs: 2, into: two, force: true).rendered == manifest.entries.count)
  }

  @Test func aChangedStylesheetReRendersOnlyWhatUsesIt() throws {
    let base = BatchTesting.temporaryFolder()
    let sheet = base.appendingPathComponent("t.nss")
    try "fdlFUICalendarView { background-color: #EEEEEE; }\n".write(
      to: sheet, atomically: true, encoding: .utf8)
    let manifest = try manifest(
      "defaults: {today: 2019-01-10, scale: 1}\nmatrix: {name: \"{theme}.png\", axes: {theme: [light, t.nss]}}",
      base: base)
    let out = BatchTesting.temporaryFolder()
    #expect(run(manifest, jobs: 1, into: out).rendered == 2)
    try "fdlFUICalendarView { background-color: #DDDDDD; }\n".write(
      to: sheet, atomically: true, encoding: .utf8)
    let second = run(manifest, jobs: 1, into: out)
    #expect(second.rendered == 1 && second.skipped == 1)
  }

  /// The fingerprint reads a stylesheet with the same bounded read as rendering: a device
  /// named as a theme is refused, not read forever.
  @Test func aDeviceAsStylesheetFailsInsteadOfHanging() throws {
    let manifest = try manifest(
      "defaults: {today: 2019-01-10, scale: 1}\nspecs: [{name: z.png, spec: {theme: /dev/zero}}]")
    let summary = run(manifest, jobs: 1, into: BatchTesting.temporaryFolder())
    #expect(summary.failures.map(\.name) == ["z.png"])
    #expect(summary.failures.first?.error.description.contains("stylesheet") == true)
  }

  @Test func aBadEntryIsReportedByNameAndTheRestRender() throws {
    let manifest = try manifest(
      "defaults: {today: 2019-01-10, scale: 1}\nspecs: [{name: good.png, spec: {}}, {name: bad.png, spec: {selectedDate: 2019-02-30}}, {name: worse.png, spec: {theme: missing.nss}}]"
    )
    let out = BatchTesting.temporaryFolder()
    let summary = run(manifest, jobs: 2, into: out)
    #expect(summary.rendered == 1)
    #expect(summary.failures.map(\.name) == ["bad.png", "worse.png"])
    #expect(summary.failures[0].error.description.contains("selectedDate"))
    #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("good.png").path))
    #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("bad.png").path))
  }
}
