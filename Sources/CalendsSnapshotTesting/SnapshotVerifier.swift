import Calends
import CalendsReview
import CalendsValues
public import Foundation

/// The comparison and recording logic, free of any test framework: given the actual bytes
/// and where the reference lives, it decides pass, record or fail and says why.
///
/// A failure leaves, in `artifacts/<reference's folder name>/`, the actual output, a copy of
/// the reference as compared, for a PNG a difference image, and a `<stem>.<ext>.report.json` —
/// what `calends snapshot review` shows and `calends snapshot accept` applies. A pass or a
/// recording removes what an earlier failure of the same snapshot left there.
public struct SnapshotVerifier: Sendable {
  /// What is compared.
  public var format: SnapshotFormat
  /// The reference file.
  public var reference: URL
  /// Where a failure's files go.
  public var artifacts: URL
  /// When the reference is written rather than compared.
  public var record: SnapshotRecordMode
  /// How different a PNG may be (ignored for text).
  public var tolerance: ImageTolerance

  /// A verifier of output against `reference`.
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

  /// The environment variable that moves the artifacts folder.
  public static let artifactsVariable = "CALENDS_SNAPSHOT_ARTIFACTS"

  /// Where failing snapshots leave their artifacts: `CALENDS_SNAPSHOT_ARTIFACTS`, or
  /// `calends-snapshot-artifacts` in the temporary directory.
  public static var defaultArtifacts: URL {
    if let path = ProcessInfo.processInfo.environment[artifactsVariable], !path.isEmpty {
      return URL(fileURLWithPath: path)
    }
    return FileManager.default.temporaryDirectory.appendingPathComponent(
      "calends-snapshot-artifacts")
  }

  /// This snapshot's files in the artifacts folder.
  var artifactFiles: SnapshotArtifactFiles {
    SnapshotArtifactFiles(
      folder: artifacts.appendingPathComponent(
        reference.deletingLastPathComponent().lastPathComponent),
      stem: reference.deletingPathExtension().lastPathComponent,
      fileExtension: format.fileExtension)
  }

  /// nil when the snapshot matches; otherwise the failure message (which also says what
  /// was recorded or written).
  public func verify(_ actual: [UInt8]) -> String? {
    // Nothing Calends renders is empty; an empty reference would only ever match an empty
    // output, so one is never written.
    if actual.isEmpty {
      return
        "The \(format.rawValue) output is empty (0 bytes); nothing was recorded at \(reference.path)."
    }
    let switchName = SnapshotRecordMode.environmentVariable
    if record == .all {
      artifactFiles.remove()
      return write(actual).map { "could not record \(reference.path): \($0)" }
        ?? "Recorded \(reference.path) (record mode 'all'). Run again without \(switchName)=all to compare."
    }
    guard let expected = FileManager.default.contents(atPath: reference.path) else {
      if record == .never {
        return "No reference at \(reference.path), and record mode is 'never'."
      }
      artifactFiles.remove()
      return write(actual).map { "could not record \(reference.path): \($0)" }
        ?? "No reference was found; recorded \(reference.path). Run again to compare."
    }
    guard let difference = compare(expected: Array(expected), actual: actual) else {
      artifactFiles.remove()
      return nil
    }
    var message = "Snapshot does not match \(reference.path): \(difference)"
    if let drift = environmentDrift { message += " " + drift }
    if record == .failed {
      artifactFiles.remove()
      return message
        + (write(actual).map { " Could not re-record: \($0)." }
          ?? " Re-recorded the reference (record mode 'failed').")
    }
    let name = "\(artifactFiles.folder.lastPathComponent)/\(artifactFiles.name)"
    message +=
      " Review: calends snapshot review \(shellWord(artifacts.path)); accept: calends snapshot accept \(shellWord(artifacts.path)) \(shellWord(name)); or re-record with \(switchName)=failed."
    return message
  }

  /// A description of the difference, or nil when equal within tolerance. A difference
  /// writes the artifacts (actual, reference copy, difference image, report).
  func compare(expected: [UInt8], actual: [UInt8]) -> String? {
    let files = artifactFiles
    var differencePNG: [UInt8]?
    var description: String
    switch format {
    case .png:
      guard
        let failure = PNGDifference.compare(
          expected: expected, actual: actual, tolerance: tolerance)
      else { return nil }
      differencePNG = failure.differencePNG
      description = failure.description + "."
      if differencePNG != nil { description += " Difference (magenta): \(files.difference.path)." }
    case .svg:
      if expected == actual { return nil }
      description = TextDifference.firstDifference(expected: expected, actual: actual)
    case .layout:
      if expected == actual { return nil }
      let words = LayoutDifference.describe(expected: expected, actual: actual)
      description =
        (words.map { $0 + " " } ?? "")
        + TextDifference.firstDifference(expected: expected, actual: actual)
    }
    description += " Actual: \(files.actual.path)."
    do {
      try files.write(
        reference: reference, actual: actual, expected: expected, difference: differencePNG,
        message: description)
    } catch {
      description += " (Could not write the artifacts: \(error.localizedDescription).)"
    }
    return description
  }

  func write(_ bytes: [UInt8]) -> String? {
    do {
      try FileManager.default.createDirectory(
        at: reference.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(bytes).write(to: reference, options: .atomic)
      // Every reference of a folder is recorded by one environment at a time in practice;
      // the last recording's fingerprint is what the folder's references were made with.
      try Data((RenderEnvironment.current.fingerprint + "\n").utf8).write(
        to: environmentFile, options: .atomic)
      return nil
    } catch {
      return error.localizedDescription
    }
  }

  /// Beside the references, the fingerprint (`calends doctor`) of the environment that
  /// recorded them.
  var environmentFile: URL {
    reference.deletingLastPathComponent().appendingPathComponent(Self.environmentFileName)
  }

  /// The fingerprint recorded beside the references (`calends doctor`).
  public static let environmentFileName = "environment.txt"

  /// For a failure: when the references were recorded on another environment, which
  /// components differ — so a user can tell drift of Cairo or the fonts from a regression.
  /// Nil when the environment is the same or was not recorded.
  var environmentDrift: String? {
    guard let data = FileManager.default.contents(atPath: environmentFile.path) else {
      return nil
    }
    let recorded = String(decoding: data, as: UTF8.self).trimmingCharacters(
      in: .whitespacesAndNewlines)
    let changes = RenderEnvironment.differences(
      from: recorded, to: RenderEnvironment.current.fingerprint)
    guard !changes.isEmpty else { return nil }
    return
      "The references were recorded on another environment (\(changes.joined(separator: "; "))): the difference may be environment drift rather than a regression."
  }
}

/// A path or name as a shell reads it: quoted only when it has to be, so the command in a
/// failure message can be pasted as it is.
func shellWord(_ text: String) -> String {
  let plain = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "/._-+=:@%,"))
  if !text.isEmpty, text.unicodeScalars.allSatisfy({ plain.contains($0) }) { return text }
  return "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
}

/// Where two texts (SVG, layout JSON) first differ, for a failure message.
enum TextDifference {
  static func firstDifference(expected: [UInt8], actual: [UInt8]) -> String {
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
      "first difference at line \(line + 1):\n  expected: \(show(want))\n  actual:   \(show(got))\n"
  }
}
