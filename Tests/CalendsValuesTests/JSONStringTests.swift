import CalendsValues
import Testing

/// The byte scan that lets most strings skip escaping must agree with the escaping itself.
@Suite struct JSONStringTests {
  static let pieces = [
    "", "Stand-up", "a\"b", "back\\slash", "line\nbreak", "\r", "\t", "\u{1}", "\u{1F}",
    "\u{7F}", "\u{80}", "\u{9F}", "\u{A0}", "é", "שלום", "٢٠١٩", "年", "🗓", "\u{2027}",
    "\u{2028}", "\u{2029}", "\u{202A}", "–", "…",
  ]

  @Test func quotingAgreesWithTheEscapingPathForEveryPair() {
    for first in Self.pieces {
      for second in Self.pieces {
        let text = first + second
        #expect(
          JSONString.quoted(text) == JSONString.escaped(text), "\(Array(text.unicodeScalars))")
      }
    }
  }

  @Test func escapesWhatJSONAndTerminalsNeed() {
    #expect(JSONString.quoted("Plain €129") == "\"Plain €129\"")
    #expect(JSONString.quoted("a\"b\\c\n") == "\"a\\\"b\\\\c\\n\"")
    #expect(JSONString.quoted("\u{85}\u{2028}") == "\"\\u0085\\u2028\"")
    #expect(!JSONString.needsEscape("\u{A0}\u{2027}"))
  }
}
