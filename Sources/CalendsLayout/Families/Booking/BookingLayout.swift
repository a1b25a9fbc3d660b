import CalendsDrawing
import CalendsModel
import CalendsTheme
import CalendsValues

/// The booking grid's measures, in points. The widget's own numbers where it has them
/// (2 pt around each button, 8 pt corner radius, 8 pt above each month and year, headers
/// inset 20 pt); the rest are ours and are documented in `BookingGrid.md`.
public enum BookingMetrics {
  /// The widget makes days square, a seventh of its width; past this size a wide image
  /// would get poster-sized buttons, so the grid stops growing and is centred instead.
  public static let maximumDayCell = 64.0
  /// Space between a day's cell and its button.
  public static let buttonInset = 2.0
  public static let buttonCornerRadius = 8.0
  /// Space above each year header and each month.
  public static let sectionGap = 8.0
  /// The header capsules' distance from the grid's sides.
  public static let headerInset = 20.0
  /// Added to a header's line height: the capsule's vertical padding, both sides together.
  public static let headerPadding = 6.0
  /// Between a month header and the month's first row.
  public static let headerBottomGap = 4.0
  /// Added to the weekday names' line height for their strip.
  public static let weekdayHeaderPadding = 12.0
  /// Below the last month.
  public static let bottomMargin = 8.0
}

/// Lays out the booking style: the weekday header on top (the widget keeps it fixed while
/// the months scroll under it), then every month from the first item's to the last item's,
/// whole, one under another — each under its year header (at the top and at each new
/// year) and its month header. Days not in the items are disabled and unselected.
///
/// Months are stacked in one column at every width, as the widget does: a grid of month
/// columns would separate months of the same year unevenly and leave year headers nowhere
/// natural to sit. On wide images the day grid stops at `maximumDayCell` and is centred.
struct BookingLayout {
  let canvas: Canvas
  let booking: BookingSpec
  let today: Day
  let theme: CalendarTheme
  let measurer: any TextMeasuring

  func layout() -> LayoutTree {
    let text = CalendarText.cached(localeIdentifier: canvas.locale)
    let firstWeekday = canvas.weekStartDay.firstWeekday(locale: text.locale)
    let width = CalendarMetrics.containerWidth(for: canvas)
    let cell = min(width / 7, BookingMetrics.maximumDayCell)
    let gridX = (width - 7 * cell) / 2
    let columns = GridColumns(
      width: 7 * cell, showsWeekNumbers: false, rightToLeft: text.isRightToLeft)
    // `SpecReader` refuses the booking style without items, so there is always a month.
    let months = booking.months ?? today.yearMonth...today.yearMonth
    let style = theme.booking

    var items: [LayoutItem] = []
    var warnings: [String] = []
    var y = 0.0
    if booking.showsWeekdayHeader {
      let height =
        measurer.measure("M", font: style.weekdayHeader.text.font).height
        + BookingMetrics.weekdayHeaderPadding
      let weekdays = MonthGrid.columnWeekdays(firstWeekday: firstWeekday)
      let frames = weekdays.indices.map {
        columns.dayFrame(column: $0, y: y, height: height).offsetBy(x: gridX)
      }
      let minX = frames.map(\.minX).min()!
      let maxX = frames.map(\.maxX).max()!
      let strip = Rect(x: minX, y: frames[0].y, width: maxX - minX, height: frames[0].height)
      // The names share one size, shrunk as a header's may be when a column is narrow.
      let font = style.weekdayHeader.text.font
      let names = measurer.fit(
        weekdays.map { weekdayName($0, text: text) }, font: font,
        width: max(0, cell - 2 * BookingMetrics.buttonInset),
        rule: .rowLabel(minimum: font.size * TextFitRule.titleSmallestScale))
      for ((weekday, frame), name) in zip(zip(weekdays, frames), names) {
        items.append(
          LayoutItem(
            .weekdayLabel(
              .init(
                weekday: weekday, text: name.line, states: .normal, strip: strip,
                fontSize: name.fontSize)),
            frame: frame))
      }
      y += height
    }

    var month = months.lowerBound
    while month <= months.upperBound {
      if booking.showsYearHeader && (month == months.lowerBound || month.month == 1) {
        y += BookingMetrics.sectionGap
        let height =
          measurer.measure("2019", font: style.yearHeader.text.font).height
          + BookingMetrics.headerPadding
        let frame = capsuleFrame(gridX: gridX, cell: cell, y: y, height: height)
        let year = text.format(month.firstDay, template: "y")
        let fitted = headerText(year, font: style.yearHeader.text.font, in: frame)
        if fitted.leftOut {
          warnings.append(
            LayoutTree.leftOutWarning(day: month.description, role: "year header", text: year))
        } else {
          items.append(
            LayoutItem(.yearHeader(text: fitted.line, fontSize: fitted.fontSize), frame: frame))
        }
        y += height
      }
      y += BookingMetrics.sectionGap
      let blockIndex = items.count
      let top = y
      if booking.showsMonthHeader {
        let height =
          measurer.measure("May", font: style.monthHeader.text.font).height
          + BookingMetrics.headerPadding
        let frame = capsuleFrame(gridX: gridX, cell: cell, y: y, height: height)
        let fitted = headerText(text.monthName(month), font: style.monthHeader.text.font, in: frame)
        items.append(
          LayoutItem(
            .monthHeader(.init(month: month, text: fitted.line, fontSize: fitted.fontSize)),
            frame: frame))
        y += height + BookingMetrics.headerBottomGap
      }
      for row in MonthGrid(month: month, firstWeekday: firstWeekday).rows {
        for (column, day) in row.enumerated() where month.contains(day) {
          let cellFrame = columns.dayFrame(column: column, y: y, height: cell).offsetBy(x: gridX)
          items.append(dayItem(day, frame: cellFrame, text: text))
        }
        y += cell
      }
      let block = LayoutItem(
        .bookingMonth(.init(month: month, text: text.fullMonthTitle(month))),
        frame: Rect(x: gridX, y: top, width: 7 * cell, height: y - top))
      items.insert(block, at: blockIndex)
      month = month.adding(months: 1)
    }
    y += BookingMetrics.bottomMargin

    let first = months.lowerBound.firstDay
    let inputs = ResolvedInputs(
      style: .booking, today: today, locale: canvas.locale, weekStartDay: canvas.weekStartDay,
      firstWeekday: firstWeekday,
      startDate: first, endDate: months.upperBound.lastDay, displayDate: first,
      sizeClass: canvas.resolvedDevice.sizeClass,
      device: canvas.width == nil ? canvas.resolvedDevice : nil, width: width,
      cellHeight: cell, scale: canvas.scale, theme: canvas.theme, rightToLeft: columns.rightToLeft,
      alternateCalendar: nil,
      selection: booking.items.filter(\.selected).map(\.date))
    let title = text.monthRangeTitle(months)
    var tree = LayoutTree(width: width, height: y, title: title, inputs: inputs, items: items)
    tree.warnings = warnings
    return tree
  }

