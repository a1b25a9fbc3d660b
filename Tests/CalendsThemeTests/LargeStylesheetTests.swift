import Testing

@testable import CalendsTheme

/// Stylesheets at the 1 MiB file limit are read completely and correctly. (Their speed is
/// measured, not asserted: see Tests/Benchmarks/BENCHMARKS.md, "Large stylesheets".)
@Suite struct LargeStylesheetTests {
  /// `count` copies of `rule`, padded with a comment to exactly `size` bytes.
  func padded(_ rule: String, count: Int, to size: Int) -> String {
    let body = String(repeating: rule, count: count)
    return body + "/*" + String(repeating: "x", count: size - body.utf8.count - 4) + "*/"
  }

  /// 10,000 rulesets naming unknown selectors and unsupported properties, as a generator
  /// gone wrong writes them: every one is warned about, and each distinct name is looked
  /// up once (finding the suggestion for each of the 40,000 took 20 s).
  @Test func tenThousandRulesetsOfWarningsAtTheSizeLimit() throws {
    let rule =
      "day, fdlFUICalendarView { colour: #123456; background-color: #F0F7F8; font-size: 12; }\n"
    let text = padded(rule, count: Stylesheet.maximumRules, to: Stylesheet.maximumFileSize)
    #expect(text.utf8.count == 1 << 20)
    let parsed = try Stylesheet.parse(text, file: "big.nss")
    #expect(parsed.warnings.count == 30_000)
    let distinct = Set(parsed.warnings.map(\.message))
    #expect(
      distinct == [
        "unknown selector 'day'",
        "unknown property 'colour' for fdlFUICalendarView",
        "property 'font-size' is not supported by fdlFUICalendarView; it supports background-color",
      ], "\(distinct)")
    #expect(parsed.warnings.first?.location.description == "big.nss:1:1")
    #expect(parsed.warnings.last?.location.description == "big.nss:10000:71")
  }

  /// One value of a megabyte: read, then refused with its text clipped.
  @Test func oneHugeValue() throws {
    let word = String(repeating: "7", count: (1 << 20) - 100)
    let message = try #require(parseError("fdlFUICalendarView { background-color: #\(word); }"))
    #expect(message.contains(":1:40: error: invalid colour '#777"), "\(message.prefix(300))")
    #expect(message.utf8.count < 1_000)
  }

  /// One comment and one string of a megabyte each are fine.
  @Test func oneHugeCommentOrString() throws {
    let filler = String(repeating: "z", count: (1 << 20) - 100)
    #expect(sheet("/* \(filler) */ fdlFUICalendarView { background-color: red; }") != nil)
    let quoted = "fdlFUICalendarView_monthHeaderText { font-name: \"\(filler)\"; }"
    #expect(sheet(quoted) != nil)
  }
}
