import Testing

@testable import CalendsValues

/// Numbers given as text: decimal only, whole strings only.
@Suite struct DecimalNumberTests {
  @Test(arguments: [
    ("3", 3.0), ("+3", 3), ("-2.5", -2.5), ("0.75", 0.75), (".5", 0.5), ("2.", 2), ("1e3", 1000),
    ("1E-2", 0.01), ("007", 7),
  ])
  func decimalNumbersAreRead(text: String, value: Double) {
    #expect(DecimalNumber.parse(text) == value)
  }

  @Test(arguments: [
    "", "+", ".", "e3", "1e", "1e+", "0x3", "0x1p1", "3\u{0}0", "3\u{0}", " 3", "3 ", "inf",
    "-inf", "nan", "infinity", "1_000", "1,5", "٣", "３", "1.2.3", "--1", "1e3.5",
  ])
  func anythingElseIsRefused(text: String) {
    #expect(DecimalNumber.parse(text) == nil)
  }
}
