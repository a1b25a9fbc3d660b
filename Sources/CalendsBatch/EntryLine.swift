import Calends
import CalendsValues

/// An entry as its parent hands it to a worker process: one line, `INDEX TAB JSON`, where
/// the JSON holds the output name, format and spec fields.
///
/// Workers never read the manifest: the parent parsed and checked it once, so a manifest on
/// standard input, in a pipe, or replaced while the batch runs gives every worker the very
/// entries the parent validated, and a worker's memory does not grow with the manifest.
/// Numbers are written in Swift's shortest round-trip form and strings with every control
/// character escaped, so the fields arrive exactly as they left and the line stays one line.
enum EntryLine {
  static func encode(_ index: Int, _ entry: BatchEntry) -> String {
    var line = "\(index)\t{\"fields\":"
    append(.object(entry.fields), to: &line)
    line += ",\"format\":"
    append(.string(entry.format.rawValue), to: &line)
    line += ",\"name\":"
    append(.string(entry.name), to: &line)
    line += "}\n"
    return line
  }

  /// The index and entry of a line (without its newline); nil for anything else, which only
  /// a parent of another version would send.
  static func decode(_ line: Substring) -> (index: Int, entry: BatchEntry)? {
    guard let tab = line.firstIndex(of: "\t"), let index = Int(line[..<tab]) else { return nil }
    var reader = JSONTreeReader(Array(line[line.index(after: tab)...].utf8), source: "entry")
    guard case .object(let object)? = try? reader.document(),
      case .object(let fields)? = object["fields"],
      case .string(let formatName)? = object["format"],
      let format = OutputFormat(rawValue: formatName),
      case .string(let name)? = object["name"]
    else { return nil }
    return (index, BatchEntry(name: name, fields: fields, format: format))
  }

  private static func append(_ value: SpecValue, to line: inout String) {
    switch value {
    case .null: line += "null"
    case .bool(let flag): line += flag ? "true" : "false"
    case .number(let number): line += number.description
    case .string(let text): appendString(text, to: &line)
    case .array(let items):
      line += "["
      for (position, item) in items.enumerated() {
        if position > 0 { line += "," }
        append(item, to: &line)
      }
      line += "]"
    case .object(let fields):
      line += "{"
      for (position, key) in fields.keys.sorted().enumerated() {
        if position > 0 { line += "," }
        appendString(key, to: &line)
        line += ":"
        append(fields[key]!, to: &line)
      }
      line += "}"
    }
  }

  private static func appendString(_ text: String, to line: inout String) {
    line += JSONString.quoted(text)
  }
}
