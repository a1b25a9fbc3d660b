import CYaml
import CalendsValues

/// Builds `SpecValue` straight from libyaml's events, with the checks a spec needs: nesting
/// bounded by `Limits.documentDepth`, keys that must be plain text and may not repeat,
/// `<<` merge keys, and aliases bounded by `Limits.aliasedValues`.
///
/// Yams' `compose` built a node tree first, and it was alive beside the value tree at the
/// peak: an 800,000-entry manifest took 571 MB, about 700 bytes an entry. Events need no
/// tree but the one the spec becomes, and an alias shares its anchor's value instead of
/// walking a copy.
struct YAMLEventReader {
  private let source: String

  init(source: String) {
    self.source = source
  }

  /// The document's value; nil for a stream without a document (empty or only comments).
  func document(_ bytes: UnsafeRawBufferPointer) throws(SpecError) -> SpecValue? {
    var parser = yaml_parser_t()
    guard yaml_parser_initialize(&parser) == 1 else {
      throw SpecError(source: source, path: "", message: "not valid YAML: out of memory")
    }
    defer { yaml_parser_delete(&parser) }
    yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
    // libyaml skips a byte-order mark it is told the encoding of as if it were a column:
    // the first line is then indented one more than the next. It is not content (the
    // text's decoding drops it too; these are the bytes).
    let input = UnsafeRawBufferPointer(
      rebasing: bytes[(bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0)...])
    yaml_parser_set_input_string(
      &parser, input.baseAddress?.assumingMemoryBound(to: UInt8.self), input.count)
    var builder = Builder(source: source)
    while true {
      var event = yaml_event_t()
      guard yaml_parser_parse(&parser, &event) == 1 else {
        throw syntaxError(parser, input)
      }
      defer { yaml_event_delete(&event) }
      if event.type == YAML_STREAM_END_EVENT { return builder.root }
      try builder.take(event)
    }
  }

  private func syntaxError(_ parser: yaml_parser_t, _ bytes: UnsafeRawBufferPointer)
    -> SpecError
  {
    let problem = parser.problem.map { String(cString: $0) } ?? "unreadable YAML"
    switch parser.error {
    case YAML_READER_ERROR:
      // The reader's offset is in bytes; a person looks for a line and a column.
      let place = TextPlace(of: parser.problem_offset, in: bytes)
      let byte = String(parser.problem_value, radix: 16, uppercase: true)
      let value =
        parser.problem_value >= 0
        ? " (byte 0x\(byte.count == 1 ? "0" : "")\(byte))" : ""
      return YAMLSyntaxMessage.error(
        source: source,
        problem: YAMLSyntaxProblem(
          problem: problem + value, line: place.line, column: place.column))
    default:
      var context: YAMLSyntaxProblem.Context?
      if let text = parser.context {
        context = .init(
          text: String(cString: text), line: parser.context_mark.line + 1,
          column: parser.context_mark.column + 1)
      }
      return YAMLSyntaxMessage.error(
        source: source,
        problem: YAMLSyntaxProblem(
          problem: problem, line: parser.problem_mark.line + 1,
          column: parser.problem_mark.column + 1, context: context))
    }
  }
}

/// A line and column (1-based, columns in characters as libyaml counts them) of a byte
/// offset.
private struct TextPlace {
  var line = 1
  var column = 1

  init(of offset: Int, in bytes: UnsafeRawBufferPointer) {
    for byte in bytes.prefix(offset) {
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
  }
}

/// The value under construction: the open lists and objects, the anchors seen so far, and
/// the finished root.
private struct Builder {
  let source: String
  private(set) var root: SpecValue?
  private var open: [OpenCollection] = []
  private var anchors: [String: Anchored] = [:]
  private var aliasedValues = 0
  private var documents = 0

  init(source: String) {
    self.source = source
  }

  mutating func take(_ event: yaml_event_t) throws(SpecError) {
    let mark = (line: event.start_mark.line + 1, column: event.start_mark.column + 1)
    switch event.type {
    case YAML_DOCUMENT_START_EVENT:
      documents += 1
      guard documents == 1 else {
        throw YAMLSyntaxMessage.error(
          source: source,
          problem: YAMLSyntaxProblem(
            problem: "a second document starts here", line: mark.line, column: mark.column,
            hint:
              "a spec or manifest is one YAML document; remove this '---' and what follows, or the '...' before it"
          ))
      }
    case YAML_SCALAR_EVENT:
      let anchor = event.data.scalar.anchor.map { String(cString: $0) }
      try finish(.scalar(YAMLScalar(event)), size: 1, anchor: anchor, at: mark)
    case YAML_ALIAS_EVENT:
      let name = event.data.alias.anchor.map { String(cString: $0) } ?? ""
      guard let anchored = anchors[name] else {
        throw YAMLSyntaxMessage.error(
          source: source,
          problem: YAMLSyntaxProblem(
            problem: "found undefined alias '*\(SpecValue.clipped(name))'", line: mark.line,
            column: mark.column,
            hint:
              "an alias names a value marked '&\(SpecValue.clipped(name))' before it, outside the value it is in"
          ))
      }
      aliasedValues += anchored.size
      guard aliasedValues <= Limits.aliasedValues else {
        throw SpecError(
          source: source, path: "",
          message:
            "YAML aliases would copy more than the limit of \(Limits.aliasedValues) values into the document (line \(mark.line)); is this an alias bomb?"
        )
      }
      try finish(anchored.item, size: anchored.size, anchor: nil, at: mark)
    case YAML_SEQUENCE_START_EVENT:
      try begin(.list, anchor: event.data.sequence_start.anchor, at: mark)
    case YAML_MAPPING_START_EVENT:
      try begin(.object, anchor: event.data.mapping_start.anchor, at: mark)
    case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
      guard let closed = open.popLast() else { return }
      try finish(.value(closed.value()), size: closed.size, anchor: closed.anchor, at: mark)
    default:
      break
    }
  }

