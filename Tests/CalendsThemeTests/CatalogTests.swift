import CalendsValues
import Testing

@testable import CalendsTheme

/// One property of one selector and the theme fields it must change.
struct Effect: Sendable, CustomTestStringConvertible {
  var selector: String
  var property: String
  var value: String
  /// Theme field path (as `fields(of:)` names it) → its expected description.
  var changes: [String: String]

  var testDescription: String { "\(selector) { \(property): \(value) }" }
}

private let view = "fdlFUICalendarView"
private let header = "fdlFUICalendarView_monthHeaderText"
private let title = "fdlFUICalendarItemView_title"
private let weekNumber = "fdlFUICalendarItemView_weekNumberText"
private let weekday = "fdlFUIWeekLabelView_weekDayText"
private let rgb = "#010203"

/// Every (selector, property) the catalog supports, with a value that differs from both
/// built-in themes and exactly the fields it must change.
let effects: [Effect] = [
  Effect(selector: view, property: "background-color", value: rgb, changes: ["background": rgb]),

  Effect(selector: header, property: "font-color", value: rgb, changes: ["monthHeader.color": rgb]),
  Effect(
    selector: header, property: "font-size", value: "23",
    changes: ["monthHeader.font": "Inter 600 23"]),
  Effect(
    selector: header, property: "font-style", value: "title1",
    changes: ["monthHeader.font": "Inter 400 28"]),
  Effect(
    selector: header, property: "font-name", value: "DejaVu Serif Italic",
    changes: ["monthHeader.font": "DejaVu Serif 400 italic 17"]),

  Effect(
    selector: title, property: "font-color", value: rgb, changes: ["dayTitle.normal.color": rgb]),
  Effect(
    selector: title, property: "font-size", value: "23",
    changes: [
      "dayTitle.normal.font": "Inter 400 23", "dayTitle.highlighted.font": "Inter 700 24",
      "dayTitle.selected.font": "Inter 700 24",
    ]),
  Effect(
    selector: title, property: "font-style", value: "title1",
    changes: [
      "dayTitle.normal.font": "Inter 400 28", "dayTitle.highlighted.font": "Inter 700 29",
      "dayTitle.selected.font": "Inter 700 29",
    ]),
  Effect(
    selector: title, property: "font-name", value: "DejaVu Sans Light",
    changes: [
      "dayTitle.normal.font": "DejaVu Sans 300 16",
      "dayTitle.highlighted.font": "DejaVu Sans 700 17",
      "dayTitle.selected.font": "DejaVu Sans 700 17",
    ]),
  Effect(
    selector: title, property: "tint-color-disabled", value: rgb,
    changes: ["dayTitle.disabledColor": rgb]),
  Effect(
    selector: title, property: "tint-color-highlighted", value: rgb,
    changes: ["dayTitle.highlighted.color": rgb]),
  Effect(
    selector: title, property: "tint-color-selected", value: rgb,
    changes: ["dayTitle.selected.color": rgb]),
  Effect(
    selector: title, property: "font-name-highlighted", value: "Inter-Light",
    changes: ["dayTitle.highlighted.font": "Inter 300 17"]),
  Effect(
    selector: title, property: "font-name-selected", value: "Inter-Light",
    changes: ["dayTitle.selected.font": "Inter 300 17"]),

  Effect(
    selector: weekNumber, property: "font-color", value: rgb, changes: ["weekNumber.color": rgb]),
  Effect(
    selector: weekNumber, property: "font-size", value: "23",
    changes: ["weekNumber.font": "Inter 400 23"]),
  Effect(
    selector: weekNumber, property: "font-style", value: "title1",
    changes: ["weekNumber.font": "Inter 400 28"]),
  Effect(
    selector: weekNumber, property: "font-name", value: "Inter-Light",
    changes: ["weekNumber.font": "Inter 300 11"]),

  Effect(
    selector: "fdlFUICalendarItemView_selectionSingle", property: "background-color", value: rgb,
    changes: ["selectionSingle": rgb]),
  Effect(
    selector: "fdlFUICalendarItemView_selectionRange", property: "background-color", value: rgb,
    changes: ["selectionRange": rgb]),
  Effect(
    selector: "fdlFUICalendarItemView_eventView", property: "background-color", value: rgb,
    changes: ["eventView": rgb]),
  Effect(
    selector: "fdlFUICalendarItemView_dayBackground", property: "background-color", value: rgb,
    changes: ["dayBackground": rgb]),

  Effect(
    selector: weekday, property: "font-color", value: rgb,
    changes: ["weekdayText.normal.color": rgb]),
  Effect(
    selector: weekday, property: "font-size", value: "23",
    changes: ["weekdayText.normal.font": "Inter 700 23"]),
  Effect(
    selector: weekday, property: "font-style", value: "title1",
    changes: ["weekdayText.normal.font": "Inter 400 28"]),
  Effect(
    selector: weekday, property: "font-name", value: "Inter-Light",
    changes: ["weekdayText.normal.font": "Inter 300 11"]),
  Effect(
    selector: weekday, property: "tint-color-highlighted", value: rgb,
    changes: ["weekdayText.highlightedColor": rgb]),

  Effect(
    selector: "fdlFUICalendarItemView_subtitle", property: "font-color", value: rgb,
    changes: ["dayLabel.color": rgb]),
  Effect(
    selector: "fdlFUICalendarItemView_subtitle", property: "font-size", value: "23",
    changes: ["dayLabel.font": "Inter 400 23"]),
  Effect(
    selector: "fdlFUICalendarItemView_subtitle", property: "font-style", value: "title1",
    changes: ["dayLabel.font": "Inter 400 28"]),
  Effect(
    selector: "fdlFUICalendarItemView_subtitle", property: "font-name", value: "Inter-Light",
    changes: ["dayLabel.font": "Inter 300 11"]),
  Effect(
    selector: "fdlFUICalendarView_handle", property: "background-color", value: rgb,
    changes: ["handle": rgb]),
  Effect(
    selector: "fdlFUICalendarView_separator", property: "background-color", value: rgb,
    changes: ["separator": rgb]),
]

