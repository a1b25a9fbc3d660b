import CalendsValues
import Testing
import Yams

@testable import CalendsYAML

/// The shortcut past Yams' number reading must only skip text Yams reads as no number: a
/// differential test over every one- and two-character plain scalar of printable ASCII,
/// and longer words people write.
@Suite struct YAMLScalarResolutionTests {
  static let printable = (0x20...0x7E).map { Character(Unicode.Scalar(UInt8($0))) }

  static var candidates: [String] {
    var texts = printable.map { String($0) }
    for a in printable { for b in printable { texts.append(String([a, b])) } }
    texts += [
      "inf", "Infinity", "-inf", "+.inf", ".NaN", "nan", "NAN", "_5", "__-5", "_x", "e5", "E5",
      "0x1p3", "0x1P-3", "1:30", "-1:30", ".5", "5.", "1e10", "1_000", "#0070F2", "true",
      "yes", "Off", "null", "~", "2019-01-10", "en_US", "de_DE", "March", "x1", "Q4",
      "١٢", "٥", "１２", "Ⅻ", "π", "∞", "½",
    ]
    return texts
  }

  @Test func textSkippedAsNoNumberIsNoNumberToYams() {
    var skipped = 0
    for text in Self.candidates where !YAMLScalar.mayBeNumber(text) {
      skipped += 1
      let scalar = Node.Scalar(text, Tag(.implicit), .plain)
      #expect(Double.construct(from: scalar) == nil, "\(text)")
    }
    // Letters and '#' lead most of them: the shortcut is taken.
    #expect(skipped > 4000)
  }

  /// Numbers read without Yams are the numbers Yams reads, for every candidate and style.
  @Test func numbersReadWithoutYamsAreYams() {
    for text in Self.candidates + ["1e400", "-0", "+5", "0x1F", "1.5e-3", " 5", "5 "] {
      for style in [Node.Scalar.Style.plain, .any, .singleQuoted] {
        let ours = YAMLScalar(text: text, tag: nil, style: style).number
        let yams = Double.construct(from: Node.Scalar(text, Tag(.implicit), style))
        #expect(
          ours?.bitPattern == yams?.bitPattern || (ours?.isNaN == true && yams?.isNaN == true),
          "\(text)")
      }
    }
  }

  @Test func resolvedValuesAreAsBefore() {
    func resolve(_ text: String, _ style: Node.Scalar.Style = .plain) -> SpecValue {
      YAMLScalar(text: text, tag: nil, style: style).value
    }
    #expect(resolve("inf") == .number(.infinity))
    #expect(resolve("Infinity") == .number(.infinity))
    #expect(resolve("_5") == .number(5))
    #expect(resolve("1_000") == .number(1000))
    #expect(resolve("1:30") == .number(90))
    #expect(resolve("yes") == .bool(true))
    #expect(resolve("null") == .null)
    #expect(resolve("en_US") == .string("en_US"))
    #expect(resolve("#0070F2") == .string("#0070F2"))
    #expect(resolve("2019-01-10") == .string("2019-01-10"))
  }
}
