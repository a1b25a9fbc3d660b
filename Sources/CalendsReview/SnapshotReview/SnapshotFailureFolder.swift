public import Calends
public import Foundation
import CalendsValues

/// The failures recorded in an artifacts folder (every `*.report.json` under it), each
/// named by its path relative to the folder without the suffix —
/// `SnapshotAssertionTests/januaryAsPNG.png` — which is what `calends snapshot accept` takes.
public struct SnapshotFailureFolder: Sendable {
  /// One failure: its name, its report and its files.
  public struct Failure: Sendable {
    /// Its path in the folder without the suffix (`MonthTests/january.png`).
    public var name: String
    /// What the test recorded.
    public var report: SnapshotFailureReport
    /// Where its files are.
    public var files: SnapshotArtifactFiles

    /// Whether `name` picks this failure: its full name, its last part, or either without
    /// the format (`MonthTests/january`, `january`).
    func isNamed(_ name: String) -> Bool {
      let folder = (self.name as NSString).deletingLastPathComponent
      let stemPath = folder.isEmpty ? files.stem : folder + "/" + files.stem
      return [self.name, (self.name as NSString).lastPathComponent, stemPath, files.stem]
        .contains(name)
    }

    /// `stem.actual.png` and the like, relative to the artifacts folder (for the page).
    public func relativePath(_ file: String) -> String {
      let folder = (name as NSString).deletingLastPathComponent
      return folder.isEmpty ? file : folder + "/" + file
    }
  }

  /// The artifacts folder.
  public let folder: URL
  /// Sorted by name.
  public let failures: [Failure]

  /// Reads every report under `folder`. A missing folder, or a report that is not one, is
  /// bad input naming the file.
  public init(_ folder: URL) throws(CalendsError) {
    self.folder = folder
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    else {
      throw .badInput(
        .error(.fileNotFound, "no such folder of snapshot artifacts", file: folder.path))
    }
    guard let walker = FileManager.default.enumerator(atPath: folder.path) else {
      throw .badInput(.error(.fileUnreadable, "cannot list the folder", file: folder.path))
    }
    var found: [Failure] = []
    while let relative = walker.nextObject() as? String {
      guard relative.hasSuffix(SnapshotArtifactFiles.reportSuffix) else { continue }
      let url = folder.appendingPathComponent(relative)
      let report: SnapshotFailureReport
      do {
        report = try JSONDecoder().decode(SnapshotFailureReport.self, from: Data(contentsOf: url))
      } catch {
        throw .badInput(
          .error(
            .badInput, "not a snapshot failure report (\(error.localizedDescription))",
            file: url.path))
      }
      let name = String(relative.dropLast(SnapshotArtifactFiles.reportSuffix.count))
      let files = SnapshotArtifactFiles(foundReport: url, format: report.format)
      found.append(Failure(name: name, report: report, files: files))
    }
    failures = found.sorted { $0.name < $1.name }
  }

  /// The failures `names` pick: each name is a failure's full name or, when only one
  /// failure has it, its last part (`januaryAsPNG.png`), with or without the format
  /// (`januaryAsPNG`). All of them when `names` is empty. An unknown or ambiguous name is
  /// bad input, before anything is chosen.
  public func select(_ names: [String]) throws(CalendsError) -> [Failure] {
    if names.isEmpty { return failures }
    var chosen: [Failure] = []
    for name in names {
      let matches = failures.filter { $0.isNamed(name) }
      let exact = matches.filter { $0.name == name }
      if exact.count == 1 || matches.count == 1 {
        let failure = exact.first ?? matches[0]
        if !chosen.contains(where: { $0.name == failure.name }) { chosen.append(failure) }
        continue
      }
      let known = failures.map(\.name).joined(separator: ", ")
      if matches.isEmpty {
        throw .badInput(
          .error(
            .badInput,
            "no snapshot failure named '\(name)' in \(folder.path) (failures: \(known.isEmpty ? "none" : known))"
          ))
      }
      throw .badInput(
        .error(
          .badInput,
          "'\(name)' names \(matches.count) failures in \(folder.path): \(matches.map(\.name).joined(separator: ", ")); give the full name"
        ))
    }
    return chosen
  }
}