/// Every leaf of a theme (colours and fonts) by its path, found by reflection so that a
/// field added to `CalendarTheme` is covered without touching this file.
func fields(of theme: CalendarTheme) -> [String: String] {
  var result: [String: String] = [:]
  func visit(_ value: Any, path: String) {
    if let color = value as? Color {
      result[path] = color.description
    } else if let font = value as? FontSpec {
      result[path] = font.description
    } else if let number = value as? Double {
      result[path] = String(number)
    } else if let lengths = value as? [Double] {
      result[path] = lengths.map { String($0) }.joined(separator: " ")
    } else if let text = value as? String {
      result[path] = text
    } else {
      for child in Mirror(reflecting: value).children {
        guard let label = child.label else { continue }
        visit(child.value, path: path.isEmpty ? label : "\(path).\(label)")
      }
    }
  }
  visit(theme, path: "")
  return result
}

@Suite struct CatalogTests {
  @Test(arguments: effects + timelineEffects + bookingEffects)
  func everyPropertyChangesTheResolvedTheme(_ effect: Effect) throws {
    let parsed = try #require(sheet("\(effect.selector) { \(effect.property): \(effect.value); }"))
    #expect(parsed.warnings.isEmpty)
    for appearance in Appearance.allCases {
      let base = fields(of: appearance.baseTheme)
      let resolved = fields(of: parsed.resolve(appearance: appearance, context: MediaContext()))
      let changed = resolved.filter { base[$0.key] != $0.value }
      #expect(changed == effect.changes, "\(appearance)")
    }
  }

  @Test func reflectionSeesEveryThemeField() {
    let found = fields(of: .light)
    #expect(found.count >= 22)
    #expect(found["dayTitle.selected.font"] == "Inter 700 17")
  }

  /// The table above covers the catalog exactly, so a new selector cannot ship untested.
  @Test func effectsCoverTheCatalog() {
    let catalog = Set(
      SelectorCatalog.entries.flatMap { entry in entry.properties.map { "\(entry.name) \($0)" } })
    let all = effects + timelineEffects + bookingEffects
    let tested = Set(all.map { "\($0.selector) \($0.property)" })
    #expect(catalog == tested)
    #expect(tested.count == all.count)
  }

  @Test func titleStateFontsFollowTheNormalSize() {
    let result = theme("fdlFUICalendarItemView_title { font-size: 20; }")
    #expect(result.dayTitle.normal.font.description == "Inter 400 20")
    #expect(result.dayTitle.highlighted.font.description == "Inter 700 21")
    #expect(result.dayTitle.selected.font.description == "Inter 700 21")
    let styled = theme("fdlFUICalendarItemView_title { font-style: headline; }")
    #expect(styled.dayTitle.normal.font.description == "Inter 600 17")
    #expect(styled.dayTitle.highlighted.font.description == "Inter 700 18")
  }

  @Test func titleStateFontsFollowTheNormalFamilyButKeepTheirWeight() {
    let result = theme("fdlFUICalendarItemView_title { font-name: DejaVu Sans Light; }")
    #expect(result.dayTitle.normal.font.description == "DejaVu Sans 300 16")
    #expect(result.dayTitle.highlighted.font.description == "DejaVu Sans 700 17")
    #expect(result.dayTitle.selected.font.description == "DejaVu Sans 700 17")
  }

  @Test func ownStateFontNameWinsOverTheNormalOne() {
    let result = theme(
      "fdlFUICalendarItemView_title { font-name: DejaVu Sans; font-size: 14; font-name-selected: Inter-Medium; }"
    )
    #expect(result.dayTitle.selected.font.description == "Inter 500 15")
    #expect(result.dayTitle.highlighted.font.description == "DejaVu Sans 700 15")
  }

  @Test func selectorOrderInTheFileDoesNotMatterForDifferentProperties() {
    let a = theme(
      "fdlFUICalendarItemView_title { font-name-selected: Inter-Medium; font-size: 14; }")
    let b = theme(
      "fdlFUICalendarItemView_title { font-size: 14; }\nfdlFUICalendarItemView_title { font-name-selected: Inter-Medium; }"
    )
    #expect(a == b)
  }
}