  /// A header's label fitted as a title (`TextFitRule.title`) inside its capsule, clear of
  /// the round ends.
  private func headerText(_ label: String, font: FontSpec, in capsule: Rect) -> FittedText {
    measurer.fit(
      label, font: font, width: max(0, capsule.width - capsule.height), rule: .title(font))
  }

  /// A day's button: the cell less the widget's padding. States use the calendar's words:
  /// `disabled` for a day that is not a toggle, `selected` whether or not it is enabled.
  private func dayItem(_ day: Day, frame cellFrame: Rect, text: CalendarText) -> LayoutItem {
    let inset = BookingMetrics.buttonInset
    let given = booking.item(on: day)
    let enabled = given?.enabled ?? false
    var states: DayStates = []
    if given?.selected ?? false { states.insert(.selected) }
    if !enabled { states.insert(.disabled) }
    return LayoutItem(
      .bookingDay(
        .init(date: day, text: text.dayNumber(day), enabled: enabled, states: states)),
      frame: Rect(
        x: cellFrame.x + inset, y: cellFrame.y + inset, width: cellFrame.width - 2 * inset,
        height: cellFrame.height - 2 * inset))
  }

  private func capsuleFrame(gridX: Double, cell: Double, y: Double, height: Double) -> Rect {
    let inset = BookingMetrics.headerInset
    return Rect(x: gridX + inset, y: y, width: max(0, 7 * cell - 2 * inset), height: height)
  }

  /// The abbreviated stand-alone weekday name ("Mon", "Mo.", "一"): the widget's header
  /// names weekdays rather than giving the month grid's single letters.
  private func weekdayName(_ weekday: Int, text: CalendarText) -> String {
    // 2023-01-01 is a Sunday: its week holds each weekday once.
    text.format(Day(year: 2023, month: 1, day: weekday)!, template: "ccc")
  }
}

extension Rect {
  fileprivate func offsetBy(x dx: Double) -> Rect {
    Rect(x: x + dx, y: y, width: width, height: height)
  }
}
