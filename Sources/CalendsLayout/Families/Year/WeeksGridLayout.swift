import CalendsModel
import CalendsTheme
import CalendsValues

/// The weeks view: the title, the weekday initials, then `weeks` rows of seven days from
/// the week holding `displayDateAtStartup` (else today), one continuous grid across month
/// boundaries. Each row has a thin band on top where a month's short name stands over its
/// 1st (and over the grid's first day, so the first row says its month too), and a rule
/// above it. Every day belongs to its own month: no day is greyed as adjacent.
struct WeeksGridLayout {
  let context: YearContext

  func layout() -> LayoutTree {
    let year = context.year
    let columns = GridColumns(
      width: context.contentWidth, showsWeekNumbers: year.showsWeekNumbers,
      rightToLeft: context.rightToLeft, originX: context.content.minX)
    let scale = YearMetrics.fontScale(dayWidth: columns.dayWidth)
    let theme = YearMetrics.theme(context.theme, fontScale: scale)
    let labelFont = theme.weekdayText.normal.font
    let labelHeight = context.measurer.measure("May", font: labelFont).height
    let bandHeight = labelHeight + YearMetrics.weekdayGap

    let shown = context.canvas.displayDateAtStartup ?? context.today
    let firstDay = shown.adding(days: -((shown.weekday - context.firstWeekday + 7) % 7))
    // The grid stops with the week holding 9999-12-31, the last supported day.
    let lastSupported = Day(year: Day.supportedYears.upperBound, month: 12, day: 31)!
    let rowCount = min(year.weeks, firstDay.distance(to: lastSupported) / 7 + 1)
    let lastDay = firstDay.adding(days: rowCount * 7 - 1)
    // The grid's first and last rows may reach into years 0 and 10000, which no calendar
    // here has: those cells stay empty, and the title and inputs name supported days only.
    let firstSupported = Day(year: Day.supportedYears.lowerBound, month: 1, day: 1)!
    let supported = max(firstDay, firstSupported)...min(lastDay, lastSupported)
    let months = supported.lowerBound.yearMonth...supported.upperBound.yearMonth
    let state = year.calendarState(
      canvas: context.canvas, today: context.today, days: supported)
    let block = context.monthBlock(columns: columns, state: state, theme: theme, scale: scale)

    let title = context.title(months: months)
    var items: [LayoutItem] = title.item.map { [$0] } ?? []
    let weekdayHeight = labelHeight + 2 * YearMetrics.weekdayGap
    // On paper the rows share the page's height below the title and the initials (the
    // reader keeps `weeks` to what fits, `PageSetup.mostWeekRows`).
    let pageRow = (context.content.maxY - title.bottom - weekdayHeight) / Double(rowCount)
    let cellHeight = min(
      YearMetrics.cellHeight(dayWidth: columns.dayWidth),
      max(8, (pageRow - bandHeight).rounded(.down)))
    let rowHeight = bandHeight + cellHeight
    items += context.weekdayRow(
      columns: columns, y: title.bottom, height: weekdayHeight,
      font: theme.weekdayText.normal.font)
    var y = title.bottom + weekdayHeight
    for row in 0..<rowCount {
      let days: [Day?] = (0..<7).map { column in
        let day = firstDay.adding(days: row * 7 + column)
        return supported.contains(day) ? day : nil
      }
      items.append(
        LayoutItem(
          .separator(days[0]),
          frame: Rect(
            x: context.content.minX, y: y, width: context.contentWidth,
            height: CalendarMetrics.separatorThickness)))
      for (column, day) in days.enumerated() {
        guard let day, day.day == 1 || (row == 0 && column == 0) else { continue }
        let cell = columns.dayFrame(
          column: column, y: y + YearMetrics.weekdayGap / 2, height: labelHeight)
        items.append(
          LayoutItem(
            .monthHeader(
              .init(month: day.yearMonth, text: context.text.format(day, template: "MMM"))),
            frame: cell))
      }
      items += block.rowItems(days, inMonth: { _ in true }, y: y + bandHeight, height: cellHeight)
      y += rowHeight
    }
    let inputs = context.inputs(
      state: state, days: supported, cellHeight: cellHeight,
      year: YearInputs(year: nil, months: 0, weeks: rowCount, columns: nil, fontScale: scale))
    return LayoutTree(
      width: context.width, height: context.height(contentBottom: y),
      title: YearTitle.text(view: .weeks, months: months, text: context.text),
      inputs: inputs, items: items)
  }
}
