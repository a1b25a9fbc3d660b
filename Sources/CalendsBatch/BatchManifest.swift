public import Calends
import CalendsModel
public import CalendsValues
import CalendsYAML
public import Foundation

/// A batch manifest (YAML or JSON): explicit `specs` and/or `matrix` blocks whose axes are
/// any spec fields, expanded into a flat, name-sorted list of entries.
///
/// ```yaml
/// defaults: {today: 2019-01-10}          # fields every entry starts from
/// specs:
///   - {name: reference.png, spec: {selectedDate: 2019-01-23}}
///   - {name: sample.svg, file: Samples/today.yaml}
/// matrix:                                # or a list of matrices
///   name: "{style}-{theme}-{displayDateAtStartup}.{format}"
///   base: {showsWeekNumbers: true}
///   axes:
///     style: [month, week]
///     theme: [light, dark]
///     displayDateAtStartup: [2019-01-01, 2019-02-01]
///     format: [png, svg]
/// ```
/// `format` is an axis (or field) of the batch, not of the spec: it picks the output format
/// when the name has no image extension.
public struct BatchManifest: Sendable {
  public var entries: [BatchEntry]
  /// The folder relative spec files and stylesheets are found from.
  public var baseDirectory: URL
  /// The files the batch reads besides stylesheets: the manifest (unless it came from
  /// standard input) and its `file:` specs. An output must not replace one of them.
  public var inputFiles: [String] = []

  public init(entries: [BatchEntry], baseDirectory: URL, inputFiles: [String] = []) {
    self.entries = entries
    self.baseDirectory = baseDirectory
    self.inputFiles = inputFiles
  }

  /// Manifests above this size are refused before parsing.
  public static let maximumBytes = Limits.manifestBytes
  /// The most entries one manifest may expand to.
  public static let maximumEntries = Limits.manifestEntries

  public static func load(path: String) throws(CalendsError) -> BatchManifest {
    let url = URL(fileURLWithPath: path)
    let data = try InputFile.read(path, limit: maximumBytes, noun: "manifest")
    let document: SpecValue
    do {
      document = try SpecValue.parse(data, source: path)
    } catch {
      // The parser reads specs and manifests alike; its words name what this file is.
      var problem = error.diagnostic
      problem.message = problem.message.replacingOccurrences(
        of: "spec fields", with: "manifest fields"
      ).replacingOccurrences(
        of: "the spec is empty; expected a JSON or YAML object",
        with: "the manifest is empty; expected a JSON or YAML object")
      throw .badInput(problem)
    }
    let base =
      path == InputFile.standardInputPath
      ? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
      : url.deletingLastPathComponent()
    var manifest = try parse(
      document, source: path == InputFile.standardInputPath ? "standard input" : path,
      baseDirectory: base, manifestBytes: data.count)
    if path != InputFile.standardInputPath { manifest.inputFiles.append(url.path) }
    return manifest
  }

  public static func parse(
    _ document: SpecValue, source: String, baseDirectory: URL, manifestBytes: Int = 0
  ) throws(CalendsError) -> BatchManifest {
    var reader = ManifestReader(
      source: source, baseDirectory: baseDirectory, manifestBytes: manifestBytes)
    let entries = try reader.entries(document)
    return BatchManifest(
      entries: entries, baseDirectory: baseDirectory, inputFiles: reader.specFilePaths)
  }

  /// The entries of shard `index` (0-based) of `count`: every `count`-th entry of the
  /// name-sorted list, so shards are disjoint, cover everything, and do not depend on the
  /// machine that runs them.
  public func shard(_ index: Int, of count: Int) -> [BatchEntry] {
    entries.enumerated().filter { $0.offset % count == index }.map(\.element)
  }
}
