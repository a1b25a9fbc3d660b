import CalendsValues
import CalendsYAML
import Foundation
import SpecTestingSupport
import Testing

@testable import CalendsModel

/// The JSON and YAML readers under `SpecValue.parse`, and the document limits, each
/// checked at its boundary: the limit passes, one more fails with a message naming both.
@Suite struct SpecDocumentTests {
  func parse(_ text: String) throws(SpecError) -> SpecValue {
    try SpecValue.parse(Data(text.utf8), source: "d")
  }

  func error(_ text: String) -> String {
    do {
      _ = try SpecReader.read(Data(text.utf8), source: "d")
      return "no error"
    } catch {
      return error.description
    }
  }

  func nestedJSON(_ depth: Int) -> String {
    "{\"eventDates\": " + String(repeating: "[", count: depth - 1)
      + String(repeating: "]", count: depth - 1) + "}"
  }

  func nestedYAML(_ depth: Int) -> String {
    "eventDates: " + String(repeating: "[", count: depth - 1)
      + String(repeating: "]", count: depth - 1)
  }

  @Test func nestingLimitInBothFormats() throws {
    // The top-level object is the first level.
    _ = try parse(nestedJSON(Limits.documentDepth))
    _ = try parse(nestedYAML(Limits.documentDepth))
    for text in [nestedJSON(Limits.documentDepth + 1), nestedYAML(Limits.documentDepth + 1)] {
      #expect(throws: SpecError.self) { try parse(text) }
      #expect(error(text).contains("nested deeper than the limit of 64 levels"))
    }
  }

