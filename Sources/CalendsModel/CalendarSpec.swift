import CalendsValues

/// What to draw, validated: every field has a legal value and the cross-field rules hold.
///
/// Field names follow the FUICalendarView API; defaults are the API's. `today` is nil when
/// the spec leaves it to the clock — the facade fills it in once, at the edge.
public struct CalendarSpec: Hashable, Sendable {
  public var style: CalendarStyle = .month
  public var weekStartDay: WeekStartDay = .localeSpecific
  public var locale: String = "en_US"
  public var today: Day?
  public var displayDateAtStartup: Day?
  public var startDate: Day?
  public var endDate: Day?
  public var selectedDate: Day?
  /// datesSelection's days; in a single-selection style the first acts as `selectedDate`.
  public var selectedDates: [Day] = []
  /// rangeSelection's `selectDateRange:`; the reader refuses it for other styles.
  public var selectedDateRange: DateRange?
  /// Replayed after start-up, in order. The `taps`, `swipe` and `scroll` shorthand fields
  /// are read into this list (taps, then swipes, then the scroll), so there is one order.
  public var interactions: [Interaction] = []
  public var isPersistentSelection: Bool = false
  public var expandableStyleStartsWithWeek: Bool = false
  /// Month headers of fullScreenMonth (off by default) and booking (on by default, as in
  /// RVS_CalendarInput); nil leaves it to the style: see `drawsMonthHeaders`.
  public var showsMonthHeader: Bool?
  /// The height the full-height styles fill; nil lets the layout choose.
  public var height: Double?
  /// `style: timeline` fields (QVRWeekView).
  public var timeline = TimelineSpec()
  /// `style: booking` fields (RVS_CalendarInput).
  public var booking = BookingSpec()
  /// A secondary calendar whose dates are drawn under each day (`FUIAlternateCalendar`).
  public var alternateCalendar: AlternateCalendar = .none
  /// The secondary calendar's locale; nil means that calendar's default locale.
  public var alternateCalendarLocale: String?
  public var eventDates: Set<Day> = []
  public var hasEventIndicator: Bool = true
  public var disabledDates: DisabledDates = .none
  public var showsWeekNumbers: Bool = false
  public var monthTitle: MonthTitleStyle = .single
  public var maximumViewHeight: Double?
  public var sizeClass: SizeClass = .compact
  public var device: DeviceModel?
  public var width: Double?
  public var scale: Int = 2
  /// A built-in theme name (`light`, `dark`) or a stylesheet path, relative to the spec file.
  public var theme: String = "light"

  public init() {}

  /// The device the layout uses: the named one, or the size class's default.
  public var resolvedDevice: DeviceModel { device ?? .default(for: sizeClass) }

  /// `showsMonthHeader`, or the style's default when the spec does not say.
  public var drawsMonthHeaders: Bool { showsMonthHeader ?? (style == .booking) }

  /// Accepted ranges, checked by the reader; named so messages and docs agree.
  public enum Limits {
    public static let width: ClosedRange<Double> = 200...4096
    public static let maximumViewHeight: ClosedRange<Double> = 1...10_000
    public static let scales: [Int] = [1, 2, 3]
    public static let eventDates = CalendsValues.Limits.dates
    public static let height: ClosedRange<Double> = 200...10_000
    /// Taps, interactions and swipes each; also the days of all swipes together.
    public static let interactions = CalendsValues.Limits.interactions
    /// Pages one scroll may move: a hundred years of months.
    public static let scroll = 1200
  }

  /// Every field name, for unknown-field suggestions and the docs.
  public static let fieldNames =
    [
      "style", "weekStartDay", "locale", "today", "displayDateAtStartup", "startDate", "endDate",
      "selectedDate", "selectedDates", "selectedDateRange", "taps", "swipe", "scroll",
      "interactions",
      "isPersistentSelection", "expandableStyleStartsWithWeek", "eventDates", "hasEventIndicator",
      "disabledDates", "showsWeekNumbers", "showsMonthHeader", "monthTitle", "maximumViewHeight",
      "height",
      "sizeClass", "device", "width", "scale", "theme", "alternateCalendar",
      "alternateCalendarLocale",
    ] + TimelineSpec.fieldNames + BookingSpec.fieldNames
}
