public import CalendsValues

/// Where, when and how large a calendar is drawn: the inputs every style family shares.
///
/// Size (size class, device, width, height), scale, locale and week start, theme, `today`
/// and the date shown first mean the same in every family, so they are read once, here,
/// and a family document holds only its own fields.
public struct Canvas: Hashable, Sendable {
  /// The locale identifier for weekday letters, month titles and digits (`de_DE`, `ar_EG`);
  /// default `en_US`.
  public var locale: String = "en_US"
  /// The grid's first column; default `localeSpecific`, which asks `locale` (en_US: Sunday,
  /// de_DE: Monday).
  public var weekStartDay: WeekStartDay = .localeSpecific
  /// The day drawn as today; it also drives the default selection, range and month shown.
  /// Nil takes the current date in UTC when the spec is rendered: give it for images that
  /// do not change from day to day.
  public var today: Day?
  /// The date whose month (or week) is shown first; nil shows today's. The year views, the
  /// timeline and the wall month start from it too.
  public var displayDateAtStartup: Day?
  /// The layout the image is drawn for: `compact` (iPhone, the default) or `regular`
  /// (iPad).
  public var sizeClass: SizeClass = .compact
  /// The device whose screen width the image takes; nil takes the size class's default
  /// (`iPhone8` for compact, `iPad` for regular). A named device must match `sizeClass`
  /// when both are given.
  public var device: DeviceModel?
  /// An explicit width in points, 200…4096, overriding the device; nil takes the device's
  /// width.
  public var width: Double?
  /// The height the full-height styles fill; nil lets the layout choose.
  public var height: Double?
  /// PNG pixels per point: 1, 2 or 3; default 2. SVG and PDF are drawn in points.
  public var scale: Int = 2
  /// A built-in theme name (`light`, `dark`) or a stylesheet path, relative to the spec file.
  public var theme: String = "light"
  /// iCalendar files whose occurrences become events (timeline) and event dots (month styles).
  public var calendars: [CalendarSource] = []
  /// The IANA zone events are shown in.
  public var timeZone: String = "UTC"
  /// The e-paper panel the image is made for: it sets the width (and the height the
  /// full-height styles fill) to the panel's drawn pixels and the scale to 1, and the PNG is
  /// then the panel's own (its colours, its bit depth, its rotation). Nil for an ordinary image.
  public var panel: PanelProfile?
  /// A file of panel profiles whose names `panel` may give, relative to the spec file; read
  /// where the spec file is read (`SpecLoader`), which puts the named profile into `panel`.
  public var panelFile: String?

  /// A canvas with every field at its default: en_US, a compact iPhone 8, scale 2, the
  /// light theme, UTC, no calendars, and `today` left to the clock.
  public init() {}

  /// The device the layout uses: the named one, or the size class's default.
  public var resolvedDevice: DeviceModel { device ?? .default(for: sizeClass) }

  /// Accepted ranges, checked by the reader; named so messages and docs agree.
  public enum Limits {
    /// `width`, in points.
    public static let width: ClosedRange<Double> = 200...4096
    /// `height`, in points.
    public static let height: ClosedRange<Double> = 200...10_000
    /// The `scale`s accepted: PNG pixels per point.
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
    case "panel": canvas.panel = try panel(value, key)
    case "panelFile": canvas.panelFile = try string(value, key)
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
