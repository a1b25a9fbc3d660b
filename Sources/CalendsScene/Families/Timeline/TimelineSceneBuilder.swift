import CalendsLayout
import CalendsTheme
import CalendsValues

/// Paints the timeline style's items from `CalendarTheme.timeline` (into which the facade
/// has already written the spec's customisation fields).
struct TimelineSceneBuilder {
  let theme: CalendarTheme

  private var style: TimelineTheme { theme.timeline }

  func build(_ layout: LayoutTree) -> Scene {
    Scene(
      width: layout.width, height: layout.height, background: style.background,
      nodes: layout.items.flatMap(nodes(for:)))
  }

  func nodes(for item: LayoutItem) -> [SceneNode] {
    let frame = item.frame
    switch item.content {
    case .timelineTopBar: return [.rect(frame, style.topBar)]
    case .timelineSideBar: return [.rect(frame, style.sideBar)]
    case .timelineColumn(let column): return [.rect(frame, columnColor(column.states))]
    case .hourSeparator:
      return [line(frame, style.mainSeparator, dash: [])]
    case .halfHourSeparator:
      return [line(frame, style.dashedSeparator, dash: style.dashedSeparatorPattern)]
    case .hourLabel(let label):
      let font = style.hourLabel.font.withSize(label.fontSize ?? style.hourLabel.font.size)
      return [
        .text(TextRun(text: label.text, font: font, color: style.hourLabel.color, frame: frame))
      ]
    case .timelineDayLabel(let label):
      let font = style.dayLabel.font.withSize(label.fontSize ?? style.dayLabel.font.size)
      let color = label.states.contains(.today) ? style.dayLabelTodayColor : style.dayLabel.color
      return [
        .text(TextRun(text: label.text, font: font, color: color, frame: frame, clip: frame))
      ]
    case .event(let event), .allDayEvent(let event):
      return self.event(event, frame: frame)
    case .currentTime:
      return [.rect(frame, style.hourIndicator)]
    default:
      return []
    }
  }

  /// Passed wins over today's colour only for earlier days, which cannot be today; weekend
  /// combines with passed as the document's `passedWeekendDayViewColor`.
  func columnColor(_ states: DayStates) -> Color {
    let colors = style.dayColumn
    let weekend = states.contains(.weekend)
    if states.contains(.today) { return colors.today }
    if states.contains(.passed) { return weekend ? colors.passedWeekend : colors.passed }
    return weekend ? colors.weekend : colors.normal
  }

  /// A stroke along the middle of a separator's frame, as thick as the frame is high.
  func line(_ frame: Rect, _ color: Color, dash: [Double]) -> SceneNode {
    .line(
      from: Point(x: frame.minX, y: frame.midY), to: Point(x: frame.maxX, y: frame.midY),
      width: frame.height, color,
      dash: dash)
  }

  /// The event's colour as a box (inset half a point on each side so neighbours stay
  /// apart), then its title and location wrapped inside the padding and clipped to the box.
  func event(_ event: LayoutItem.TimelineEventItem, frame: Rect) -> [SceneNode] {
    let fill = event.color.resolved(for: theme.appearance)
    let box = Rect(
      x: frame.x + 0.5, y: frame.y + 0.5, width: max(0, frame.width - 1),
      height: max(0, frame.height - 1))
    var nodes: [SceneNode] = [.rect(box, fill)]
    let textFrame = event.textFrame
    let clip = Rect(
      x: textFrame.x, y: textFrame.y, width: textFrame.width,
      height: max(0, frame.maxY - style.eventVerticalPadding - textFrame.y))
    guard textFrame.width > 0, clip.height > 0 else { return nodes }
    let title = event.title
    if !title.isEmpty {
      nodes.append(
        .text(
          TextRun(
            text: title, font: style.eventLabel.font, color: style.eventLabel.color,
            frame: textFrame,
            alignment: .leading, wrapWidth: textFrame.width, clip: clip)))
    }
    if let location = event.detail, !location.isEmpty {
      let frame = Rect(
        x: textFrame.x, y: textFrame.maxY, width: textFrame.width,
        height: max(0, clip.maxY - textFrame.maxY))
      nodes.append(
        .text(
          TextRun(
            text: location, font: style.eventInfoFont, color: style.eventLabel.color, frame: frame,
            alignment: .leading,
            wrapWidth: textFrame.width, clip: clip)))
    }
    return nodes
  }
}
