public import CalendsValues

/// The six `FUICalendarStyle`s: the styles whose selection rules `CalendarState` implements.
public enum ControlStyle: String, Hashable, Sendable, CaseIterable {
  /// `month`: a month page with one selected day. `week`: one row of seven days.
  /// `expandable`: the month or the week form with a drag handle. `rangeSelection`: months
  /// stacked to fill `height`, one selected range. `datesSelection`: the same, any set of
  /// selected days. `fullScreenMonth`: one month filling `height`, in tall cells.
  case month, week, expandable, rangeSelection, datesSelection, fullScreenMonth

  /// The same style as the `style` field's value.
  public var calendarStyle: CalendarStyle {
    switch self {
    case .month: .month
    case .week: .week
    case .expandable: .expandable
    case .rangeSelection: .rangeSelection
    case .datesSelection: .datesSelection
    case .fullScreenMonth: .fullScreenMonth
    }
  }

  /// "Only one date can be selected at any time" in these; rangeSelection and
  /// datesSelection select many and are always persistent.
  public var selectsSingleDay: Bool {
    switch self {
    case .month, .week, .expandable, .fullScreenMonth: true
    case .rangeSelection, .datesSelection: false
    }
  }
}

/// The FUICalendarView control's own fields (month, week, expandable, rangeSelection,
/// datesSelection, fullScreenMonth). Field names and defaults are the API's.
public struct ControlSpec: Hashable, Sendable {
  /// Which of the six styles draws the document; default `month`.
  public var style: ControlStyle = .month
  /// The calendar's first day: earlier days are disabled and cannot be scrolled to. Nil:
  /// Jan 1 of the year shown at start-up (of the year before `endDate` when only that is
  /// given).
  public var startDate: Day?
  /// The calendar's last day: later days are disabled. Nil: Dec 31 of the year after the
  /// first day's. Must not be before `startDate`.
  public var endDate: Day?
  /// The selected day, as `selectDate(_:)` sets it; a disabled day or one outside the range
  /// is ignored. In rangeSelection it is the range's start, as a first tap. Nil leaves the
  /// selection to the style's default (see `isPersistentSelection`).
  public var selectedDate: Day?
  /// datesSelection's days; in a single-selection style the first acts as `selectedDate`.
  public var selectedDates: [Day] = []
  /// rangeSelection's `selectDateRange:`; the reader refuses it for other styles.
  public var selectedDateRange: DateRange?
  /// Replayed after start-up, in order. The `taps`, `swipe` and `scroll` shorthand fields
  /// are read into this list (taps, then swipes, then the scroll), so there is one order.
  public var interactions: [Interaction] = []
  /// `false` (the default): with no `selectedDate`, today is selected if the month shows
  /// it, else the month's 1st, and a scroll selects the new page's default. `true`: nothing
  /// is selected unless `selectedDate` says so. rangeSelection and datesSelection are
  /// always persistent.
  public var isPersistentSelection: Bool = false
  /// Whether the expandable style starts in its week form; default `false` (the month
  /// form).
  public var expandableStyleStartsWithWeek: Bool = false
  /// fullScreenMonth's month headers, off by default as in the control.
  public var showsMonthHeader: Bool = false
  /// A secondary calendar whose dates are drawn under each day (`FUIAlternateCalendar`).
  public var alternateCalendar: AlternateCalendar = .none
  /// The secondary calendar's locale; nil means that calendar's default locale.
  public var alternateCalendarLocale: String?
  /// Days that draw the event indicator dot, up to 10,000; only days of the displayed month
  /// show it.
  public var eventDates: Set<Day> = []
  /// The colours of the calendars with an occurrence on each day, in the spec's calendar
  /// order (nil: a calendar without `color`); set from `calendars` when the spec is prepared,
  /// never read from the spec (`EventDots`).
  public var calendarDots: [Day: [ColorSpecifier?]] = [:]
  /// Whether days draw event dots; `false` gives "Number Only" cells: no dots, numbers
  /// centred. Default `true`.
  public var hasEventIndicator: Bool = true
  /// Days that cannot be selected and are drawn greyed: listed dates, weekdays, and every
  /// day before or after a date. Default none.
  public var disabledDates: DisabledDates = .none
  /// A leading column of ISO 8601 week numbers; default `false`.
  public var showsWeekNumbers: Bool = false
  /// The month label: `single` ("Jan 2019" on one line, the default), `double` (the month
  /// over the year) or `none`.
  public var monthTitle: MonthTitleStyle = .single
  /// The most height, in points (1…10,000), the month grid may take: the date cells take
  /// what fits, clamped to 44…51 pt. Nil keeps 51 pt cells.
  public var maximumViewHeight: Double?
  /// `days` and `heatmap`: per-day classes, subtitles, dots and heat-map values.
  public var dayData: DayData = .none

