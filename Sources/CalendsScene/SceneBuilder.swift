import CalendsLayout
import CalendsModel
import CalendsTheme
import CalendsValues

/// Turns a layout into paint: each item's kind and states pick its colours and fonts from
/// the theme. This is the only place that knows which theme role draws which item.
public struct SceneBuilder {
  public let theme: CalendarTheme

  public init(theme: CalendarTheme) {
    self.theme = theme
  }

  public func build(_ layout: LayoutTree) -> Scene {
    switch layout.inputs.style {
    case .timeline: return TimelineSceneBuilder(theme: theme).build(layout)
    case .booking: return BookingSceneBuilder(theme: theme).build(layout)
    default: break
    }
    var nodes: [SceneNode] = []
    nodes.reserveCapacity(layout.items.count)
    for item in layout.items {
      nodes += self.nodes(for: item)
    }
    return Scene(
      width: layout.width, height: layout.height, background: theme.background, nodes: nodes)
  }

  func nodes(for item: LayoutItem) -> [SceneNode] {
    switch item.kind {
    case .monthHeader:
      return monthHeader(item)
    case .weekdayLabel:
      let style = theme.weekdayText
      let color =
        item.states?.contains("highlighted") == true ? style.highlightedColor : style.normal.color
      return [
        .text(
          TextRun(text: item.text ?? "", font: style.normal.font, color: color, frame: item.frame))
      ]
    case .weekNumber:
      let style = theme.weekNumber
      return [
        .text(
          TextRun(
            text: item.text ?? "", font: style.font, color: style.color,
            frame: item.textFrame ?? item.frame))
      ]
    case .selectionIndicator:
      // A single day, and both ends of a range, sit on the single-selection disc.
      return [
        .circle(center: item.frame.center, radius: item.frame.width / 2, theme.selectionSingle)
      ]
    case .rangeBand:
      let caps = item.caps ?? BandCaps(left: .round, right: .round)
      return [
        .band(
          item.frame, roundLeft: caps.left == .round, roundRight: caps.right == .round,
          theme.selectionRange)
      ]
    case .dayLabel:
      let states = item.states ?? []
      var style = theme.dayLabel
      if states.contains("selected") && item.selection != .rangeMiddle {
        style.color = theme.dayTitle.selected.color
      } else if states.contains("disabled") {
        style.color = theme.dayTitle.disabledColor
      }
      return [
        .text(
          TextRun(text: item.text ?? "", font: style.font, color: style.color, frame: item.frame))
      ]
    case .handle:
      return [.roundedRect(item.frame, radius: item.frame.height / 2, theme.handle)]
    case .separator:
      return [.rect(item.frame, theme.separator)]
    case .timelineColumn, .timelineDayLabel, .hourLabel, .hourSeparator, .halfHourSeparator, .event,
      .allDayEvent,
      .currentTime, .timelineTopBar, .timelineSideBar, .yearHeader, .bookingDay, .bookingMonth:
      return []  // drawn by the timeline and booking scene builders
    case .eventIndicator:
      return [.circle(center: item.frame.center, radius: item.frame.width / 2, theme.eventView)]
    case .dateCell:
      // A day in the middle of a range is on the light band, not a disc: it keeps the
      // colours of an unselected day.
      var states = item.states ?? []
      if item.selection == .rangeMiddle { states.removeAll { $0 == "selected" } }
      let style = dayTitleStyle(states: states)
      return [
        .text(
          TextRun(
            text: item.text ?? "", font: style.font, color: style.color,
            frame: item.textFrame ?? item.frame))
      ]
    }
  }

  /// Selected wins over today, today over plain; a disabled day keeps its font but takes the
  /// disabled tint (a disabled today is still recognisably today, but not actionable).
  func dayTitleStyle(states: [String]) -> TextStyle {
    let title = theme.dayTitle
    if states.contains("selected") { return title.selected }
    if states.contains("highlighted") {
      var style = title.highlighted
      if states.contains("disabled") { style.color = title.disabledColor }
      return style
    }
    if states.contains("disabled") {
      return TextStyle(font: title.normal.font, color: title.disabledColor)
    }
    return title.normal
  }

  func monthHeader(_ item: LayoutItem) -> [SceneNode] {
    let style = theme.monthHeader
    guard let lines = item.lines, lines.count == 2 else {
      let alignment: TextAlignment =
        switch item.textAlign {
        case .left: .leading
        case .right: .trailing
        case .center, nil: .center
        }
      return [
        .text(
          TextRun(
            text: item.text ?? "", font: style.font, color: style.color, frame: item.frame,
            alignment: alignment))
      ]
    }
    let half = item.frame.height / 2
    let top = Rect(x: item.frame.x, y: item.frame.y + 4, width: item.frame.width, height: half - 2)
    let bottom = Rect(
      x: item.frame.x, y: item.frame.y + half, width: item.frame.width, height: half - 6)
    let small = style.font.withSize(max(1, (style.font.size * 0.7).rounded()))
    return [
      .text(TextRun(text: lines[0], font: style.font, color: style.color, frame: top)),
      .text(
        TextRun(
          text: lines[1],
          font: FontSpec(
            family: small.family, weight: .regular, italic: small.italic, size: small.size),
          color: style.color, frame: bottom)),
    ]
  }
}
