import Calends
import CalendsModel
import CalendsValues
import CalendsYAML
import Foundation

/// Reads a manifest document into entries, reporting problems by their place in the
/// manifest (`matrix.axes.style`, `specs[3].name`).
struct ManifestReader {
  let source: String
  let baseDirectory: URL
  /// Bytes read so far against `Limits.batchInputBytes`: the manifest's, then each
  /// distinct spec file's.
  var inputBytes = 0
  /// Spec files already read, by path: a file that a thousand entries name is read once.
  private var specFiles: [String: [String: SpecValue]] = [:]

  init(source: String, baseDirectory: URL, manifestBytes: Int = 0) {
    self.source = source
    self.baseDirectory = baseDirectory
    inputBytes = manifestBytes
  }

  /// The spec files read, as paths: inputs an output must not replace.
  var specFilePaths: [String] { specFiles.keys.sorted() }

  /// A problem at `path` in the manifest (`specs[3].name`), named as a spec's field is.
  func fail(_ path: String, _ message: String, code: Diagnostic.Code? = nil) -> CalendsError {
    .badInput(
      .error(
        code ?? (path.isEmpty ? .badInput : .specField), message, file: source,
        field: path.isEmpty ? nil : path))
  }

  /// A problem of the spec file that `path` names, told after the manifest's place: the fix
  /// may be in either. The file's own problem is the message (`other.yaml: not valid YAML:
  /// 4:6: …`), and its class the code.
  func fail(_ path: String, in problem: Diagnostic) -> CalendsError {
    fail(path, problem.description, code: problem.code)
  }

  static let topLevelKeys = ["defaults", "specs", "matrix"]

  mutating func entries(_ document: SpecValue) throws(CalendsError) -> [BatchEntry] {
    guard case .object(let top) = document else {
      throw fail("", "expected an object with \(Self.topLevelKeys.joined(separator: ", "))")
    }
    for key in top.keys.sorted() where !Self.topLevelKeys.contains(key) {
      throw fail(key, "unknown field; expected one of \(Self.topLevelKeys.joined(separator: ", "))")
    }
    var defaults: [String: SpecValue] = [:]
    if let value = top["defaults"] { defaults = try object(value, "defaults") }
    var entries: [BatchEntry] = []
    if let value = top["specs"] {
      guard case .array(let items) = value else {
        throw fail("specs", "expected a list of {name, spec} or {name, file}")
      }
      for (index, item) in items.enumerated() {
        entries.append(try explicitEntry(item, "specs[\(index)]", defaults: defaults))
      }
    }
    if let value = top["matrix"] {
      let matrices: [SpecValue]
      if case .array(let list) = value { matrices = list } else { matrices = [value] }
      for (index, matrix) in matrices.enumerated() {
        let path = matrices.count == 1 && !isList(value) ? "matrix" : "matrix[\(index)]"
        entries += try expand(matrix, path, defaults: defaults, alreadyHave: entries.count)
      }
    }
    if entries.isEmpty { throw fail("", "the manifest lists no entries; give specs or a matrix") }
    // Sorted once; equal names are then neighbours, reported by their places in the
    // manifest.
    let order = entries.indices.sorted {
      let (left, right) = (entries[$0].name, entries[$1].name)
      return left != right ? left < right : $0 < $1
    }
    for (first, second) in zip(order, order.dropFirst())
    where entries[first].name == entries[second].name {
      throw fail(
        "",
        "two entries are named '\(OutputPath.escaped(entries[first].name))' (entries \(first + 1) and \(second + 1)); names must be unique"
      )
    }
    try refusePageCollisions(entries)
    return order.map { entries[$0] }
  }

  /// A printed document of several pages written as PNG or SVG is one file per page,
  /// `name-cover.png`, `name-01.png` … (`PageFileName`): an entry named like one of those pages would be
  /// overwritten by it, and each rerun would draw both again.
  func refusePageCollisions(_ entries: [BatchEntry]) throws(CalendsError) {
    var paged: [String: Int] = [:]
    for (index, entry) in entries.enumerated()
    where !entry.format.holdsPages && entry.fields["pages"] == .string("months") {
      paged[entry.name] = index
    }
    guard !paged.isEmpty else { return }
    for (index, entry) in entries.enumerated() {
      guard let owner = Self.pagedOwners(of: entry.name).first(where: { paged[$0] != nil }),
        let first = paged[owner]
      else { continue }
      throw fail(
        "",
        "entry \(index + 1), '\(OutputPath.escaped(entry.name))', is named like a page of entry \(first + 1), '\(OutputPath.escaped(owner))', a document of several pages written one file per page (\(OutputPath.escaped(PageFileName.path(owner, page: "cover"))), \(OutputPath.escaped(PageFileName.path(owner, page: "01"))), …); rename one of them"
      )
    }
  }

