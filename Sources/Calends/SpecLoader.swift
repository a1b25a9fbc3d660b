import CalendsModel
import CalendsValues
import CalendsYAML
public import Foundation

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
    SpecFieldExclusions.apply(overrides, to: &document)
    try PanelFile.resolve(
      &document, directory: directory,
      field: overrides["panelFile"] != nil ? "--panel-file" : "panelFile")
    let reader = SpecReader(source: source)
    do {
      return (try reader.read(.object(document)), directory)
    } catch {
      let errors = reader.errors(in: document, after: error, limit: SpecReader.maximumErrors)
      throw .badInput(errors.map { flagNamed($0, overrides: overrides).diagnostic })
    }
  }

  /// `error` as the user wrote the value: a field a flag set is named by its flag
  /// (`--width: expected a number, found 'abc'`), with no file, since the value is not in it.
  static func flagNamed(_ error: SpecError, overrides: [String: SpecValue]) -> SpecError {
    let key = String(error.path.prefix { $0 != "." && $0 != "[" })
    guard overrides[key] != nil, let field = SpecField.all.first(where: { $0.name == key }),
      !field.flags.isEmpty
    else { return error }
    var rest = error.path.dropFirst(key.count)
    if rest.hasPrefix(".") { rest = rest.dropFirst() }
    // A flag that sets one key of an object field (`--disabled-weekday` sets
    // `disabledDates.weekdays`) names that key's errors.
    let subkey = String(rest.prefix { $0 != "." && $0 != "[" })
    let keyed = field.flags.first { $0.key != nil && $0.key == subkey }
    let flag = keyed ?? field.flags.first { $0.key == nil } ?? field.flags[0]
    if keyed != nil {
      rest = rest.dropFirst(subkey.count)
      if rest.hasPrefix(".") { rest = rest.dropFirst() }
    }
    return SpecError(
      source: "", path: "--\(flag.name)",
      message: rest.isEmpty ? error.message : "\(rest): \(error.message)",
      code: error.code == .specField ? .option : error.code)
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
      throw .badInput(error.diagnostic)
    }
  }

  /// The spec of a document's fields, with the spec reader's messages as bad input.
  public static func read(_ document: [String: SpecValue], source: String) throws(CalendsError)
    -> CalendarSpec
  {
    let reader = SpecReader(source: source)
    do {
      return try reader.read(.object(document))
    } catch {
      throw .badInput(
        reader.errors(in: document, after: error, limit: SpecReader.maximumErrors).map(
          \.diagnostic))
    }
  }
}

extension SpecReader {
  /// Decodes a whole spec file (JSON or YAML). Here, where specs are loaded, rather than in
  /// the model: the model reads a `SpecValue` tree and knows no file syntax.
  public static func read(_ data: Data, source: String) throws(SpecError) -> CalendarSpec {
    try SpecReader(source: source).read(try SpecValue.parse(data, source: source))
  }
}
