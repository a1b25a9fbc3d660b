import CalendsModel
import Foundation
import SnapshotTesting
import Testing

@testable import CalendsSnapshotTesting

private func spec(_ yaml: String) throws -> CalendarSpec {
  try SpecReader.read(Data(yaml.utf8), source: "test spec")
}

private func temporaryFolder() -> URL {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent(
    "calends-honest-\(UUID().uuidString)")
  try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}

private func text(_ issue: Issue) -> String {
  issue.comments.map(\.rawValue).joined(separator: " ")
}

/// A render error fails the test with its message, and no reference is recorded — neither
/// by the swift-snapshot-testing strategies nor by the assertion.
@Suite struct RenderErrorTests {
  let broken = "today: 2019-01-10\nscale: 1\ntheme: no-such-theme.nss"

  @Test func aStrategyRenderErrorFailsAndRecordsNothing() throws {
    let folder = temporaryFolder()
    let value = try spec(broken)
    for record in [SnapshotTestingConfiguration.Record.missing, .all, .failed] {
      var failure: String?
      withKnownIssue {
        failure = verifySnapshot(
          of: value, as: .calendarPNG(), named: "broken", record: record,
          snapshotDirectory: folder.path, timeout: 0.1)
      } matching: { issue in
        text(issue).contains("Could not render the snapshot (nothing was recorded)")
          && text(issue).contains("no-such-theme.nss")
      }
      #expect(failure != nil)
      withKnownIssue {
        failure = verifySnapshot(
          of: value, as: .calendarSVG(), named: "broken", record: record,
          snapshotDirectory: folder.path, timeout: 0.1)
      } matching: { issue in
        text(issue).contains("no-such-theme.nss")
      }
      #expect(failure != nil)
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
  }

  @Test func anAssertionRenderErrorFailsAndRecordsNothing() throws {
    withKnownIssue {
      assertCalendarSnapshot(of: broken, named: "broken", record: .all)
    } matching: { issue in
      text(issue).contains("Could not render the snapshot (nothing was recorded)")
        && text(issue).contains("no-such-theme.nss")
    }
    let reference = try SnapshotLocation(
      filePath: #filePath, function: #function, name: "broken", format: .png,
      counter: SnapshotCounter()
    ).reference
    #expect(!FileManager.default.fileExists(atPath: reference.path))
  }

  /// Bytes handed to the verifier are never recorded when empty.
  @Test func anEmptyOutputIsNeverRecorded() {
    let reference = temporaryFolder().appendingPathComponent("empty.png")
    for mode in SnapshotRecordMode.allCases {
      let verifier = SnapshotVerifier(
        format: .png, reference: reference, artifacts: temporaryFolder(), record: mode,
        tolerance: .exact)
      #expect(verifier.verify([])?.contains("empty (0 bytes); nothing was recorded") == true)
    }
    #expect(!FileManager.default.fileExists(atPath: reference.path))
  }
}

/// Relative theme paths mean the same in the assertion and the strategies: relative to the
/// test file, never to the working directory.
@Suite struct ThemePathTests {
  let testFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

  @Test func strategiesResolveThemesFromTheTestFile() throws {
    // From this file, ../../Themes is the package's Themes folder.
    let relative = try spec("today: 2019-01-10\nscale: 1\ntheme: ../../Themes/ocean.nss")
    var fromStrategy: Data?
    Snapshotting<CalendarSpec, Data>.calendarPNG().snapshot(relative).run { fromStrategy = $0 }
    let fromAssertion = try SnapshotRendering.render(
      relative, as: .png, themeDirectory: testFolder)
    #expect(fromStrategy == Data(fromAssertion))
    let absolute = try spec(
      "today: 2019-01-10\nscale: 1\ntheme: \(testFolder.appendingPathComponent("../../Themes/ocean.nss").standardizedFileURL.path)"
    )
    #expect(try SnapshotRendering.render(absolute, as: .png) == fromAssertion)
    #expect(
      try SnapshotRendering.render(try spec("today: 2019-01-10\nscale: 1"), as: .png)
        != fromAssertion)
  }

  /// The working directory (the package root under `swift test`) is not where they look.
  @Test func aPathRelativeToTheWorkingDirectoryIsNotFound() throws {
    #expect(FileManager.default.fileExists(atPath: "Themes/ocean.nss"))
    let fromWorkingDirectory = try spec("today: 2019-01-10\nscale: 1\ntheme: Themes/ocean.nss")
    var output: String?
    withKnownIssue {
      Snapshotting<CalendarSpec, String>.calendarLayout().snapshot(fromWorkingDirectory).run {
        output = $0
      }
    } matching: { issue in
      text(issue).contains("Themes/ocean.nss")
    }
    #expect(output == nil)
  }
}