  /// The names whose pages `name` could be: `year.png` for `year-01.png` (two digits or
  /// more before the extension: a month or a position) or `year-cover.png`, and
  /// `school.png` for `school-2026-09.png` (a month of a run that crosses a year).
  static func pagedOwners(of name: String) -> [String] {
    let slash = name.lastIndex(of: "/").map { name.index(after: $0) } ?? name.startIndex
    let dot = name[slash...].lastIndex(of: ".") ?? name.endIndex
    let stem = name[..<dot]
    let suffix = String(name[dot...])
    func isDigits(_ text: Substring, atLeast count: Int) -> Bool {
      text.count >= count && text.allSatisfy { $0.isASCII && $0.isNumber }
    }
    guard let dash = stem[slash...].lastIndex(of: "-") else { return [] }
    let last = stem[stem.index(after: dash)...]
    let before = stem[..<dash]
    var owners: [String] = []
    if last == "cover" || isDigits(last, atLeast: 2) { owners.append(String(before) + suffix) }
    if isDigits(last, atLeast: 2), let yearDash = before[slash...].lastIndex(of: "-"),
      isDigits(before[before.index(after: yearDash)...], atLeast: 1)
    {
      owners.append(String(before[..<yearDash]) + suffix)
    }
    return owners
  }

  func isList(_ value: SpecValue) -> Bool {
    if case .array = value { return true }
    return false
  }

  func object(_ value: SpecValue, _ path: String) throws(CalendsError) -> [String: SpecValue] {
    guard case .object(let fields) = value else {
      throw fail(path, "expected an object of spec fields, found \(value.kindDescription)")
    }
    return fields
  }

  func text(_ value: SpecValue?, _ path: String) throws(CalendsError) -> String {
    guard case .string(let text)? = value else { throw fail(path, "expected a string") }
    return text
  }

  mutating func explicitEntry(_ item: SpecValue, _ path: String, defaults: [String: SpecValue])
    throws(CalendsError) -> BatchEntry
  {
    let fields = try object(item, path)
    for key in fields.keys.sorted() where !["name", "spec", "file"].contains(key) {
      throw fail("\(path).\(key)", "unknown field; expected name, spec or file")
    }
    let name = try text(fields["name"], "\(path).name")
    var spec = defaults
    if let file = fields["file"] {
      let filePath = try text(file, "\(path).file")
      let url =
        filePath.hasPrefix("/")
        ? URL(fileURLWithPath: filePath) : baseDirectory.appendingPathComponent(filePath)
      let fromFile = try specFile(url, filePath, "\(path).file")
      spec.merge(fromFile) { $1 }
      // A spec file's relative theme is relative to the spec file.
      if case .string(let theme)? = fromFile["theme"], theme.hasSuffix(".nss"),
        !theme.hasPrefix("/")
      {
        spec["theme"] = .string(
          url.deletingLastPathComponent().appendingPathComponent(theme).path)
      }
      // So are its calendar files, as `calends render` reads them.
      if case .array(var calendars)? = fromFile["calendars"] {
        for index in calendars.indices {
          guard case .object(var calendar) = calendars[index],
            case .string(let ics)? = calendar["ics"], !ics.hasPrefix("/"), ics != "-"
          else { continue }
          calendar["ics"] = .string(
            url.deletingLastPathComponent().appendingPathComponent(ics).path)
          calendars[index] = .object(calendar)
        }
        spec["calendars"] = .array(calendars)
      }
    }
    if let inline = fields["spec"] { spec.merge(try object(inline, "\(path).spec")) { $1 } }
    return try entry(name: name, fields: spec, path: "\(path).name")
  }

