import CalendsDrawing
import CalendsLayout
import CalendsTheme
import CalendsValues

/// Paints the timeline style's items from `CalendarTheme.timeline` (into which the facade
/// has already written the spec's customisation fields).
struct TimelineSceneBuilder {
  let theme: CalendarTheme

  private var style: TimelineTheme { theme.timeline }

  func build(_ layout: LayoutTree) -> Scene {
    let rightToLeft = layout.inputs.rightToLeft
    return Scene(
      width: layout.width, height: layout.height, background: style.background,
      nodes: layout.items.flatMap { nodes(for: $0, rightToLeft: rightToLeft) })
  }

  func nodes(for item: LayoutItem, rightToLeft: Bool) -> [SceneNode] {
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
      return self.event(event, frame: frame, rightToLeft: rightToLeft)
    case .moreLink(let more):
      return [
        .text(
          TextRun(
            text: more.text, font: style.eventTime.font.withSize(more.fontSize),
            color: style.dayLabel.color, frame: frame,
            alignment: rightToLeft ? .trailing : .leading))
      ]
    case .currentTime:
      // The line, and its dot where it starts (the leading edge of today's column).
      let radius = max(3, frame.height * 1.5)
      let center = Point(x: rightToLeft ? frame.maxX : frame.minX, y: frame.midY)
      return [.rect(frame, style.hourIndicator), .circle(center: center, radius: radius, style.hourIndicator)]
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

  /// The event's block in its colour with the theme's corner radius (square where an
  /// all-day bar goes on past the week's edge), then the lines the layout fitted, each as
  /// one unwrapped run from the leading edge of its box: nothing is broken or cut here.
  func event(_ event: LayoutItem.TimelineEventItem, frame: Rect, rightToLeft: Bool) -> [SceneNode]
  {
    let fill = event.color.resolved(for: theme.appearance)
    let radius = min(style.eventCornerRadius, frame.width / 2, frame.height / 2)
    var nodes: [SceneNode] =
      radius > 0 ? [.roundedRect(frame, radius: radius, fill)] : [.rect(frame, fill)]
    if let span = event.span, radius > 0 {
      let (left, right) =
        rightToLeft
        ? (span.continuesAfter, span.continuesBefore) : (span.continuesBefore, span.continuesAfter)
      if left { nodes.append(.rect(Rect(x: frame.x, y: frame.y, width: radius, height: frame.height), fill)) }
      if right {
        nodes.append(
          .rect(Rect(x: frame.maxX - radius, y: frame.y, width: radius, height: frame.height), fill))
      }
    }
    for line in event.lines {
      let (font, color): (FontSpec, Color) =
        switch line.role {
        case .title: (style.eventLabel.font, style.eventLabel.color)
        case .time: (style.eventTime.font, style.eventTime.color)
        case .location: (style.eventInfoFont, style.eventLabel.color)
        }
      nodes.append(
        .text(
          TextRun(
            text: line.text, font: font, color: color, frame: line.frame,
            alignment: rightToLeft ? .trailing : .leading)))
    }
    return nodes
  }
}
