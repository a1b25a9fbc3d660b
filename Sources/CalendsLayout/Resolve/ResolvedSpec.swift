public import CalendsDrawing
public import CalendsModel
public import CalendsTheme
public import CalendsValues

/// A spec made ready to lay out and paint, once: its family resolved (`ResolvedFamily`: the
/// days, months and control state it draws) and its theme, the stylesheet's with the
/// family's run-time fields written over it. The facade reads the calendars for
/// `family.rules.calendarDays`, draws them in, and lays out and paints from this value.
public struct ResolvedSpec: Sendable {
  public let canvas: Canvas
  public let today: Day
  public private(set) var family: ResolvedFamily
  /// The theme layout and scene both use.
  public let theme: CalendarTheme

  /// Resolves `spec` for `today` over the stylesheet's `theme`; an error names the spec
  /// field whose value the theme cannot take.
  public init(_ spec: CalendarSpec, today: Day, stylesheet: CalendarTheme)
    throws(ThemeOverrideError)
  {
    canvas = spec.canvas
    self.today = today
    family = ResolvedFamily(spec, today: today)
    theme = try family.theme(over: stylesheet)
  }

  /// The spec, with what `draw(_:)` added (the calendars' events, dots and day classes).
  public var spec: CalendarSpec { CalendarSpec(canvas: canvas, family: family.document) }

  /// Adds the calendars' occurrences to what the family draws.
  public mutating func draw(_ occurrences: CalendarOccurrences) throws(SpecError) {
    try family.draw(occurrences)
  }

  /// The layout of this spec, measuring text with `measurer` and breaking words by
  /// `hyphenation`.
  public func layout(
    measurer: any TextMeasuring, hyphenation: any Hyphenating = NoHyphenation()
  ) -> CalendarLayout {
    CalendarLayout(
      canvas: canvas, family: family, today: today, theme: theme, measurer: measurer,
      hyphenation: hyphenation)
  }
}

extension ResolvedFamily {
  /// The stylesheet's theme with the family's run-time properties over it: the booking
  /// grid's `disabledAlpha` and the timeline's customisation fields (`topBarColor`, …) win
  /// over the stylesheet, as the widgets' properties do; palette tokens in them follow the
  /// appearance the theme was made for.
  func theme(over stylesheet: CalendarTheme) throws(ThemeOverrideError) -> CalendarTheme {
    var theme = stylesheet
    switch self {
    case .booking(let booking):
      if let alpha = booking.booking.disabledAlpha { theme.booking.disabledAlpha = alpha }
    case .timeline(let timeline):
      let overrides = try ThemeOverrides(timeline.timeline.style)
      theme = overrides.applied(to: theme, appearance: theme.appearance)
    case .dashboard(let dashboard):
      // Each timeline pane's customisation fields, in pane order (a later pane's win where
      // two set the same property).
      for case .timeline(let timeline) in dashboard.panes.joined() {
        let overrides = try ThemeOverrides(timeline.timeline.style)
        theme = overrides.applied(to: theme, appearance: theme.appearance)
      }
    case .control, .year, .wallMonth, .agenda:
      break
    }
    return theme
  }
}
