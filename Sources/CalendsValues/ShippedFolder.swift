import Foundation

/// A folder of data files that ships with the package as a SwiftPM resource (the fonts, the
/// hyphenation patterns), found by the lock file listing them, so that every machine reads
/// the same files whatever its system has installed.
public struct ShippedFolder: Sendable {
  /// What the folder holds, as a message names it ("the fonts").
  public let contents: String
  /// The file that lists the folder's files with their sizes and SHA-256 (`FileLock`).
  public let lockFileName: String
  /// Where the folder was looked for, in order, for the error message when it is missing.
  public let candidates: [String]
  /// The first candidate that holds the lock file, or nil when none does.
  public let directory: String?

  /// Looks for `folder` of the resource bundle `bundleName` beside the running executable,
  /// then in `sourceFolder` (the folder in the package's sources).
  public init(
    _ contents: String, lockFileName: String, bundleName: String, folder: String,
    sourceFolder: String
  ) {
    self.contents = contents
    self.lockFileName = lockFileName
    candidates = Self.searchPaths(bundleName: bundleName, folder: folder, sourceFolder: sourceFolder)
    directory = Self.firstFolder(withLock: lockFileName, in: candidates)
  }

  /// SwiftPM copies a resource folder into a bundle beside every executable it builds (the
  /// CLI, test runners, programs that depend on the package), so that comes first; it also
  /// works for a binary installed together with its bundle. The source folder comes last,
  /// for a binary moved away from its bundle on a machine that still has the sources.
  ///
  /// `Bundle.module` is not used because it stops the process (`fatalError`) when the bundle
  /// is missing; a missing folder is reported as a `RenderError` instead.
  public static func searchPaths(bundleName: String, folder: String, sourceFolder: String)
    -> [String]
  {
    var paths: [String] = []
    if let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() {
      let beside = executable.deletingLastPathComponent()
      paths.append(beside.appendingPathComponent("\(bundleName).resources/\(folder)").path)
      paths.append(beside.appendingPathComponent("\(bundleName).bundle/\(folder)").path)
      paths.append(
        beside.appendingPathComponent("\(bundleName).bundle/Contents/Resources/\(folder)").path)
    }
    if let resources = Bundle.main.resourceURL {
      paths.append(resources.appendingPathComponent("\(bundleName).bundle/\(folder)").path)
    }
    paths.append(sourceFolder)
    var seen: Set<String> = []
    return paths.filter { seen.insert($0).inserted }
  }

  /// The first of `candidates` that holds `lockFileName`.
  public static func firstFolder(withLock lockFileName: String, in candidates: [String])
    -> String?
  {
    candidates.first {
      FileManager.default.fileExists(atPath: ($0 as NSString).appendingPathComponent(lockFileName))
    }
  }

  /// The folder, or an error saying where it was looked for.
  public func requireDirectory() throws(RenderError) -> String {
    try Self.require(directory, candidates: candidates, contents: contents)
  }

  /// `directory`, or an error listing `candidates` as where `contents` were looked for.
  public static func require(_ directory: String?, candidates: [String], contents: String)
    throws(RenderError) -> String
  {
    guard let directory else {
      throw RenderError(
        "\(contents) that ship with Calends were not found (looked in \(candidates.joined(separator: ", ")))"
      )
    }
    return directory
  }
}
