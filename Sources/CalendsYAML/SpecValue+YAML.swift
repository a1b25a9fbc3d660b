import CYaml
import CalendsValues
import Yams

/// Turns a composed YAML node tree into `SpecValue`, with the checks Yams' `Decodable`
/// path lacks: nesting bounded by `Limits.documentDepth`, keys that must be plain text and
/// may not repeat once merged, and `<<` merge keys. Scalars resolve as the decoder did
/// (null, then bool, then number, then string), so a spec reads the same as before.
///
/// Run `YAMLAliasBudget.check` first: this reader walks every copy an alias makes.
struct YAMLTreeReader {
  private let source: String

  init(source: String) {
    self.source = source
  }

  func value(_ node: Node, path: String = "", depth: Int = 0) throws(SpecError) -> SpecValue {
    switch node {
    case .scalar(let scalar):
      return Self.resolve(scalar)
    case .sequence(let sequence):
      try checkDepth(depth + 1, path)
      var items: [SpecValue] = []
      items.reserveCapacity(sequence.count)
      for item in sequence {
        items.append(try value(item, path: "\(path)[\(items.count)]", depth: depth + 1))
      }
      return .array(items)
    case .mapping(let mapping):
      try checkDepth(depth + 1, path)
      return .object(try fields(of: mapping, path: path, depth: depth + 1))
    case .alias(let alias):
      // Compose resolves aliases; an unresolved one can only be undefined.
      throw fail(path, "undefined YAML alias '*\(SpecValue.clipped(alias.anchor.rawValue))'")
    }
  }

  /// A mapping's fields; `<<` merges other mappings in, without overriding keys given here.
  private func fields(of mapping: Node.Mapping, path: String, depth: Int) throws(SpecError)
    -> [String: SpecValue]
  {
    var result: [String: SpecValue] = [:]
    var merged: [[String: SpecValue]] = []
    for (keyNode, valueNode) in mapping {
      guard case .scalar(let keyScalar) = keyNode else {
        throw fail(
          path,
          "a key is \(keyNode.sequence != nil ? "a list" : "an object"); keys must be plain text")
      }
      if keyScalar.tag.rawValue == Tag.Name.merge.rawValue {
        let sources: [Node] = valueNode.sequence.map { Array($0) } ?? [valueNode]
        for source in sources {
          guard case .object(let fields) = try value(source, path: path, depth: depth) else {
            throw fail(
              path, "'<<' merges objects, found \(source.sequence != nil ? "a list" : "a value")")
          }
          merged.append(fields)
        }
        continue
      }
      let key = keyScalar.string
      let keyPath = path.isEmpty ? key : "\(path).\(key)"
      guard result[key] == nil else {
        throw fail(path, "duplicate key '\(SpecValue.clipped(key))'; each key may appear once")
      }
      result[key] = try value(valueNode, path: keyPath, depth: depth)
    }
    for fields in merged {
      result.merge(fields) { explicit, _ in explicit }
    }
    return result
  }

  static func resolve(_ scalar: Node.Scalar) -> SpecValue {
    if NSNullCheck.isNull(scalar) { return .null }
    if let flag = Bool.construct(from: scalar) { return .bool(flag) }
    if mayBeNumber(scalar.string), let number = Double.construct(from: scalar) {
      return .number(number)
    }
    return .string(scalar.string)
  }

  /// False for text that cannot be a number: its first character (underscores aside, which
  /// Yams removes) a letter that starts no `inf` or `nan`, or `#`. Yams' number reading
  /// lowercases the text and copies it without underscores first — most of reading a
  /// spec's titles, colours and locales — to find it is not one.
  static func mayBeNumber(_ text: String) -> Bool {
    guard let first = text.utf8.first(where: { $0 != UInt8(ascii: "_") }) else { return true }
    switch first {
    case UInt8(ascii: "i"), UInt8(ascii: "I"), UInt8(ascii: "n"), UInt8(ascii: "N"): return true
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "#"):
      return false
    default: return true
    }
  }

  private func checkDepth(_ depth: Int, _ path: String) throws(SpecError) {
    guard depth <= Limits.documentDepth else {
      throw fail(
        SpecValue.clipped(path),
        "lists and objects are nested deeper than the limit of \(Limits.documentDepth) levels")
    }
  }

  private func fail(_ path: String, _ message: String) -> SpecError {
    SpecError(source: source, path: path, message: message)
  }
}

/// Yams' null rule (only a plain `~`, `null` or empty scalar), without Foundation's NSNull.
private enum NSNullCheck {
  static func isNull(_ scalar: Node.Scalar) -> Bool {
    guard scalar.style == .plain else { return false }
    return ["", "~", "null", "Null", "NULL"].contains(scalar.string)
  }
}

/// Counts, from libyaml's events and before Yams composes anything, how many values
/// aliases would copy into the document.
///
/// Composing is not safe on its own: Yams hashes mapping keys to find duplicates, and a
/// key that is an alias of nested aliases takes exponential time to hash. Here each anchor's
/// size is recorded when its node ends and an alias adds that size, so the check is
/// linear in the file however large the expansion.
enum YAMLAliasBudget {
  static func check(_ text: String, source: String) throws(SpecError) {
    // An alias is written `*name`: a document without a `*` has none, and most specs and
    // manifests do not need this second pass of libyaml over them.
    guard text.utf8.contains(UInt8(ascii: "*")) else { return }
    var parser = yaml_parser_t()
    guard yaml_parser_initialize(&parser) == 1 else { return }
    defer { yaml_parser_delete(&parser) }
    var bytes = Array(text.utf8)
    try bytes.withUnsafeMutableBufferPointer { (buffer) throws(SpecError) in
      yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
      var sizes: [String: Int] = [:]
      // The open collections: their anchor and the values counted in them so far.
      var open: [(anchor: String?, count: Int)] = []
      var aliased = 0
      func add(_ count: Int) {
        if !open.isEmpty { open[open.count - 1].count += count }
      }
      while true {
        var event = yaml_event_t()
        // A syntax error is left to the composer, whose message says more.
        guard yaml_parser_parse(&parser, &event) == 1 else { return }
        defer { yaml_event_delete(&event) }
        switch event.type {
        case YAML_STREAM_END_EVENT:
          return
        case YAML_SCALAR_EVENT:
          if let anchor = event.data.scalar.anchor { sizes[String(cString: anchor)] = 1 }
          add(1)
        case YAML_ALIAS_EVENT:
          let size = event.data.alias.anchor.flatMap { sizes[String(cString: $0)] } ?? 1
          aliased += size
          guard aliased <= Limits.aliasedValues else {
            throw SpecError(
              source: source, path: "",
              message:
                "YAML aliases would copy more than the limit of \(Limits.aliasedValues) values into the document (line \(event.start_mark.line + 1)); is this an alias bomb?"
            )
          }
          add(size)
        case YAML_SEQUENCE_START_EVENT:
          open.append((event.data.sequence_start.anchor.map { String(cString: $0) }, 1))
        case YAML_MAPPING_START_EVENT:
          open.append((event.data.mapping_start.anchor.map { String(cString: $0) }, 1))
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
          guard let closed = open.popLast() else { break }
          if let anchor = closed.anchor { sizes[anchor] = closed.count }
          add(closed.count)
        default:
          break
        }
      }
    }
  }
}
