import Calends
import CalendsValues
import Foundation
import Testing

@testable import CalendsReview

/// Reading an artifacts folder as `calends snapshot review` and `accept` do: names carry
/// the format, a stem alone picks a failure only when it is unique, and a report an
/// earlier Calends wrote (`<stem>.report.json`) is still read and removed.
@Suite struct SnapshotFailureFolderTests {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "calends-review-folder-\(UUID().uuidString)")

  /// Writes a failure of `stem` in `format` under `MonthTests/`, as the library would.
  func fail(_ stem: String, _ format: String, legacyReport: Bool = false) throws -> URL {
    let reference = folder.appendingPathComponent("refs/\(stem).\(format)")
    try FileManager.default.createDirectory(
      at: reference.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data([1]).write(to: reference)
    let files = SnapshotArtifactFiles(
      folder: folder.appendingPathComponent("artifacts/MonthTests"), stem: stem,
      fileExtension: format)
    try files.write(
      reference: reference, actual: [2], expected: [1],
      difference: format == "png" ? [3] : nil, message: "differs")
    if legacyReport {
      try FileManager.default.moveItem(
        at: files.report, to: files.folder.appendingPathComponent("\(stem).report.json"))
    }
    return reference
  }

  var artifacts: URL { folder.appendingPathComponent("artifacts") }

  @Test func namesCarryTheFormatAndAStemAloneMustBeUnique() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    _ = try fail("january", "png")
    _ = try fail("january", "json")
    _ = try fail("week", "svg")
    let failures = try SnapshotFailureFolder(artifacts)
    #expect(
      failures.failures.map(\.name) == [
        "MonthTests/january.json", "MonthTests/january.png", "MonthTests/week.svg",
      ])
    #expect(try failures.select(["january.png"]).map(\.name) == ["MonthTests/january.png"])
    #expect(
      try failures.select(["MonthTests/january.json"]).map(\.name) == ["MonthTests/january.json"])
    #expect(try failures.select(["week"]).map(\.name) == ["MonthTests/week.svg"])
    let ambiguous = #expect(throws: CalendsError.self) { try failures.select(["january"]) }
    #expect(
      ambiguous?.description.contains("MonthTests/january.json, MonthTests/january.png") == true)
    #expect(throws: CalendsError.self) { try failures.select(["february"]) }
  }

  @Test func aReportAnEarlierCalendsWroteIsReadAndRemovedOnAccept() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let reference = try fail("january", "png", legacyReport: true)
    let failures = try SnapshotFailureFolder(artifacts)
    #expect(failures.failures.map(\.name) == ["MonthTests/january"])
    let failure = try #require(failures.failures.first)
    #expect(failure.files.stem == "january" && failure.files.fileExtension == "png")
    _ = try SnapshotAcceptance.accept(try failures.select(["january"]))
    #expect(try Data(contentsOf: reference) == Data([2]))
    #expect(try SnapshotFailureFolder(artifacts).failures.isEmpty)
    let left = try FileManager.default.contentsOfDirectory(
      atPath: artifacts.appendingPathComponent("MonthTests").path)
    #expect(left.isEmpty, "\(left)")
  }

  /// Only a PNG has a difference image: another format's pass leaves the PNG's alone.
  @Test func aTextSnapshotsRemovalLeavesThePNGsDifferenceImage() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    _ = try fail("january", "png")
    _ = try fail("january", "json")
    let files = { (format: String) in
      SnapshotArtifactFiles(
        folder: self.artifacts.appendingPathComponent("MonthTests"), stem: "january",
        fileExtension: format)
    }
    files("json").remove()
    let png = files("png")
    for url in [png.report, png.actual, png.expected, png.difference] {
      #expect(FileManager.default.fileExists(atPath: url.path), "\(url.lastPathComponent)")
    }
    #expect(try SnapshotFailureFolder(artifacts).failures.map(\.name) == ["MonthTests/january.png"])
  }
}
