import CalendsModel
import CalendsValues
import Testing

/// Overrides (a flag, a query parameter) laid over a spec file's fields: each replaces the
/// fields that say the same thing another way, unless it gives them too.
@Suite struct SpecFieldExclusionsTests {
  @Test func aPanelReplacesTheSizeAndAPaperItsPage() {
    var document: [String: SpecValue] = [
      "width": .number(1000), "scale": .number(2), "paper": .string("a4"),
      "orientation": .string("landscape"), "today": .string("2026-03-11"),
    ]
    SpecFieldExclusions.apply(["panel": .string("trmnl")], to: &document)
    #expect(document["panel"] == .string("trmnl"))
    #expect(document["width"] == nil && document["scale"] == nil)
    #expect(document["orientation"] == nil, "the paper's page fields go with it")
    #expect(document["today"] == .string("2026-03-11"))
  }

  /// `--paper a4 --width 800` together: neither override removes the other.
  @Test func overridesGivenTogetherAreKeptTogether() {
    var document: [String: SpecValue] = ["selectedDate": .string("2026-03-11")]
    SpecFieldExclusions.apply(
      ["selectedDateRange": .string("2026-03-01/2026-03-05"), "width": .number(800)], to: &document)
    #expect(document["selectedDate"] == nil)
    #expect(document["selectedDateRange"] == .string("2026-03-01/2026-03-05"))
    var both: [String: SpecValue] = [:]
    SpecFieldExclusions.apply(["paper": .string("a4"), "width": .number(800)], to: &both)
    #expect(both["paper"] == .string("a4") && both["width"] == .number(800))
  }
}
