import CalendsDrawing
import CalendsModel
import CalendsTheme
import CalendsValues
import Foundation

/// Lays out the year views: a title, then either compact month blocks in columns (year,
/// multiMonth: `MonthBlocksLayout`) or one continuous grid of weeks (`WeeksGridLayout`).
///
/// Day states come from the control's state machine (`YearSpec.calendarState`) and each
/// row of days is placed by the month style's own `MonthBlockLayout`, with the control's
/// fonts and discs scaled to the day's width (`YearMetrics`), so a day reads the same here
/// as in the month style.
struct YearLayout {
  let canvas: Canvas
  let year: YearSpec
  let today: Day
  let theme: CalendarTheme
  let measurer: any TextMeasuring

  func layout() -> LayoutTree {
    document().pages[0]
  }

  /// The view's pages: one for a screen image or `pages: single`; with `pages: months`, an
  /// optional cover (the overview) and then one page per month block (`YearPages`).
  func document() -> LayoutDocument {
    let context = YearContext(
      canvas: canvas, year: year, today: today, theme: theme, measurer: measurer)
    if let page = year.page, page.pages.hasMonthPages {
      return YearPages(context: context, page: page).document()
    }
    let tree: LayoutTree
    switch year.view {
    case .year where year.arrangement == .contributions:
      tree = ContributionsLayout(context: context).layout()
    case .year, .multiMonth: tree = MonthBlocksLayout(context: context).layout()
    case .weeks: tree = WeeksGridLayout(context: context).layout()
    }
    return LayoutDocument(title: tree.title, pages: [tree], page: year.page)
  }
}

/// What both arrangements share: the text, the first weekday, the width, the title and the
/// pieces of a month grid.
struct YearContext {
  let canvas: Canvas
  /// Variable so a month page can draw events in place of the overview's dots.
  var year: YearSpec
  let today: Day
  let theme: CalendarTheme
  let measurer: any TextMeasuring
  let text: CalendarText
  let firstWeekday: Int
  let width: Double
  /// Where the view is laid out: the paper inside its margins (its height is the page's),
  /// or the canvas inside `YearMetrics.margin` (its height unbounded: the view grows; the
  /// wall month bounds it by the canvas's height).
  var content: Rect

  init(
    canvas: Canvas, year: YearSpec, today: Day, theme: CalendarTheme, measurer: any TextMeasuring
  ) {
    self.canvas = canvas
    self.year = year
    self.today = today
    self.theme = theme
    self.measurer = measurer
    text = CalendarText.cached(localeIdentifier: canvas.locale)
    // As `CalendarState` finds it, so the weekday row and the day columns always agree.
    firstWeekday = canvas.weekStartDay.firstWeekday(locale: Locale(identifier: canvas.locale))
    if let page = year.page {
      width = page.width
      let area = page.content
      // The heat map's legend stands at the bottom of the content, below the grid.
      let legend =
        LegendLayout(year.dayData, theme: theme, measurer: measurer, text: text)?.reservedHeight
        ?? 0
      content = Rect(x: area.x, y: area.y, width: area.width, height: area.height - legend)
    } else {
      width =
        canvas.width == nil && canvas.device == nil && year.arrangement == .contributions
        ? ContributionsLayout.defaultWidth : CalendarMetrics.containerWidth(for: canvas)
      let margin = YearMetrics.margin
      content = Rect(x: margin, y: margin, width: width - 2 * margin, height: .infinity)
    }
  }

  var contentWidth: Double { content.width }

  /// The image's height for content ending at `bottom`: the paper's, or the bottom margin
  /// below the content on a screen image.
  func height(contentBottom bottom: Double) -> Double {
    year.page?.height ?? bottom + YearMetrics.margin
  }
  var rightToLeft: Bool { text.isRightToLeft }

  /// The title item (when shown) at the top margin, and the y below it.
  /// `scale` is the title's size over the month header's.
  func title(months: ClosedRange<YearMonth>, scale: Double = YearMetrics.titleScale)
    -> (item: LayoutItem?, bottom: Double)
  {
    title(YearTitle.text(view: year.view, months: months, text: text), scale: scale)
  }

