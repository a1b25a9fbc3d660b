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
    let states = item.states ?? []
    switch item.kind {
    case .timelineTopBar: return [.rect(item.frame, style.topBar)]
    case .timelineSideBar: return [.rect(item.frame, style.sideBar)]
    case .timelineColumn: return [.rect(item.frame, columnColor(states))]
    case .hourSeparator:
      return [line(item.frame, style.mainSeparator, dash: [])]
    case .halfHourSeparator:
      return [line(item.frame, style.dashedSeparator, dash: style.dashedSeparatorPattern)]
    case .hourLabel:
      let font = style.hourLabel.font.withSize(item.fontSize ?? style.hourLabel.font.size)
      return [
        .text(
          TextRun(
            text: item.text ?? "", font: font, color: style.hourLabel.color, frame: item.frame))
      ]
    case .timelineDayLabel:
      let font = style.dayLabel.font.withSize(item.fontSize ?? style.dayLabel.font.size)
      let color = states.contains("today") ? style.dayLabelTodayColor : style.dayLabel.color
      return [
        .text(
          TextRun(
            text: item.text ?? "", font: font, color: color, frame: item.frame, clip: item.frame))
      ]
    case .event, .allDayEvent:
      return event(item)
    case .currentTime:
      return [.rect(item.frame, style.hourIndicator)]
    default:
      return []
    }
  }

  /// Passed wins over today's colour only for earlier days, which cannot be today; weekend
  /// combines with passed as the document's `passedWeekendDayViewColor`.
  func columnColor(_ states: [String]) -> Color {
    let colors = style.dayColumn
    let weekend = states.contains("weekend")
    if states.contains("today") { return colors.today }
    if states.contains("passed") { return weekend ? colors.passedWeekend : colors.passed }
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
  func event(_ item: LayoutItem) -> [SceneNode] {
    let fill =
      item.colorHex.flatMap { try? ColorSpecifier(parsing: $0).resolved(for: .light) }
      ?? style.eventLabel.color
    let box = Rect(
      x: item.frame.x + 0.5, y: item.frame.y + 0.5, width: max(0, item.frame.width - 1),
      height: max(0, item.frame.height - 1))
    var nodes: [SceneNode] = [.rect(box, fill)]
    let textFrame = item.textFrame ?? box
    let clip = Rect(
      x: textFrame.x, y: textFrame.y, width: textFrame.width,
      height: max(0, item.frame.maxY - style.eventVerticalPadding - textFrame.y))
    guard textFrame.width > 0, clip.height > 0 else { return nodes }
    if let title = item.title, !title.isEmpty {
      nodes.append(
        .text(
          TextRun(
            text: title, font: style.eventLabel.font, color: style.eventLabel.color,
            frame: textFrame,
            alignment: .leading, wrapWidth: textFrame.width, clip: clip)))
    }
    if let location = item.detail, !location.isEmpty {
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
