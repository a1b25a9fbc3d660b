import CalendsValues
import Calends
public import Foundation

/// What a failing snapshot comparison leaves behind, as `<stem>.report.json` in the
/// artifacts folder next to the files it names: written by `CalendsSnapshotTesting`, read by
/// `calends snapshot review` (the page) and `calends snapshot accept` (which copies the
/// actual output over `reference`). File names are relative to the report's folder, so a
/// folder of artifacts can be moved or downloaded from CI as a whole.
public struct SnapshotFailureReport: Codable, Sendable, Equatable {
  /// `png`, `svg` or `json` (layout): the extension of the reference and of `actual`.
  public var format: String
  /// The reference the test compared with (absolute path): what `accept` replaces.
  public var reference: String
  /// The output the test produced.
  public var actual: String
  /// A copy of the reference as it was compared, so the page shows what the test saw.
  public var expected: String?
  /// The difference image (PNG only, and only when both images have the same size).
  public var difference: String?
  /// The failure message the test reported.
  public var message: String

  /// A report of the files a failure left.
  public init(
    format: String, reference: String, actual: String, expected: String?, difference: String?,
    message: String
  ) {
    self.format = format
    self.reference = reference
    self.actual = actual
    self.expected = expected
    self.difference = difference
    self.message = message
  }

  /// Whether the page can show the outputs as images (PNG, SVG) rather than as text.
  public var isImage: Bool { format == "png" || format == "svg" }
}

/// The files one failing snapshot leaves in an artifacts folder, named after the
/// reference's file name (`<stem>.<ext>`): `<stem>.<ext>.report.json`,
/// `<stem>.actual.<ext>`, `<stem>.expected.<ext>` and, for a PNG, `<stem>.diff.png`.
///
/// Every name carries the format, because one test may assert the same stem as a PNG and
/// as a layout: the two must never share a file, or one assertion's pass removes the other's
/// failure and the review misses it.
public struct SnapshotArtifactFiles: Sendable {
  /// How a report's file name ends.
  public static let reportSuffix = ".report.json"

  /// The folder the files are in.
  public let folder: URL
  /// The snapshot's name, the part every file name starts with.
  public let stem: String
  /// The format's extension (`png`, `svg`, `json`).
  public let fileExtension: String
  /// The report (`stem.ext.report.json`; a report an earlier Calends wrote is
  /// `stem.report.json`, and is read and removed under that name).
  public let report: URL

  /// The files of snapshot `stem` in `folder`.
  public init(folder: URL, stem: String, fileExtension: String) {
    self.folder = folder
    self.stem = stem
    self.fileExtension = fileExtension
    report = folder.appendingPathComponent(
      "\(stem).\(fileExtension)\(SnapshotArtifactFiles.reportSuffix)")
  }

  /// The files a report found at `report` names: its format is the report's.
  init(foundReport report: URL, format: String) {
    let name = String(report.lastPathComponent.dropLast(SnapshotArtifactFiles.reportSuffix.count))
    folder = report.deletingLastPathComponent()
    stem = name.hasSuffix(".\(format)") ? String(name.dropLast(format.count + 1)) : name
    fileExtension = format
    self.report = report
  }

  /// The name a review lists and `accept` takes: the reference's file name.
  public var name: String { "\(stem).\(fileExtension)" }
  /// The output the test produced.
  public var actual: URL { file(".actual.\(fileExtension)") }
  /// The reference as it was compared.
  public var expected: URL { file(".expected.\(fileExtension)") }
  /// The difference image (PNGs of one size only).
  public var difference: URL { file(".diff.png") }
  /// Only a PNG comparison draws a difference image: another format's pass must not
  /// remove the PNG's.
  var hasDifferenceImage: Bool { fileExtension == "png" }

  func file(_ suffix: String) -> URL { folder.appendingPathComponent(stem + suffix) }

  /// Writes the outputs, then the report last: a report always names files that exist.
  public func write(
    reference: URL, actual actualBytes: [UInt8], expected expectedBytes: [UInt8],
    difference differencePNG: [UInt8]?, message: String
  ) throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(actualBytes).write(to: actual, options: .atomic)
    try Data(expectedBytes).write(to: expected, options: .atomic)
    if let differencePNG {
      try Data(differencePNG).write(to: difference, options: .atomic)
    } else if hasDifferenceImage {
      try? FileManager.default.removeItem(at: difference)
    }
    let entry = SnapshotFailureReport(
      format: fileExtension, reference: reference.standardizedFileURL.path,
      actual: actual.lastPathComponent, expected: expected.lastPathComponent,
      difference: differencePNG == nil ? nil : difference.lastPathComponent, message: message)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    try encoder.encode(entry).write(to: report, options: .atomic)
  }

  /// Removes what an earlier failure of this snapshot left (when it passes, is recorded,
  /// or is accepted), so a review shows only the failures of the latest run — and nothing
  /// of another snapshot's, whatever its stem.
  public func remove() {
    for url in [report, actual, expected] + (hasDifferenceImage ? [difference] : []) {
      try? FileManager.default.removeItem(at: url)
    }
  }
}
