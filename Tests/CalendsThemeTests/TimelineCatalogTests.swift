import Testing

@testable import CalendsTheme

private let rgb = "#010203"

/// What each of the timeline style's selectors and properties changes in the resolved theme;
/// `CatalogTests` checks every entry and that the table covers the catalog.
let timelineEffects: [Effect] = [
  Effect(
    selector: "fdlQVRWeekView", property: "background-color", value: "#010203",
    changes: ["timeline.background": rgb]),
  Effect(
    selector: "fdlQVRWeekView", property: "portrait-side-spacing", value: "7",
    changes: ["timeline.portraitSideSpacing": "7.0"]),
  Effect(
    selector: "fdlQVRWeekView", property: "landscape-side-spacing", value: "7",
    changes: ["timeline.landscapeSideSpacing": "7.0"]),
  Effect(
    selector: "fdlQVRWeekView", property: "portrait-vertical-spacing", value: "7",
    changes: ["timeline.portraitVerticalSpacing": "7.0"]),
  Effect(
    selector: "fdlQVRWeekView", property: "landscape-vertical-spacing", value: "7",
    changes: ["timeline.landscapeVerticalSpacing": "7.0"]),
  Effect(
    selector: "fdlQVRWeekView_topBar", property: "background-color", value: "#010203",
    changes: ["timeline.topBar": rgb]),
  Effect(
    selector: "fdlQVRWeekView_topBar", property: "height", value: "7",
    changes: ["timeline.topBarHeight": "7.0"]),
  Effect(
    selector: "fdlQVRWeekView_sideBar", property: "background-color", value: "#010203",
    changes: ["timeline.sideBar": rgb]),
  Effect(
    selector: "fdlQVRWeekView_sideBar", property: "width", value: "7",
    changes: ["timeline.sideBarWidth": "7.0"]),
  Effect(
    selector: "fdlQVRWeekView_dayLabel", property: "font-color", value: "#010203",
    changes: ["timeline.dayLabel.color": rgb]),
  Effect(
    selector: "fdlQVRWeekView_dayLabel", property: "tint-color-highlighted", value: "#010203",
    changes: ["timeline.dayLabelTodayColor": rgb]),
  Effect(
    selector: "fdlQVRWeekView_dayLabel", property: "font-size", value: "23",
    changes: ["timeline.dayLabel.font": "Inter 700 23"]),
  Effect(
    selector: "fdlQVRWeekView_dayLabel", property: "font-style", value: "title1",
    changes: ["timeline.dayLabel.font": "Inter 400 28"]),
  Effect(
    selector: "fdlQVRWeekView_dayLabel", property: "font-name", value: "Inter-Light",
    changes: ["timeline.dayLabel.font": "Inter 300 14"]),
  Effect(
    selector: "fdlQVRWeekView_dayLabel", property: "minimum-font-size", value: "7",
    changes: ["timeline.dayLabelMinimumFontSize": "7.0"]),
  Effect(
    selector: "fdlQVRWeekView_dayLabel", property: "long-date-format", value: "EEEE d MMMM y",
    changes: ["timeline.dayLabelLongDateFormat": "EEEE d MMMM y"]),
  Effect(
    selector: "fdlQVRWeekView_dayLabel", property: "normal-date-format", value: "EEE d MMM",
    changes: ["timeline.dayLabelNormalDateFormat": "EEE d MMM"]),
  Effect(
    selector: "fdlQVRWeekView_dayLabel", property: "short-date-format", value: "d/M",
    changes: ["timeline.dayLabelShortDateFormat": "d/M"]),
  Effect(
    selector: "fdlQVRWeekView_hourLabel", property: "font-color", value: "#010203",
    changes: ["timeline.hourLabel.color": rgb]),
  Effect(
    selector: "fdlQVRWeekView_hourLabel", property: "font-size", value: "23",
    changes: ["timeline.hourLabel.font": "Inter 700 23"]),
  Effect(
    selector: "fdlQVRWeekView_hourLabel", property: "font-style", value: "title1",
    changes: ["timeline.hourLabel.font": "Inter 400 28"]),
  Effect(
    selector: "fdlQVRWeekView_hourLabel", property: "font-name", value: "Inter-Light",
    changes: ["timeline.hourLabel.font": "Inter 300 12"]),
  Effect(
    selector: "fdlQVRWeekView_hourLabel", property: "minimum-font-size", value: "7",
    changes: ["timeline.hourLabelMinimumFontSize": "7.0"]),
  Effect(
    selector: "fdlQVRWeekView_hourLabel", property: "date-format", value: "h a",
    changes: ["timeline.hourLabelDateFormat": "h a"]),
  Effect(
    selector: "fdlQVRWeekView_dayColumn", property: "background-color", value: "#010203",
    changes: ["timeline.dayColumn.normal": rgb]),
  Effect(
    selector: "fdlQVRWeekView_dayColumn", property: "background-color-weekend", value: "#010203",
    changes: ["timeline.dayColumn.weekend": rgb]),
  Effect(
    selector: "fdlQVRWeekView_dayColumn", property: "background-color-passed", value: "#010203",
    changes: ["timeline.dayColumn.passed": rgb]),
  Effect(
    selector: "fdlQVRWeekView_dayColumn", property: "background-color-passed-weekend",
    value: "#010203", changes: ["timeline.dayColumn.passedWeekend": rgb]),
  Effect(
    selector: "fdlQVRWeekView_dayColumn", property: "background-color-highlighted",
    value: "#010203", changes: ["timeline.dayColumn.today": rgb]),
  Effect(
    selector: "fdlQVRWeekView_dayColumn", property: "height", value: "7",
    changes: ["timeline.dayColumnHeight": "7.0"]),
  Effect(
    selector: "fdlQVRWeekView_event", property: "font-color", value: "#010203",
    changes: ["timeline.eventLabel.color": rgb]),
  Effect(
    selector: "fdlQVRWeekView_event", property: "font-size", value: "23",
    changes: ["timeline.eventLabel.font": "Inter 700 23"]),
  Effect(
    selector: "fdlQVRWeekView_event", property: "font-style", value: "title1",
    changes: ["timeline.eventLabel.font": "Inter 400 28"]),
  Effect(
    selector: "fdlQVRWeekView_event", property: "font-name", value: "Inter-Light",
    changes: ["timeline.eventLabel.font": "Inter 300 12"]),
  Effect(
    selector: "fdlQVRWeekView_event", property: "horizontal-padding", value: "7",
    changes: ["timeline.eventHorizontalPadding": "7.0"]),
  Effect(
    selector: "fdlQVRWeekView_event", property: "vertical-padding", value: "7",
    changes: ["timeline.eventVerticalPadding": "7.0"]),
  Effect(
    selector: "fdlQVRWeekView_event", property: "corner-radius", value: "7",
    changes: ["timeline.eventCornerRadius": "7.0"]),
  Effect(
    selector: "fdlQVRWeekView_event", property: "gap", value: "7",
    changes: ["timeline.eventGap": "7.0"]),
  Effect(
    selector: "fdlQVRWeekView_event", property: "minimum-height", value: "7",
    changes: ["timeline.eventMinimumHeight": "7.0"]),
  Effect(
    selector: "fdlQVRWeekView_eventTime", property: "font-color", value: "#010203",
    changes: ["timeline.eventTime.color": rgb]),
  Effect(
    selector: "fdlQVRWeekView_eventTime", property: "font-size", value: "23",
    changes: ["timeline.eventTime.font": "Inter 500 23"]),
  Effect(
    selector: "fdlQVRWeekView_eventTime", property: "font-style", value: "title1",
    changes: ["timeline.eventTime.font": "Inter 400 28"]),
  Effect(
    selector: "fdlQVRWeekView_eventTime", property: "font-name", value: "Inter-Light",
    changes: ["timeline.eventTime.font": "Inter 300 11"]),
  Effect(
    selector: "fdlQVRWeekView_eventInfo", property: "font-size", value: "23",
    changes: ["timeline.eventInfoFont": "Inter 700 23"]),
  Effect(
    selector: "fdlQVRWeekView_eventInfo", property: "font-style", value: "title1",
    changes: ["timeline.eventInfoFont": "Inter 400 28"]),
  Effect(
    selector: "fdlQVRWeekView_eventInfo", property: "font-name", value: "Inter-Light",
    changes: ["timeline.eventInfoFont": "Inter 300 12"]),
  Effect(
    selector: "fdlQVRWeekView_allDayEvent", property: "height", value: "7",
    changes: ["timeline.allDayEventHeight": "7.0"]),
  Effect(
    selector: "fdlQVRWeekView_allDayEvent", property: "vertical-spacing", value: "7",
    changes: ["timeline.allDayEventVerticalSpacing": "7.0"]),
  Effect(
    selector: "fdlQVRWeekView_allDayEvent", property: "maximum-rows", value: "7",
    changes: ["timeline.allDayEventMaximumRows": "7.0"]),
  Effect(
    selector: "fdlQVRWeekView_hourIndicator", property: "background-color", value: "#010203",
    changes: ["timeline.hourIndicator": rgb]),
  Effect(
    selector: "fdlQVRWeekView_hourIndicator", property: "thickness", value: "7",
    changes: ["timeline.hourIndicatorThickness": "7.0"]),
  Effect(
    selector: "fdlQVRWeekView_mainSeparator", property: "background-color", value: "#010203",
    changes: ["timeline.mainSeparator": rgb]),
  Effect(
    selector: "fdlQVRWeekView_mainSeparator", property: "thickness", value: "7",
    changes: ["timeline.mainSeparatorThickness": "7.0"]),
  Effect(
    selector: "fdlQVRWeekView_dashedSeparator", property: "background-color", value: "#010203",
    changes: ["timeline.dashedSeparator": rgb]),
  Effect(
    selector: "fdlQVRWeekView_dashedSeparator", property: "thickness", value: "7",
    changes: ["timeline.dashedSeparatorThickness": "7.0"]),
  Effect(
    selector: "fdlQVRWeekView_dashedSeparator", property: "dash-pattern", value: "4 2",
    changes: ["timeline.dashedSeparatorPattern": "4.0 2.0"]),
]

