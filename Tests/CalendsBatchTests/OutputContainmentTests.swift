import Calends
import CalendsBatch
import CalendsValues
import Foundation
import Testing

/// A batch never creates or replaces a file outside its output folder, whatever links the
/// folder holds, and refuses names that would collide or read as other names.
@Suite struct OutputContainmentTests {
  func manifest(_ yaml: String, base: URL = BatchTesting.temporaryFolder()) throws -> BatchManifest
  {
    try BatchTesting.manifest(yaml, base: base)
  }

  func run(_ manifest: BatchManifest, into folder: URL) -> BatchRunner.Summary {
    BatchRunner(
      manifest: manifest, entries: manifest.entries,
      options: .init(outputDirectory: folder, jobs: 1)
    )
    .run { _, _, _, _ in }
  }

  func error(_ yaml: String) -> String {
    BatchTesting.error(yaml)
  }

  static let twoImages =
    "defaults: {today: 2019-01-10, scale: 1}\nspecs: [{name: x.png, spec: {}}, {name: sub/y.png, spec: {}}]"

  @Test func aLinkedFileInTheFolderIsNotFollowed() throws {
    let out = BatchTesting.temporaryFolder()
    let outside = BatchTesting.temporaryFolder()
    let victim = outside.appendingPathComponent("victim")
    try Data("keep me".utf8).write(to: victim)
    try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: out.appendingPathComponent("x.png").path, withDestinationPath: victim.path)
    let summary = run(try manifest(Self.twoImages), into: out)
    #expect(summary.failures.map(\.name) == ["x.png"])
    #expect(summary.failures.first?.error.description.contains("symbolic link") == true)
    #expect(try Data(contentsOf: victim) == Data("keep me".utf8))
    #expect(summary.rendered == 1)
  }

  @Test func aLinkedSubfolderGetsNoFiles() throws {
    let out = BatchTesting.temporaryFolder()
    let elsewhere = BatchTesting.temporaryFolder()
    try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: out.appendingPathComponent("sub").path, withDestinationPath: elsewhere.path)
    let summary = run(try manifest(Self.twoImages), into: out)
    #expect(summary.failures.map(\.name) == ["sub/y.png"])
    #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).isEmpty)
  }

  @Test func aLinkedRecordsFolderIsRefused() throws {
    let out = BatchTesting.temporaryFolder()
    let elsewhere = BatchTesting.temporaryFolder()
    try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: out.appendingPathComponent(".calends-records").path,
      withDestinationPath: elsewhere.path)
    let summary = run(try manifest(Self.twoImages), into: out)
    #expect(summary.rendered == 0)
    #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).isEmpty)
  }

  /// The folder the user names may itself be a link: that is where they asked for.
  @Test func theOutputFolderItselfMayBeALink() throws {
    let real = BatchTesting.temporaryFolder()
    try FileManager.default.createDirectory(at: real, withIntermediateDirectories: true)
    let link = BatchTesting.temporaryFolder()
    try FileManager.default.removeItem(at: link)
    try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: real.path)
    let summary = run(try manifest(Self.twoImages), into: link)
    #expect(summary.rendered == 2 && summary.failures.isEmpty)
    #expect(FileManager.default.fileExists(atPath: real.appendingPathComponent("sub/y.png").path))
  }

  @Test func namesWithBidiControlsOrZeroWidthCharactersAreRefused() {
    for hidden in ["\u{202E}", "\u{2066}", "\u{200F}", "\u{200B}", "\u{2060}", "\u{FEFF}"] {
      #expect(
        error("specs: [{name: \"a\(hidden)gnp.png\", spec: {}}]").contains(
          "invisible formatting character"), "\(hidden.unicodeScalars.first!.value)")
    }
    // Persian and emoji names keep their joiners.
    #expect(error("specs: [{name: \"می\u{200C}خواهم.png\", spec: {}}]") == "no error")
    #expect(error("specs: [{name: \"👨\u{200D}👩.png\", spec: {}}]") == "no error")
  }

  @Test func anEntryNamedLikeAPageOfAnotherIsRefused() {
    let paged = "{name: 2027.png, spec: {style: year, year: 2027, paper: a4, pages: months}}"
    #expect(
      error("specs: [\(paged), {name: 2027-01.png, spec: {}}]").contains(
        "is named like a page of entry"))
    #expect(
      error("specs: [\(paged), {name: 2027-13.png, spec: {}}]").contains(
        "is named like a page of entry"))
    // The cover, and a month of a run that crosses a year.
    #expect(
      error("specs: [\(paged), {name: 2027-cover.png, spec: {}}]").contains(
        "is named like a page of entry"))
    let school =
      "{name: school.png, spec: {style: multiMonth, months: 12, displayDateAtStartup: 2026-09-01, paper: a4, pages: months}}"
    #expect(
      error("specs: [\(school), {name: school-2027-01.png, spec: {}}]").contains(
        "is named like a page of entry"))
    // A PDF holds its pages; a name that only looks like a page is fine without a paged twin.
    #expect(
      error(
        "specs: [{name: 2027.pdf, spec: {style: year, year: 2027, paper: a4, pages: months}}, {name: 2027-01.pdf, spec: {}}]"
      ) == "no error")
    #expect(error("specs: [{name: 2027-01.png, spec: {}}]") == "no error")
  }

  /// A `file:` spec's calendars are relative to the spec file, as `calends render` reads
  /// them.
  @Test func aSpecFilesCalendarsAreRelativeToIt() throws {
    let base = BatchTesting.temporaryFolder()
    let sub = base.appendingPathComponent("sub")
    try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
    try "calendars: [{ics: work.ics}]\n".write(
      to: sub.appendingPathComponent("s.yaml"), atomically: true, encoding: .utf8)
    let entries = try manifest("specs: [{name: a.png, file: sub/s.yaml}]", base: base).entries
    #expect(
      entries.first?.fields["calendars"]
        == .array([.object(["ics": .string(sub.appendingPathComponent("work.ics").path)])]))
  }
}
