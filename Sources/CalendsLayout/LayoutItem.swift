import CalendsModel
import CalendsValues

/// One positioned piece of a calendar. A single flat type (rather than one type per kind)
/// keeps the JSON contract, the text dump and the scene builder in one shape; each kind
/// fills the fields listed in `LayoutItem.Kind`.
public struct LayoutItem: Hashable, Sendable {
  public enum Kind: String, Sendable, CaseIterable {
    /// The month label: `month`, `text` (and `lines` for the double title).
    case monthHeader
    /// A label of the week label view: `weekday` (1 = Sunday), `text`, `states`.
    case weekdayLabel
    /// A day: `date`, `text`, `states`, `inDisplayedMonth`, `hasEvent`, `selection`, `textFrame`.
    case dateCell
    /// The fill behind a selected day: `date`, `selection`.
    case selectionIndicator
    /// The event dot below a day's number: `date`.
    case eventIndicator
    /// A row's ISO week number: `week`, `text`.
    case weekNumber
    /// One row's piece of a selected range: `date` … `endDate` (the first and last day it
    /// covers, in logical order) and `caps` (`round` where the range starts or ends, `flat`
    /// where it runs on into the next row or month).
    case rangeBand
    /// The secondary calendar's label under a day: `date`, `text`, `states`.
    case dayLabel
    /// The expandable style's drag handle between calendar and content.
    case handle
    /// A full-screen month's rule above each row.
    case separator

    // The week timeline (`style: timeline`).
    /// A day's column: `date`, `states` (`weekend`, `passed`, `today`).
    case timelineColumn
    /// A day's label in the top bar: `date`, `text`.
    case timelineDayLabel
    /// An hour's label in the side bar: `text`, `time`.
    case hourLabel
    /// The main separator at an hour.
    case hourSeparator
    /// The dashed separator at a half hour.
    case halfHourSeparator
    /// A timed event: `identifier`, `title`, `detail` (location), `colorHex`, `start`, `end`,
    /// `column` and `columns` (its place among overlapping events).
    case event
    /// An all-day event in the top bar: as `event`.
    case allDayEvent
    /// The current-time line in today's column: `time`.
    case currentTime
    /// The bar above the columns (day labels, all-day events).
    case timelineTopBar
    /// The bar left of the columns (hour labels).
    case timelineSideBar

    // The booking grid (`style: booking`).
    /// The year above a run of months: `text`.
    case yearHeader
    /// A day of the booking grid: `date`, `text`, `enabled`, `states`.
    case bookingDay
    /// One whole month of the booking grid, header and rows, listed even when its header is
    /// hidden: `month`, `text` (the full month and year). Not drawn.
    case bookingMonth
  }

  /// How a label sits in its frame, visually (right-to-left layouts ask for `right`).
  public enum TextAlign: String, Sendable {
    case left, center, right
  }

  public var kind: Kind
  public var frame: Rect
  public var text: String?
  /// Where the text is centred, when it differs from `frame`.
  public var textFrame: Rect?
  public var date: Day?
  public var month: YearMonth?
  public var weekday: Int?
  public var week: Int?
  public var states: [String]?
  public var inDisplayedMonth: Bool?
  public var hasEvent: Bool?
  public var selection: SelectionKind?
  public var lines: [String]?
  public var endDate: Day?
  public var caps: BandCaps?
  /// Unset means centred.
  public var textAlign: TextAlign?
  /// Timeline events: the spec's `id`, `title`, `location`, and `color` resolved to
  /// `#RRGGBB[AA]`.
  public var identifier: String?
  public var title: String?
  public var detail: String?
  public var colorHex: String?
  /// Times as `YYYY-MM-DDTHH:MM` (events' start and end; an hour label's or the current
  /// time line's moment in `time`).
  public var start: String?
  public var end: String?
  public var time: String?
  /// Overlapping events share a column: this one's lane and the number of lanes.
  public var column: Int?
  public var columns: Int?
  /// A timeline label's font size when it was shrunk to fit (`dayLabelMinimumFontSize`,
  /// `hourLabelMinimumFontSize`); nil means the theme's size.
  public var fontSize: Double?
  /// Booking days: whether the day can be toggled.
  public var enabled: Bool?

  public init(kind: Kind, frame: Rect) {
    self.kind = kind
    self.frame = frame
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
