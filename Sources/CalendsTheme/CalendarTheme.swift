public import CalendsValues

/// A text role: the font and colour one kind of label is drawn with.
public struct TextStyle: Hashable, Sendable {
  public var font: FontSpec
  public var color: Color

  public init(font: FontSpec, color: Color) {
    self.font = font
    self.color = color
  }
}

/// The day number of a date cell, per control state (`fdlFUICalendarItemView_title`).
public struct DayTitleStyle: Hashable, Sendable {
  /// `font-*` and `font-color`: every day of the displayed month that is not today or selected.
  public var normal: TextStyle
  /// `tint-color-disabled`: adjacent months' days, days out of range and disabled dates.
  public var disabledColor: Color
  /// `tint-color-highlighted`, `font-name-highlighted`: today.
  public var highlighted: TextStyle
  /// `tint-color-selected`, `font-name-selected`: selected days, drawn over the selection fill.
  public var selected: TextStyle

  public init(normal: TextStyle, disabledColor: Color, highlighted: TextStyle, selected: TextStyle)
  {
    self.normal = normal
    self.disabledColor = disabledColor
    self.highlighted = highlighted
    self.selected = selected
  }
}

/// Weekday labels above the grid (`fdlFUIWeekLabelView_weekDayText`).
public struct WeekdayTextStyle: Hashable, Sendable {
  public var normal: TextStyle
  /// `tint-color-highlighted`: the label of today's weekday, when today is visible.
  public var highlightedColor: Color

  public init(normal: TextStyle, highlightedColor: Color) {
    self.normal = normal
    self.highlightedColor = highlightedColor
  }
}

/// Everything the calendar styles are drawn with, fully resolved: no optional left.
///
/// A stylesheet is applied on top of one of the built-in themes (`light` by default), so a
/// file that names one property changes exactly that property.
public struct CalendarTheme: Hashable, Sendable {
  /// `fdlFUICalendarView { background-color }` — the view's own background (an addition of
  /// ours; the control's `customCalendarBackgroundColor`).
  public var background: Color
  /// `fdlFUICalendarView_monthHeaderText`.
  public var monthHeader: TextStyle
  /// `fdlFUICalendarItemView_title`.
  public var dayTitle: DayTitleStyle
  /// `fdlFUICalendarItemView_weekNumberText`.
  public var weekNumber: TextStyle
  /// `fdlFUICalendarItemView_selectionSingle { background-color }`.
  public var selectionSingle: Color
  /// `fdlFUICalendarItemView_selectionRange { background-color }`.
  public var selectionRange: Color
  /// `fdlFUICalendarItemView_eventView { background-color }`.
  public var eventView: Color
  /// `fdlFUIWeekLabelView_weekDayText`.
  public var weekdayText: WeekdayTextStyle
  /// `fdlFUICalendarItemView_subtitle` — the secondary calendar's label under a day (a
  /// Calends name: the control documents no selector for it).
  public var dayLabel: TextStyle = TextStyle(font: .system(11), color: Color(hex: 0x5B738B))
  /// `fdlFUICalendarView_handle { background-color }` — the expandable style's drag handle.
  public var handle: Color = Color(hex: 0x5B738B).withAlphaScaled(by: 0.4)
  /// The week timeline's colours and fonts.
  public var timeline: TimelineTheme = .light
  /// The booking grid's colours and fonts.
  public var booking: BookingTheme = .light
  /// `fdlFUICalendarView_separator { background-color }` — the full-screen month's row rules.
  public var separator: Color = Color(hex: 0x8396A8).withAlphaScaled(by: 0.3)
  /// `fdlFUICalendarItemView_dayBackground { background-color }` — a fill over the whole
  /// date cell; clear unless a (class) rule sets it.
  public var dayBackground: Color = .clear
  /// The stylesheet's class-qualified date-cell rules (`CalendarTheme.forDay(classes:)`).
  public var dayClassRules: [DayClassRule] = []
  /// The appearance of the built-in theme this one was made from (a stylesheet keeps its
  /// base theme's): what palette tokens in colours given later — timeline events, the
  /// timeline's customisation fields — resolve for.
  public var appearance: Appearance = .light

  public init(
    background: Color, monthHeader: TextStyle, dayTitle: DayTitleStyle, weekNumber: TextStyle,
    selectionSingle: Color, selectionRange: Color, eventView: Color, weekdayText: WeekdayTextStyle
  ) {
    self.background = background
    self.monthHeader = monthHeader
    self.dayTitle = dayTitle
    self.weekNumber = weekNumber
    self.selectionSingle = selectionSingle
    self.selectionRange = selectionRange
    self.eventView = eventView
    self.weekdayText = weekdayText
  }
}

extension CalendarTheme {
  /// The control's palette (light / dark; Themes/STYLESHEET.md tables it): primaryLabel, tintColor,
  /// primaryBackground, quaternaryLabel, tertiaryLabel.
  struct Palette {
    var background: Color
    var primaryLabel: Color
    var tint: Color
    var primaryBackground: Color
    var quaternaryLabel: Color
    var tertiaryLabel: Color
    var rangeFill: Color
  }

  static func make(_ p: Palette) -> CalendarTheme {
    var theme = CalendarTheme(
      background: p.background,
      monthHeader: TextStyle(font: .system(17, weight: .semibold), color: p.tertiaryLabel),
      dayTitle: DayTitleStyle(
        normal: TextStyle(font: .system(16), color: p.primaryLabel),
        disabledColor: p.quaternaryLabel,
        highlighted: TextStyle(font: .system(17, weight: .bold), color: p.tint),
        selected: TextStyle(font: .system(17, weight: .bold), color: p.primaryBackground)),
      weekNumber: TextStyle(font: .system(11), color: p.tertiaryLabel),
      selectionSingle: p.tint,
      selectionRange: p.rangeFill,
      eventView: p.tertiaryLabel.withAlphaScaled(by: 0.6),
      weekdayText: WeekdayTextStyle(
        normal: TextStyle(font: .system(11, weight: .bold), color: p.tertiaryLabel),
        highlightedColor: p.tint))
    theme.dayLabel = TextStyle(font: .system(11), color: p.tertiaryLabel)
    theme.handle = p.tertiaryLabel.withAlphaScaled(by: 0.4)
    theme.separator = p.quaternaryLabel.withAlphaScaled(by: 0.6)
    return theme
  }

  /// The built-in default: the control's light colours.
  public static let light = make(
    Palette(
      background: .white, primaryLabel: Color(hex: 0x223548), tint: Color(hex: 0x0070F2),
      primaryBackground: .white, quaternaryLabel: Color(hex: 0x8396_A875, hasAlpha: true),
      tertiaryLabel: Color(hex: 0x5B738B), rangeFill: Color(hex: 0x0070F2).withAlphaScaled(by: 0.2))
  )

  /// The control's dark colours.
  public static let dark: CalendarTheme = {
    var theme = make(
      Palette(
        background: .black, primaryLabel: Color(hex: 0xF5F6F7), tint: Color(hex: 0x4DB1FF),
        primaryBackground: .black, quaternaryLabel: Color(hex: 0xA9B4_BE4D, hasAlpha: true),
        tertiaryLabel: Color(hex: 0xA9B4BE),
        rangeFill: Color(hex: 0x4DB1FF).withAlphaScaled(by: 0.3))
    )
    theme.timeline = .dark
    theme.booking = .dark
    theme.appearance = .dark
    return theme
  }()
}
