import Testing

@testable import CalendsTheme

/// The rule-count limit at its boundary. (The file-size and variable limits are tested
/// with the loader and the variables.)
@Suite struct RuleLimitTests {
  @Test func rulesetLimit() throws {
    let rule = "fdlFUICalendarView { background-color: #F0F7F8; }\n"
    let atLimit = String(repeating: rule, count: Stylesheet.maximumRules)
    #expect(sheet(atLimit) != nil)
    expectError(
      atLimit + rule,
      "10001:1: error: ruleset 10001 is over the limit of 10000 rulesets per stylesheet")
  }

  @Test func selectorListsAndMediaBlocksCountAsRulesets() {
    let rules = String(repeating: "a, b { }\n", count: Stylesheet.maximumRules)
    expectError(
      "@media (device:ipad) {\n" + rules + "c { } }",
      "10002:1: error: ruleset 10001 is over the limit of 10000 rulesets per stylesheet")
  }
}