  /// A spec file's fields, read and parsed the first time it is named, counted once
  /// against the batch's input budget.
  mutating func specFile(_ url: URL, _ written: String, _ path: String) throws(CalendsError)
    -> [String: SpecValue]
  {
    if let known = specFiles[url.path] { return known }
    let data: Data
    do {
      data = try InputFile.read(url.path, limit: Limits.specBytes, noun: "spec")
    } catch {
      throw .badInput(error.diagnostics.map { problem in fail(path, in: problem).diagnostics[0] })
    }
    inputBytes += data.count
    guard inputBytes <= Limits.batchInputBytes else {
      throw fail(
        path,
        "the manifest and its spec files come to more than \(Limits.batchInputBytes) bytes, over the limit of \(Limits.batchInputBytes)"
      )
    }
    let fields: [String: SpecValue]
    do {
      guard case .object(let object) = try SpecValue.parse(data, source: written) else {
        throw fail(path, "not an object")
      }
      fields = object
    } catch let error as SpecError {
      throw fail(path, in: error.diagnostic)
    } catch let error as CalendsError {
      throw error
    } catch {
      throw fail(path, "\(error)")
    }
    specFiles[url.path] = fields
    return fields
  }

  func entry(name written: String, fields: [String: SpecValue], path: String)
    throws(CalendsError) -> BatchEntry
  {
    let name = try OutputPath.normalized(written, path: path, source: source)
    var fields = fields
    var format: OutputFormat?
    if let value = fields.removeValue(forKey: "format") {
      let text = try text(value, "\(path): format")
      guard let parsed = OutputFormat(rawValue: text) else {
        throw fail(path, "unknown format '\(text)'; expected \(OutputFormat.choices)")
      }
      format = parsed
    }
    let ext = OutputPath.pathExtension(name)
    if let fromName = OutputFormat(rawValue: ext) {
      if let format, format != fromName {
        throw fail(path, "'\(name)' ends in .\(ext) but its format is \(format.rawValue)")
      }
      format = fromName
    }
    guard let format else {
      throw fail(path, "'\(name)' has no \(OutputFormat.extensionChoices) extension and no format")
    }
    let finalName = OutputFormat(rawValue: ext) == nil ? name + "." + format.rawValue : name
    return BatchEntry(name: finalName, fields: fields, format: format)
  }

  /// Every combination of the axes' values, named by the template.
  func expand(_ matrix: SpecValue, _ path: String, defaults: [String: SpecValue], alreadyHave: Int)
    throws(CalendsError) -> [BatchEntry]
  {
    let fields = try object(matrix, path)
    for key in fields.keys.sorted() where !["name", "base", "axes"].contains(key) {
      throw fail("\(path).\(key)", "unknown field; expected name, base or axes")
    }
    let template = try text(fields["name"], "\(path).name")
    var base = defaults
    if let value = fields["base"] { base.merge(try object(value, "\(path).base")) { $1 } }
    guard let axesValue = fields["axes"] else {
      throw fail("\(path).axes", "missing; give at least one axis")
    }
    let axesObject = try object(axesValue, "\(path).axes")
    var axes: [(String, [SpecValue])] = []
    var total = 1
    for key in axesObject.keys.sorted() {
      guard case .array(let values) = axesObject[key]!, !values.isEmpty else {
        throw fail("\(path).axes.\(key)", "expected a non-empty list of values")
      }
      axes.append((key, values))
      total *= values.count
      if total + alreadyHave > BatchManifest.maximumEntries {
        throw fail(
          "\(path).axes", "the matrix expands to more than \(BatchManifest.maximumEntries) entries")
      }
    }
    for placeholder in NameTemplate.placeholders(in: template)
    where axesObject[placeholder] == nil && base[placeholder] == nil {
      throw fail(
        "\(path).name",
        "the template names '{\(placeholder)}', which is neither an axis nor a base field")
    }
    let names = NameTemplate(template)
    var result: [BatchEntry] = []
    result.reserveCapacity(total)
    var indices = Array(repeating: 0, count: axes.count)
    for _ in 0..<total {
      var spec = base
      for (axis, index) in zip(axes, indices) { spec[axis.0] = axis.1[index] }
      let name = names.fill(with: spec)
      result.append(try entry(name: name, fields: spec, path: "\(path).name"))
      // Advance the odometer: the last axis turns fastest.
      var position = axes.count - 1
      while position >= 0 {
        indices[position] += 1
        if indices[position] < axes[position].1.count { break }
        indices[position] = 0
        position -= 1
      }
    }
    return result
  }
}

/// Output names stay inside the output folder.
/// Output names as the file system will see them, checked before anything is written.
enum OutputPath {
  /// The name with `.` segments dropped and `dir/..` pairs resolved, so `a.png`, `./a.png`
  /// and `x/../a.png` are one output (and so a duplicate of each other). Refused: a name
  /// that is empty or absolute, climbs out of the folder, has empty segments, or holds a
  /// control character (a newline in a name would break every line-based report, and
  /// cannot be what the user meant).
  static func normalized(_ name: String, path: String, source: String) throws(CalendsError)
    -> String
  {
    let normal = try resolved(name, path: path, source: source)
    // The batch's own records live in the output folder; an entry may not write there.
    if normal == OutputRecords.folderName || normal.hasPrefix(OutputRecords.folderName + "/") {
      throw .badInput(
        .error(
          .specField,
          "the output name '\(escaped(name))' is inside \(OutputRecords.folderName), where the batch keeps its records of what it wrote; choose another folder",
          file: source, field: path))
    }
    return normal
  }

