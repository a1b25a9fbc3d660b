import CalendsDrawing
import CalendsModel
import CalendsTheme
import CalendsValues

extension ControlLayout {
  /// The control's styles, each drawn from the state the selection rules left.
  func layout() -> LayoutTree {
    switch control.style {
    case .month: return monthStyle(showsHandle: false)
    case .week: return weekStyle(showsHandle: false)
    case .expandable:
      return state.showsWeekForm ? weekStyle(showsHandle: true) : monthStyle(showsHandle: true)
    case .rangeSelection, .datesSelection: return stackedMonthsStyle()
    case .fullScreenMonth: return fullScreenMonthStyle()
    }
  }
}

/// The FUICalendarView control's layout: what every style shares (the state, the localized
/// text, the columns and the cell placement) and the pieces several styles draw (month
/// label, weekday row, handle). Each style's own layout is an extension in this folder.
struct ControlLayout {
  let canvas: Canvas
  let control: ControlSpec
  let state: CalendarState
  let theme: CalendarTheme
  let measurer: any TextMeasuring
  let text: CalendarText
  let subtitles: AlternateCalendarText?
  let columns: GridColumns

  init(
    canvas: Canvas, control: ControlSpec, state: CalendarState, theme: CalendarTheme,
    measurer: any TextMeasuring
  ) {
    self.canvas = canvas
    self.control = control
    self.state = state
    self.theme = theme
    self.measurer = measurer
    let text = CalendarText.cached(localeIdentifier: canvas.locale)
    self.text = text
    // The secondary calendar writes the image's digits, so one image has one numbering system.
    subtitles =
      control.alternateCalendar == .none
      ? nil
      : AlternateCalendarText.cached(
        calendar: control.alternateCalendar, localeIdentifier: control.alternateCalendarLocale,
        numberingSystem: text.numerals.numberingSystem)
    columns = GridColumns(
      width: CalendarMetrics.containerWidth(for: canvas),
      showsWeekNumbers: control.showsWeekNumbers,
      rightToLeft: text.isRightToLeft)
  }

  var width: Double { columns.width }

  func cellLayout(_ placement: DayCellLayout.NumberPlacement = .centered) -> DayCellLayout {
    DayCellLayout(
      theme: theme, measurer: measurer, hasEventIndicator: control.hasEventIndicator,
      hasSubtitle: subtitles.map { !$0.sharesGregorianDays } ?? false
        || control.dayData.hasSubtitles,
      placement: placement, dayData: control.dayData)
  }

  func monthBlock(_ placement: DayCellLayout.NumberPlacement = .centered) -> MonthBlockLayout {
    MonthBlockLayout(
      state: state, columns: columns, cells: cellLayout(placement), text: text,
      subtitles: subtitles, theme: theme,
      measurer: measurer)
  }

  // MARK: - Shared pieces

  /// The month label above month and week grids: "Jan 2019", the double title, or — with a
  /// secondary calendar — the dual title "January 2019 · Jumada I – Jumada II 1440".
  func monthTitle(_ month: YearMonth) -> (item: LayoutItem?, height: Double) {
    guard control.monthTitle != .none else { return (nil, 0) }
    let font = theme.monthHeader.font
    var header = LayoutItem.MonthHeader(month: month, text: title(for: month))
    var height = max(
      CalendarMetrics.singleTitleHeight, measurer.measure("Jan", font: font).height + 16)
    if control.monthTitle != .double {
      let fitted = fittedTitle(header.text, in: width)
      (header.text, header.fontSize) = (fitted.line, fitted.fontSize)
    } else {
      let lines = text.monthTitleLines(month)
      let small = font.withSize(max(1, font.size * 0.7))
      height = max(
        CalendarMetrics.doubleTitleHeight,
        measurer.measure("Jan", font: font).height + measurer.measure("2019", font: small).height
          + 16)
      // The month on the upper half, the year (and secondary months) on the lower.
      let half = height / 2
      let lower =
        subtitles.map { "\(lines.year) · \($0.monthRangeTitle(for: month))" } ?? lines.year
      // The month line is short; the year line (with a secondary calendar's months) may
      // not be, and it is drawn at 0.7 of the header's size.
      let lowerFit = fittedTitle(lower, in: width, scale: 0.7)
      let monthFit =
        lowerFit.fontSize == nil
        ? fittedTitle(lines.month, in: width) : FittedText(lines: [lines.month])
      header.lines = [
        .init(text: monthFit.line, frame: Rect(x: 0, y: 4, width: width, height: half - 2)),
        .init(text: lowerFit.line, frame: Rect(x: 0, y: half, width: width, height: half - 6)),
      ]
      header.fontSize = lowerFit.fontSize ?? monthFit.fontSize
    }
    return (
      LayoutItem(.monthHeader(header), frame: Rect(x: 0, y: 0, width: width, height: height)),
      height
    )
  }