  /// A title item reading `label`, fitted to the content's width as a title
  /// (`TextFitRule.title`: shrunk, then cut at its end).
  func title(_ label: String, scale: Double = YearMetrics.titleScale)
    -> (item: LayoutItem?, bottom: Double)
  {
    guard year.showsTitle else { return (nil, content.minY) }
    let base = theme.monthHeader.font.withSize((theme.monthHeader.font.size * scale).rounded())
    let fitted = measurer.fit(label, font: base, width: contentWidth, rule: .title(base))
    guard !fitted.leftOut else { return (nil, content.minY) }
    let size = fitted.fontSize ?? base.size
    let height = measurer.measure(label, font: base.withSize(size)).height
    let item = LayoutItem(
      .pageTitle(.init(text: fitted.line, fontSize: size)),
      frame: Rect(x: content.minX, y: content.minY, width: contentWidth, height: height)
    )
    return (item, content.minY + height + YearMetrics.titleGap)
  }

  /// The weekday initials over a grid's seven columns.
  func weekdayRow(columns: GridColumns, y: Double, height: Double, font: FontSpec)
    -> [LayoutItem]
  {
    let weekdays = MonthGrid.columnWeekdays(firstWeekday: firstWeekday)
    let names = weekdayNames(weekdays, width: columns.dayWidth, font: font)
    return zip(weekdays, names).enumerated().map { column, label in
      LayoutItem(
        .weekdayLabel(.init(weekday: label.0, text: label.1, states: .normal)),
        frame: columns.dayFrame(column: column, y: y, height: height))
    }
  }

  /// The weekday names as wide as the columns allow, the same form for all seven: the full
  /// stand-alone names ("Donnerstag") where every one fits, else the abbreviations ("Do"),
  /// else the initials ("D"), which in many languages repeat (German M D M D F S S).
  func weekdayNames(_ weekdays: [Int], width: Double, font: FontSpec) -> [String] {
    let room = width * YearMetrics.weekdayNameShare
    let forms: [(Int) -> String] = [text.weekdayName, text.shortWeekdayName]
    for form in forms {
      let names = weekdays.map(form)
      if names.allSatisfy({ measurer.measure($0, font: font).width <= room }) { return names }
    }
    return weekdays.map(text.weekdayLabel)
  }

  /// The month style's row layout for these columns, with the theme scaled for them.
  func monthBlock(
    columns: GridColumns, state: CalendarState, theme scaled: CalendarTheme, scale: Double,
    placement: DayCellLayout.NumberPlacement = .centered
  )
    -> MonthBlockLayout
  {
    let cells = DayCellLayout(
      theme: scaled, measurer: measurer, hasEventIndicator: year.hasEventIndicator,
      hasSubtitle: year.dayData.hasSubtitles, placement: placement, scale: scale,
      dayData: year.dayData)
    return MonthBlockLayout(
      state: state, columns: columns, cells: cells, text: text, subtitles: nil, theme: scaled,
      measurer: measurer)
  }

  /// The inputs the layout was made from, every default applied.
  func inputs(
    state: CalendarState, days: ClosedRange<Day>, cellHeight: Double, year resolved: YearInputs
  ) -> ResolvedInputs {
    // The year view shows its January first, whatever the display date; the others start
    // from the display date (else today).
    let displayDate =
      year.view == .year ? days.lowerBound : canvas.displayDateAtStartup ?? today
    var shownSelection: [Day] = []
    var day = days.lowerBound
    while day <= days.upperBound {
      if state.selection.kind(of: day) != .none { shownSelection.append(day) }
      day = day.adding(days: 1)
    }
    var inputs = ResolvedInputs(
      style: year.view.calendarStyle, today: today, locale: canvas.locale,
      weekStartDay: canvas.weekStartDay, firstWeekday: firstWeekday, startDate: days.lowerBound,
      endDate: days.upperBound, displayDate: displayDate,
      sizeClass: canvas.resolvedDevice.sizeClass,
      device: canvas.width == nil && year.page == nil ? canvas.resolvedDevice : nil,
      width: width,
      cellHeight: cellHeight, scale: canvas.scale, theme: canvas.theme, rightToLeft: rightToLeft,
      alternateCalendar: nil, selection: shownSelection)
    inputs.year = resolved
    inputs.year?.device = year.page?.device
    return inputs
  }
}
