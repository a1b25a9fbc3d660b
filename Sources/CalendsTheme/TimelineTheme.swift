public import CalendsValues

/// The background of a timeline day column for each of its states.
public struct DayColumnColors: Hashable, Sendable {
  /// `defaultDayViewColor`.
  public var normal: Color
  /// `weekendDayViewColor`: Saturday and Sunday.
  public var weekend: Color
  /// `passedDayViewColor`: a day before the day of `now`.
  public var passed: Color
  /// `passedWeekendDayViewColor`.
  public var passedWeekend: Color
  /// `todayViewColor`: the day of `now`.
  public var today: Color

  public init(normal: Color, weekend: Color, passed: Color, passedWeekend: Color, today: Color) {
    self.normal = normal
    self.weekend = weekend
    self.passed = passed
    self.passedWeekend = passedWeekend
    self.today = today
  }
}

/// How the week timeline (`style: timeline`) is drawn: QVRWeekView's customisation
/// properties, with the document's defaults in `light`.
///
/// Sizes live here rather than in the layout's constants because the control makes them
/// customisable; the layout reads them from the theme it is given.
public struct TimelineTheme: Hashable, Sendable {
  /// `mainBackgroundColor`: shows through the gaps between day columns.
  public var background: Color
  /// `portraitDayViewSideSpacing`, `landscapeDayViewSideSpacing`: gap between columns.
  public var portraitSideSpacing: Double = 5
  public var landscapeSideSpacing: Double = 1
  /// `portraitDayViewVerticalSpacing`, `landscapeDayViewVerticalSpacing`: space above and
  /// below the columns.
  public var portraitVerticalSpacing: Double = 15
  public var landscapeVerticalSpacing: Double = 10
  /// `topBarColor`, `defaultTopBarHeight`.
  public var topBar: Color
  public var topBarHeight: Double = 35
  /// `sideBarColor`, `sideBarWidth`.
  public var sideBar: Color
  public var sideBarWidth: Double = 25
  /// `dayLabelDefaultFont`, `dayLabelTextColor`.
  public var dayLabel: TextStyle
  /// `dayLabelTodayTextColor`.
  public var dayLabelTodayColor: Color
  /// `dayLabelMinimumFontSize`: the font shrinks towards it when even the short format is
  /// too wide.
  public var dayLabelMinimumFontSize: Double = 8
  /// `dayLabelLongDateFormat`, `dayLabelNormalDateFormat`, `dayLabelShortDateFormat`: the
  /// longest that fits the column is used.
  public var dayLabelLongDateFormat = "E d MMM y"
  public var dayLabelNormalDateFormat = "E d MMM"
  public var dayLabelShortDateFormat = "d MMM"
  /// `hourLabelFont`, `hourLabelTextColor`.
  public var hourLabel: TextStyle
  /// `hourLabelMinimumFontSize`.
  public var hourLabelMinimumFontSize: Double = 6
  /// `hourLabelDateFormat`.
  public var hourLabelDateFormat = "HH"
  /// `defaultDayViewColor`, `weekendDayViewColor`, `passedDayViewColor`,
  /// `passedWeekendDayViewColor`, `todayViewColor`.
  public var dayColumn: DayColumnColors
  /// `dayViewCellInitialHeight`: a whole day's height at zoom scale 1.
  public var dayColumnHeight: Double = 1400
  /// `eventLabelFont`, `eventLabelTextColor`.
  public var eventLabel: TextStyle
  /// `eventLabelInfoFont`: the location line.
  public var eventInfoFont: FontSpec
  /// `eventLabelHorizontalTextPadding`, `eventLabelVerticalTextPadding`.
  public var eventHorizontalPadding: Double = 2
  public var eventVerticalPadding: Double = 2
  /// `eventCornerRadius`: an event block's and an all-day bar's corners.
  public var eventCornerRadius: Double = 4
  /// `eventGap`: the space kept between an event block and its neighbours (half on each side).
  public var eventGap: Double = 2
  /// `eventMinimumHeight`: the least height of a timed event's block, so a short or
  /// zero-length event still shows its title; 0 (the default) means one line of
  /// `eventLabelFont` and the vertical padding.
  public var eventMinimumHeight: Double = 0
  /// `eventTimeFont`, `eventTimeTextColor`: the time range under (or beside) the title.
  public var eventTime = TextStyle(font: .system(11, weight: .medium), color: .white)
  /// `allDayEventHeight`, `allDayEventVerticalSpacing`.
  public var allDayEventHeight: Double = 40
  public var allDayEventVerticalSpacing: Double = 5
  /// `allDayEventMaximumRows`: rows of all-day bars before the last one says "+N more".
  public var allDayEventMaximumRows: Double = 3
  /// `dayViewHourIndicatorColor`, `dayViewHourIndicatorThickness`.
  public var hourIndicator: Color
  public var hourIndicatorThickness: Double = 3
  /// `dayViewMainSeparatorColor`, `dayViewMainSeparatorThickness`.
  public var mainSeparator: Color
  public var mainSeparatorThickness: Double = 1
  /// `dayViewDashedSeparatorColor`, `dayViewDashedSeparatorThickness`,
  /// `dayViewDashedSeparatorPattern`.
  public var dashedSeparator: Color
  public var dashedSeparatorThickness: Double = 1
  public var dashedSeparatorPattern: [Double] = [3, 1]