  /// `a` holds 9,999 scalars (10,000 values with the list); ten aliases of it copy
  /// 100,000 values, the limit. One more aliased scalar is over it.
  @Test func aliasLimit() throws {
    let list =
      "a: &a [" + Array(repeating: "x", count: 9_999).joined(separator: ",") + "]\ns: &s y\n"
    let atLimit = list + "b: [" + Array(repeating: "*a", count: 10).joined(separator: ",") + "]\n"
    guard case .object(let fields) = try parse(atLimit), case .array(let copies)? = fields["b"]
    else {
      Issue.record("not an object with a list b")
      return
    }
    #expect(copies.count == 10)
    let over = atLimit + "c: *s\n"
    #expect(
      error(over)
        == "d: YAML aliases would copy more than the limit of 100000 values into the document (line 4); is this an alias bomb?"
    )
  }

  @Test func aliasBombsAreRefusedQuickly() throws {
    var bomb = "a: &a [x,x,x,x,x,x,x,x,x]\n"
    for level in 1...9 {
      let name = String(UnicodeScalar(UInt8(97 + level)))
      let previous = String(UnicodeScalar(UInt8(96 + level)))
      bomb +=
        "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ",")
        + "]\n"
    }
    // An alias as a mapping key: Yams would hash the whole expansion to check duplicates.
    let keyBomb = bomb + "k: {? *j : 1, ? *i : 2}\n"
    let clock = ContinuousClock()
    for text in [bomb, keyBomb] {
      let elapsed = clock.measure { #expect(error(text).contains("limit of 100000 values")) }
      #expect(elapsed < .seconds(2))
    }
  }

  @Test func duplicateKeysAreErrors() {
    #expect(
      error(#"{"today": "2019-01-10", "today": "2019-01-11"}"#)
        == "d: not valid JSON at 1:25: duplicate key 'today'; each key may appear once")
    #expect(
      error(#"{"disabledDates": {"dates": [], "dates": []}}"#).contains(
        "disabledDates: not valid JSON at 1:33: duplicate key 'dates'"))
    #expect(
      error("today: 2019-01-10\ntoday: 2019-01-11")
        == "d: not valid YAML: 2:1: duplicate key 'today'; each key may appear once")
    #expect(error("today: 2019-01-10\n'today': 2019-01-11").contains("2:1: duplicate key 'today'"))
    // As field names a number and a string of its digits are the same text.
    #expect(error("disabledDates: {1: a, '1': b}").contains("1:23: duplicate key '1'"))
  }

  @Test func mergeKeysApplyWithoutOverriding() throws {
    let spec = try SpecReader.read(
      Data("<<: {today: 2019-01-10, selectedDate: 2019-01-23}\nselectedDate: 2019-01-24\n".utf8),
      source: "d")
    #expect(spec.canvas.today == Day(iso: "2019-01-10"))
    #expect(spec.control!.selectedDate == Day(iso: "2019-01-24"))
    #expect(error("<<: 5\n") == "d: '<<' merges objects, found a value")
  }

  @Test func scalarsResolveAsBefore() throws {
    let value = try parse("a: yes\nb: '17'\nc: 17\nd: ~\ne: 2019-01-10\nf: .inf\ng: \"true\"")
    #expect(
      value
        == .object([
          "a": .bool(true), "b": .string("17"), "c": .number(17), "d": .null,
          "e": .string("2019-01-10"),
          "f": .number(.infinity), "g": .string("true"),
        ]))
  }

  @Test func jsonValuesAndEscapes() throws {
    let value = try parse(
      #"{"s": "a\"b\\c\/d\n\u00e9\ud83d\ude00", "n": [-0.5e2, 0, 12], "t": true, "f": false, "z": null}"#
    )
    #expect(
      value
        == .object([
          "s": .string("a\"b\\c/d\n\u{E9}\u{1F600}"),
          "n": .array([.number(-50), .number(0), .number(12)]),
          "t": .bool(true), "f": .bool(false), "z": .null,
        ]))
  }

  @Test(arguments: [
    (#"{"a": 1e400}"#, "not valid JSON at 1:7: the number 1e400 is too large"),
    (#"{"a": 01}"#, "not valid JSON at 1:7: a number may not start with 0 followed by digits"),
    (#"{"a": 1.}"#, "not valid JSON at 1:9: expected digits after '.' in a number"),
    (#"{"a": -}"#, "not valid JSON at 1:7: expected digits in a number, found '}'"),
    (
      #"{"a": "\ud800"}"#,
      #"not valid JSON at 1:14: a high surrogate \uD800 must be followed by a low one"#
    ),
    (#"{"a": "\udc00"}"#, #"not valid JSON at 1:14: \uDC00 is a lone surrogate, not a character"#),
    (#"{"a": "\x"}"#, "not valid JSON at 1:8: unknown escape 'x' in a string"),
    (
      "{\"a\": \"\u{1}\"}",
      "not valid JSON at 1:8: a control character (0x1) inside a string must be escaped"
    ),
    (#"{"a": tru}"#, "not valid JSON at 1:7: expected a value, found 't'"),
    (#"{"a": 1,}"#, "not valid JSON at 1:9: expected a quoted key, found '}'"),
    (#"{"a": 1} x"#, "not valid JSON at 1:10: unexpected 'x' after the JSON value"),
    (
      "{\"a\":\n  [1 2]}",
      "not valid JSON at 2:6: expected ']' or ',' after a value in a list, found '2'"
    ),
    (#"{"a": "#, "not valid JSON at 1:7: unexpected end of file: expected a value"),
  ])
  func jsonErrorsSayWhereAndWhat(_ text: String, _ message: String) {
    #expect(error(text) == "d: " + message)
  }

  @Test func invalidUTF8IsLocated() {
    #expect(
      throws: SpecError(
        source: "d", path: "",
        message: "the file is not valid UTF-8 text (byte 0xC3 at offset 10, line 3)")
    ) {
      try SpecValue.parse(Data("today: x\n\n".utf8) + Data([0xC3, 0x28]), source: "d")
    }
  }

  /// Each per-list limit: the limit is read, one more is refused naming both counts.
  @Test func itemLimits() throws {
    func dates(_ count: Int) -> String {
      "[" + Array(repeating: "\"2019-01-02\"", count: count).joined(separator: ",") + "]"
    }
    _ = try SpecReader.read(Data("{\"eventDates\": \(dates(Limits.dates))}".utf8), source: "d")
    #expect(
      error("{\"eventDates\": \(dates(Limits.dates + 1))}")
        == "d: eventDates: 10001 dates is over the limit of 10000")
    #expect(
      error("{\"disabledDates\": {\"dates\": \(dates(Limits.dates + 1))}}")
        == "d: disabledDates.dates: 10001 dates is over the limit of 10000")

    func events(_ count: Int) -> String {
      let event = #"{"start": "2019-01-10T09:00", "end": "2019-01-10T10:00"}"#
      return "{\"style\": \"timeline\", \"today\": \"2019-01-10\", \"events\": ["
        + Array(repeating: event, count: count).joined(separator: ",") + "]}"
    }
    let atLimit = try SpecReader.read(Data(events(Limits.timelineEvents).utf8), source: "d")
    #expect(atLimit.timeline!.events.count == 10_000)
    #expect(
      error(events(Limits.timelineEvents + 1))
        == "d: events: 10001 events is over the limit of 10000")

    let title = String(repeating: "é", count: Limits.eventText)
    func event(_ title: String) -> String {
      "{\"style\": \"timeline\", \"today\": \"2019-01-10\", \"events\": [{\"title\": \"\(title)\", \"start\": \"2019-01-10T09:00\", \"end\": \"2019-01-10T10:00\"}]}"
    }
    _ = try SpecReader.read(Data(event(title).utf8), source: "d")
    #expect(
      error(event(title + "é")) == "d: events[0].title: 1001 characters is over the limit of 1000")
  }

  @Test func echoedTextIsClipped() {
    let long = String(repeating: "q", count: 100_000)
    for field in ["style", "today", "locale", "weekStartDay"] {
      #expect(error("\(field): \(long)").count < 300, "\(field)")
    }
  }
}
