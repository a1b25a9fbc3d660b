public import CalendsDrawing
public import CalendsModel
public import CalendsTheme
public import CalendsValues

/// Lays out any spec: the one dispatch point from a family's document to its layout.
///
/// Split as HorizonCalendar does: the model (`ResolvedFamily`, `CalendarState`) decides
/// which days appear in what state; the family layouts (`Families/<Name>/`) only decide
/// where each goes. The switch names every family and has no `default:`, so a new family
/// does not compile until it has a layout here.
public struct CalendarLayout {
  public let canvas: Canvas
  /// The family as the facade resolved it (its days, months and state), calendars drawn.
  public let family: ResolvedFamily
  public let today: Day
  public let theme: CalendarTheme
  /// The measurer the families fit text with, carrying `hyphenation`.
  public let measurer: any TextMeasuring

  /// Lays out a family already resolved (`ResolvedSpec`): nothing is derived again.
  /// `hyphenation` is where the words of the spec's locale may break with a hyphen (the
  /// facade loads the language's shipped patterns); it travels with the measurer
  /// (`TextMeasuring.hyphenating(with:)`), so every family's text fitting hyphenates alike.
  /// None by default: layout tests and tools without patterns split words without hyphens.
  public init(
    canvas: Canvas, family: ResolvedFamily, today: Day, theme: CalendarTheme,
    measurer: any TextMeasuring, hyphenation: any Hyphenating = NoHyphenation()
  ) {
    self.canvas = canvas
    self.family = family
    self.today = today
    self.theme = theme
    self.measurer = hyphenation.hyphenates ? measurer.hyphenating(with: hyphenation) : measurer
  }

  /// Lays out a spec as given (its family resolved here), with `theme` as it is.
  public init(
    spec: CalendarSpec, today: Day, theme: CalendarTheme, measurer: any TextMeasuring,
    hyphenation: any Hyphenating = NoHyphenation()
  ) {
    self.init(
      canvas: spec.canvas, family: ResolvedFamily(spec, today: today), today: today, theme: theme,
      measurer: measurer, hyphenation: hyphenation)
  }

  /// The spec the layout draws.
  public var spec: CalendarSpec { CalendarSpec(canvas: canvas, family: family.document) }

  /// Every page of the spec's document: a printed year view (`paper`, `pages: months`) may
  /// have several; every other spec is one page. Each page's warnings say which texts
  /// were left out (`LayoutTree.warnings`).
  public func document() -> LayoutDocument {
    var document = familyDocument()
    document.pages = document.pages.map(\.withLeftOutTextWarnings)
    return document
  }

  private func familyDocument() -> LayoutDocument {
    switch family {
    case .control(let control):
      let tree = ControlLayout(
        canvas: canvas, control: control.control, state: control.state, theme: theme,
        measurer: measurer
      ).layout()
      return .single(withLegend(tree, control.control.dayData))
    case .timeline(let timeline):
      return .single(
        TimelineLayout(
          canvas: canvas, timeline: timeline.timeline, days: timeline.days, today: today,
          theme: theme, measurer: measurer
        ).layout())
    case .booking(let booking):
      return .single(
        BookingLayout(
          canvas: canvas, booking: booking.booking, today: today, theme: theme, measurer: measurer
        ).layout())
    case .year(let year):
      return yearDocument(year.year)
    case .wallMonth(let wall):
      return WallMonthLayout(
        canvas: canvas, wall: wall.wall, month: wall.month, gridDays: wall.gridDays, today: today,
        theme: theme, measurer: measurer
      ).document()
    case .dashboard(let dashboard):
      return .single(
        DashboardLayout(
          canvas: canvas, dashboard: dashboard, today: today, theme: theme, measurer: measurer
        ).layout())
    case .agenda(let agenda):
      return AgendaLayout(
        canvas: canvas, agenda: agenda.agenda, days: agenda.days, today: today, theme: theme,
        measurer: measurer
      ).document()
    }
  }

  /// The first page of `document()`: the whole picture of every spec but a printed year of
  /// several pages.
  public func layout() -> LayoutTree {
    document().pages[0]
  }

  /// A year view's pages with the heat map's legend: a screen image grows to hold it; a
  /// printed page keeps its size, and its grid left the strip at the bottom of its content
  /// free.
  private func yearDocument(_ year: YearSpec) -> LayoutDocument {
    var document = YearLayout(
      canvas: canvas, year: year, today: today, theme: theme, measurer: measurer
    ).document()
    if let page = document.page {
      let text = CalendarText.cached(localeIdentifier: canvas.locale)
      if let legend = LegendLayout(year.dayData, theme: theme, measurer: measurer, text: text) {
        document.pages = document.pages.map { legend.placed(in: $0, bottomOf: page.content) }
      }
    } else {
      document.pages = document.pages.map { withLegend($0, year.dayData) }
    }
    return document
  }
}

extension LayoutDocument {
  /// A document of one page, unprinted.
  static func single(_ tree: LayoutTree) -> LayoutDocument {
    LayoutDocument(title: tree.title, pages: [tree], page: nil)
  }
}

extension LayoutTree {
  /// The tree with a warning for each text that was left out rather than cut
  /// (`LayoutItem.leftOutText`): the one place the families that draw day cells and wall
  /// months report it.
  var withLeftOutTextWarnings: LayoutTree {
    var tree = self
    for item in items {
      guard let (day, role, text) = item.leftOutText else { continue }
      tree.warnings.append(LayoutTree.leftOutWarning(day: day, role: role, text: text))
    }
    return tree
  }

  /// "2026-05-14: the subtitle '1.234,56 €' …": what a left-out number's warning says,
  /// naming its day (or what else it belongs to) and the text.
  static func leftOutWarning(day: String, role: String, text: String) -> String {
    "\(day): the \(role) '\(MessageText.clipped(text))' is a number too wide for its box even at \(Int(TextFitRule.numberSmallestScale * 100)) % of its size; it is left out rather than cut"
  }
}

extension LayoutItem {
  /// A number this item would draw but left out (`FittedText.leftOut`): its day, what it
  /// is, and its text. A day's subtitle, a wall-month bar's title or a line's text.
  var leftOutText: (day: String, role: String, text: String)? {
    switch content {
    case .dateCell(let cell):
      return cell.decoration?.leftOutSubtitle.map { (cell.date.description, "subtitle", $0) }
    case .eventBar(let bar) where bar.text == "":
      return (bar.start.description, "event title", bar.title)
    case .event(let event) where event.leftOutTitle,
      .allDayEvent(let event) where event.leftOutTitle:
      return (event.date.description, "event title", event.title)
    case .eventLine(let line) where line.text == "":
      return (line.date.description, "event", line.wholeText)
    case .agendaEvent(let event) where event.titleLines.isEmpty && !event.title.isEmpty:
      return (event.date.description, "event title", event.title)
    default:
      return nil
    }
  }
}
