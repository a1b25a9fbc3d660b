import Calends
import Foundation

@_exported import enum Calends.ImageComparison
@_exported import struct Calends.ImageTolerance

/// When references are (re)written. Set for a whole run with the environment variable
/// `CALENDS_SNAPSHOT_RECORD` (`all`, `missing`, `failed`, `never`), or per assertion.
public enum SnapshotRecordMode: String, Sendable, CaseIterable {
  /// Record every snapshot (and fail, so a recording run is never mistaken for a pass).
  case all
  /// Record only references that do not exist yet (the default).
  case missing
  /// Record references that are missing or do not match.
  case failed
  /// Never write; a missing reference is a failure (for CI).
  case never

  public static let environmentVariable = "CALENDS_SNAPSHOT_RECORD"

  /// The mode from the environment, `missing` when unset.
  public static var current: SnapshotRecordMode {
    ProcessInfo.processInfo.environment[environmentVariable].flatMap(
      SnapshotRecordMode.init(rawValue:)) ?? .missing
  }
}

/// What is compared: the PNG's pixels, the SVG's text, or the layout JSON's text.
public enum SnapshotFormat: String, Sendable, CaseIterable {
  case png, svg, layout

  public var fileExtension: String { self == .layout ? "json" : rawValue }
}
