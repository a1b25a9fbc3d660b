public import CalendsValues

/// A printed page: the paper (the trim size, in points, after orientation), the margins
/// the content stays inside, whether a document is one page or one page per month, the
/// optional cover and the bleed. Read by the year views from `paper`, `orientation`,
/// `margins`, `pages`, `cover` and `bleed`; a spec without `paper` is a screen image and has
/// no page setup.
public struct PageSetup: Hashable, Sendable {
  /// The trim size in points, orientation applied: the layout's width and height.
  public var width: Double
  /// The trim height in points, orientation applied.
  public var height: Double
  /// The space kept free around the content, in points; default 12 mm on every side. At
  /// least 72 pt must stay printable on each axis.
  public var margins: PageMargins
  /// One page for the whole view (`single`, the default), one page per month (`months`), a
  /// month page then a page per week (`weeks`), or those and a page per day (`days`); all
  /// but `single` year and multiMonth only.
  public var pages: PageMode = .single
  /// The year overview as a first page before the month pages (`pages` other than `single`).
  public var cover: Bool = false
  /// How far backgrounds reach past the trim edge, in points; 0 for none (no crop marks).
  public var bleed: Double = 0
  /// The tablet the page is for (`paper: remarkable2` …); nil for paper. Its toolbar's
  /// strip (`safeArea`) is added to the margin on that side, and its pages are drawn in
  /// greys that stay readable on its screen.
  public var device: Paper?
  /// Which hand holds the pen: `left` mirrors a tablet's side toolbar and a planner's
  /// navigation strip. Default `right`.
  public var handedness: Handedness = .right

  /// The strip along one edge the device's toolbar covers, in points (0 on paper, and on
  /// the other edges): what the margins keep empty beyond their own width.
  public var safeArea: PageMargins {
    guard let device, let toolbar = device.toolbar, let screen = device.screen else {
      return .uniform(0)
    }
    let points = Double(toolbar.pixels) / screen.ppi * 72
    var edge = toolbar.edge
    if handedness == .left, edge == .left || edge == .right { edge = edge == .left ? .right : .left }
    return PageMargins(
      top: edge == .top ? points : 0, right: edge == .right ? points : 0,
      bottom: edge == .bottom ? points : 0, left: edge == .left ? points : 0)
  }

  /// A page of `width` × `height` points, each side 144…4096 (2 in to about 1.4 m); by
  /// default 12 mm margins, one page, no cover and no bleed. `bleed` is in points, 0…72.
  public init(
    width: Double, height: Double, margins: PageMargins = .uniform(Defaults.margin),
    pages: PageMode = .single, cover: Bool = false, bleed: Double = 0
  ) {
    self.width = width
    self.height = height
    self.margins = margins
    self.pages = pages
    self.cover = cover
    self.bleed = bleed
  }

  /// A page of a named paper turned to `orientation` (as the `paper` and `orientation`
  /// fields read it), with the same defaults as `init(width:height:…)`. A tablet
  /// (`.remarkable2` …) is its `device` too, so its toolbar strip is kept empty and it is
  /// drawn in greys (the `paper` field also makes its margins 8 pt; pass them here).
  public init(
    paper: Paper, orientation: PageOrientation = .portrait,
    margins: PageMargins = .uniform(Defaults.margin), pages: PageMode = .single,
    cover: Bool = false, bleed: Double = 0
  ) {
    let size = paper.size
    let turned = orientation == .landscape
    self.init(
      width: turned ? size.height : size.width, height: turned ? size.width : size.height,
      margins: margins, pages: pages, cover: cover, bleed: bleed)
    device = paper.isDevice ? paper : nil
  }

  /// The printable area: the page inside the margins and, on a tablet, its toolbar's
  /// strip (`safeArea`), in page coordinates.
  public var content: Rect {
    let safe = safeArea
    let (top, right) = (margins.top + safe.top, margins.right + safe.right)
    let (bottom, left) = (margins.bottom + safe.bottom, margins.left + safe.left)
    return Rect(x: left, y: top, width: width - left - right, height: height - top - bottom)
  }

  /// The page fields' defaults.
  public enum Defaults {
    /// 12 mm: inside what office and home printers can reach on every side.
    public static let margin = PrintLength.points(12, unit: .millimetre)
  }

  /// Accepted ranges, checked by the reader; named so messages and docs agree.
  public enum Limits {
    /// A paper side: 2 in … the canvas's widest side (4096 pt, about 1.4 m).
    public static let side: ClosedRange<Double> = 144...4096
    /// The bleed: up to 1 in (print shops ask for 3–5 mm).
    public static let bleed: ClosedRange<Double> = 0...72
    /// A tablet's default margin beyond its toolbar's strip: its screen is small and has no
    /// printer's unreachable edge.
    public static let deviceMargin = 8.0
    /// The printable area left inside the margins, at least, on each axis.
    public static let minimumContent = 72.0
    /// A weeks-view row on paper: a month-name band and a day row with room for its number.
    public static let weekRow = 36.0
    /// About the title and the weekday initials above a weeks grid.
    public static let weeksHeading = 72.0
  }

  /// The most rows of the weeks view a page holds: each at least `Limits.weekRow` tall
  /// below the title and the weekday initials (`Limits.weeksHeading`).
  public var mostWeekRows: Int {
    max(0, Int(((content.height - Limits.weeksHeading) / Limits.weekRow).rounded(.down)))
  }

  /// The page fields, in table order.
  public static let fieldNames = [
    "paper", "orientation", "margins", "pages", "cover", "bleed", "handedness",
  ]
}

/// One page for the whole document, or a planner: a page per month, and per week and day.
public enum PageMode: String, Hashable, Sendable, CaseIterable {
  /// The view on one page, sized to the paper.
  case single
  /// One page per month block, each a full month grid (year and multiMonth views).
  case months
  /// A planner: each month's page, followed by a page for each week that starts in that
  /// month (the run's first week, which may start in the month before, follows the first
  /// month): the week's seven days, each a box with its events and room to write.
  case weeks
  /// A planner down to the day: as `weeks`, each week page followed by a page for each of
  /// its days inside the run, the day's events and its hours ruled for writing.
  case days

  /// Whether the document has a page per month (every mode but `single`): what the cover,
  /// the events and the month pages' fields need.
  public var hasMonthPages: Bool { self != .single }
  /// Whether the document has week pages (`weeks`, `days`).
  public var hasWeekPages: Bool { self == .weeks || self == .days }
}

/// Which way a printed page is turned (`orientation`, with `paper`); the paper's sides are
/// swapped to match.
public enum PageOrientation: String, Hashable, Sendable, CaseIterable {
  /// `portrait`: the long side vertical, as the named sizes are given. `landscape`: the
  /// long side horizontal.
  case portrait, landscape
}

/// Space between the paper's edge and the content, in points.
public struct PageMargins: Hashable, Sendable {
  /// From the paper's top edge to the content, in points.
  public var top: Double
  /// From the paper's right edge to the content, in points.
  public var right: Double
  /// From the paper's bottom edge to the content, in points.
  public var bottom: Double
  /// From the paper's left edge to the content, in points.
  public var left: Double

  /// Margins of the given lengths, in points (`PrintLength.points(_:unit:)` converts
  /// millimetres and inches).
  public init(top: Double, right: Double, bottom: Double, left: Double) {
    self.top = top
    self.right = right
    self.bottom = bottom
    self.left = left
  }

  /// The same margin on all four sides, in points.
  public static func uniform(_ length: Double) -> PageMargins {
    PageMargins(top: length, right: length, bottom: length, left: length)
  }
}
