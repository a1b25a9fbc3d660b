import CalendsValues
import Foundation
import Testing

@testable import CalendsYAML

/// The YAML reader builds values from libyaml's events. Values must read as they did when
/// Yams composed a node tree first; these are the shapes where the two could differ.
@Suite struct YAMLEventReaderTests {
  func value(_ text: String) throws -> SpecValue {
    try SpecValue.parse(Data(text.utf8), source: "s.yaml")
  }

  func error(_ text: String) -> SpecError? {
    do {
      _ = try value(text)
      return nil
    } catch {
      return error as? SpecError
    }
  }

  @Test func scalarsResolveAsYamsConstructsThem() throws {
    let read = try value(
      "a: 0x1F\nb: 0o17\nc: .inf\nd: 1:30\ne: '5'\nf: !!str 5\ng: True\nh: 'no'\ni: !!str yes\n"
        + "j: y\nk: ~\nl: ''\nm: \"~\"\nn: |\n  x\n")
    #expect(
      read
        == .object([
          "a": .number(31), "b": .string("0o17"), "c": .number(.infinity), "d": .number(90),
          "e": .string("5"), "f": .number(5), "g": .bool(true), "h": .string("no"),
          "i": .string("yes"), "j": .string("y"), "k": .null, "l": .string(""),
          "m": .string("~"), "n": .string("x\n"),
        ]))
  }

  @Test func anchorsAliasesAndMerges() throws {
    let read = try value(
      """
      a: &a {x: 1, y: 2}
      b: &b {y: 5, z: 6}
      c:
        <<: [*a, *b]
        x: 0
      d: &n 1
      e: *n
      d2: &n 2
      e2: *n
      list: [*a]
      k: &key name
      *key : 7
      quoted: {'<<': 3}
      tagged: {!!merge <<: *b}
      """)
    guard case .object(let fields) = read else {
      Issue.record("not an object")
      return
    }
    // Keys given win over merged ones; the first merged object over a later one.
    #expect(fields["c"] == .object(["x": .number(0), "y": .number(2), "z": .number(6)]))
    #expect(fields["e"] == .number(1))
    #expect(fields["e2"] == .number(2))
    #expect(fields["list"] == .array([.object(["x": .number(1), "y": .number(2)])]))
    #expect(fields["name"] == .number(7))
    #expect(fields["quoted"] == .object(["<<": .number(3)]))
    #expect(fields["tagged"] == .object(["y": .number(5), "z": .number(6)]))
  }

  @Test func duplicateKeysNameTheirPlace() {
    let duplicate = error("a: 1\nb:\n  x: 1\n  x: 2\n")
    #expect(
      duplicate?.message == "not valid YAML: 4:3: duplicate key 'x'; each key may appear once")
    #expect(duplicate?.line == 4 && duplicate?.column == 3 && duplicate?.code == .yamlSyntax)
    #expect(
      error("a: &a {x: 1}\nc:\n  <<: *a\n  <<: *a\n")?.message.contains("4:3: duplicate key '<<'")
        == true)
    // A key given beside a merge that also has it is not a duplicate.
    #expect(error("a: &a {x: 1}\nc:\n  x: 2\n  <<: *a\n") == nil)
  }

  @Test func structuralErrorsSayWhereAndWhat() {
    #expect(
      error("a: *nope\n")?.message.hasPrefix("not valid YAML: 1:4: found undefined alias '*nope'")
        == true)
    // An anchor's value is not finished inside itself.
    #expect(error("a: &x [1, *x]\n")?.message.contains("1:11: found undefined alias '*x'") == true)
    #expect(
      error("a: 1\n---\nb: 2\n")?.message.hasPrefix(
        "not valid YAML: 2:1: a second document starts here") == true)
    #expect(error("a: 1\n...\n") == nil)
    #expect(error("? {a: 1}\n: x\n")?.message == "a key is an object; keys must be plain text")
    #expect(
      error("k: &k [1]\nm: {*k : 1}\n")?.message == "a key is a list; keys must be plain text")
    #expect(error("c:\n  <<: 5\n")?.description == "s.yaml: c: '<<' merges objects, found a value")
    let control = error("a: b\nc: \u{1}\n")
    #expect(control?.line == 2 && control?.column == 4)
    #expect(control?.message.contains("control characters are not allowed (byte 0x01)") == true)
  }

  @Test func nestingIsBoundedWithThePath() {
    let deep = error("specs:\n  - spec: " + String(repeating: "[", count: 100))
    #expect(deep?.path.hasPrefix("specs[0].spec[0][0]") == true)
    #expect(deep?.message.contains("nested deeper than the limit of 64 levels") == true)
  }

  @Test func aByteOrderMarkAndCRLFAreRead() throws {
    #expect(try value("\u{FEFF}a: 1\r\nb: x\r\n") == .object(["a": .number(1), "b": .string("x")]))
  }
}
