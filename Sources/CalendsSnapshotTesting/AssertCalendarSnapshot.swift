import Calends
import CalendsCairo
import CalendsModel
import CalendsValues
import Foundation
import Testing
import XCTest

/// Asserts that a spec renders as its reference image (or SVG, or layout JSON), kept beside
/// the test in `__Snapshots__/<TestFile>/<test>[.<name>].<ext>`.
///
/// Works in Swift Testing and XCTest alike: failures are recorded with `Issue.record` when a
/// Swift Testing test is running, `XCTFail` otherwise.
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
  let location = SnapshotLocation(
    filePath: filePath, function: function, name: name, format: format)
  if let message = verify(
    spec, format: format, location: location, tolerance: tolerance, record: record)
  {
    SnapshotIssue.report(message, filePath: filePath, line: line, column: column)
  }
}

/// Asserts that output the caller rendered matches a reference at an explicit path, for
/// references kept outside `__Snapshots__` — a folder of committed samples, say, whose images
/// a command also writes. Comparison, recording and artifacts are those of every snapshot:
/// PNG by decoded pixels, SVG and layout JSON as text; `record` (default: the
/// `CALENDS_SNAPSHOT_RECORD` mode) decides when `reference` is written, with `rendered`'s
/// bytes as they are.
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
    return "could not render the snapshot: \(error)"
  }
  let verifier = SnapshotVerifier(
    format: format, reference: location.reference, artifacts: SnapshotVerifier.defaultArtifacts,
    record: record ?? .current, tolerance: tolerance)
  return verifier.verify(bytes)
}

/// Where a snapshot's reference lives.
struct SnapshotLocation {
  let testDirectory: URL
  let reference: URL

  init(filePath: StaticString, function: String, name: String?, format: SnapshotFormat) {
    let file = URL(fileURLWithPath: "\(filePath)")
    testDirectory = file.deletingLastPathComponent()
    let testName = SnapshotLocation.sanitize(function)
    let stem = name.map { "\(testName).\(SnapshotLocation.sanitize($0))" } ?? testName
    reference = testDirectory.appendingPathComponent("__Snapshots__")
      .appendingPathComponent(file.deletingPathExtension().lastPathComponent)
      .appendingPathComponent("\(stem).\(format.fileExtension)")
  }

  /// `january()` → `january`; anything but letters, digits, `-` and `_` becomes `-`.
  static func sanitize(_ text: String) -> String {
    let base = text.hasSuffix("()") ? String(text.dropLast(2)) : text
    let mapped = base.unicodeScalars.map { scalar -> Character in
      CharacterSet.alphanumerics.contains(scalar) || scalar == "-" || scalar == "_"
        ? Character(scalar) : "-"
    }
    return String(mapped).trimmingCharacters(in: CharacterSet(charactersIn: "-"))
  }
}

/// Renders snapshots with one renderer per thread (a renderer owns a Pango font map and is
/// not thread-safe; tests run in parallel).
public enum SnapshotRendering {
  public static func render(
    _ spec: CalendarSpec, as format: SnapshotFormat, themeDirectory: URL? = nil
  ) throws -> [UInt8] {
    let renderer = try threadRenderer()
    let prepared = try renderer.prepare(
      spec, themeLoader: ThemeLoader(baseDirectory: themeDirectory))
    switch format {
    case .png: return try renderer.render(prepared, format: .png, pngCompression: .fast).bytes
    case .svg: return try renderer.render(prepared, format: .svg).bytes
    case .layout: return Array(renderer.layout(prepared).jsonString().utf8)
    }
  }

  static func threadRenderer() throws -> CalendarRenderer {
    let key = "calends.snapshot.renderer"
    if let existing = Thread.current.threadDictionary[key] as? CalendarRenderer { return existing }
    let made = try CalendarRenderer()
    Thread.current.threadDictionary[key] = made
    return made
  }
}

/// Reports a failure to whichever test framework is running.
enum SnapshotIssue {
  static func report(_ message: String, filePath: StaticString, line: UInt, column: UInt) {
    if Test.current != nil {
      Issue.record(
        Comment(rawValue: message),
        sourceLocation: SourceLocation(
          fileID: "CalendsSnapshotTesting/\(URL(fileURLWithPath: "\(filePath)").lastPathComponent)",
          filePath: "\(filePath)",
          line: Int(line), column: Int(column)))
    } else {
      XCTFail(message, file: filePath, line: line)
    }
  }
}
