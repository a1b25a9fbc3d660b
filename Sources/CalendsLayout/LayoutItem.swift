public import CalendsModel
public import CalendsValues

/// One positioned piece of a calendar: its frame and what it is. Each kind carries exactly
/// its own fields (`Content`), so a handle cannot carry a date nor a day cell lack one; the
/// JSON writer and the text dump read them through one flat record (`LayoutItem.record`).
public struct LayoutItem: Hashable, Sendable {
  public var frame: Rect
  public var content: Content

  public init(_ content: Content, frame: Rect) {
    self.content = content
    self.frame = frame
  }

  /// The kind of each item, as the JSON's `kind` names it.
  public enum Kind: String, Sendable, CaseIterable {
    case monthHeader, weekdayLabel, dateCell, selectionIndicator, eventIndicator, weekNumber
    case rangeBand, dayLabel, handle, separator
    case timelineColumn, timelineDayLabel, hourLabel, hourSeparator, halfHourSeparator, event
    case allDayEvent, currentTime, timelineTopBar, timelineSideBar
    case yearHeader, bookingDay, bookingMonth
    case pageTitle
    case dayBackground, legend
    case eventBar, eventLine, moreLink
    case agendaDay, agendaEvent, agendaEmpty
    case pane
    case navigationLink
    case writingSpace
  }

  public enum Content: Hashable, Sendable {
    /// The month label (the control's title, a stacked month's header, a booking month's
    /// capsule).
    case monthHeader(MonthHeader)
    /// A label of the week label view (and the booking grid's weekday header).
    case weekdayLabel(WeekdayLabel)
    case dateCell(DateCell)
    /// A decorated day's fill under its selection: class backgrounds and the heat map.
    case dayBackground(DayBackground)
    /// The heat map's scale below the grid.
    case legend(Legend)
    /// The fill behind a selected day.
    case selectionIndicator(SelectionIndicator)
    /// One event dot below a day's number (a day has one per calendar, `EventDots`).
    case eventIndicator(EventIndicator)
    /// A row's ISO week number.
    case weekNumber(WeekNumber)
    /// One row's piece of a selected range.
    case rangeBand(RangeBand)
    /// The secondary calendar's label under a day.
    case dayLabel(DayLabel)
    /// The expandable style's drag handle between calendar and content: the form shown.
    case handle(form: ExpandableForm)
    /// A full-screen month's rule above each row: the row's first day.
    case separator(Day?)

    // The week timeline (`style: timeline`).
    /// A day's column.
    case timelineColumn(TimelineColumn)
    /// A day's label in the top bar.
    case timelineDayLabel(TimelineDayLabel)
    /// An hour's label in the side bar.
    case hourLabel(HourLabel)
    /// The main separator at an hour, in a day's column.
    case hourSeparator(Day)
    /// The dashed separator at a half hour, in a day's column.
    case halfHourSeparator(Day)
    /// A timed event's piece in one day's column.
    case event(TimelineEventItem)
    /// An all-day event's piece in the top bar.
    case allDayEvent(TimelineEventItem)
    /// The current-time line in today's column.
    case currentTime(CurrentTime)
    /// The bar above the columns (day labels, all-day events).
    case timelineTopBar
    /// The bar left of the columns (hour labels).
    case timelineSideBar

    // The booking grid (`style: booking`).
    /// The year above a run of months: its text, and its font's size when it was shrunk to
    /// fit the capsule (nil at the stylesheet's).
    case yearHeader(text: String, fontSize: Double? = nil)
    /// A day of the booking grid.
    case bookingDay(BookingDay)
    /// One whole month of the booking grid, header and rows, listed even when its header is
    /// hidden. Not drawn.
    case bookingMonth(BookingMonth)

    // The year views (`style: year | multiMonth | weeks`).
    /// The title above the month blocks or the weeks.
    case pageTitle(PageTitle)

    // The wall month (`style: wallMonth`; `LayoutItem+WallMonth.swift`).
    /// An all-day or multi-day event's piece in one week row.
    case eventBar(EventBar)
    /// A timed event within one day: its start time and title.
    case eventLine(EventLine)
    /// "+N more": a day's events that did not fit.
    case moreLink(MoreLink)
    /// An agenda day's header (`LayoutItem+Agenda.swift`).
    case agendaDay(AgendaDay)
    /// An event in an agenda day's list.
    case agendaEvent(AgendaEvent)
    /// What an agenda with no events says instead (FullCalendar's `noEventsText`).
    case agendaEmpty(String)
    /// A dashboard's pane, with its own layout (`LayoutItem+Dashboard.swift`).
    case pane(DashboardPane)
    /// A planner page's navigation strip entry: a way up (the year, the month, the week) or
    /// to the previous or next page; `PageNavigation.links` holds where it leads.
    case navigationLink(NavigationLink)
    /// A day's free space on a planner's month or week page, filled with lines, dots or a
    /// grid (`writingSpace`); the frame is the space.
    case writingSpace(WritingSpaceFill)
  }

