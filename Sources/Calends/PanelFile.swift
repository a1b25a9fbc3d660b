import CalendsModel
import CalendsValues
import CalendsYAML
import Foundation

/// A file of panel profiles (`panelFile`), read where a spec file is read, so `panel` can
/// name a panel the package does not know:
///
/// ```yaml
/// panels:
///   - {name: desk-panel, width: 400, height: 300, colors: ['#000000', '#FFFFFF', '#FF0000']}
/// ```
///
/// The model reads no files; this puts the named profile's fields into the spec's `panel`
/// before the reader sees it (the spec's own `panel` fields over the file's), so the reader
/// checks them as it checks a panel written in the spec.
enum PanelFile {
  /// The most bytes a panel file may take: a spec's.
  static let maximumBytes = Limits.specBytes

  /// Replaces `document`'s `panel` by the file's profile of that name, when `panelFile` is
  /// given and holds one; `directory` is where a relative path starts (the spec's folder).
  static func resolve(
    _ document: inout [String: SpecValue], directory: URL?, field: String = "panelFile"
  ) throws(CalendsError) {
    guard case .string(let path)? = document["panelFile"] else { return }
    let url =
      path.hasPrefix("/") || directory == nil
      ? URL(fileURLWithPath: path) : directory!.appendingPathComponent(path)
    let data: Data
    do {
      data = try InputFile.read(url.path, limit: maximumBytes, noun: "panel file")
    } catch {
      // Named by the field (or flag) that gave the path, as a bad value of it.
      let problem = error.diagnostics[0]
      throw .badInput(.error(problem.code, problem.message, file: problem.file, field: field))
    }
    let panels = try profiles(in: data, source: url.path)
    let name: String
    var own: [String: SpecValue] = [:]
    switch document["panel"] {
    case .string(let text)?: name = text
    case .object(let fields)?:
      guard case .string(let text)? = fields["name"] else { return }
      name = text
      own = fields
    default: return
    }
    guard let profile = panels.first(where: { $0.name.lowercased() == name.lowercased() }) else {
      if PanelProfile.builtIn(named: name) != nil { return }
      throw .badInput(
        .error(
          .specField,
          "'\(MessageText.clipped(name))' is neither a built-in panel nor one of \(MessageText.clipped(path))'s (\(panels.map(\.name).joined(separator: ", ")))",
          field: "panel"))
    }
    document["panel"] = .object(profile.fields.merging(own) { _, spec in spec })
  }

  /// The file's panels, each with its name, in order.
  private static func profiles(in data: Data, source: String) throws(CalendsError)
    -> [(name: String, fields: [String: SpecValue])]
  {
    let value: SpecValue
    do {
      value = try SpecValue.parse(data, source: source)
    } catch {
      throw .badInput(error.diagnostic)
    }
    guard case .object(let top) = value, case .array(let items)? = top["panels"] else {
      throw .badInput(
        .error(
          .specField, "expected a list of panels: 'panels: [{name, width, height, colors, …}]'",
          file: source, field: "panels"))
    }
    var result: [(name: String, fields: [String: SpecValue])] = []
    for (index, item) in items.enumerated() {
      guard case .object(let fields) = item, case .string(let name)? = fields["name"] else {
        throw .badInput(
          .error(
            .specField, "expected a panel with a name, as {name, width, height, colors, …}",
            file: source, field: "panels[\(index)]"))
      }
      result.append((name, fields))
    }
    return result
  }
}