  private mutating func begin(
    _ kind: OpenCollection.Kind, anchor: UnsafeMutablePointer<UInt8>?,
    at mark: (line: Int, column: Int)
  ) throws(SpecError) {
    if let parent = open.last, parent.awaitsKey {
      throw fail(
        path(), "a key is \(kind == .list ? "a list" : "an object"); keys must be plain text")
    }
    guard open.count < Limits.documentDepth else {
      throw fail(
        SpecValue.clipped(path()),
        "lists and objects are nested deeper than the limit of \(Limits.documentDepth) levels")
    }
    open.append(OpenCollection(kind: kind, anchor: anchor.map { String(cString: $0) }))
  }

  /// Hands a finished scalar, alias or collection to the collection it is in.
  private mutating func finish(
    _ item: Item, size: Int, anchor: String?, at mark: (line: Int, column: Int)
  ) throws(SpecError) {
    if let anchor { anchors[anchor] = Anchored(item: item, size: size) }
    guard !open.isEmpty else {
      root = item.value
      return
    }
    let index = open.count - 1
    if open[index].awaitsKey {
      guard case .scalar(let scalar) = item else {
        throw fail(
          path(),
          "a key is \(item.value.isArray ? "a list" : "an object"); keys must be plain text")
      }
      open[index].pendingKey = PendingKey(
        text: scalar.text, isMerge: scalar.isMergeKey, line: mark.line, column: mark.column)
      return
    }
    let value = item.value
    if let key = open[index].pendingKey {
      open[index].pendingKey = nil
      if key.isMerge {
        guard !open[index].merges else { throw duplicate("<<", key) }
        open[index].merges = true
        let sources: [SpecValue]
        if case .array(let items) = value { sources = items } else { sources = [value] }
        for source in sources {
          guard case .object(let fields) = source else {
            throw fail(
              path(), "'<<' merges objects, found \(source.isArray ? "a list" : "a value")")
          }
          open[index].merged.append(fields)
        }
      } else {
        guard open[index].fields[key.text] == nil else { throw duplicate(key.text, key) }
        open[index].fields[key.text] = value
      }
    } else {
      open[index].items.append(value)
    }
    open[index].size += size
  }

  /// Where the value being read sits: `specs[3].spec.title`, built only for a message.
  private func path() -> String {
    var path = ""
    for collection in open {
      switch collection.kind {
      case .list:
        path += "[\(collection.items.count)]"
      case .object:
        guard let key = collection.pendingKey, !key.isMerge else { continue }
        path += path.isEmpty ? key.text : ".\(key.text)"
      }
    }
    return path
  }

  private func duplicate(_ key: String, _ place: PendingKey) -> SpecError {
    YAMLSyntaxMessage.error(
      source: source,
      problem: YAMLSyntaxProblem(
        problem: "duplicate key '\(SpecValue.clipped(key))'; each key may appear once",
        line: place.line, column: place.column, hint: .some(nil)))
  }

  private func fail(_ path: String, _ message: String) -> SpecError {
    SpecError(source: source, path: path, message: message)
  }
}

/// A finished node: a scalar keeps its text, tag and style, since as a key it is read as
/// text and as a value it is resolved to null, a boolean, a number or text.
private enum Item {
  case scalar(YAMLScalar)
  case value(SpecValue)

  var value: SpecValue {
    switch self {
    case .scalar(let scalar): scalar.value
    case .value(let value): value
    }
  }
}

/// What an anchor names, and how many values an alias of it adds to the document.
private struct Anchored {
  var item: Item
  var size: Int
}

private struct PendingKey {
  var text: String
  var isMerge: Bool
  var line: Int
  var column: Int
}

/// A list or object whose end has not been read yet.
private struct OpenCollection {
  enum Kind { case list, object }
  let kind: Kind
  let anchor: String?
  var items: [SpecValue] = []
  var fields: [String: SpecValue] = [:]
  var merged: [[String: SpecValue]] = []
  var merges = false
  var pendingKey: PendingKey?
  /// The values in it, itself included: what an alias of it adds to the document.
  var size = 1

  init(kind: Kind, anchor: String?) {
    self.kind = kind
    self.anchor = anchor
  }

  /// An object's next node is a key when it has no key waiting for its value.
  var awaitsKey: Bool { kind == .object && pendingKey == nil }

  /// The finished value; keys given in the object win over merged ones, and an earlier
  /// merged object over a later one.
  func value() -> SpecValue {
    switch kind {
    case .list:
      return .array(items)
    case .object:
      var result = fields
      for fields in merged {
        result.merge(fields) { explicit, _ in explicit }
      }
      return .object(result)
    }
  }
}

extension SpecValue {
  fileprivate var isArray: Bool {
    if case .array = self { return true }
    return false
  }
}