  /// `title`, drawn at `scale` of the month header's font, fitted as a title
  /// (`TextFitRule.title`) to the header less `CalendarMetrics.monthHeaderInset` on each
  /// side; its `fontSize` is the header's size that gives (nil when it fits).
  private func fittedTitle(_ title: String, in width: Double, scale: Double = 1) -> FittedText {
    let font = theme.monthHeader.font
    let available = width - 2 * CalendarMetrics.monthHeaderInset
    // The size the scene draws a line at 0.7 of the header's: rounded, as the stylesheet's.
    let drawn = scale == 1 ? font : font.withSize(max(1, (font.size * scale).rounded()))
    var fitted = measurer.fit(title, font: drawn, width: available, rule: .title(drawn))
    fitted.fontSize = fitted.fontSize.map { ($0 / scale * 100).rounded(.down) / 100 }
    return fitted
  }

  /// The title the control would show for a month.
  func title(for month: YearMonth) -> String {
    title(for: month, full: false)
  }

  /// The month and year (abbreviated unless `full`), then the secondary calendar's months.
  private func title(for month: YearMonth, full: Bool) -> String {
    guard let subtitles else {
      return full ? text.fullMonthTitle(month) : text.monthTitle(month)
    }
    return "\(text.fullMonthTitle(month)) · \(subtitles.monthRangeTitle(for: month))"
  }

  /// The week label view: one label per column; today's weekday highlighted when
  /// `highlightToday`.
  func weekdayRow(y: Double, highlightToday: Bool) -> (items: [LayoutItem], height: Double) {
    let labelHeight = measurer.measure("M", font: theme.weekdayText.normal.font).height
    var items: [LayoutItem] = []
    for (column, weekday) in MonthGrid.columnWeekdays(firstWeekday: state.firstWeekday).enumerated()
    {
      let frame = Rect(
        x: columns.dayX(column), y: y + CalendarMetrics.weekdayLabelTopPadding,
        width: columns.dayWidth,
        height: labelHeight)
      let states: DayStates =
        highlightToday && state.today.weekday == weekday ? .highlighted : .normal
      items.append(
        LayoutItem(
          .weekdayLabel(.init(weekday: weekday, text: text.weekdayLabel(weekday), states: states)),
          frame: frame))
    }
    let height =
      CalendarMetrics.weekdayLabelTopPadding + labelHeight
      + CalendarMetrics.weekdayLabelBottomPadding
    return (items, height)
  }

  /// The expandable style's handle: a capsule centred in a strip under the calendar.
  func handle(y: Double) -> (item: LayoutItem, height: Double) {
    let size = CalendarMetrics.handleSize
    let strip = CalendarMetrics.handleStripHeight
    let item = LayoutItem(
      .handle(form: state.showsWeekForm ? .week : .month),
      frame: Rect(
        x: (width - size.width) / 2, y: y + (strip - size.height) / 2, width: size.width,
        height: size.height))
    return (item, strip)
  }

  /// A stacked or full-screen month's header: the full month name and year, at the
  /// leading edge.
  func stackedMonthHeader(_ month: YearMonth, y: Double) -> LayoutItem {
    let inset = CalendarMetrics.monthHeaderInset
    let title = fittedTitle(title(for: month, full: true), in: width)
    return LayoutItem(
      .monthHeader(
        .init(
          month: month, text: title.line, textAlign: columns.rightToLeft ? .right : .left,
          fontSize: title.fontSize)),
      frame: Rect(
        x: inset, y: y, width: width - 2 * inset, height: CalendarMetrics.stackedMonthHeaderHeight))
  }

  func tree(height: Double, title: String, cellHeight: Double, items: [LayoutItem]) -> LayoutTree {
    let inputs = ResolvedInputs(
      style: control.style.calendarStyle, today: state.today, locale: canvas.locale,
      weekStartDay: canvas.weekStartDay,
      firstWeekday: state.firstWeekday, startDate: state.range.start, endDate: state.range.end,
      displayDate: state.range.displayDate, sizeClass: canvas.resolvedDevice.sizeClass,
      device: canvas.width == nil ? canvas.resolvedDevice : nil, width: width,
      cellHeight: cellHeight,
      scale: canvas.scale, theme: canvas.theme, rightToLeft: columns.rightToLeft,
      alternateCalendar: control.alternateCalendar == .none
        ? nil : control.alternateCalendar.rawValue,
      selection: state.selection.selectedDays)
    return LayoutTree(width: width, height: height, title: title, inputs: inputs, items: items)
  }
}
