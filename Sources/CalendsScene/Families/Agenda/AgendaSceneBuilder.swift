import CalendsDrawing
import CalendsLayout
import CalendsTheme
import CalendsValues

/// Paints the agenda with the control's stylesheet, so a theme that dresses the month
/// dresses its agenda alike: a day's header on a band of the separator colour
/// (`fdlFUICalendarView_separator`) in the month header's font
/// (`fdlFUICalendarView_monthHeaderText`) and the day numbers' colour, today's in their
/// highlighted colour; an event's title in the day numbers' font and colour
/// (`fdlFUICalendarItemView_title`), its time in that font and the month header's colour,
/// its place in the secondary label's (`fdlFUICalendarItemView_subtitle`), its dot in its
/// own colour. Text is aligned to the reading direction's start, the weekday to its end.
struct AgendaSceneBuilder {
  let theme: CalendarTheme
  let rightToLeft: Bool

  init(theme: CalendarTheme, layout: LayoutTree) {
    self.theme = theme
    rightToLeft = layout.inputs.rightToLeft
  }

  private var leading: TextAlignment { rightToLeft ? .trailing : .leading }
  private var trailing: TextAlignment { rightToLeft ? .leading : .trailing }

  func build(_ layout: LayoutTree) -> Scene {
    let more = MonthEventPainter(theme: theme, rightToLeft: rightToLeft)
    var nodes: [SceneNode] = []
    nodes.reserveCapacity(layout.items.count * 4)
    for item in layout.items {
      switch item.content {
      case .agendaDay(let day): nodes += self.day(day, frame: item.frame)
      case .agendaEvent(let event): nodes += self.event(event)
      case .agendaEmpty(let text):
        nodes.append(
          .text(
            TextRun(
              text: text, font: theme.dayTitle.normal.font, color: theme.monthHeader.color,
              frame: item.frame, alignment: .center, clip: item.frame)))
      default: nodes += more.nodes(for: item)
      }
    }
    return Scene(
      width: layout.width, height: layout.height, background: theme.background, nodes: nodes)
  }

  func day(_ day: LayoutItem.AgendaDay, frame: Rect) -> [SceneNode] {
    let color =
      day.states.contains(.today) ? theme.dayTitle.highlighted.color : theme.dayTitle.normal.color
    let font = theme.monthHeader.font
    return [
      .rect(frame, theme.separator),
      .text(
        TextRun(
          text: day.text, font: font, color: color, frame: day.textFrame, alignment: leading,
          clip: day.textFrame)),
      .text(
        TextRun(
          text: day.weekday, font: font, color: color, frame: day.textFrame, alignment: trailing,
          clip: day.textFrame)),
    ]
  }

  func event(_ event: LayoutItem.AgendaEvent) -> [SceneNode] {
    let font = theme.dayTitle.normal.font
    let dot = event.dotFrame
    var nodes: [SceneNode] = [
      .circle(
        center: dot.center, radius: dot.width / 2, event.color.resolved(for: theme.appearance)),
      .text(
        TextRun(
          text: rightToLeft ? "\u{200F}" + event.time : event.time, font: font,
          color: theme.monthHeader.color, frame: event.timeFrame, alignment: leading,
          clip: event.timeFrame)),
    ]
    for (index, line) in event.titleLines.enumerated() {
      let frame = Rect(
        x: event.titleFrame.x, y: event.titleFrame.y + Double(index) * event.lineHeight,
        width: event.titleFrame.width, height: event.lineHeight)
      nodes.append(
        .text(
          TextRun(
            text: line, font: font, color: theme.dayTitle.normal.color, frame: frame,
            alignment: leading, clip: frame)))
    }
    if let line = event.locationLine, let frame = event.locationFrame {
      nodes.append(
        .text(
          TextRun(
            text: line, font: theme.dayLabel.font, color: theme.dayLabel.color, frame: frame,
            alignment: leading, clip: frame)))
    }
    return nodes
  }
}