/// Each unnamed assertion of a test has its own reference: numbered in order, and per case
/// in a parameterized test.
@Suite struct ReferenceNumberingTests {
  @Test func namesAreNumberedPerTestAndFormat() throws {
    let counter = SnapshotCounter()
    func name(_ format: SnapshotFormat, _ label: String? = nil) throws -> String {
      try SnapshotLocation(
        filePath: "/x/Tests/FooTests.swift", function: "january()", name: label, format: format,
        counter: counter
      ).reference.lastPathComponent
    }
    #expect(try name(.png) == "january.png")
    #expect(try name(.png) == "january.2.png")
    #expect(try name(.layout) == "january.json")
    #expect(try name(.png, "dark") == "january.dark.png")
    #expect(try name(.png) == "january.3.png")
  }

  /// Three different pictures in one test: with one shared reference the second and third
  /// would fail against the first.
  @Test func repeatedUnnamedAssertions() throws {
    assertCalendarSnapshot(of: "today: 2019-01-10\nscale: 1", as: .layout)
    assertCalendarSnapshot(of: "today: 2019-03-05\nscale: 1", as: .layout)
    assertCalendarSnapshot(of: "style: week\ntoday: 2019-03-05\nscale: 1", as: .layout)
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("__Snapshots__/StrategyHonestyTests")
    for stem in [
      "repeatedUnnamedAssertions", "repeatedUnnamedAssertions.2", "repeatedUnnamedAssertions.3",
    ] {
      #expect(
        FileManager.default.fileExists(atPath: folder.appendingPathComponent("\(stem).json").path))
    }
  }

  /// Each case compares with its own references, whichever order the cases run in.
  @Test(arguments: ["2019-01-10", "2019-03-05"])
  func parameterized(today: String) throws {
    assertCalendarSnapshot(of: "today: \(today)\nscale: 1", as: .layout)
    assertCalendarSnapshot(of: "style: week\ntoday: \(today)\nscale: 1", as: .layout)
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("__Snapshots__/StrategyHonestyTests")
    for stem in ["parameterized-today.\(today)", "parameterized-today.\(today).2"] {
      #expect(
        FileManager.default.fileExists(atPath: folder.appendingPathComponent("\(stem).json").path))
    }
  }

  @Test func argumentsBecomeAFileNamePart() {
    #expect(TestCaseArguments.fileNamePart("\"2019-01-10\"-1") == "2019-01-10-1")
    #expect(TestCaseArguments.fileNamePart("Sample(name: \"a b\")") == "Sample-name-a-b")
    let long = TestCaseArguments.fileNamePart(String(repeating: "x", count: 100))
    #expect(long.count == 64 && long.hasPrefix(String(repeating: "x", count: 55) + "-"))
    #expect(long != TestCaseArguments.fileNamePart(String(repeating: "x", count: 101)))
  }
}

/// One record switch: swift-snapshot-testing's.
@Suite struct RecordSwitchTests {
  @Test func withSnapshotTestingSetsTheMode() throws {
    for mode in SnapshotRecordMode.allCases {
      let record = try #require(SnapshotTestingConfiguration.Record(rawValue: mode.rawValue))
      #expect(withSnapshotTesting(record: record) { SnapshotRecordMode.current } == mode)
    }
    let reference = temporaryFolder().appendingPathComponent("never.svg")
    withSnapshotTesting(record: .never) {
      withKnownIssue {
        assertCalendarSnapshot(
          Array("<svg/>".utf8), as: .svg, reference: reference, artifacts: temporaryFolder())
      } matching: { issue in
        text(issue).contains("record mode is 'never'")
      }
    }
    #expect(!FileManager.default.fileExists(atPath: reference.path))
  }

  @Test(.snapshots(record: .failed)) func theSnapshotsTraitSetsTheMode() {
    #expect(SnapshotRecordMode.current == .failed)
  }

  @Test func theEnvironmentVariableIsSwiftSnapshotTestings() {
    #expect(SnapshotRecordMode.environmentVariable == "SNAPSHOT_TESTING_RECORD")
    let fromEnvironment = ProcessInfo.processInfo.environment["SNAPSHOT_TESTING_RECORD"].flatMap(
      SnapshotRecordMode.init(rawValue:))
    #expect(SnapshotRecordMode.current == fromEnvironment ?? .missing)
  }
}
