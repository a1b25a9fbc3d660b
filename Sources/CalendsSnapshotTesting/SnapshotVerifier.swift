import Calends
import CalendsCairo
import Foundation

/// The comparison and recording logic, free of any test framework: given the actual bytes
/// and where the reference lives, it decides pass, record or fail and says why.
public struct SnapshotVerifier: Sendable {
  public var format: SnapshotFormat
  public var reference: URL
  public var artifacts: URL
  public var record: SnapshotRecordMode
  public var tolerance: ImageTolerance

  public init(
    format: SnapshotFormat, reference: URL, artifacts: URL, record: SnapshotRecordMode,
    tolerance: ImageTolerance
  ) {
    self.format = format
    self.reference = reference
    self.artifacts = artifacts
    self.record = record
    self.tolerance = tolerance
  }

  /// Where failing snapshots leave their actual and difference images:
  /// `CALENDS_SNAPSHOT_ARTIFACTS`, or a folder in the temporary directory.
  public static var defaultArtifacts: URL {
    if let path = ProcessInfo.processInfo.environment["CALENDS_SNAPSHOT_ARTIFACTS"] {
      return URL(fileURLWithPath: path)
    }
    return FileManager.default.temporaryDirectory.appendingPathComponent(
      "calends-snapshot-artifacts")
  }

  /// nil when the snapshot matches; otherwise the failure message (which also says what
  /// was recorded or written).
  public func verify(_ actual: [UInt8]) -> String? {
    let exists = FileManager.default.fileExists(atPath: reference.path)
    if record == .all {
      return write(actual).map { "could not record \(reference.path): \($0)" }
        ?? "Recorded \(reference.path) (record mode 'all'). Run again with \(SnapshotRecordMode.environmentVariable) unset to compare."
    }
    guard exists, let expected = FileManager.default.contents(atPath: reference.path) else {
      if record == .never {
        return "No reference at \(reference.path), and record mode is 'never'."
      }
      return write(actual).map { "could not record \(reference.path): \($0)" }
        ?? "No reference was found; recorded \(reference.path). Run again to compare."
    }
    guard let difference = compare(expected: Array(expected), actual: actual) else { return nil }
    var message = "Snapshot does not match \(reference.path): \(difference)"
    if record == .failed {
      message +=
        write(actual).map { " Could not re-record: \($0)." }
        ?? " Re-recorded the reference (record mode 'failed')."
    } else {
      message += " Re-record with \(SnapshotRecordMode.environmentVariable)=failed."
    }
    return message
  }

  /// A description of the difference, or nil when equal within tolerance. Writes the
  /// actual output (and, for PNG, the three-panel image) to the artifacts folder.
  func compare(expected: [UInt8], actual: [UInt8]) -> String? {
    let stem = reference.deletingPathExtension().lastPathComponent
    let folder = artifacts.appendingPathComponent(
      reference.deletingLastPathComponent().lastPathComponent)
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let actualURL = folder.appendingPathComponent("\(stem).actual.\(format.fileExtension)")
    switch format {
    case .png:
      let diffURL = folder.appendingPathComponent("\(stem).diff.png")
      guard
        let difference = PNGDifference.describe(
          expected: expected, actual: actual, tolerance: tolerance, diffImage: diffURL)
      else { return nil }
      try? Data(actual).write(to: actualURL)
      return "\(difference) Actual image: \(actualURL.path)."
    case .svg, .layout:
      if expected == actual { return nil }
      try? Data(actual).write(to: actualURL)
      let want = String(decoding: expected, as: UTF8.self).split(
        separator: "\n", omittingEmptySubsequences: false)
      let got = String(decoding: actual, as: UTF8.self).split(
        separator: "\n", omittingEmptySubsequences: false)
      let line =
        zip(want, got).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        ?? min(want.count, got.count)
      func show(_ lines: [Substring]) -> String {
        line < lines.count ? String(lines[line].prefix(200)) : "<end>"
      }
      return
        "first difference at line \(line + 1):\n  expected: \(show(want))\n  actual:   \(show(got))\nActual: \(actualURL.path)."
    }
  }

  func write(_ bytes: [UInt8]) -> String? {
    do {
      try FileManager.default.createDirectory(
        at: reference.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(bytes).write(to: reference, options: .atomic)
      return nil
    } catch {
      return error.localizedDescription
    }
  }
}
