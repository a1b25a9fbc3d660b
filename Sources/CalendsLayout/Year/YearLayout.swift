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
    let context = YearContext(
      canvas: canvas, year: year, today: today, theme: theme, measurer: measurer)
    switch year.view {
    case .year, .multiMonth: return MonthBlocksLayout(context: context).layout()
    case .weeks: return WeeksGridLayout(context: context).layout()
    }
  }
}

/// What both arrangements share: the text, the first weekday, the width, the title and the
/// pieces of a month grid.
struct YearContext {
  let canvas: Canvas
  let year: YearSpec
  let today: Day
  let theme: CalendarTheme
  let measurer: any TextMeasuring
  let text: CalendarText
  let firstWeekday: Int
  let width: Double

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
    width = CalendarMetrics.containerWidth(for: canvas)
  }

  var contentWidth: Double { width - 2 * YearMetrics.margin }
  var rightToLeft: Bool { text.isRightToLeft }

  /// The title item (when shown) at the top margin, and the y below it.
  func title(months: ClosedRange<YearMonth>) -> (item: LayoutItem?, bottom: Double) {
    guard year.showsTitle else { return (nil, YearMetrics.margin) }
    let label = YearTitle.text(view: year.view, months: months, text: text)
    let base = theme.monthHeader.font.withSize(
      (theme.monthHeader.font.size * YearMetrics.titleScale).rounded())
    let natural = measurer.measure(label, font: base).width
    let size =
      natural > contentWidth
      ? (base.size * contentWidth / natural * 100).rounded(.down) / 100 : base.size
    let height = measurer.measure(label, font: base.withSize(size)).height
    let item = LayoutItem(
      .pageTitle(.init(text: label, fontSize: size)),
      frame: Rect(x: YearMetrics.margin, y: YearMetrics.margin, width: contentWidth, height: height)
    )
    return (item, YearMetrics.margin + height + YearMetrics.titleGap)
  }

  /// The weekday initials over a grid's seven columns.
  func weekdayRow(columns: GridColumns, y: Double, height: Double) -> [LayoutItem] {
    MonthGrid.columnWeekdays(firstWeekday: firstWeekday).enumerated().map { column, weekday in
      LayoutItem(
        .weekdayLabel(.init(weekday: weekday, text: text.weekdayLabel(weekday), states: .normal)),
        frame: columns.dayFrame(column: column, y: y, height: height))
    }
  }

  /// The month style's row layout for these columns, with the theme scaled for them.
  func monthBlock(
    columns: GridColumns, state: CalendarState, theme scaled: CalendarTheme, scale: Double
  )
    -> MonthBlockLayout
  {
    let cells = DayCellLayout(
      theme: scaled, measurer: measurer, hasEventIndicator: year.hasEventIndicator,
      hasSubtitle: year.dayData.hasSubtitles, placement: .centered, scale: scale,
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
      device: canvas.width == nil ? canvas.resolvedDevice : nil, width: width,
      cellHeight: cellHeight, scale: canvas.scale, theme: canvas.theme, rightToLeft: rightToLeft,
      alternateCalendar: nil, selection: shownSelection)
    inputs.year = resolved
    return inputs
  }
}
