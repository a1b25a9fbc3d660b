import CalendsModel
public import CalendsValues

/// How a reader finds a page of a document and leaves it: the name a link lands on, the
/// months the page shows (each under its header), the page it goes back up to, and its areas
/// that link to other pages.
///
/// The layout decides it because only the layout knows both where a month's block stands
/// and which page shows that month in full; the scene turns it into named links
/// (`SceneLink`) and the PDF into link annotations, named destinations and the outline's
/// tree. A screen image is a document of one page with no links.
public struct PageNavigation: Hashable, Sendable {
  /// The page's named destination in a PDF: `year-2027` for a year's cover, `cover` for a
  /// run of months', `month-2027-03` for a month page, `week-2027-01-04` for a week page (by
  /// its first day), `day-2027-01-04` for a day page, `page-N` (1-based) for any other.
  /// Empty until the document names it (`LayoutDocument.init`).
  public var destination: String
  /// The months the page shows under a header, in drawing order, each with the area that
  /// shows it: a block on an overview, the content on a month page.
  public var months: [MonthArea]
  /// The page (0-based) this one goes back up to: a month page's cover; nil at the top.
  public var up: Int?
  /// The areas of the page that take the reader to another page.
  public var links: [PageLink]

  public init(
    destination: String = "", months: [MonthArea] = [], up: Int? = nil, links: [PageLink] = []
  ) {
    self.destination = destination
    self.months = months
    self.up = up
    self.links = links
  }

  /// A month's block on a page: what the month's links start from and land on.
  public struct MonthArea: Hashable, Sendable {
    public var month: YearMonth
    public var frame: Rect

    public init(month: YearMonth, frame: Rect) {
      self.month = month
      self.frame = frame
    }
  }
}

/// An area of a page that takes the reader to another page of the same document.
public struct PageLink: Hashable, Sendable {
  /// What the link is for, as the layout JSON's `role` names it.
  public enum Role: String, Sendable {
    /// A month's block on an overview, to the page showing that month.
    case month
    /// A page's title or its strip's last step up, back to the page it belongs to: a month
    /// page's cover, a week page's month, a day page's week.
    case up
    /// A planner page's strip, to the cover (the year).
    case cover
    /// A day on a month page, to the page of its week (`pages: weeks`).
    case week
    /// A day on a month or week page, to its day page (`pages: days`).
    case day
    /// The strip's `‹`, to the page before.
    case previous
    /// The strip's `›`, to the page after.
    case next
  }

  public var frame: Rect
  /// The page (0-based) the link lands on.
  public var page: Int
  public var role: Role

  public init(frame: Rect, page: Int, role: Role) {
    self.frame = frame
    self.page = page
    self.role = role
  }
}

extension LayoutTree {
  /// The months whose `monthHeader` items the page draws, each with its header's frame:
  /// what a page says it shows when its family says nothing more (a screen image's month).
  var headedMonths: [PageNavigation.MonthArea] {
    items.compactMap { item in
      guard case .monthHeader(let header) = item.content else { return nil }
      return PageNavigation.MonthArea(month: header.month, frame: item.frame)
    }
  }
}
