/// What to draw: the six `FUICalendarStyle`s, plus the week timeline (after QVRWeekView),
/// the booking grid (after RVS_CalendarInput), the year views and the wall month.
public enum CalendarStyle: String, Sendable, CaseIterable {
  /// The six FUICalendarView styles, drawn from a `ControlSpec` (see `ControlStyle`).
  case month, week, expandable, rangeSelection, datesSelection, fullScreenMonth
  /// The week timeline (`TimelineSpec`) and the booking grid (`BookingSpec`).
  case timeline, booking
  /// The year views (`YearSpec`): twelve months, a run of months, a grid of weeks.
  case year, multiMonth, weeks
  /// One month's grid with titled events (`WallMonthSpec`).
  case wallMonth
  /// The coming days' events as a list grouped by day (`AgendaSpec`).
  case agenda
  /// Several views on one page, in rows and columns (`DashboardSpec`).
  case dashboard

  /// Whether the style fills a given `height` (the stacked months, the full-screen month,
  /// the timeline's hours, the wall month's rows); the others are as tall as their rows, so
  /// the reader refuses a `height` for them rather than ignore it.
  public var fillsAGivenHeight: Bool {
    switch self {
    case .rangeSelection, .datesSelection, .fullScreenMonth, .timeline, .wallMonth, .agenda,
      .dashboard:
      true
    case .month, .week, .expandable, .booking, .year, .multiMonth, .weeks: false
    }
  }

  /// The FUICalendarView styles, whose selection rules `CalendarState` implements.
  public static let calendarViewStyles: [CalendarStyle] = ControlStyle.allCases.map(\.calendarStyle)

  /// The family a style belongs to, with the control's style where it is one.
  public enum Family: Hashable, Sendable {
    /// The FUICalendarView styles, with the one chosen.
    case control(ControlStyle)
    /// The week timeline.
    case timeline
    /// The booking grid.
    case booking
    /// The year views, with the one chosen.
    case year(YearView)
    /// The wall month.
    case wallMonth
    /// The agenda.
    case agenda
    /// The dashboard.
    case dashboard

    /// One of each family, for messages that name which family reads a field.
    public static let all: [Family] = [
      .control(.month), .timeline, .booking, .year(.year), .wallMonth, .agenda, .dashboard,
    ]

    /// The fields the family's document reads (the canvas fields aside).
    public var fieldNames: [String] {
      switch self {
      case .control: ControlSpec.fieldNames
      case .timeline: TimelineSpec.fieldNames
      case .booking: BookingSpec.fieldNames
      case .year: YearSpec.fieldNames
      case .wallMonth: WallMonthSpec.fieldNames
      case .agenda: AgendaSpec.fieldNames
      case .dashboard: DashboardSpec.fieldNames
      }
    }

    /// How messages name the family.
    public var description: String {
      switch self {
      case .control:
        "FUICalendarView styles (\(CalendarStyle.calendarViewStyles.map(\.rawValue).joined(separator: ", ")))"
      case .timeline: "timeline style"
      case .booking: "booking style"
      case .year:
        "year views (\(YearView.allCases.map(\.rawValue).joined(separator: ", ")))"
      case .wallMonth: "wallMonth style"
      case .agenda: "agenda style"
      case .dashboard: "dashboard style"
      }
    }
  }

  /// The family the style belongs to, whose document holds the style's own fields.
  public var family: Family {
    switch self {
    case .month: .control(.month)
    case .week: .control(.week)
    case .expandable: .control(.expandable)
    case .rangeSelection: .control(.rangeSelection)
    case .datesSelection: .control(.datesSelection)
    case .fullScreenMonth: .control(.fullScreenMonth)
    case .timeline: .timeline
    case .booking: .booking
    case .year: .year(.year)
    case .multiMonth: .year(.multiMonth)
    case .weeks: .year(.weeks)
    case .wallMonth: .wallMonth
    case .agenda: .agenda
    case .dashboard: .dashboard
    }
  }
}

/// The size class the image is laid out for: compact (iPhone) or regular (iPad).
public enum SizeClass: String, Sendable, CaseIterable {
  /// `compact`: an iPhone's layout, the full screen width. `regular`: an iPad's, with 20 pt
  /// insets on each side.
  case compact, regular
}

/// The devices the design guidelines give layouts for.
public enum DeviceModel: String, Sendable, CaseIterable {
  /// Portrait screen widths: iPhone SE 320 pt, iPhone 8 and X 375 pt, iPhone 8 Plus 414 pt
  /// (compact); iPad 768 pt, iPad Pro 1024 pt (regular).
  case iPhoneSE, iPhone8, iPhone8Plus, iPhoneX, iPad, iPadPro

  /// The size class the device's layout follows: compact for the iPhones, regular for the
  /// iPads.
  public var sizeClass: SizeClass {
    switch self {
    case .iPhoneSE, .iPhone8, .iPhone8Plus, .iPhoneX: return .compact
    case .iPad, .iPadPro: return .regular
    }
  }

  /// Portrait screen width in points.
  public var screenWidth: Double {
    switch self {
    case .iPhoneSE: return 320
    case .iPhone8, .iPhoneX: return 375
    case .iPhone8Plus: return 414
    case .iPad: return 768
    case .iPadPro: return 1024
    }
  }

  /// The device a size class means when none is named.
  public static func `default`(for sizeClass: SizeClass) -> DeviceModel {
    sizeClass == .compact ? .iPhone8 : .iPad
  }
}

/// The month label: "Jan 2019" on one line, or the month over the year on two.
public enum MonthTitleStyle: String, Sendable, CaseIterable {
  /// `single`: "Jan 2019" on one line (the default). `double`: the month over the year.
  /// `none`: no month label.
  case single, double, none
}
