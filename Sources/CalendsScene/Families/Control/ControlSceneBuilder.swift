import CalendsDrawing
import CalendsLayout
import CalendsModel
import CalendsTheme
import CalendsValues

/// Paints the FUICalendarView control's items: each item's kind and states pick its colours
/// and fonts from the theme. The year views and the wall month paint their grids with it
/// too (`PrintedPagePainter`), so a day looks the same in every family.
struct ControlSceneBuilder {
  let theme: CalendarTheme

  func build(_ layout: LayoutTree) -> Scene {
    var nodes: [SceneNode] = []
    nodes.reserveCapacity(layout.items.count)
    for item in layout.items {
      nodes += self.nodes(for: item)
    }
    return Scene(
      width: layout.width, height: layout.height, background: theme.background, nodes: nodes)
  }

  func nodes(for item: LayoutItem) -> [SceneNode] {
    let frame = item.frame
    switch item.content {
    case .monthHeader(let header):
      return monthHeader(header, frame: frame)
    case .weekdayLabel(let label):
      let style = theme.weekdayText
      let color = label.states.contains(.highlighted) ? style.highlightedColor : style.normal.color
      return [.text(TextRun(text: label.text, font: style.normal.font, color: color, frame: frame))]
    case .weekNumber(let number):
      let style = theme.weekNumber
      return [
        .text(
          TextRun(
            text: number.text, font: style.font, color: style.color, frame: number.textFrame))
      ]
    case .selectionIndicator:
      // A single day, and both ends of a range, sit on the single-selection disc.
      return [.circle(center: frame.center, radius: frame.width / 2, theme.selectionSingle)]
    case .rangeBand(let band):
      return [
        .band(
          frame, roundLeft: band.caps.left == .round, roundRight: band.caps.right == .round,
          theme.selectionRange)
      ]
    case .dayLabel(let label):
      let style = subtitleStyle(states: label.states)
      return [.text(TextRun(text: label.text, font: style.font, color: style.color, frame: frame))]
    case .handle:
      return [.roundedRect(frame, radius: frame.height / 2, theme.handle)]
    case .separator:
      return [.rect(frame, theme.separator)]
    case .timelineColumn, .timelineDayLabel, .hourLabel, .hourSeparator, .halfHourSeparator, .event,
      .allDayEvent, .currentTime, .timelineTopBar, .timelineSideBar, .yearHeader, .bookingDay,
      .bookingMonth, .pageTitle, .eventBar, .eventLine, .moreLink, .agendaDay, .agendaEvent,
      .agendaEmpty, .pane, .navigationLink, .writingSpace:
      return []  // drawn by the timeline, booking, year, wall month and agenda scene builders
    case .dayBackground(let background):
      return dayBackground(background, frame: frame)
    case .legend(let legend):
      return self.legend(legend)
    case .eventIndicator(let dot):
      let color = dot.color?.resolved(for: theme.appearance) ?? theme.eventView
      return [.circle(center: frame.center, radius: frame.width / 2, color)]
    case .dateCell(let cell):
      // A day in the middle of a range is on the light band, not a disc: it keeps the
      // colours of an unselected day.
      var states = cell.states
      if cell.selection == .rangeMiddle { states.remove(.selected) }
      if let decoration = cell.decoration {
        return decoratedCell(cell, decoration, states: states)
      }
      let style = dayTitleStyle(states: states)
      return [
        .text(
          TextRun(text: cell.text, font: style.font, color: style.color, frame: cell.textFrame))
      ]
    }
  }

  /// Selected wins over today, today over plain; a disabled day keeps its font but takes the
  /// disabled tint (a disabled today is still recognisably today, but not actionable).
  func dayTitleStyle(states: DayStates) -> TextStyle {
    let title = theme.dayTitle
    if states.contains(.selected) { return title.selected }
    if states.contains(.highlighted) {
      var style = title.highlighted
      if states.contains(.disabled) { style.color = title.disabledColor }
      return style
    }
    if states.contains(.disabled) {
      return TextStyle(font: title.normal.font, color: title.disabledColor)
    }
    return title.normal
  }

  func monthHeader(_ header: LayoutItem.MonthHeader, frame: Rect) -> [SceneNode] {
    var style = theme.monthHeader
    // A title too long for the width was given a smaller size by the layout.
    if let size = header.fontSize { style.font = style.font.withSize(size) }
    guard let lines = header.lines, lines.count == 2 else {
      let alignment: TextAlignment =
        switch header.textAlign {
        case .left: .leading
        case .right: .trailing
        case .center, nil: .center
        }
      return [
        .text(
          TextRun(
            text: header.text, font: style.font, color: style.color, frame: frame,
            alignment: alignment))
      ]
    }
    // The year line at 0.7 of the month's size: rounded as the stylesheet's sizes are,
    // unless the layout shrank it to fit, where rounding up could overflow again.
    let smallSize = style.font.size * 0.7
    let small = style.font.withSize(
      max(1, header.fontSize == nil ? smallSize.rounded() : smallSize))
    return [
      .text(
        TextRun(text: lines[0].text, font: style.font, color: style.color, frame: lines[0].frame)),
      .text(
        TextRun(
          text: lines[1].text,
          font: FontSpec(
            family: small.family, weight: .regular, italic: small.italic, size: small.size),
          color: style.color, frame: lines[1].frame)),
    ]
  }
}
