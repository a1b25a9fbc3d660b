import CalendsValues

/// Where, when and how large a calendar is drawn: the inputs every style family shares.
///
/// Size (size class, device, width, height), scale, locale and week start, theme, `today`
/// and the date shown first mean the same in every family, so they are read once, here,
/// and a family document holds only its own fields.
public struct Canvas: Hashable, Sendable {
  public var locale: String = "en_US"
  public var weekStartDay: WeekStartDay = .localeSpecific
  /// Nil when the spec leaves it to the clock; the facade fills it in once.
  public var today: Day?
  public var displayDateAtStartup: Day?
  public var sizeClass: SizeClass = .compact
  public var device: DeviceModel?
  public var width: Double?
  /// The height the full-height styles fill; nil lets the layout choose.
  public var height: Double?
  public var scale: Int = 2
  /// A built-in theme name (`light`, `dark`) or a stylesheet path, relative to the spec file.
  public var theme: String = "light"
  /// iCalendar files whose occurrences become events (timeline) and event dots (month styles).
  public var calendars: [CalendarSource] = []
  /// The IANA zone events are shown in.
  public var timeZone: String = "UTC"

  public init() {}

  /// The device the layout uses: the named one, or the size class's default.
  public var resolvedDevice: DeviceModel { device ?? .default(for: sizeClass) }

  /// Accepted ranges, checked by the reader; named so messages and docs agree.
  public enum Limits {
    public static let width: ClosedRange<Double> = 200...4096
    public static let height: ClosedRange<Double> = 200...10_000
    public static let scales: [Int] = [1, 2, 3]
  }

  /// Field names this part of the spec reads, from `SpecField.all`.
  public static let fieldNames = SpecField.names(of: .canvas)
}

extension SpecReader {
  /// Reads `key` if it is a canvas field; false if it is not one.
  func readCanvasField(_ key: String, _ value: SpecValue, into canvas: inout Canvas)
    throws(SpecError) -> Bool
  {
    switch key {
    case "weekStartDay": canvas.weekStartDay = try enumeration(value, key)
    case "locale": canvas.locale = try locale(value, key)
    case "today": canvas.today = try day(value, key)
    case "displayDateAtStartup": canvas.displayDateAtStartup = try day(value, key)
    case "height": canvas.height = try number(value, key, in: Canvas.Limits.height)
    case "sizeClass": canvas.sizeClass = try enumeration(value, key)
    case "device": canvas.device = try enumeration(value, key)
    case "width": canvas.width = try number(value, key, in: Canvas.Limits.width)
    case "scale": canvas.scale = try scale(value, key)
    case "theme": canvas.theme = try string(value, key)
    case "calendars": canvas.calendars = try calendarSources(value, key)
    case "timeZone": canvas.timeZone = try timeZoneName(value, key)
    default: return false
    }
    return true
  }

  func checkCanvasRules(_ canvas: Canvas, fields: [String: SpecValue]) throws(SpecError) {
    if let device = canvas.device, fields["sizeClass"] != nil, device.sizeClass != canvas.sizeClass
    {
      throw fail(
        "device",
        "\(device.rawValue) is a \(device.sizeClass.rawValue) device, but sizeClass is \(canvas.sizeClass.rawValue)"
      )
    }
  }
}
