import CYaml
import CalendsValues
import Yams

/// A scalar as libyaml read it, and the value it stands for: null, then a boolean, then a
/// number, then text, by Yams' constructors, so a spec reads as it did when Yams composed
/// it. Tags other than `!!str` (which keeps `yes` text) do not change a value.
struct YAMLScalar {
  var text: String
  /// The explicit tag, or `!!str` for a quoted scalar without one (as Yams reads it).
  var tag: String?
  var style: Node.Scalar.Style

  init(text: String, tag: String?, style: Node.Scalar.Style) {
    self.text = text
    self.tag = tag
    self.style = style
  }

  init(_ event: yaml_event_t) {
    let scalar = event.data.scalar
    text = String(
      decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
    tag =
      scalar.quoted_implicit == 1
      ? Tag.Name.str.rawValue : scalar.tag.map { String(cString: $0) }
    style = Node.Scalar.Style(rawValue: scalar.style.rawValue) ?? .any
  }

  /// `<<` written plainly, or any key tagged `!!merge`.
  var isMergeKey: Bool {
    tag == Tag.Name.merge.rawValue || (tag == nil && text == "<<")
  }

  var value: SpecValue {
    if style == .plain, Self.nullWords.contains(text) { return .null }
    // The boolean words are at most five letters: longer text needs no scalar node.
    if text.utf8.count <= 5, let flag = Bool.construct(from: node) { return .bool(flag) }
    if Self.mayBeNumber(text), let number {
      return .number(number)
    }
    return .string(text)
  }

  /// Yams' number: underscores removed, sexagesimal (`1:30`) and the `.inf` and `.nan`
  /// words read, the rest as `Double` reads text. Text with none of those is read by
  /// `Double` here: Yams removes underscores with Foundation's string replacement, whose
  /// first call costs 200,000 instructions.
  var number: Double? {
    guard style == .plain || style == .any else { return nil }
    let bytes = text.utf8
    let yamsOwn =
      bytes.contains(UInt8(ascii: "_")) || bytes.contains(UInt8(ascii: ":"))
      || (bytes.count <= 5 && bytes.contains(UInt8(ascii: ".")))
    return yamsOwn ? Double.construct(from: node) : Double(text)
  }

  /// Tagged with Yams' rule-less resolver: its default one compiles seven regular
  /// expressions the first time it is named (8.8 million instructions, a tenth of drawing
  /// a month), and the constructors read no rule.
  private var node: Node.Scalar {
    Node.Scalar(text, Tag(tag.map(Tag.Name.init(rawValue:)) ?? .implicit, .basic, .default), style)
  }

  /// Yams' null rule: only a plain `~`, `null` or empty scalar.
  private static let nullWords: Set<String> = ["", "~", "null", "Null", "NULL"]

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
}
