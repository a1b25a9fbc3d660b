import CalendsReview
import CalendsCairo
import Foundation
import Testing

@testable import Calends
@testable import CalendsSnapshotTesting

/// A failing comparison leaves the actual output, the reference as compared, a difference
/// image and a report that `calends snapshot review`/`accept` read; a pass clears them.
@Suite struct ReviewArtifactsTests {
  @Test func aFailureLeavesAReportThatAPassClears() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "calends-review-\(UUID().uuidString)")
    let reference = folder.appendingPathComponent("refs/grey.png")
    let artifacts = folder.appendingPathComponent("artifacts")
    let grey = try DecodedImage(
      width: 2, height: 1, rgba: [128, 128, 128, 255, 128, 128, 128, 255]
    ).pngData(compression: .fast)
    let changed = try DecodedImage(width: 2, height: 1, rgba: [128, 128, 128, 255, 0, 0, 0, 255])
      .pngData(compression: .fast)
    let verifier = SnapshotVerifier(
      format: .png, reference: reference, artifacts: artifacts, record: .missing, tolerance: .exact)
    #expect(verifier.verify(grey)?.contains("recorded") == true)

    let message = try #require(verifier.verify(changed))
    #expect(message.contains("calends snapshot review \(artifacts.path)"))
    let failures = try SnapshotFailureFolder(artifacts).failures
    #expect(failures.map(\.name) == ["refs/grey.png"])
    let report = try #require(failures.first).report
    #expect(report.reference == reference.path)
    #expect(report.format == "png")
    #expect(report.actual == "grey.actual.png" && report.expected == "grey.expected.png")
    #expect(report.difference == "grey.diff.png")
    #expect(report.message.contains("1 of 2 pixels differ"))
    let files = artifacts.appendingPathComponent("refs")
    #expect(try Data(contentsOf: files.appendingPathComponent("grey.actual.png")) == Data(changed))
    #expect(try Data(contentsOf: files.appendingPathComponent("grey.expected.png")) == Data(grey))
    let difference = try PNGDecoding.decode(
      Array(try Data(contentsOf: files.appendingPathComponent("grey.diff.png"))))
    #expect(difference.pixel(x: 1, y: 0) == (255, 0, 255, 255))

    #expect(verifier.verify(grey) == nil)
    #expect(try SnapshotFailureFolder(artifacts).failures.isEmpty)
    #expect(
      !FileManager.default.fileExists(atPath: files.appendingPathComponent("grey.actual.png").path))
  }

  @Test func textFailuresHaveNoDifferenceImage() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "calends-review-\(UUID().uuidString)")
    let reference = folder.appendingPathComponent("refs/plain.json")
    try FileManager.default.createDirectory(
      at: reference.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("{\"a\": 1}\n".utf8).write(to: reference)
    let verifier = SnapshotVerifier(
      format: .layout, reference: reference, artifacts: folder.appendingPathComponent("out"),
      record: .never, tolerance: .exact)
    #expect(
      verifier.verify(Array("{\"a\": 2}\n".utf8))?.contains("first difference at line 1") == true)
    let failure = try #require(
      try SnapshotFailureFolder(folder.appendingPathComponent("out")).failures.first)
    #expect(failure.report.format == "json" && failure.report.difference == nil)
    #expect(!failure.report.isImage)
  }
}
