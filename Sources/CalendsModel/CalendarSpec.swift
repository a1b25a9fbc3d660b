import CalendsValues

/// What to draw, validated: the canvas every style family shares and the one family
/// document the `style` field chose.
///
/// The family is an enum rather than a struct holding every family's fields, so a document
/// carries exactly the fields its family reads: a timeline spec has no `selectedDate` to
/// ignore, and a layout cannot read a field of another family. `today` (on the canvas) is
/// nil when the spec leaves it to the clock — the facade fills it in once, at the edge.
public struct CalendarSpec: Hashable, Sendable {
  /// What every style family shares: the size, scale, locale, week start, theme, `today`,
  /// the date shown first, the iCalendar calendars and the time zone.
  public var canvas = Canvas()
  /// The style family's own document, holding only the fields that family reads; default a
  /// month-style `ControlSpec`.
  public var family: FamilyDocument = .control(ControlSpec())

  /// A month-style spec with every field at its default; `today` is left to the clock, so
  /// set `canvas.today` for an image that does not change from day to day.
  public init() {}

  /// A spec from its canvas and one family document, such as `.timeline(TimelineSpec())`.
  public init(canvas: Canvas, family: FamilyDocument) {
    self.canvas = canvas
    self.family = family
  }

  /// The spec's `style` field: the style the family document draws.
  public var style: CalendarStyle { family.style }

  /// The control document, for the FUICalendarView styles; nil for another family.
  public var control: ControlSpec? {
    if case .control(let control) = family { control } else { nil }
  }

  /// The timeline document; nil for another family.
  public var timeline: TimelineSpec? {
    if case .timeline(let timeline) = family { timeline } else { nil }
  }

  /// The booking document; nil for another family.
  public var booking: BookingSpec? {
    if case .booking(let booking) = family { booking } else { nil }
  }

  /// The year-family document; nil for another family.
  public var year: YearSpec? {
    if case .year(let year) = family { year } else { nil }
  }

  /// The wall-month document; nil for another family.
  public var wallMonth: WallMonthSpec? {
    if case .wallMonth(let wall) = family { wall } else { nil }
  }

  /// The agenda document; nil for another family.
  public var agenda: AgendaSpec? {
    if case .agenda(let agenda) = family { agenda } else { nil }
  }

  /// The dashboard document; nil for another family.
  public var dashboard: DashboardSpec? {
    if case .dashboard(let dashboard) = family { dashboard } else { nil }
  }

  /// Every field name, for unknown-field suggestions and the docs: `SpecField.all`'s order.
  public static let fieldNames = SpecField.all.map(\.name)
}

/// The closed set of style families. Adding a family is one case here (and one folder per
/// stage): the reader, the layout and the scene builder each switch over this enum once.
public enum FamilyDocument: Hashable, Sendable {
  /// The six FUICalendarView styles.
  case control(ControlSpec)
  /// The week timeline (after QVRWeekView).
  case timeline(TimelineSpec)
  /// The booking grid (after RVS_CalendarInput).
  case booking(BookingSpec)
  /// The year, multiMonth and weeks views.
  case year(YearSpec)
  /// The wall month: one month's grid with titled events.
  case wallMonth(WallMonthSpec)
  /// The agenda: the coming days' events as a list.
  case agenda(AgendaSpec)
  /// Several views on one page.
  case dashboard(DashboardSpec)

  /// The `style` field's value for this document: the control's or the year view's own
  /// style, else the family's only one.
  public var style: CalendarStyle {
    switch self {
    case .control(let control): control.style.calendarStyle
    case .timeline: .timeline
    case .booking: .booking
    case .year(let year): year.view.calendarStyle
    case .wallMonth: .wallMonth
    case .agenda: .agenda
    case .dashboard: .dashboard
    }
  }
}