  /// What the expandable style shows: one week or the whole month.
  public enum ExpandableForm: String, Sendable {
    case week, month
  }

  /// How a label sits in its frame, visually (right-to-left layouts ask for `right`).
  public enum TextAlign: String, Sendable {
    case left, center, right
  }

  public struct MonthHeader: Hashable, Sendable {
    public var month: YearMonth
    public var text: String
    /// The double title's two lines (month, then year), each with its own frame.
    public var lines: [TitleLine]?
    /// Unset means centred.
    public var textAlign: TextAlign?
    /// The font's size when the title was shrunk to fit the width (a long dual-calendar
    /// title on a narrow phone); unset when it fits at the stylesheet's size. A double
    /// title's year line stays 0.7 of it.
    public var fontSize: Double?
  }

  /// One line of a double month title.
  public struct TitleLine: Hashable, Sendable {
    public var text: String
    public var frame: Rect
  }

  public struct WeekdayLabel: Hashable, Sendable {
    /// 1 = Sunday … 7 = Saturday.
    public var weekday: Int
    public var text: String
    public var states: DayStates
    /// The booking grid's weekday header: the one strip behind all its labels (per-label
    /// rectangles would leave hairline seams where fractional column edges meet), the same
    /// on every label. Not written to the JSON.
    public var strip: Rect? = nil
    /// The booking header's names' size when they were shrunk to fit their columns; nil at
    /// the stylesheet's.
    public var fontSize: Double? = nil
  }

  public struct DateCell: Hashable, Sendable {
    public var date: Day
    public var text: String
    public var states: DayStates
    public var inDisplayedMonth: Bool
    public var hasEvent: Bool
    public var selection: SelectionKind
    /// Where the number is centred.
    public var textFrame: Rect
    /// The `days` entry's data, as drawn (`LayoutItem+DayData.swift`).
    public var decoration: CellDecoration? = nil
  }

  public struct EventIndicator: Hashable, Sendable {
    public var date: Day
    /// The calendar's colour; nil is the theme's event colour.
    public var color: ColorSpecifier?
  }

  public struct SelectionIndicator: Hashable, Sendable {
    public var date: Day
    public var selection: SelectionKind
  }

  public struct WeekNumber: Hashable, Sendable {
    public var week: Int
    public var text: String
    /// Where the number is centred.
    public var textFrame: Rect
  }

  /// `date` … `endDate`: the first and last day it covers, in logical order; `caps`: round
  /// where the range starts or ends, flat where it runs on into the next row or month.
  public struct RangeBand: Hashable, Sendable {
    public var date: Day
    public var endDate: Day
    public var caps: BandCaps
  }

  public struct DayLabel: Hashable, Sendable {
    public var date: Day
    public var text: String
    public var states: DayStates
    public var selection: SelectionKind
  }

  /// `states`: `weekend`, `passed` (a day before today), `today`.
  public struct TimelineColumn: Hashable, Sendable {
    public var date: Day
    public var states: DayStates
  }

  public struct TimelineDayLabel: Hashable, Sendable {
    public var date: Day
    public var text: String
    /// `today` or normal.
    public var states: DayStates
    /// The font size when it was shrunk to fit (`dayLabelMinimumFontSize`); nil means the
    /// theme's size.
    public var fontSize: Double?
  }

  public struct HourLabel: Hashable, Sendable {
    public var text: String
    /// The hour's moment.
    public var time: CivilTime
    /// The font size when it was shrunk to fit (`hourLabelMinimumFontSize`); nil means the
    /// theme's size.
    public var fontSize: Double?
  }

