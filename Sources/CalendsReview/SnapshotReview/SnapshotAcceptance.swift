public import Calends
import CalendsValues
import Foundation

/// `calends snapshot accept`: the actual output of each chosen failure becomes its
/// reference, and the failure's artifacts are removed. Every failure is checked before any
/// reference is replaced, so a bad report leaves all references as they were.
public enum SnapshotAcceptance {
  /// Replaces the references; returns what was accepted, one line each.
  public static func accept(_ failures: [SnapshotFailureFolder.Failure]) throws(CalendsError)
    -> [String]
  {
    var outputs: [(SnapshotFailureFolder.Failure, [UInt8])] = []
    for failure in failures {
      let actual = failure.files.folder.appendingPathComponent(failure.report.actual)
      guard let bytes = FileManager.default.contents(atPath: actual.path) else {
        throw .badInput(
          .error(
            .fileUnreadable, "cannot read the actual output \(actual.path)", file: failure.name))
      }
      // Never record an empty reference: it would match nothing, or an empty render.
      guard !bytes.isEmpty else {
        throw .badInput(
          .error(.badInput, "the actual output \(actual.path) is empty", file: failure.name))
      }
      guard failure.report.reference.hasPrefix("/"),
        failure.report.reference.hasSuffix(".\(failure.report.format)")
      else {
        throw .badInput(
          .error(
            .badInput,
            "the report's reference \(failure.report.reference) is not an absolute .\(failure.report.format) path",
            file: failure.name))
      }
      outputs.append((failure, Array(bytes)))
    }
    var lines: [String] = []
    for (failure, bytes) in outputs {
      try AtomicFile.write(bytes, to: failure.report.reference)
      failure.files.remove()
      lines.append("accepted \(failure.name) → \(failure.report.reference)")
    }
    return lines
  }
}
