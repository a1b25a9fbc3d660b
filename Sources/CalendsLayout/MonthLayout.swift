import CalendsModel
import CalendsTheme

/// Lays out the month style: month label, week label view, then the date cell rows.
///
/// Split in two as HorizonCalendar does: `MonthPage` (the model) decides which days appear
/// in what order and state; this type only decides where each goes.
public struct MonthLayout {
  public let spec: CalendarSpec
  public let today: Day
  public let theme: CalendarTheme
  public let measurer: any TextMeasuring

  public init(spec: CalendarSpec, today: Day, theme: CalendarTheme, measurer: any TextMeasuring) {
    self.spec = spec
    self.today = today
    self.theme = theme
    self.measurer = measurer
  }

  public func layout() -> LayoutTree {
    let page = MonthPage(spec: spec, today: today)
    let text = CalendarText(localeIdentifier: spec.locale)
    let width = CalendarMetrics.containerWidth(for: spec)
    var items: [LayoutItem] = []

    // Month label.
    var y = 0.0
    let titleHeight = monthTitleHeight()
    if spec.monthTitle != .none {
      var header = LayoutItem(kind: .monthHeader, frame: Rect(x: 0, y: 0, width: width, height: titleHeight))
      header.month = page.displayedMonth
      header.text = text.monthTitle(page.displayedMonth)
      if spec.monthTitle == .double {
        let lines = text.monthTitleLines(page.displayedMonth)
        header.lines = [lines.month, lines.year]
      }
      items.append(header)
      y += titleHeight
    }

    // Columns: an optional week-number column, then seven days.
    let weekNumberWidth = spec.showsWeekNumbers ? width * CalendarMetrics.weekNumberShare : 0
    let dayWidth = spec.showsWeekNumbers ? width * CalendarMetrics.dayShareWithWeekNumbers : width / 7
    func columnX(_ column: Int) -> Double { weekNumberWidth + Double(column) * dayWidth }

    // Week label view.
    let labelFont = theme.weekdayText.normal.font
    let labelHeight = measurer.measure("M", font: labelFont).height
    let weekdayRowHeight = CalendarMetrics.weekdayLabelTopPadding + labelHeight + CalendarMetrics.weekdayLabelBottomPadding
    let todayVisible = page.displayedMonth.contains(today)
    for (column, weekday) in page.grid.columnWeekdays.enumerated() {
      let frame = Rect(x: columnX(column), y: y + CalendarMetrics.weekdayLabelTopPadding, width: dayWidth, height: labelHeight)
      var label = LayoutItem(kind: .weekdayLabel, frame: frame)
      label.weekday = weekday
      label.text = text.weekdayLabel(weekday)
      label.states = todayVisible && today.weekday == weekday ? ["highlighted"] : ["normal"]
      items.append(label)
    }
    y += weekdayRowHeight

    // Date cells.
    let cellHeight = CalendarMetrics.cellHeight(
      maximumViewHeight: spec.maximumViewHeight, fixedHeight: y, rows: page.cells.count)
    for (row, cells) in page.cells.enumerated() {
      let rowY = y + Double(row) * cellHeight
      if spec.showsWeekNumbers {
        var number = LayoutItem(kind: .weekNumber, frame: Rect(x: 0, y: rowY, width: weekNumberWidth, height: cellHeight))
        number.week = page.weekNumbers[row]
        number.text = String(page.weekNumbers[row])
        number.textFrame = numberFrame(in: number.frame, font: theme.weekNumber.font, raised: spec.hasEventIndicator)
        items.append(number)
      }
      for (column, cell) in cells.enumerated() {
        items += dateCellItems(cell, frame: Rect(x: columnX(column), y: rowY, width: dayWidth, height: cellHeight), text: text)
      }
    }
    let height = y + Double(page.cells.count) * cellHeight

    let inputs = ResolvedInputs(
      style: spec.style, today: today, locale: spec.locale, weekStartDay: spec.weekStartDay,
      firstWeekday: page.grid.firstWeekday, startDate: page.range.start, endDate: page.range.end,
      displayDate: page.range.displayDate, sizeClass: spec.resolvedDevice.sizeClass,
      device: spec.width == nil ? spec.resolvedDevice : nil, width: width, cellHeight: cellHeight,
      scale: spec.scale, theme: spec.theme)
    return LayoutTree(width: width, height: height, title: text.monthTitle(page.displayedMonth), inputs: inputs, items: items)
  }

  func monthTitleHeight() -> Double {
    let font = theme.monthHeader.font
    switch spec.monthTitle {
    case .none: return 0
    case .single: return max(CalendarMetrics.singleTitleHeight, measurer.measure("Jan", font: font).height + 16)
    case .double:
      let small = font.withSize(max(1, font.size * 0.7))
      let lines = measurer.measure("Jan", font: font).height + measurer.measure("2019", font: small).height
      return max(CalendarMetrics.doubleTitleHeight, lines + 16)
    }
  }

  /// The box the day number is centred in: the line height of the widest state's font,
  /// raised when the cell keeps room for the event indicator ("Number with Indicator").
  func numberFrame(in cell: Rect, font: FontSpec, raised: Bool) -> Rect {
    let lineHeight = measurer.measure("30", font: font).height
    let centerY = cell.midY - (raised ? CalendarMetrics.numberRaiseWithIndicator : 0)
    return Rect(x: cell.x, y: centerY - lineHeight / 2, width: cell.width, height: lineHeight)
  }

  func dateCellItems(_ cell: DayCell, frame: Rect, text: CalendarText) -> [LayoutItem] {
    var items: [LayoutItem] = []
    let font = theme.dayTitle.normal.font
    let numberFrame = numberFrame(in: frame, font: font, raised: spec.hasEventIndicator)
    if cell.isSelected {
      let diameter = CalendarMetrics.selectionDiameter
      var disc = LayoutItem(
        kind: .selectionIndicator,
        frame: Rect(center: numberFrame.center, size: Size(width: diameter, height: diameter)))
      disc.date = cell.day
      disc.selection = cell.selection
      items.append(disc)
    }
    var item = LayoutItem(kind: .dateCell, frame: frame)
    item.date = cell.day
    item.text = text.dayNumber(cell.day)
    item.textFrame = numberFrame
    item.states = cell.states
    item.inDisplayedMonth = cell.inDisplayedMonth
    item.hasEvent = cell.hasEvent
    item.selection = cell.selection
    items.append(item)
    if cell.hasEvent {
      let size = CalendarMetrics.eventIndicatorSize
      let top = max(numberFrame.maxY, numberFrame.midY + CalendarMetrics.selectionDiameter / 2) + CalendarMetrics.eventIndicatorGap
      var dot = LayoutItem(kind: .eventIndicator, frame: Rect(x: frame.midX - size / 2, y: top, width: size, height: size))
      dot.date = cell.day
      items.append(dot)
    }
    return items
  }
}
