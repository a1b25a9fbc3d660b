import CalendsModel
import CalendsTheme
import CalendsValues

/// The year view's contribution calendar (`layout: contributions`), as GitHub draws one: a
/// column per week and a row per weekday, exactly the year's days (no cell before January 1
/// or after December 31), month names over the week holding each 1st (a name that would run
/// into the one before it is left out), the short names of every other weekday at the side
/// (Mon, Wed, Fri from a Sunday start), every cell a square filled by the heat map, under a
/// title sized for the grid. Weeks start on `weekStartDay`, or Sunday when it is left to the
/// locale. Right-to-left locales put the first week at the right and the names on the right.
struct ContributionsLayout {
  let context: YearContext

  /// The image's width when the spec gives no width or device: 53 weeks of 13 pt (cells of
  /// 10.5 pt, as GitHub's 10 px ones with their gaps), the weekday names and the margins.
  static let defaultWidth = 760.0
  /// The title's size over the month header's: a heading for the grid, not a poster's.
  static let titleScale = 1.0

  /// A cell and the gap after it, at most; less when the weeks need the width.
  static let largestPitch = 16.0
  /// The gap between cells, as a share of the pitch.
  static let gapShare = 0.18
  /// Between the initials and the grid, and between the month names and the grid.
  static let labelGap = 4.0

  func layout() -> LayoutTree {
    let year = context.year
    let number = year.resolvedYear(canvas: context.canvas, today: context.today)
    let first = Day(year: number, month: 1, day: 1)!
    let last = Day(year: number, month: 12, day: 31)!
    let firstWeekday =
      context.canvas.weekStartDay == .localeSpecific ? 1 : context.firstWeekday
    let lead = (first.weekday - firstWeekday + 7) % 7
    let weekCount = (lead + first.distance(to: last) + 1 + 6) / 7
    let weekdays = MonthGrid.columnWeekdays(firstWeekday: firstWeekday)

    let title = context.title(months: first.yearMonth...last.yearMonth, scale: Self.titleScale)
    let labelFont = context.theme.weekdayText.normal.font
    // Measured at the stylesheet's size, which the scaled labels never exceed.
    let namesWidth =
      weekdays.map {
        context.measurer.measure(context.text.shortWeekdayName($0), font: labelFont).width
      }
      .max() ?? 0
    let labelWidth = namesWidth + Self.labelGap
    let pitch = min(
      Self.largestPitch,
      ((context.contentWidth - labelWidth) / Double(weekCount) * 2).rounded(.down) / 2)
    let gap = (pitch * Self.gapShare * 2).rounded() / 2
    let scale = YearMetrics.fontScale(dayWidth: pitch)
    let theme = YearMetrics.theme(context.theme, fontScale: scale)
    let font = theme.weekdayText.normal.font
    let lineHeight = context.measurer.measure("May", font: font).height
    let gridWidth = Double(weekCount) * pitch
    let rightToLeft = context.rightToLeft
    // The block (initials and grid) starts at the content's leading edge.
    let gridX =
      rightToLeft
      ? context.content.maxX - labelWidth - gridWidth : context.content.minX + labelWidth
    let gridY = title.bottom + lineHeight + Self.labelGap
    func columnX(_ week: Int) -> Double {
      rightToLeft ? gridX + gridWidth - Double(week + 1) * pitch : gridX + Double(week) * pitch
    }

    var items: [LayoutItem] = title.item.map { [$0] } ?? []
    // Month names over the week holding each 1st, from its leading edge, each as wide as it
    // is drawn; one that would reach the name before it is left out.
    var previousEnd = -Double.infinity
    for month in 1...12 {
      let day = Day(year: number, month: month, day: 1)!
      let week = (lead + first.distance(to: day)) / 7
      let name = context.text.format(day, template: "MMM")
      let width = min(
        context.measurer.measure(name, font: theme.monthHeader.font).width, gridWidth)
      let x = rightToLeft ? columnX(week) + pitch - width : columnX(week)
      // Measured along the reading direction: from the left, or from the right edge.
      let start = rightToLeft ? -(x + width) : x
      guard start >= previousEnd + Self.labelGap else { continue }
      previousEnd = start + width
      items.append(
        LayoutItem(
          .monthHeader(
            .init(month: day.yearMonth, text: name, textAlign: rightToLeft ? .right : .left)),
          frame: Rect(x: x, y: title.bottom, width: width, height: lineHeight)))
    }
    // Every other weekday by its short name, from the week's second day (Mon, Wed, Fri from
    // a Sunday start), as GitHub labels its rows: one letter would be ambiguous.
    let labelX = rightToLeft ? gridX + gridWidth + Self.labelGap : context.content.minX
    for (row, weekday) in weekdays.enumerated() where row % 2 == 1 {
      items.append(
        LayoutItem(
          .weekdayLabel(
            .init(
              weekday: weekday, text: context.text.shortWeekdayName(weekday), states: .normal)),
          frame: Rect(
            x: labelX, y: gridY + Double(row) * pitch + (pitch - gap - lineHeight) / 2,
            width: namesWidth, height: lineHeight)))
    }
    let state = year.calendarState(canvas: context.canvas, today: context.today, days: first...last)
    let columns = GridColumns(width: pitch * 7, showsWeekNumbers: false, rightToLeft: rightToLeft)
    let cells = context.monthBlock(columns: columns, state: state, theme: theme, scale: scale).cells
    var day = first
    while day <= last {
      let index = lead + first.distance(to: day)
      let frame = Rect(
        x: columnX(index / 7) + (rightToLeft ? gap : 0), y: gridY + Double(index % 7) * pitch,
        width: pitch - gap, height: pitch - gap)
      let cell = state.cell(for: day, inDisplayedMonth: true)
      items.append(
        LayoutItem(
          .dateCell(
            .init(
              date: day, text: context.text.dayNumber(day), states: DayStates(cell),
              inDisplayedMonth: true, hasEvent: cell.hasEvent, selection: cell.selection,
              textFrame: frame, decoration: cells.decoration(of: day, in: frame))),
          frame: frame))
      day = day.adding(days: 1)
    }
    var inputs = context.inputs(
      state: state, days: first...last, cellHeight: pitch - gap,
      year: YearInputs(year: number, months: 12, weeks: weekCount, columns: nil, fontScale: scale))
    inputs.year?.arrangement = .contributions
    inputs.firstWeekday = firstWeekday
    return LayoutTree(
      width: context.width, height: context.height(contentBottom: gridY + 7 * pitch - gap),
      title: YearTitle.text(
        view: .year, months: first.yearMonth...last.yearMonth, text: context.text),
      inputs: inputs, items: items)
  }
}
