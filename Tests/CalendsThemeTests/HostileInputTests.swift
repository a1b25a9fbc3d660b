import Foundation
import SeededRandom
import Testing

@testable import CalendsTheme

/// Input that must produce an error or a sheet, never a crash or a hang.
@Suite struct HostileInputTests {
  @Test func deepBraces() {
    let braces = String(repeating: "{", count: 100_000)
    expectError(
      braces, "1:1: error: expected a selector, a variable definition or @media, found '{'")
    expectError("a" + braces, "1:3: error: expected a property name or '}', found '{'")
    expectError(
      String(repeating: "}", count: 100_000),
      "1:1: error: unexpected '}': there is no open block to close")
    expectError(
      "@media (device:ipad) " + braces,
      "1:23: error: expected a selector, a variable definition or '}', found '{'")
  }

  @Test func hugeNumbers() {
    let digits = String(repeating: "9", count: 400)
    expectError(
      "fdlFUICalendarView_monthHeaderText { font-size: \(digits); }",
      "1:49: error: invalid number '\(String(repeating: "9", count: 57))…' for font-size")
    expectError(
      "fdlFUICalendarView_monthHeaderText { font-size: 1\(String(repeating: "0", count: 400)).5; }",
      "1:49: error: invalid number '1\(String(repeating: "0", count: 56))…' for font-size")
    #expect(parseError("fdlFUICalendarView { background-color: rgb(\(digits), 0, 0); }") != nil)
    #expect(parseError("fdlFUICalendarView { background-color: rgba(0, 0, 0, \(digits)); }") != nil)
    #expect(parseError("fdlFUICalendarView { background-color: hsl(\(digits), 10%, 10%); }") != nil)
    #expect(
      parseError(
        "fdlFUICalendarView { background-color: hsl(1\(String(repeating: "0", count: 300)), 10%, 10%); }"
      ) == nil)
    expectError(
      "fdlFUICalendarView_monthHeaderText { font-size: 1\(String(repeating: "0", count: 300)); }",
      "1:49: error: font-size 1\(String(repeating: "0", count: 56))… is out of range: expected a number greater than 0 and at most 200"
    )
    #expect(parseError("fdlFUICalendarView { background-color: hsl(0, \(digits)%, 10%); }") != nil)
    #expect(parseError("fdlFUICalendarView { background-color: rgb(-0, -0.0, 0.); }") == nil)
  }

  @Test func binaryJunk() {
    var generator = SeededGenerator(seed: 42)
    for _ in 0..<200 {
      let length = Int.random(in: 0..<400, using: &generator)
      let scalars = (0..<length).compactMap { _ in
        Unicode.Scalar(UInt32.random(in: 0..<0x3000, using: &generator))
      }
      var text = String.UnicodeScalarView()
      text.append(contentsOf: scalars)
      _ = parseError(String(text))  // Any outcome but a crash.
    }
  }

  @Test func mutatedThemeFilesNeverCrash() throws {
    let original = Array(
      try String(
        contentsOf: packageRoot.appendingPathComponent("Themes/ocean.nss"), encoding: .utf8))
    var generator = SeededGenerator(seed: 7)
    let alphabet: [Character] = [
      "{", "}", ":", ";", ",", "(", ")", "\"", "@", "/", "*", "-", "#", " ", "\n", "a", "0",
    ]
    for _ in 0..<300 {
      var text = original
      for _ in 0..<Int.random(in: 1...4, using: &generator) {
        let index = Int.random(in: 0..<text.count, using: &generator)
        switch Int.random(in: 0..<3, using: &generator) {
        case 0: text.remove(at: index)
        case 1: text.insert(alphabet.randomElement(using: &generator) ?? "{", at: index)
        default: text[index] = alphabet.randomElement(using: &generator) ?? "}"
        }
      }
      if let parsed = try? Stylesheet.parse(String(text), file: testFile) {
        for context in MediaContext.all { _ = parsed.resolve(appearance: .dark, context: context) }
      }
    }
  }

  @Test func nulBytesAndControlCharacters() {
    expectError("\u{0}", "1:1: error: unexpected control character U+0000")
    expectError("a { b: c\u{1B}; }", "1:9: error: unexpected control character U+001B")
  }

  @Test func longNamesAreClippedInMessages() throws {
    let long = String(repeating: "x", count: 5_000)
    let message = try #require(parseError("\(long) \(long)"))
    #expect(message.count < 200)
  }

  @Test func manyRulesStayFast() throws {
    let rule =
      "fdlFUICalendarItemView_title { font-color: #123456; tint-color { -selected }: rgb(1, 2, 3); }\n"
    let text = String(repeating: rule, count: 8_000)  // about 750 KB
    let clock = ContinuousClock()
    let elapsed = try clock.measure { _ = try Stylesheet.parse(text, file: testFile) }
    #expect(elapsed < .seconds(20))
  }

  @Test func variableFanOutIsBounded() throws {
    // Each level doubles the words of the value: 2^9 words are fine, 2^10 are too many.
    var text = "@v0: a;\n"
    for level in 1...9 { text += "@v\(level): @v\(level - 1) @v\(level - 1);\n" }
    #expect(sheet(text + "x { y: @v9; }") != nil)
    for level in 10...16 { text += "@v\(level): @v\(level - 1) @v\(level - 1);\n" }
    expectError(
      text, "11:11: error: value is more than 1000 words long once variables are replaced")
  }
}