  /// A document for `style` with every field at its default.
  public init(style: ControlStyle = .month) {
    self.style = style
  }

  /// Accepted ranges, checked by the reader; named so messages and docs agree.
  public enum Limits {
    /// `maximumViewHeight`, in points.
    public static let maximumViewHeight: ClosedRange<Double> = 1...10_000
    /// The most days `eventDates` and `selectedDates` may each list.
    public static let eventDates = CalendsValues.Limits.dates
    /// Taps, interactions and swipes each; also the days of all swipes together.
    public static let interactions = CalendsValues.Limits.interactions
    /// Pages one scroll may move: a hundred years of months.
    public static let scroll = 1200
  }

  /// Field names this part of the spec reads, from `SpecField.all`.
  public static let fieldNames = SpecField.names(of: .control)
}

extension SpecReader {
  /// Reads a control document from the fields that are not the canvas's.
  func readControl(_ style: ControlStyle, _ fields: [(String, SpecValue)]) throws(SpecError)
    -> ControlSpec
  {
    var control = ControlSpec(style: style)
    var gestures = GestureFields()
    for (key, field) in fields {
      switch key {
      case "startDate": control.startDate = try day(field, key)
      case "endDate": control.endDate = try day(field, key)
      case "selectedDate": control.selectedDate = try day(field, key)
      case "selectedDates":
        control.selectedDates = try days(field, key, limit: ControlSpec.Limits.eventDates)
      case "selectedDateRange": control.selectedDateRange = try dateRange(field, key)
      case "taps": gestures.taps = try taps(field, key)
      case "swipe": gestures.swipes = try swipes(field, key)
      case "scroll": gestures.scroll = try scroll(field, key)
      case "interactions": gestures.interactions = try interactions(field, key)
      case "isPersistentSelection": control.isPersistentSelection = try bool(field, key)
      case "expandableStyleStartsWithWeek":
        control.expandableStyleStartsWithWeek = try bool(field, key)
      case "showsMonthHeader": control.showsMonthHeader = try bool(field, key)
      case "alternateCalendar": control.alternateCalendar = try enumeration(field, key)
      case "alternateCalendarLocale": control.alternateCalendarLocale = try locale(field, key)
      case "eventDates":
        control.eventDates = Set(try days(field, key, limit: ControlSpec.Limits.eventDates))
      case "hasEventIndicator": control.hasEventIndicator = try bool(field, key)
      case "disabledDates": control.disabledDates = try disabledDates(field, key)
      case "showsWeekNumbers": control.showsWeekNumbers = try bool(field, key)
      case "monthTitle": control.monthTitle = try enumeration(field, key)
      case "maximumViewHeight":
        control.maximumViewHeight = try number(
          field, key, in: ControlSpec.Limits.maximumViewHeight)
      default:
        if try readDayDataField(key, field, into: &control.dayData) { continue }
        throw misplaced(key, style: style.calendarStyle)
      }
    }
    try checkControlRules(control)
    control.interactions = try gestures.resolve(for: control, reader: self)
    return control
  }

  private func checkControlRules(_ control: ControlSpec) throws(SpecError) {
    if let start = control.startDate, let end = control.endDate, end < start {
      throw fail(
        "endDate",
        "\(end) is before startDate \(start); the end of the range must not be earlier than its start"
      )
    }
    if let after = control.disabledDates.after, let before = control.disabledDates.before,
      after < before
    {
      // Not an error in itself (it disables everything), but almost surely swapped.
      throw fail(
        "disabledDates.after",
        "\(after) is before disabledDates.before \(before): every day would be disabled; did you swap them?"
      )
    }
    if control.selectedDateRange != nil, control.style != .rangeSelection {
      throw fail(
        "selectedDateRange",
        "only the rangeSelection style selects a range; use selectedDate or selectedDates with the \(control.style.rawValue) style"
      )
    }
  }
}
