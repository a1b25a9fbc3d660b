import CalendsDrawing
import CalendsModel
import CalendsTheme
import CalendsValues

/// Lays out the rows of one month: its cells (with or without the adjacent months' days),
/// the range band segments and the week numbers. Every style with a month grid uses it.
struct MonthBlockLayout {
  let state: CalendarState
  let columns: GridColumns
  let cells: DayCellLayout
  let text: CalendarText
  let subtitles: AlternateCalendarText?
  let theme: CalendarTheme
  let measurer: any TextMeasuring

  struct Result {
    var items: [LayoutItem]
    var height: Double
  }

  func layout(
    month: YearMonth, y: Double, cellHeight: Double, showsAdjacentDays: Bool,
    separators: Bool = false
  ) -> Result {
    let grid = MonthGrid(month: month, firstWeekday: state.firstWeekday)
    var items: [LayoutItem] = []
    for (index, row) in grid.rows.enumerated() {
      let rowY = y + Double(index) * cellHeight
      let visible: [Day?] = row.map { showsAdjacentDays || month.contains($0) ? $0 : nil }
      items += rowItems(
        visible, inMonth: { month.contains($0) }, y: rowY, height: cellHeight, separator: separators
      )
    }
    return Result(items: items, height: Double(grid.rows.count) * cellHeight)
  }

  /// One row of seven logical columns; `inMonth` says which days belong to the page's own
  /// month (the others are drawn as adjacent days).
  func rowItems(
    _ row: [Day?], inMonth: (Day) -> Bool, y: Double, height: Double, separator: Bool = false
  ) -> [LayoutItem] {
    var items: [LayoutItem] = []
    if separator {
      items.append(
        LayoutItem(
          .separator(row.compactMap { $0 }.first),
          frame: Rect(
            x: columns.originX, y: y, width: columns.width,
            height: CalendarMetrics.separatorThickness)
        ))
    }
    if columns.showsWeekNumbers,
      let thursday = WeekNumbering.thursday(of: row, firstWeekday: state.firstWeekday)
    {
      let frame = Rect(
        x: columns.weekNumberX, y: y, width: columns.weekNumberWidth, height: height)
      items.append(
        LayoutItem(
          .weekNumber(
            .init(
              week: thursday.isoWeek, text: text.weekNumber(thursday.isoWeek),
              textFrame: cells.numberFrame(in: frame))),
          frame: frame))
    }
    for (column, day) in row.enumerated() {
      guard let day else { continue }
      let frame = columns.dayFrame(column: column, y: y, height: height)
      if let fill = cells.background(
        state.cell(for: day, inDisplayedMonth: inMonth(day)), frame: frame)
      {
        items.append(fill)
      }
    }
    if case .range(let start, let end?) = state.selection {
      let band = RangeBandLayout(
        columns: columns, cells: cells, bandHeight: cells.bandDiameter)
      let ownDays = row.map { day in day.flatMap { inMonth($0) ? $0 : nil } }
      items += band.segments(row: ownDays, start: start, end: end, rowY: y, rowHeight: height)
    }
    for (column, day) in row.enumerated() {
      guard let day else { continue }
      let cell = state.cell(for: day, inDisplayedMonth: inMonth(day))
      let frame = columns.dayFrame(column: column, y: y, height: height)
      let isBandEnd = cell.selection == .rangeStart || cell.selection == .rangeEnd
      items += cells.items(
        cell, frame: frame, text: text, subtitle: subtitles?.dayLabel(day),
        discDiameter: isBandEnd ? cells.bandDiameter : nil)
    }
    return items
  }
}

enum WeekNumbering {
  /// The row's Thursday, where most of an ISO week's days lie; nil if that cell is blank
  /// (then the row's first visible day decides).
  static func thursday(of row: [Day?], firstWeekday: Int) -> Day? {
    let column = (5 - firstWeekday + 7) % 7
    if let day = row[column] { return day }
    guard let index = row.firstIndex(where: { $0 != nil }), let day = row[index] else { return nil }
    return day.adding(days: column - index)
  }
}
