import Calends
import CalendsReview
import CalendsValues
public import CalendsModel
public import Foundation
import Testing
import XCTest

/// Asserts that a spec renders as its reference image (or SVG, or layout JSON), kept beside
/// the test in `__Snapshots__/<TestFile>/<test>[.<arguments>][.<name>|.<n>].<ext>` (see
/// `SnapshotLocation`). Relative theme paths in the spec are relative to the test file.
///
/// Works in Swift Testing and XCTest alike: failures are recorded with `Issue.record` when a
/// Swift Testing test is running, `XCTFail` otherwise. A spec that cannot be read or rendered
/// fails the test with the error, and nothing is recorded.
///
/// ```swift
/// @Test func january() {
///   assertCalendarSnapshot(of: "today: 2019-01-10\nselectedDate: 2019-01-23")
/// }
/// ```
public func assertCalendarSnapshot(
  of spec: String,
  as format: SnapshotFormat = .png,
  named name: String? = nil,
  tolerance: ImageTolerance = .exact,
  record: SnapshotRecordMode? = nil,
  filePath: StaticString = #filePath,
  function: String = #function,
  line: UInt = #line,
  column: UInt = #column
) {
  let parsed: CalendarSpec
  do {
    parsed = try SpecReader.read(Data(spec.utf8), source: "snapshot spec")
  } catch {
    SnapshotIssue.report(
      "bad snapshot spec: \(error)", filePath: filePath, line: line, column: column)
    return
  }
  assertCalendarSnapshot(
    of: parsed, as: format, named: name, tolerance: tolerance, record: record, filePath: filePath,
    function: function,
    line: line, column: column)
}

/// The same for a spec value.
public func assertCalendarSnapshot(
  of spec: CalendarSpec,
  as format: SnapshotFormat = .png,
  named name: String? = nil,
  tolerance: ImageTolerance = .exact,
  record: SnapshotRecordMode? = nil,
  filePath: StaticString = #filePath,
  function: String = #function,
  line: UInt = #line,
  column: UInt = #column
) {
  let location: SnapshotLocation
  do {
    location = try SnapshotLocation(
      filePath: filePath, function: function, name: name, format: format)
  } catch {
    SnapshotIssue.report(error.message, filePath: filePath, line: line, column: column)
    return
  }
  if let message = verify(
    spec, format: format, location: location, tolerance: tolerance, record: record)
  {
    SnapshotIssue.report(message, filePath: filePath, line: line, column: column)
  }
}

/// Asserts that output the caller rendered matches a reference at an explicit path, for
/// references kept outside `__Snapshots__` — a folder of committed samples, say, whose images
/// a command also writes. Comparison, recording and artifacts are those of every snapshot:
/// PNG by decoded pixels, SVG and layout JSON as text; `record` (default:
/// `SnapshotRecordMode.current`, swift-snapshot-testing's switch) decides when `reference`
/// is written, with `rendered`'s bytes as they are.
///
/// ```swift
/// let png = try renderer.render(prepared, format: .png).bytes
/// assertCalendarSnapshot(png, as: .png, reference: samples.appendingPathComponent("today.png"))
/// ```
public func assertCalendarSnapshot(
  _ rendered: [UInt8],
  as format: SnapshotFormat,
  reference: URL,
  tolerance: ImageTolerance = .exact,
  record: SnapshotRecordMode? = nil,
  artifacts: URL = SnapshotVerifier.defaultArtifacts,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  let verifier = SnapshotVerifier(
    format: format, reference: reference, artifacts: artifacts, record: record ?? .current,
    tolerance: tolerance)
  if let message = verifier.verify(rendered) {
    SnapshotIssue.report(message, filePath: filePath, line: line, column: column)
  }
}

func verify(
  _ spec: CalendarSpec, format: SnapshotFormat, location: SnapshotLocation,
  tolerance: ImageTolerance, record: SnapshotRecordMode?
) -> String? {
  let bytes: [UInt8]
  do {
    bytes = try SnapshotRendering.render(spec, as: format, themeDirectory: location.testDirectory)
  } catch {
    return "Could not render the snapshot (nothing was recorded): \(error)"
  }
  let verifier = SnapshotVerifier(
    format: format, reference: location.reference, artifacts: SnapshotVerifier.defaultArtifacts,
    record: record ?? .current, tolerance: tolerance)
  return verifier.verify(bytes)
}