  /// A timeline event's piece in one day: the spec's `id`, `title`, `location` (`detail`) and
  /// `color` (unresolved: the scene resolves it for the theme's appearance; the JSON writes it
  /// resolved, as `#RRGGBB[AA]`); `start` and `end`; its lane among overlapping events
  /// (`column` of `columns`); where its title is laid out (`textFrame`).
  public struct TimelineEventItem: Hashable, Sendable {
    public var date: Day
    public var identifier: String
    public var title: String
    public var detail: String?
    public var color: ColorSpecifier
    public var start: CivilTime
    public var end: CivilTime
    public var column: Int
    public var columns: Int
    public var textFrame: Rect
    /// The text drawn, line by line, in order: the title's lines, then the time range and the
    /// location's as room allows (a short event's time on the title's line).
    public var lines: [EventTextLine] = []
    /// Whether a line ends in an ellipsis the text did not have.
    public var truncated: Bool = false
    /// Whether the title, a number too wide for the block, was left out rather than cut (the
    /// layout's warnings name the day).
    public var leftOutTitle: Bool = false
    /// An all-day bar's days in this week; nil for a timed event's piece.
    public var span: AllDaySpan? = nil
  }

  /// One line of an event's text as drawn: what it reads, where (its box: the text sits at
  /// its leading edge, centred vertically) and which of the event's texts it is.
  public struct EventTextLine: Hashable, Sendable {
    public enum Role: String, Hashable, Sendable {
      case title, time, location
    }

    public var text: String
    public var frame: Rect
    public var role: Role
  }

  /// An all-day bar in the timeline's top bar: its first and last day in the visible week
  /// (inclusive), its row, and whether the event goes on before or after the week.
  public struct AllDaySpan: Hashable, Sendable {
    public var startDate: Day
    public var endDate: Day
    public var row: Int
    public var continuesBefore: Bool
    public var continuesAfter: Bool
  }

  public struct CurrentTime: Hashable, Sendable {
    public var date: Day
    public var time: CivilTime
  }

  /// `enabled`: whether the day can be toggled; `states`: `selected` whether or not it is
  /// enabled, `disabled` when it is not.
  public struct BookingDay: Hashable, Sendable {
    public var date: Day
    public var text: String
    public var enabled: Bool
    public var states: DayStates
  }

  /// `fontSize`: the month header's font at `YearMetrics.titleScale`, shrunk so the text
  /// fits the width.
  public struct PageTitle: Hashable, Sendable {
    public var text: String
    public var fontSize: Double
  }

  /// `style` (`lines`, `dots`, `grid`) every `spacing` points across the item's frame, for
  /// the day `date`.
  public struct WritingSpaceFill: Hashable, Sendable {
    public var date: Day
    public var style: WritingSpace
    public var spacing: Double

    public init(date: Day, style: WritingSpace, spacing: Double) {
      self.date = date
      self.style = style
      self.spacing = spacing
    }
  }

  /// An entry of a planner page's navigation strip: `text` as drawn (`2027`, `March`, `‹`),
  /// `role` what its link is for, in the theme's secondary label font at `fontSize`.
  public struct NavigationLink: Hashable, Sendable {
    public var text: String
    public var role: PageLink.Role
    public var fontSize: Double
  }

  /// `text`: the full month and year.
  public struct BookingMonth: Hashable, Sendable {
    public var month: YearMonth
    public var text: String
  }
}

/// The states of a day (or a weekday label): `normal` when empty, otherwise any of the
/// control's `selected`, `highlighted` (today), `disabled`, and the timeline's `passed`,
/// `today`, `weekend`. `names` lists them in that order, which is the layout JSON's.
public struct DayStates: OptionSet, Hashable, Sendable {
  public let rawValue: Int

  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  public static let normal: DayStates = []
  public static let selected = DayStates(rawValue: 1 << 0)
  public static let highlighted = DayStates(rawValue: 1 << 1)
  public static let disabled = DayStates(rawValue: 1 << 2)
  public static let passed = DayStates(rawValue: 1 << 3)
  public static let today = DayStates(rawValue: 1 << 4)
  public static let weekend = DayStates(rawValue: 1 << 5)

  private static let named: [(DayStates, String)] = [
    (.selected, "selected"), (.highlighted, "highlighted"), (.disabled, "disabled"),
    (.passed, "passed"), (.today, "today"), (.weekend, "weekend"),
  ]

  /// The states' names in the JSON's order; `["normal"]` when there is none.
  public var names: [String] {
    let names = Self.named.filter { contains($0.0) }.map(\.1)
    return names.isEmpty ? ["normal"] : names
  }

  /// A control day's states.
  public init(_ cell: DayCell) {
    self = []
    if cell.isSelected { insert(.selected) }
    if cell.isToday { insert(.highlighted) }
    if cell.isDisabled { insert(.disabled) }
  }
}

/// The two ends of a range band segment, as seen on the image.
public struct BandCaps: Hashable, Sendable {
  public enum Cap: String, Sendable {
    case round, flat
  }

  public var left: Cap
  public var right: Cap

  public init(left: Cap, right: Cap) {
    self.left = left
    self.right = right
  }
}
