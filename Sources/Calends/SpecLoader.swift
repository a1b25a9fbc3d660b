import CalendsModel
import CalendsValues
import Foundation

/// Reads a spec from a file and/or command-line overrides. Overrides are merged into the
/// document tree before it is read, so a bad flag is reported just like a bad field.
public enum SpecLoader {
  /// Spec files above this size are refused before parsing.
  public static let maximumSpecBytes = Limits.specBytes

  /// Reads the spec at `path` (`-` is standard input; nil: flags alone) with `overrides`
  /// (the flags' fields) over the file's, checked like any spec; also gives the folder its
  /// relative paths are taken from.
  public static func load(path: String?, overrides: [String: SpecValue] = [:]) throws(CalendsError)
    -> (spec: CalendarSpec, directory: URL?)
  {
    var document: [String: SpecValue] = [:]
    var directory: URL?
    var source = "command line"
    if let path {
      // `-` is standard input: its theme paths are relative to the working directory, as
      // are those of a spec read from a descriptor (`/dev/stdin`), which has no folder.
      let isStandardInput = path == InputFile.standardInputPath
      directory =
        isStandardInput || DescriptorPath.descriptor(named: path) != nil
        ? nil : URL(fileURLWithPath: path).deletingLastPathComponent()
      source = isStandardInput ? "standard input" : path
      let data = try InputFile.read(path, limit: maximumSpecBytes, noun: "spec")
      guard let fields = try SpecLoader.document(data, source: source) else {
        return (CalendarSpec(), directory)
      }
      document = fields
    }
    // A flag wins over the file's field, and over the file's fields that say the same
    // thing another way (`--paper a4` over `width: 800`).
    for key in overrides.keys {
      for replaced in SpecFieldExclusions.fieldsReplaced(by: key, in: document)
      where overrides[replaced] == nil {
        document[replaced] = nil
      }
    }
    for (key, value) in overrides { document[key] = value }
    return (
      try read(document, source: overrides.isEmpty ? source : "\(source) (with flags)"), directory
    )
  }

  /// A spec document's top-level fields (JSON or YAML), or nil for a document that is not a
  /// mapping (read as the default spec, as a file of it is). The caller bounds `data`.
  public static func document(_ data: Data, source: String) throws(CalendsError)
    -> [String: SpecValue]?
  {
    do {
      guard case .object(let fields) = try SpecValue.parse(data, source: source) else {
        return nil
      }
      return fields
    } catch {
      throw .badInput(error.description)
    }
  }

  /// The spec of a document's fields, with the spec reader's messages as bad input.
  public static func read(_ document: [String: SpecValue], source: String) throws(CalendsError)
    -> CalendarSpec
  {
    do {
      return try SpecReader(source: source).read(.object(document))
    } catch {
      throw .badInput(error.description)
    }
  }
}
