import Testing

@testable import CalendsTheme

private let rgb = "#010203"
private let view = "fdlRVSCalendarInput"
private let year = "fdlRVSCalendarInput_yearHeader"
private let month = "fdlRVSCalendarInput_monthHeader"
private let weekday = "fdlRVSCalendarInput_weekdayHeader"
private let day = "fdlRVSCalendarInput_dayButton"
private let disabled = "fdlRVSCalendarInput_disabledDay"

/// The four properties every header capsule takes, for the header's theme path and default
/// weight.
private func headerEffects(_ selector: String, _ path: String, size: Int) -> [Effect] {
  [
    Effect(
      selector: selector, property: "font-color", value: rgb, changes: ["\(path).text.color": rgb]),
    Effect(
      selector: selector, property: "background-color", value: rgb, changes: ["\(path).fill": rgb]),
    Effect(
      selector: selector, property: "font-size", value: "23",
      changes: ["\(path).text.font": "Inter 700 23"]),
    Effect(
      selector: selector, property: "font-style", value: "title1",
      changes: ["\(path).text.font": "Inter 400 28"]),
    Effect(
      selector: selector, property: "font-name", value: "Inter-Light",
      changes: ["\(path).text.font": "Inter 300 \(size)"]),
  ]
}

/// What each of the booking style's selectors and properties changes in the resolved theme;
/// `CatalogTests` checks every entry and that the table covers the catalog.
let bookingEffects: [Effect] =
  [
    Effect(
      selector: view, property: "background-color", value: rgb, changes: ["booking.background": rgb]
    )
  ]
  + headerEffects(year, "booking.yearHeader", size: 20)
  + headerEffects(month, "booking.monthHeader", size: 18)
  + headerEffects(weekday, "booking.weekdayHeader", size: 15)
  + [
    Effect(
      selector: day, property: "font-color", value: rgb, changes: ["booking.day.text.color": rgb]),
    Effect(
      selector: day, property: "background-color", value: rgb, changes: ["booking.day.fill": rgb]),
    Effect(
      selector: day, property: "tint-color-selected", value: rgb,
      changes: ["booking.selectedDay.text.color": rgb]),
    Effect(
      selector: day, property: "background-color-selected", value: rgb,
      changes: ["booking.selectedDay.fill": rgb]),
    Effect(
      selector: day, property: "font-size", value: "23",
      changes: [
        "booking.day.text.font": "Inter 600 23", "booking.selectedDay.text.font": "Inter 700 23",
      ]),
    Effect(
      selector: day, property: "font-style", value: "title1",
      changes: [
        "booking.day.text.font": "Inter 400 28", "booking.selectedDay.text.font": "Inter 700 28",
      ]),
    Effect(
      selector: day, property: "font-name", value: "DejaVu Sans Light",
      changes: [
        "booking.day.text.font": "DejaVu Sans 300 20",
        "booking.selectedDay.text.font": "DejaVu Sans 700 20",
      ]),
    Effect(
      selector: day, property: "font-name-selected", value: "Inter-Light",
      changes: ["booking.selectedDay.text.font": "Inter 300 20"]),
    Effect(
      selector: disabled, property: "font-size", value: "23",
      changes: ["booking.disabledFont": "Inter 400 23"]),
    Effect(
      selector: disabled, property: "font-style", value: "title1",
      changes: ["booking.disabledFont": "Inter 400 28"]),
    Effect(
      selector: disabled, property: "font-name", value: "Inter-Light",
      changes: ["booking.disabledFont": "Inter 300 20"]),
    Effect(
      selector: disabled, property: "alpha", value: "0.5", changes: ["booking.disabledAlpha": "0.5"]
    ),
  ]

@Suite struct BookingThemeTests {
  @Test(arguments: [
    ("0", 0.0), ("1", 1.0), ("0.25", 0.25), (".4", 0.4), ("40%", 0.4), ("100%", 1.0), ("0%", 0.0),
  ])
  func alphaReadsFractionsAndPercentages(text: String, value: Double) {
    #expect(
      theme("fdlRVSCalendarInput_disabledDay { alpha: \(text); }").booking.disabledAlpha == value)
  }

  @Test func badAlphaValuesAreErrorsAtTheValue() {
    expectError(
      "fdlRVSCalendarInput_disabledDay { alpha: 40; }",
      "1:42: error: alpha 40 is out of range: expected 0…1 or 0%…100%; did you mean 40%?")
    expectError(
      "fdlRVSCalendarInput_disabledDay { alpha: 150%; }",
      "1:42: error: alpha 150% is out of range: expected 0…1 or 0%…100%")
    expectError(
      "fdlRVSCalendarInput_disabledDay { alpha: -0.1; }",
      "1:42: error: alpha -0.1 is out of range: expected 0…1 or 0%…100%")
    expectError(
      "fdlRVSCalendarInput_disabledDay { alpha: half; }",
      "1:42: error: invalid alpha 'half': expected a number from 0 to 1, or a percentage")
    expectError(
      "fdlRVSCalendarInput_disabledDay { alpha: 1e-1; }",
      "1:42: error: invalid alpha '1e-1': expected a number from 0 to 1, or a percentage")
  }

  /// The document: disabled days' colour cannot be changed. There is no property for it,
  /// and a stated one is flagged like any unsupported property.
  @Test func disabledDaysHaveNoColourProperty() {
    let found = warnings("fdlRVSCalendarInput_disabledDay { font-color: red; }")
    #expect(found.count == 1)
    #expect(found.first?.contains("not supported by fdlRVSCalendarInput_disabledDay") == true)
  }

  @Test func disabledDaysAreMonochromeWhateverTheBackground() {
    let clown = theme("fdlRVSCalendarInput { background-color: #FF00CC; }").booking
    #expect(
      clown.disabledFill.red == clown.disabledFill.green
        && clown.disabledFill.green == clown.disabledFill.blue)
    #expect(clown.disabledText == .black || clown.disabledText == .white)
    #expect(BookingTheme.light.disabledFill == .white && BookingTheme.light.disabledText == .black)
    #expect(BookingTheme.dark.disabledFill == .black && BookingTheme.dark.disabledText == .white)
  }

  @Test func clownSheetChangesEveryPartButTheDisabledColours() throws {
    let sheet = try Stylesheet.load(
      path: packageRoot.appendingPathComponent("Themes/booking-clown.nss").path)
    #expect(sheet.warnings.isEmpty)
    let clown = sheet.resolve(appearance: .light).booking
    let light = BookingTheme.light
    #expect(clown.background != light.background)
    #expect(clown.yearHeader != light.yearHeader && clown.monthHeader != light.monthHeader)
    #expect(clown.weekdayHeader != light.weekdayHeader)
    #expect(clown.day != light.day && clown.selectedDay != light.selectedDay)
    #expect(clown.disabledFont != light.disabledFont && clown.disabledAlpha == 0.55)
  }
}