  private static func resolved(_ name: String, path: String, source: String)
    throws(CalendsError) -> String
  {
    if isPlainRelativePath(name) { return name }
    if let control = name.unicodeScalars.first(where: { $0.properties.generalCategory == .control })
    {
      throw .badInput(
        .error(
          .specField,
          "the output name '\(escaped(name))' holds a control character (U+\(String(control.value, radix: 16, uppercase: true).leftPadded(to: 4))); output names must be printable",
          file: source, field: path))
    }
    if let hidden = name.unicodeScalars.first(where: OutputPath.isHidden) {
      throw .badInput(
        .error(
          .specField,
          "the output name '\(escaped(name))' holds an invisible formatting character (U+\(String(hidden.value, radix: 16, uppercase: true).leftPadded(to: 4))): a bidirectional control or a zero-width character would make the name read as another; output names must show what they are",
          file: source, field: path))
    }
    func leaves() -> CalendsError {
      .badInput(
        .error(
          .specField,
          "the output name '\(escaped(name))' would leave the output folder or is empty; use a relative path without '..'",
          file: source, field: path))
    }
    var kept: [Substring] = []
    let parts = name.split(separator: "/", omittingEmptySubsequences: false)
    guard !name.isEmpty, !name.hasPrefix("/"), !parts.contains("") else { throw leaves() }
    for part in parts {
      switch part {
      case ".": continue
      case "..":
        guard kept.popLast() != nil else { throw leaves() }
      default: kept.append(part)
      }
    }
    guard !kept.isEmpty else { throw leaves() }
    return kept.joined(separator: "/")
  }

  /// The usual name, checked in one pass over its bytes: printable ASCII, relative, and no
  /// empty, `.` or `..` segment — already normal. A million-entry matrix spends its time
  /// here, and Unicode properties cost ~50× a byte comparison.
  static func isPlainRelativePath(_ name: String) -> Bool {
    var segmentLength = 0
    var segmentDots = 0
    for byte in name.utf8 {
      if byte == UInt8(ascii: "/") {
        guard segmentLength > 0, segmentDots != segmentLength else { return false }
        segmentLength = 0
        segmentDots = 0
        continue
      }
      guard byte >= 0x20, byte < 0x7F else { return false }
      segmentLength += 1
      if byte == UInt8(ascii: ".") { segmentDots += 1 }
    }
    // A segment of only dots is refused here: `...` is a valid name, but rare enough for
    // the general path.
    return segmentLength > 0 && segmentDots != segmentLength
  }

  /// The extension of a name's last segment, lowercased ("" for none): what picks the
  /// output format.
  static func pathExtension(_ name: String) -> String {
    let bytes = name.utf8
    guard let dot = bytes.lastIndex(of: UInt8(ascii: ".")) else { return "" }
    if let slash = bytes.lastIndex(of: UInt8(ascii: "/")), slash > dot { return "" }
    // A leading dot names a hidden file, not an extension.
    if dot == bytes.startIndex || bytes[bytes.index(before: dot)] == UInt8(ascii: "/") { return "" }
    return String(name[name.index(after: dot)...]).lowercased()
  }

  /// The last segment of a name.
  static func lastComponent(_ name: String) -> Substring {
    guard let slash = name.utf8.lastIndex(of: UInt8(ascii: "/")) else { return Substring(name) }
    return name[name.index(after: slash)...]
  }

  /// A name as a message may show it: at most 200 characters, control characters escaped.
  static func escaped(_ name: String) -> String {
    MessageText.clipped(name, to: MessageText.maximum)
  }

  /// A format character that changes how a name reads without showing itself: the
  /// bidirectional embeddings, overrides, isolates and marks, zero-width spaces and
  /// joiners' look-alikes, the byte-order mark. The zero-width joiner and non-joiner stay
  /// allowed: Persian, Indic scripts and emoji sequences are written with them.
  static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
    guard scalar.properties.generalCategory == .format else { return false }
    return scalar.value != 0x200C && scalar.value != 0x200D
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: "0", count: max(0, width - count)) + self
  }
}
