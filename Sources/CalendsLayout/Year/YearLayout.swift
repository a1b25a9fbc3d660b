import CalendsModel
import CalendsTheme
import CalendsValues

/// Lays out the year views. (The blocks come in the next step; for now an empty page.)
struct YearLayout {
  let canvas: Canvas
  let year: YearSpec
  let today: Day
  let theme: CalendarTheme
  let measurer: any TextMeasuring

  func layout() -> LayoutTree {
    let width = CalendarMetrics.containerWidth(for: canvas)
    let inputs = ResolvedInputs(
      style: year.view.calendarStyle, today: today, locale: canvas.locale,
      weekStartDay: canvas.weekStartDay, firstWeekday: 1, startDate: today, endDate: today,
      displayDate: today, sizeClass: canvas.resolvedDevice.sizeClass, device: nil, width: width,
      cellHeight: 0, scale: canvas.scale, theme: canvas.theme, rightToLeft: false,
      alternateCalendar: nil, selection: [])
    return LayoutTree(width: width, height: 200, title: "", inputs: inputs, items: [])
  }
}
