import CalendsReview
import CalendsCairo
import CalendsModel
import CalendsValues
import Foundation
import Testing

@testable import CalendsSnapshotTesting

private let reference =
  "today: 2019-01-10\nselectedDate: 2019-01-23\neventDates: [2019-01-08]\nscale: 1"

@Suite struct SnapshotAssertionTests {
  /// Committed references beside this file: these pass as long as rendering is unchanged.
  @Test func januaryAsPNG() {
    assertCalendarSnapshot(of: reference)
  }

  @Test func januaryAsSVGAndLayout() {
    assertCalendarSnapshot(of: reference, as: .svg)
    assertCalendarSnapshot(of: reference, as: .layout)
  }

  /// A one-colour change in a stylesheet fails the snapshot, with a message naming the
  /// actual and three-panel images.
  @Test func aChangedColourFailsWithAReadableMessage() {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "calends-snap-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try? "fdlFUICalendarItemView_eventView { background-color: #FF0000; }\n"
      .write(to: folder.appendingPathComponent("red.nss"), atomically: true, encoding: .utf8)
    withKnownIssue {
      assertCalendarSnapshot(
        of: reference + "\ntheme: \(folder.appendingPathComponent("red.nss").path)",
        record: .never, function: "januaryAsPNG()")
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined(separator: " ")
      return text.contains("pixels differ") && text.contains(".diff.png")
        && text.contains("calends snapshot review")
    }
  }

  /// Bytes the caller rendered, against a reference at a path of its choosing: recorded when
  /// missing (failing once), then compared.
  @Test func renderedBytesAgainstAnExplicitReference() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "calends-snap-\(UUID().uuidString)")
    let svg = try SnapshotRendering.render(
      try SpecReader.read(Data(reference.utf8), source: "t"), as: .svg)
    let path = folder.appendingPathComponent("samples/january.svg")
    let artifacts = folder.appendingPathComponent("artifacts")
    withKnownIssue {
      assertCalendarSnapshot(svg, as: .svg, reference: path, record: .missing, artifacts: artifacts)
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("No reference was found; recorded")
    }
    #expect(FileManager.default.contents(atPath: path.path) == Data(svg))
    assertCalendarSnapshot(svg, as: .svg, reference: path, record: .never, artifacts: artifacts)
    withKnownIssue {
      assertCalendarSnapshot(
        svg + Array("<!-- -->\n".utf8), as: .svg, reference: path, record: .never,
        artifacts: artifacts)
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("first difference at line")
    }
    #expect(
      FileManager.default.fileExists(
        atPath: artifacts.appendingPathComponent("samples/january.actual.svg").path))
  }
}

@Suite struct SnapshotVerifierTests {
  let folder: URL = {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "calends-verify-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }()

  func render(_ yaml: String) throws -> [UInt8] {
    try SnapshotRendering.render(
      try SpecReader.read(Data(yaml.utf8), source: "t"), as: .png, themeDirectory: folder)
  }

  func verifier(_ mode: SnapshotRecordMode) -> SnapshotVerifier {
    SnapshotVerifier(
      format: .png, reference: folder.appendingPathComponent("__Snapshots__/T/test.png"),
      artifacts: folder.appendingPathComponent("artifacts"), record: mode, tolerance: .exact)
  }

  @Test func missingIsRecordedOnceFailsThenPassesAndAPixelChangeFailsUntilReRecorded() throws {
    let sheet = folder.appendingPathComponent("t.nss")
    try "fdlFUICalendarItemView_eventView { background-color: #00AA00; }\n".write(
      to: sheet, atomically: true, encoding: .utf8)
    let green = try render(reference + "\ntheme: t.nss")
    let first = verifier(.missing).verify(green)
    #expect(first?.contains("No reference was found; recorded") == true)
    #expect(verifier(.missing).verify(green) == nil)

    // One colour changes: the event dot (a few pixels).
    try "fdlFUICalendarItemView_eventView { background-color: #00AB00; }\n".write(
      to: sheet, atomically: true, encoding: .utf8)
    let changed = try render(reference + "\ntheme: t.nss")
    let failure = try #require(verifier(.missing).verify(changed))
    #expect(failure.contains("pixels differ"))
    let diff = folder.appendingPathComponent("artifacts/T/test.diff.png")
    #expect(failure.contains(diff.path))
    let panel = try PNGDecoding.decode(Array(try Data(contentsOf: diff)))
    let original = try PNGDecoding.decode(green)
    #expect(panel.width == original.width && panel.height == original.height)
    #expect(
      panel.rgba.contains(0xFF)
        && panel.rgba.indices.contains { index in
          index % 4 == 0 && panel.rgba[index] == 0xFF && panel.rgba[index + 1] == 0
            && panel.rgba[index + 2] == 0xFF
        })
    #expect(
      FileManager.default.fileExists(
        atPath: folder.appendingPathComponent("artifacts/T/test.actual.png").path))

    // Re-record the failed snapshot, then it passes.
    #expect(verifier(.failed).verify(changed)?.contains("Re-recorded") == true)
    #expect(verifier(.never).verify(changed) == nil)
  }

  @Test func toleranceAllowsSmallDifferences() throws {
    let a = DecodedImage(width: 2, height: 1, rgba: [10, 10, 10, 255, 20, 20, 20, 255])
    let b = DecodedImage(width: 2, height: 1, rgba: [12, 10, 10, 255, 20, 20, 90, 255])
    #expect(ImageComparison.compare(expected: a, actual: b, tolerance: .exact).differingPixels == 2)
    #expect(
      ImageComparison.compare(expected: a, actual: b, tolerance: ImageTolerance(perChannel: 2))
        .differingPixels == 1)
    #expect(
      ImageComparison.compare(
        expected: a, actual: b,
        tolerance: ImageTolerance(perChannel: 2, maximumDifferingFraction: 0.5)
      ).matches(ImageTolerance(perChannel: 2, maximumDifferingFraction: 0.5)))
    let c = DecodedImage(width: 1, height: 1, rgba: [0, 0, 0, 255])
    #expect(!ImageComparison.compare(expected: a, actual: c, tolerance: .exact).sizesMatch)
  }

  @Test func neverModeDoesNotWriteAndAllModeAlwaysFails() throws {
    let bytes = try render(reference)
    #expect(verifier(.never).verify(bytes)?.contains("record mode is 'never'") == true)
    #expect(
      !FileManager.default.fileExists(
        atPath: folder.appendingPathComponent("__Snapshots__/T/test.png").path))
    #expect(verifier(.all).verify(bytes)?.contains("Recorded") == true)
    #expect(verifier(.missing).verify(bytes) == nil)
  }

  @Test func referenceNamesFollowTheTest() throws {
    let location = try SnapshotLocation(
      filePath: "/x/Tests/FooTests.swift", function: "january()", name: "dark mode", format: .layout
    )
    #expect(location.reference.path == "/x/Tests/__Snapshots__/FooTests/january.dark-mode.json")
  }
}
