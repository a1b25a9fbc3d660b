import CalendsDrawing
import CalendsModel
import CalendsTheme
import CalendsValues

/// Lays out the wall month (`style: wallMonth`): the month of `displayDateAtStartup` (else
/// of `today`) filling the canvas or the paper, as `MonthPageLayout` lays out a printed
/// year's month page, with the events in its cells.
///
/// On a screen the canvas is `width` (or the device's) by `height`, else three quarters of
/// the width, inside `YearMetrics.margin`; on paper, the page inside its margins. Day states
/// come from the year views' use of the control's state machine, so today reads the same.
struct WallMonthLayout {
  let canvas: Canvas
  let wall: WallMonthSpec
  /// The month and its grid's days (`ResolvedWallMonth`).
  let month: YearMonth
  let gridDays: ClosedRange<Day>
  let today: Day
  let theme: CalendarTheme
  let measurer: any TextMeasuring

  /// A screen image's height for a width, when the spec gives none: a landscape wall
  /// calendar's 4:3.
  static func defaultHeight(width: Double) -> Double { (width * 0.75).rounded() }

  func document() -> LayoutDocument {
    let tree = layout()
    return LayoutDocument(title: tree.title, pages: [tree], page: wall.page)
  }

  func layout() -> LayoutTree {
    var year = YearSpec(view: .multiMonth)
    year.months = 1
    year.showsTitle = wall.showsTitle
    year.showsAdjacentDays = wall.showsAdjacentDays
    year.showsWeekNumbers = wall.showsWeekNumbers
    year.hasEventIndicator = false
    year.page = wall.page
    var context = YearContext(
      canvas: canvas, year: year, today: today, theme: theme, measurer: measurer)
    let width = wall.page?.width ?? context.width
    let height = wall.page?.height ?? canvas.height ?? Self.defaultHeight(width: width)
    if wall.page == nil {
      let margin = YearMetrics.margin
      context.content = Rect(
        x: margin, y: margin, width: width - 2 * margin, height: height - 2 * margin)
    }
    let state = year.calendarState(canvas: canvas, today: today, days: gridDays)
    var tree = MonthPageLayout(
      context: context,
      events: WallMonthEvents(
        events: wall.events, dayMaxEvents: wall.dayMaxEvents, titleLines: wall.eventTitleLines)
    ).layout(month, state: state, width: width, height: height)
    tree.inputs.style = .wallMonth
    return tree
  }
}
