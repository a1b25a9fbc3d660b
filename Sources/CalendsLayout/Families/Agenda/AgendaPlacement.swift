import CalendsDrawing
import CalendsModel
import CalendsValues

/// Fits and places one header or row of the agenda: its texts fitted to the width once
/// (`measured`), then put at any height (`item`), so the layout can ask what a block takes
/// before deciding whether it fits.
struct AgendaPlacement {
  /// A day header or an event's row.
  enum Block {
    case header(Day)
    case row(AgendaRows.Row)
  }

  /// A block with its texts fitted and its height.
  struct Measured {
    var block: Block
    var height: Double
    /// A header's whole date, or a row's whole title.
    var whole: String
    /// A header's date and weekday, or a row's title lines and place.
    var main: FittedText
    var side: String
    var location: FittedText?
    var lineHeight: Double
  }

  /// The header's date: the locale's long date ("November 28, 2026"), FullCalendar's
  /// `listDayFormat`; the weekday goes at the other end (`listDaySideFormat`).
  static let dayTemplate = "yMMMMd"

  let content: Rect
  let rightToLeft: Bool
  let titleFont: FontSpec
  let locationFont: FontSpec
  let headerFont: FontSpec
  let titleLines: Int
  let measurer: any TextMeasuring
  let timeWidth: Double
  let text: CalendarText
  let today: Day

  private var titleX: Double {
    AgendaLayout.dot + AgendaLayout.gap + timeWidth + AgendaLayout.columnGap
  }
  private var titleWidth: Double { max(0, content.width - titleX) }

  func measured(_ block: Block) -> Measured {
    switch block {
    case .header(let day):
      let side = text.weekdayName(day.weekday)
      let sideWidth = measurer.measure(side, font: headerFont).width
      let whole = text.format(day, template: Self.dayTemplate)
      let main = measurer.fit(
        whole, font: headerFont,
        width: max(
          0, content.width - 2 * AgendaLayout.headerPadding - sideWidth - AgendaLayout.columnGap),
        rule: .wrapped(lines: 1))
      let line = measurer.measure("Mg", font: headerFont).height
      return Measured(
        block: block, height: line + 2 * AgendaLayout.headerPadding, whole: whole, main: main,
        side: side,
        location: nil, lineHeight: line)
    case .row(let row):
      let line = measurer.measure("Mg", font: titleFont).height
      let title = measurer.fit(
        row.event.title, font: titleFont, width: titleWidth, rule: .wrapped(lines: titleLines))
      let location =
        row.event.location.isEmpty
        ? nil
        : measurer.fit(
          row.event.location, font: locationFont, width: titleWidth, rule: .wrapped(lines: 1))
      let locationHeight =
        location == nil ? 0 : measurer.measure("Mg", font: locationFont).height
      let height =
        Double(max(1, title.lines.count)) * line + locationHeight + 2 * AgendaLayout.rowPadding
      return Measured(
        block: block, height: height, whole: row.event.title, main: title, side: row.time,
        location: location,
        lineHeight: line)
    }
  }

  /// `frame` inside the content, mirrored for a right-to-left locale.
  private func placed(_ frame: Rect) -> Rect {
    guard rightToLeft else { return frame }
    return Rect(
      x: content.minX + content.maxX - frame.maxX, y: frame.y, width: frame.width,
      height: frame.height)
  }

  func item(_ measured: Measured, y: Double) -> LayoutItem {
    let frame = Rect(x: content.x, y: y, width: content.width, height: measured.height)
    switch measured.block {
    case .header(let day):
      let inset = AgendaLayout.headerPadding
      let textFrame = Rect(
        x: content.x + inset, y: y + inset, width: max(0, content.width - 2 * inset),
        height: measured.lineHeight)
      return LayoutItem(
        .agendaDay(
          .init(
            date: day, text: measured.main.line, whole: measured.whole, weekday: measured.side,
            states: day == today ? .today : .normal, textFrame: textFrame)),
        frame: frame)
    case .row(let row):
      let top = y + AgendaLayout.rowPadding
      let line = measured.lineHeight
      let dot = AgendaLayout.dot
      let titleHeight = Double(max(1, measured.main.lines.count)) * line
      let locationFrame = measured.location.map { _ in
        placed(
          Rect(
            x: content.x + titleX, y: top + titleHeight, width: titleWidth,
            height: frame.maxY - AgendaLayout.rowPadding - top - titleHeight))
      }
      let event = row.event
      return LayoutItem(
        .agendaEvent(
          .init(
            date: row.day, identifier: event.id, title: event.title, location: event.location,
            time: row.time, allDay: event.allDay, color: event.color,
            titleLines: measured.main.lines, locationLine: measured.location?.line,
            truncated: measured.main.truncated || measured.main.leftOut,
            dotFrame: placed(
              Rect(x: content.x, y: top + (line - dot) / 2, width: dot, height: dot)),
            timeFrame: placed(
              Rect(x: content.x + dot + AgendaLayout.gap, y: top, width: timeWidth, height: line)),
            titleFrame: placed(
              Rect(x: content.x + titleX, y: top, width: titleWidth, height: titleHeight)),
            locationFrame: locationFrame, lineHeight: line)),
        frame: frame)
    }
  }
}
