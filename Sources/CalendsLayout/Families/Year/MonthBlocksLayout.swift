import CalendsModel
import CalendsTheme
import CalendsValues

/// The year and multiMonth views: the title, then one compact block per month — its name,
/// the weekday initials and its days — in columns, left to right (right to left in a
/// right-to-left locale) and then down. Every block has room for six rows, so blocks side
/// by side line up; blocks never overflow the width, however many columns are asked for.
struct MonthBlocksLayout {
  let context: YearContext

  func layout() -> LayoutTree {
    let year = context.year
    let months = year.blockMonths(canvas: context.canvas, today: context.today)
    let first = months.first!
    let last = months.last!
    let title = context.title(months: first...last)
    let columnCount =
      year.columns
      ?? (context.content.height.isFinite
        ? YearMetrics.columns(
          fittingPage: context.contentWidth, height: context.content.maxY - title.bottom,
          blocks: months.count)
        : YearMetrics.columns(
          fitting: context.contentWidth, blocks: months.count,
          showsWeekNumbers: year.showsWeekNumbers))
    let blockWidth =
      (context.contentWidth - Double(columnCount - 1) * YearMetrics.columnGap)
      / Double(columnCount)
    let probe = GridColumns(
      width: blockWidth, showsWeekNumbers: year.showsWeekNumbers, rightToLeft: context.rightToLeft)
    let scale = YearMetrics.fontScale(dayWidth: probe.dayWidth)
    let theme = YearMetrics.theme(context.theme, fontScale: scale)
    let headerHeight =
      context.measurer.measure("May", font: theme.monthHeader.font).height
      + YearMetrics.monthHeaderGap
    let weekdayHeight =
      context.measurer.measure("M", font: theme.weekdayText.normal.font).height
      + YearMetrics.weekdayGap
    let days = first.firstDay...last.lastDay
    let state = year.calendarState(canvas: context.canvas, today: context.today, days: days)

    let rows = (months.count + columnCount - 1) / columnCount
    let cellHeight = YearMetrics.cellHeight(
      dayWidth: probe.dayWidth,
      fitting: (context.content.maxY - title.bottom - Double(rows - 1) * YearMetrics.rowGap)
        / Double(rows) - headerHeight - weekdayHeight)
    let blockHeight =
      headerHeight + weekdayHeight + Double(YearMetrics.rowsPerBlock) * cellHeight
    var items: [LayoutItem] = title.item.map { [$0] } ?? []
    var areas: [PageNavigation.MonthArea] = []
    for (index, month) in months.enumerated() {
      let row = index / columnCount
      let column = index % columnCount
      let visualColumn = context.rightToLeft ? columnCount - 1 - column : column
      let x =
        context.content.minX + Double(visualColumn) * (blockWidth + YearMetrics.columnGap)
      let y = title.bottom + Double(row) * (blockHeight + YearMetrics.rowGap)
      let columns = GridColumns(
        width: blockWidth, showsWeekNumbers: year.showsWeekNumbers,
        rightToLeft: context.rightToLeft, originX: x)
      areas.append(
        .init(month: month, frame: Rect(x: x, y: y, width: blockWidth, height: blockHeight)))
      items.append(
        LayoutItem(
          .monthHeader(.init(month: month, text: context.text.monthName(month))),
          frame: Rect(x: x, y: y, width: blockWidth, height: headerHeight)))
      items += context.weekdayRow(
        columns: columns, y: y + headerHeight, height: weekdayHeight,
        font: theme.weekdayText.normal.font)
      let block = context.monthBlock(columns: columns, state: state, theme: theme, scale: scale)
      items +=
        block.layout(
          month: month, y: y + headerHeight + weekdayHeight, cellHeight: cellHeight,
          showsAdjacentDays: year.showsAdjacentDays
        ).items
    }
    let height = context.height(
      contentBottom: title.bottom + Double(rows) * blockHeight
        + Double(rows - 1) * YearMetrics.rowGap)
    let inputs = context.inputs(
      state: state, days: days, cellHeight: cellHeight,
      year: YearInputs(
        year: year.view == .year ? first.year : nil, months: months.count, weeks: nil,
        columns: columnCount, fontScale: scale))
    var tree = LayoutTree(
      width: context.width, height: height,
      title: YearTitle.text(view: year.view, months: first...last, text: context.text),
      inputs: inputs, items: items)
    // A block, not just its header, is what a reader points at to open the month.
    tree.navigation.months = areas
    return tree
  }
}