@Suite struct TimelineThemeTests {
  @Test func defaultsAreTheDocumentsTable() {
    let light = CalendarTheme.light.timeline
    #expect(light.background.description == "#CACACA")
    #expect(light.topBar.description == "#DCDCDC")
    #expect(light.topBarHeight == 35)
    #expect(light.sideBarWidth == 25)
    #expect(light.dayLabel.font.description == "Inter 700 14")
    #expect(light.dayLabelTodayColor.description == "#14426F")
    #expect(light.hourLabel.font.description == "Inter 700 12")
    #expect(light.dayColumn.weekend.description == "#EAEAEA")
    #expect(light.dayColumn.passedWeekend.description == "#E4E4E4")
    #expect(light.dayColumnHeight == 1400)
    #expect(light.dashedSeparatorPattern == [3, 1])
    #expect(light.hourIndicatorThickness == 3)
    #expect(
      [light.dayLabelLongDateFormat, light.dayLabelNormalDateFormat, light.dayLabelShortDateFormat]
        == ["E d MMM y", "E d MMM", "d MMM"])
    #expect(CalendarTheme.dark.timeline == .dark)
  }

  @Test func dayColumnStatesAcceptBothSpellings() {
    let a = theme("fdlQVRWeekView_dayColumn { background-color-passed-weekend: red; }")
    let b = theme("fdlQVRWeekView_dayColumn { background-color { -passed-weekend }: red; }")
    #expect(a.timeline.dayColumn.passedWeekend.description == "#FF0000")
    #expect(a == b)
  }

  @Test func newValueKindsAreChecked() {
    expectError(
      "fdlQVRWeekView_topBar { height: -1; }",
      "1:33: error: height -1 is out of range: expected a number from 0 to 10000")
    expectError(
      "fdlQVRWeekView_dashedSeparator { dash-pattern: 3 x; }",
      "1:48: error: invalid length 'x' in dash-pattern: expected a number from 0 to 1000")
    expectError(
      "fdlQVRWeekView_dashedSeparator { dash-pattern: 0 0; }",
      "1:48: error: dash-pattern must have a length greater than 0")
    #expect(
      theme("fdlQVRWeekView_dashedSeparator { dash-pattern: 10, 5; }").timeline
        .dashedSeparatorPattern == [10, 5])
    #expect(
      theme("fdlQVRWeekView_hourLabel { date-format: \"HH:mm\"; }").timeline.hourLabelDateFormat
        == "HH:mm")
  }

  @Test func unknownStateOnAColumnIsAWarning() {
    #expect(warnings("fdlQVRWeekView_dayColumn { background-color-selected: red; }").count == 1)
    #expect(warnings("fdlQVRWeekView_dayColumn { background-color-weekend: red; }").isEmpty)
  }

  @Test func overridesWinOverTheSheetAndAreChecked() throws {
    var overrides = ThemeOverrides()
    try overrides.set("fdlQVRWeekView_topBar", "background-color", to: "tintColor")
    try overrides.set("fdlQVRWeekView_event", "font-size", to: "20")
    let base = theme("fdlQVRWeekView_topBar { background-color: red; height: 50; }")
    let light = overrides.applied(to: base, appearance: .light)
    #expect(light.timeline.topBar.description == "#0A6ED1")
    #expect(light.timeline.topBarHeight == 50)
    #expect(light.timeline.eventLabel.font.description == "Inter 700 20")
    #expect(
      overrides.applied(to: .dark, appearance: .dark).timeline.topBar.description == "#D1E8FF")
    #expect(throws: ThemeOverrideError.self) {
      try overrides.set("fdlQVRWeekView_topBar", "height", to: "tall")
    }
    #expect(throws: ThemeOverrideError.self) {
      try overrides.set("fdlQVRWeekView_topBar", "width", to: "3")
    }
  }
}
