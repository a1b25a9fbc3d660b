import CalendsDrawing
import CalendsLayout
import CalendsModel
import CalendsTheme
import CalendsValues

/// Paints the year views as printed pages of month grids (`PrintedPagePainter`); the weeks
/// view's month names, which sit over a 1st in a narrow band, take the month header's
/// colour in the weekday initials' font, and the contribution calendar's days are squares
/// of their heat-map colour with no number. A printed year's month pages draw the year's
/// events as the wall month does (`MonthEventPainter`). A planner's week and day pages draw
/// their days' headers and events as the agenda does (`AgendaSceneBuilder`), their hours'
/// labels and navigation strip in the secondary label's font (`fdlFUICalendarItemView_subtitle`),
/// the strip in the month header's colour.
struct YearSceneBuilder {
  let theme: CalendarTheme

  func build(_ layout: LayoutTree) -> Scene {
    let page = PrintedPagePainter(theme: theme, layout: layout)
    let events = MonthEventPainter(theme: theme, rightToLeft: layout.inputs.rightToLeft)
    let isWeeks = layout.inputs.style == .weeks
    let isContributions = layout.inputs.year?.arrangement == .contributions
    let agenda = AgendaSceneBuilder(theme: page.scaled, layout: layout)
    var nodes: [SceneNode] = []
    nodes.reserveCapacity(layout.items.count + layout.items.count / 4)
    for item in layout.items {
      switch item.content {
      case .monthHeader(let header) where isWeeks:
        nodes.append(
          .text(
            TextRun(
              text: header.text, font: page.scaled.weekdayText.normal.font,
              color: page.scaled.monthHeader.color, frame: item.frame)))
      case .dateCell(let cell) where isContributions:
        let fill = cell.decoration?.fill ?? Heatmap.defaultEmptyColor
        nodes.append(
          .roundedRect(
            item.frame, radius: min(2, item.frame.width * 0.2),
            fill.resolved(for: theme.appearance)))
      case .eventBar, .eventLine, .moreLink:
        nodes += events.nodes(for: item)
      case .agendaDay(let day):
        nodes += agenda.day(day, frame: item.frame)
      case .agendaEvent(let event):
        nodes += agenda.event(event)
      case .hourLabel(let label):
        nodes.append(
          .text(
            TextRun(
              text: label.text, font: page.scaled.dayLabel.font, color: theme.dayLabel.color,
              frame: item.frame, alignment: layout.inputs.rightToLeft ? .trailing : .leading,
              clip: item.frame)))
      case .writingSpace(let fill):
        nodes += Self.writingSpace(
          fill, in: item.frame, color: fill.style == .dots ? theme.dayLabel.color : theme.separator)
      case .navigationLink(let link):
        nodes.append(
          .text(
            TextRun(
              text: link.text, font: theme.dayLabel.font.withSize(link.fontSize),
              color: theme.monthHeader.color, frame: item.frame,
              alignment: link.role == .previous || link.role == .next ? .center : .leading,
              clip: item.frame)))
      default:
        nodes += page.nodes(for: item)
      }
    }
    return page.scene(layout, nodes)
  }

  /// A day's writing space: rules 0.5 pt thick (`lines`), dots 1.4 pt across (`dots`,
  /// centred across the space) or both rules and columns (`grid`), every `spacing` points
  /// from the space's top-left corner, in the separator's colour (dots in the secondary label's, so they show), drawn
  /// as fills so a tablet's greys keep them light.
  static func writingSpace(_ fill: LayoutItem.WritingSpaceFill, in frame: Rect, color: Color)
    -> [SceneNode]
  {
    let step = fill.spacing
    let rows = Int((frame.height / step).rounded(.down))
    let columns = Int((frame.width / step).rounded(.down))
    guard rows >= 1, columns >= 1 else { return [] }
    let thickness = 0.5
    var nodes: [SceneNode] = []
    switch fill.style {
    case .none: break
    case .lines:
      for row in 1...rows {
        let y = frame.minY + Double(row) * step
        nodes.append(
          .rect(Rect(x: frame.minX, y: y - thickness / 2, width: frame.width, height: thickness), color))
      }
    case .grid:
      let width = Double(columns) * step
      let height = Double(rows) * step
      for row in 0...rows {
        let y = frame.minY + Double(row) * step
        nodes.append(
          .rect(Rect(x: frame.minX, y: y - thickness / 2, width: width, height: thickness), color))
      }
      for column in 0...columns {
        let x = frame.minX + Double(column) * step
        nodes.append(
          .rect(Rect(x: x - thickness / 2, y: frame.minY, width: thickness, height: height), color))
      }
    case .dots:
      // Centred across the space, half a step or more from each side: a dot on each edge
      // stood beside the next day's, and the pairs read as doubled dots.
      let left = frame.minX + (frame.width - Double(columns - 1) * step) / 2
      for row in 1...rows {
        for column in 0..<columns {
          nodes.append(
            .circle(
              center: Point(x: left + Double(column) * step, y: frame.minY + Double(row) * step),
              radius: 0.7, color))
        }
      }
    }
    return nodes
  }
}