  public init(
    background: Color, topBar: Color, sideBar: Color, dayLabel: TextStyle,
    dayLabelTodayColor: Color,
    hourLabel: TextStyle, dayColumn: DayColumnColors, eventLabel: TextStyle,
    eventInfoFont: FontSpec,
    hourIndicator: Color, mainSeparator: Color, dashedSeparator: Color
  ) {
    self.background = background
    self.topBar = topBar
    self.sideBar = sideBar
    self.dayLabel = dayLabel
    self.dayLabelTodayColor = dayLabelTodayColor
    self.hourLabel = hourLabel
    self.dayColumn = dayColumn
    self.eventLabel = eventLabel
    self.eventInfoFont = eventInfoFont
    self.hourIndicator = hourIndicator
    self.mainSeparator = mainSeparator
    self.dashedSeparator = dashedSeparator
  }

  /// QVRWeekView's documented defaults.
  public static let light = TimelineTheme(
    background: Color(hex: 0xCACACA), topBar: Color(hex: 0xDCDCDC), sideBar: Color(hex: 0xCACACA),
    dayLabel: TextStyle(font: .system(14, weight: .bold), color: .black),
    dayLabelTodayColor: Color(hex: 0x14426F),
    hourLabel: TextStyle(font: .system(12, weight: .bold), color: .black),
    dayColumn: DayColumnColors(
      normal: Color(hex: 0xF8F8F8), weekend: Color(hex: 0xEAEAEA), passed: Color(hex: 0xF0F0F0),
      passedWeekend: Color(hex: 0xE4E4E4), today: Color(hex: 0xF8F8F8)),
    eventLabel: TextStyle(font: .system(12, weight: .bold), color: .white),
    eventInfoFont: .system(12, weight: .bold),
    hourIndicator: Color(hex: 0x5A5A5A), mainSeparator: Color(hex: 0xCACACA),
    dashedSeparator: Color(hex: 0xCACACA))

  /// Ours (the document has no dark mode): the light theme's greys inverted onto the dark
  /// palette (Themes/STYLESHEET.md), keeping each state distinguishable and today's label in the
  /// dark tint.
  public static let dark = TimelineTheme(
    background: Color(hex: 0x3A3A3C), topBar: Color(hex: 0x2C2C2E), sideBar: Color(hex: 0x3A3A3C),
    dayLabel: TextStyle(font: .system(14, weight: .bold), color: Color(hex: 0xF5F6F7)),
    dayLabelTodayColor: Color(hex: 0x4DB1FF),
    hourLabel: TextStyle(font: .system(12, weight: .bold), color: Color(hex: 0xF5F6F7)),
    dayColumn: DayColumnColors(
      normal: Color(hex: 0x1C1C1E), weekend: Color(hex: 0x2A2A2D), passed: Color(hex: 0x232325),
      passedWeekend: Color(hex: 0x303033), today: Color(hex: 0x1C1C1E)),
    eventLabel: TextStyle(font: .system(12, weight: .bold), color: .white),
    eventInfoFont: .system(12, weight: .bold),
    hourIndicator: Color(hex: 0xD1D1D6), mainSeparator: Color(hex: 0x48484A),
    dashedSeparator: Color(hex: 0x48484A))
}

