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
  public var isPersistentSelection: Bool = false
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

  /// Accepted ranges, checked by the reader; named so messages and docs agree.
  public enum Limits {
    public static let width: ClosedRange<Double> = 200...4096
    public static let maximumViewHeight: ClosedRange<Double> = 1...10_000
    public static let scales: [Int] = [1, 2, 3]
    public static let eventDates = 10_000
  }

  /// Every field name, for unknown-field suggestions and the docs.
  public static let fieldNames = [
    "style", "weekStartDay", "locale", "today", "displayDateAtStartup", "startDate", "endDate",
    "selectedDate", "isPersistentSelection", "eventDates", "hasEventIndicator", "disabledDates",
    "showsWeekNumbers", "monthTitle", "maximumViewHeight", "sizeClass", "device", "width", "scale",
    "theme",
  ]
}
