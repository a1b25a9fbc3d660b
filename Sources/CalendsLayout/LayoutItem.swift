import CalendsModel

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