extension SelectorCatalog {
  /// The timeline style's selectors: `fdlQVRWeekView` (the view) and `fdlQVRWeekView_<part>`.
  /// Day column states are property states: `-weekend`, `-passed`, `-passed-weekend`, and
  /// `-highlighted` for today, as today is `highlighted` everywhere else.
  static let timelineEntries: [SelectorEntry] = [
    SelectorEntry(
      name: "fdlQVRWeekView", colors: [("background-color", \.timeline.background)],
      numbers: [
        ("portrait-side-spacing", \.timeline.portraitSideSpacing),
        ("landscape-side-spacing", \.timeline.landscapeSideSpacing),
        ("portrait-vertical-spacing", \.timeline.portraitVerticalSpacing),
        ("landscape-vertical-spacing", \.timeline.landscapeVerticalSpacing),
      ]),
    SelectorEntry(
      name: "fdlQVRWeekView_topBar", colors: [("background-color", \.timeline.topBar)],
      numbers: [("height", \.timeline.topBarHeight)]),
    SelectorEntry(
      name: "fdlQVRWeekView_sideBar", colors: [("background-color", \.timeline.sideBar)],
      numbers: [("width", \.timeline.sideBarWidth)]),
    SelectorEntry(
      name: "fdlQVRWeekView_dayLabel",
      colors: [
        ("font-color", \.timeline.dayLabel.color),
        ("tint-color-highlighted", \.timeline.dayLabelTodayColor),
      ],
      font: \CalendarTheme.timeline.dayLabel.font,
      numbers: [("minimum-font-size", \.timeline.dayLabelMinimumFontSize)],
      texts: [
        ("long-date-format", \.timeline.dayLabelLongDateFormat),
        ("normal-date-format", \.timeline.dayLabelNormalDateFormat),
        ("short-date-format", \.timeline.dayLabelShortDateFormat),
      ]),
    SelectorEntry(
      name: "fdlQVRWeekView_hourLabel", colors: [("font-color", \.timeline.hourLabel.color)],
      font: \CalendarTheme.timeline.hourLabel.font,
      numbers: [("minimum-font-size", \.timeline.hourLabelMinimumFontSize)],
      texts: [("date-format", \.timeline.hourLabelDateFormat)]),
    SelectorEntry(
      name: "fdlQVRWeekView_dayColumn",
      colors: [
        ("background-color", \.timeline.dayColumn.normal),
        ("background-color-weekend", \.timeline.dayColumn.weekend),
        ("background-color-passed", \.timeline.dayColumn.passed),
        ("background-color-passed-weekend", \.timeline.dayColumn.passedWeekend),
        ("background-color-highlighted", \.timeline.dayColumn.today),
      ],
      numbers: [("height", \.timeline.dayColumnHeight)]),
    SelectorEntry(
      name: "fdlQVRWeekView_event", colors: [("font-color", \.timeline.eventLabel.color)],
      font: \CalendarTheme.timeline.eventLabel.font,
      numbers: [
        ("horizontal-padding", \.timeline.eventHorizontalPadding),
        ("vertical-padding", \.timeline.eventVerticalPadding),
        ("corner-radius", \.timeline.eventCornerRadius),
        ("gap", \.timeline.eventGap),
        ("minimum-height", \.timeline.eventMinimumHeight),
      ]),
    SelectorEntry(name: "fdlQVRWeekView_eventInfo", font: \CalendarTheme.timeline.eventInfoFont),
    SelectorEntry(
      name: "fdlQVRWeekView_eventTime", colors: [("font-color", \.timeline.eventTime.color)],
      font: \CalendarTheme.timeline.eventTime.font),
    SelectorEntry(
      name: "fdlQVRWeekView_allDayEvent",
      numbers: [
        ("height", \.timeline.allDayEventHeight),
        ("vertical-spacing", \.timeline.allDayEventVerticalSpacing),
        ("maximum-rows", \.timeline.allDayEventMaximumRows),
      ]),
    SelectorEntry(
      name: "fdlQVRWeekView_hourIndicator",
      colors: [("background-color", \.timeline.hourIndicator)],
      numbers: [("thickness", \.timeline.hourIndicatorThickness)]),
    SelectorEntry(
      name: "fdlQVRWeekView_mainSeparator",
      colors: [("background-color", \.timeline.mainSeparator)],
      numbers: [("thickness", \.timeline.mainSeparatorThickness)]),
    SelectorEntry(
      name: "fdlQVRWeekView_dashedSeparator",
      colors: [("background-color", \.timeline.dashedSeparator)],
      numbers: [("thickness", \.timeline.dashedSeparatorThickness)],
      dashPatterns: [("dash-pattern", \.timeline.dashedSeparatorPattern)]),
  ]
}
