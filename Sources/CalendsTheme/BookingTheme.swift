public import CalendsValues

/// A text role drawn on a filled shape: the booking grid's headers (capsules) and day
/// buttons (rounded squares).
public struct FilledTextStyle: Hashable, Sendable {
  public var text: TextStyle
  public var fill: Color

  public init(text: TextStyle, fill: Color) {
    self.text = text
    self.fill = fill
  }
}

/// How the booking style is drawn (RVS_CalendarInput), filled from the
/// `fdlRVSCalendarInput…` selectors.
///
/// Disabled days have no colour of their own: the widget draws them from the system
/// background and label colours, so here they are derived from `background` (made grey)
/// and only their transparency and font can be set.
public struct BookingTheme: Hashable, Sendable {
  /// `fdlRVSCalendarInput { background-color }`: the view, and what disabled days are
  /// drawn from.
  public var background: Color
  /// `fdlRVSCalendarInput_yearHeader`: the year on a capsule above its months.
  public var yearHeader: FilledTextStyle
  /// `fdlRVSCalendarInput_monthHeader`: the month's name on a capsule.
  public var monthHeader: FilledTextStyle
  /// `fdlRVSCalendarInput_weekdayHeader`: the weekday names, on a strip above the grid.
  public var weekdayHeader: FilledTextStyle
  /// `fdlRVSCalendarInput_dayButton` `font-*`, `font-color`, `background-color`: an
  /// enabled day, a toggle button that is off.
  public var day: FilledTextStyle
  /// `…_dayButton` `tint-color-selected`, `font-name-selected`, `background-color-selected`:
  /// a toggle button that is on.
  public var selectedDay: FilledTextStyle
  /// `fdlRVSCalendarInput_disabledDay { font-* }`.
  public var disabledFont: FontSpec
  /// `fdlRVSCalendarInput_disabledDay { alpha }`: the widget's `disabledAlpha`.
  public var disabledAlpha: Double

  public init(
    background: Color, yearHeader: FilledTextStyle, monthHeader: FilledTextStyle,
    weekdayHeader: FilledTextStyle,
    day: FilledTextStyle, selectedDay: FilledTextStyle, disabledFont: FontSpec,
    disabledAlpha: Double
  ) {
    self.background = background
    self.yearHeader = yearHeader
    self.monthHeader = monthHeader
    self.weekdayHeader = weekdayHeader
    self.day = day
    self.selectedDay = selectedDay
    self.disabledFont = disabledFont
    self.disabledAlpha = disabledAlpha
  }

  /// A disabled day's fill, before its transparency: the background's grey, so that even a
  /// garish background leaves disabled days monochrome.
  public var disabledFill: Color {
    let level = UInt8(min(255, max(0, luminance(background).rounded())))
    return Color(red: level, green: level, blue: level)
  }

  /// A disabled day's number: black on a light background, white on a dark one — the
  /// system label colour against the system background.
  public var disabledText: Color {
    luminance(background) >= 128 ? .black : .white
  }

  /// Rec. 709 weights on the stored channels: enough to tell light from dark and to pick
  /// a grey of the same brightness.
  private func luminance(_ color: Color) -> Double { color.luminance }

  /// The widget's default opacity of disabled days.
  public static let defaultDisabledAlpha = 0.4

  /// Light: the control's tint as the buttons' colour (the widget uses the view's
  /// `tintColor`), a pale tint fill so that an enabled day reads as a button, and the
  /// palette's label greys for the header capsules.
  public static let light = BookingTheme(
    background: .white,
    yearHeader: FilledTextStyle(
      text: TextStyle(font: .system(20, weight: .bold), color: .white), fill: Color(hex: 0x223548)),
    monthHeader: FilledTextStyle(
      text: TextStyle(font: .system(18, weight: .bold), color: .white), fill: Color(hex: 0x5B738B)),
    weekdayHeader: FilledTextStyle(
      text: TextStyle(font: .system(15, weight: .bold), color: Color(hex: 0x223548)), fill: .white),
    day: FilledTextStyle(
      text: TextStyle(font: .system(20, weight: .semibold), color: Color(hex: 0x0070F2)),
      fill: Color(hex: 0xE5F0FE)),
    selectedDay: FilledTextStyle(
      text: TextStyle(font: .system(20, weight: .bold), color: .white), fill: Color(hex: 0x0070F2)),
    disabledFont: .system(20),
    disabledAlpha: defaultDisabledAlpha)

  /// Dark: the same roles in the control's dark palette.
  public static let dark = BookingTheme(
    background: .black,
    yearHeader: FilledTextStyle(
      text: TextStyle(font: .system(20, weight: .bold), color: .black), fill: Color(hex: 0xA9B4BE)),
    monthHeader: FilledTextStyle(
      text: TextStyle(font: .system(18, weight: .bold), color: Color(hex: 0xF5F6F7)),
      fill: Color(hex: 0x3A4652)),
    weekdayHeader: FilledTextStyle(
      text: TextStyle(font: .system(15, weight: .bold), color: Color(hex: 0xF5F6F7)), fill: .black),
    day: FilledTextStyle(
      text: TextStyle(font: .system(20, weight: .semibold), color: Color(hex: 0x4DB1FF)),
      fill: Color(hex: 0x0F2A40)),
    selectedDay: FilledTextStyle(
      text: TextStyle(font: .system(20, weight: .bold), color: .black), fill: Color(hex: 0x4DB1FF)),
    disabledFont: .system(20),
    disabledAlpha: defaultDisabledAlpha)
}

extension SelectorCatalog {
  /// The booking style's selectors: `fdlRVSCalendarInput` + `_part`, after the widget's
  /// class name, as the control's own selectors follow its classes.
  static let bookingEntries: [SelectorEntry] = [
    SelectorEntry(
      name: "fdlRVSCalendarInput", colors: [("background-color", \.booking.background)]),
    SelectorEntry(
      name: "fdlRVSCalendarInput_yearHeader",
      colors: [
        ("font-color", \.booking.yearHeader.text.color),
        ("background-color", \.booking.yearHeader.fill),
      ],
      font: \CalendarTheme.booking.yearHeader.text.font),
    SelectorEntry(
      name: "fdlRVSCalendarInput_monthHeader",
      colors: [
        ("font-color", \.booking.monthHeader.text.color),
        ("background-color", \.booking.monthHeader.fill),
      ],
      font: \CalendarTheme.booking.monthHeader.text.font),
    SelectorEntry(
      name: "fdlRVSCalendarInput_weekdayHeader",
      colors: [
        ("font-color", \.booking.weekdayHeader.text.color),
        ("background-color", \.booking.weekdayHeader.fill),
      ],
      font: \CalendarTheme.booking.weekdayHeader.text.font),
    SelectorEntry(
      name: "fdlRVSCalendarInput_dayButton",
      colors: [
        ("font-color", \.booking.day.text.color), ("background-color", \.booking.day.fill),
        ("tint-color-selected", \.booking.selectedDay.text.color),
        ("background-color-selected", \.booking.selectedDay.fill),
      ],
      font: \CalendarTheme.booking.day.text.font,
      stateFonts: [(.selected, \.booking.selectedDay.text.font)]),
    SelectorEntry(
      name: "fdlRVSCalendarInput_disabledDay", font: \CalendarTheme.booking.disabledFont,
      numbers: [("alpha", \.booking.disabledAlpha)]),
  ]
}
