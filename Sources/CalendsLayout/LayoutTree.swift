public import CalendsModel
public import CalendsValues

/// The inputs a layout was made from, after every default was applied, so that a reader
/// of the layout knows exactly what was drawn.
public struct ResolvedInputs: Hashable, Sendable {
  public var style: CalendarStyle
  public var today: Day
  public var locale: String
  public var weekStartDay: WeekStartDay
  /// 1 = Sunday … 7 = Saturday: what `weekStartDay` came to for this locale.
  public var firstWeekday: Int
  public var startDate: Day
  public var endDate: Day
  public var displayDate: Day
  public var sizeClass: SizeClass
  public var device: DeviceModel?
  public var width: Double
  public var cellHeight: Double
  public var scale: Int
  public var theme: String
  public var rightToLeft: Bool
  public var alternateCalendar: String?
  /// Every selected day after the interactions ran.
  public var selection: [Day]
  /// The week timeline's own resolved inputs (`now`, visible days, hour window, …).
  public var timeline: TimelineInputs? = nil
  /// The year views' own resolved inputs (columns, font scale, …).
  public var year: YearInputs? = nil
}

/// Every item of one image, in drawing order, and the image's size in points.
public struct LayoutTree: Hashable, Sendable {
  public var width: Double
  public var height: Double
  /// The title the control would show (the visible month and year).
  public var title: String
  public var inputs: ResolvedInputs
  public var items: [LayoutItem]
  /// What the layout had to give up, for the user: a number too wide for its box even at
  /// its smallest size is left out rather than cut (`FittedText.leftOut`), and this says
  /// which, naming the day. Not written to the JSON or the dump, which show the items.
  public var warnings: [String] = []
  /// Where the page stands in its document: its named destination, the months it shows,
  /// its way back up and its links (`PageNavigation`). A family with pages sets it; every
  /// other page gets its name and its month headers from `LayoutDocument.init`.
  public var navigation = PageNavigation()

  public init(
    width: Double, height: Double, title: String, inputs: ResolvedInputs, items: [LayoutItem]
  ) {
    self.width = width
    self.height = height
    self.title = title
    self.inputs = inputs
    self.items = items
  }
}
