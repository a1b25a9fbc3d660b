import Calends
import CalendsReview
import Foundation
@_spi(Internals) public import SnapshotTesting

@_exported import enum CalendsReview.ImageComparison
@_exported import struct CalendsReview.ImageTolerance

/// When references are (re)written. There is one switch, swift-snapshot-testing's: the
/// environment variable `SNAPSHOT_TESTING_RECORD` (`all`, `missing`, `failed`, `never`),
/// `withSnapshotTesting(record:)` around a test's code, or the `.snapshots(record:)` test
/// trait — and, for one assertion, its `record:` argument.
public enum SnapshotRecordMode: String, Sendable, CaseIterable {
  /// Record every snapshot (and fail, so a recording run is never mistaken for a pass).
  case all
  /// Record only references that do not exist yet (the default).
  case missing
  /// Record references that are missing or do not match.
  case failed
  /// Never write; a missing reference is a failure (for CI).
  case never

  /// swift-snapshot-testing's variable, named in failure messages.
  public static let environmentVariable = "SNAPSHOT_TESTING_RECORD"

  /// The mode swift-snapshot-testing is in here: `withSnapshotTesting(record:)`, else the
  /// test's `.snapshots(record:)` trait, else `SNAPSHOT_TESTING_RECORD`, else `missing`.
  public static var current: SnapshotRecordMode {
    SnapshotRecordMode(SnapshotTestingConfiguration.current?.record ?? _record)
  }

  /// swift-snapshot-testing's mode as ours.
  public init(_ record: SnapshotTestingConfiguration.Record) {
    switch record {
    case .all: self = .all
    case .failed: self = .failed
    case .never: self = .never
    default: self = .missing
    }
  }
}

/// What is compared: the PNG's pixels, the SVG's text, or the layout JSON's text.
public enum SnapshotFormat: String, Sendable, CaseIterable {
  case png, svg, layout

  /// The reference's extension: `png`, `svg` or `json`.
  public var fileExtension: String { self == .layout ? "json" : rawValue }
}
