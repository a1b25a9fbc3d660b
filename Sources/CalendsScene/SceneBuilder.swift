import CalendsLayout
import CalendsModel
import CalendsTheme

/// Turns a layout into paint: each item's kind and states pick its colours and fonts from
/// the theme. This is the only place that knows which theme role draws which item.
public struct SceneBuilder {
  public let theme: CalendarTheme

  public init(theme: CalendarTheme) {
    self.theme = theme
  }

  public func build(_ layout: LayoutTree) -> Scene {
    var nodes: [SceneNode] = []
    nodes.reserveCapacity(layout.items.count)
    for item in layout.items {
      nodes += self.nodes(for: item)
    }
    return Scene(width: layout.width, height: layout.height, background: theme.background, nodes: nodes)
  }

  func nodes(for item: LayoutItem) -> [SceneNode] {
    switch item.kind {
    case .monthHeader:
      return monthHeader(item)
    case .weekdayLabel:
      let style = theme.weekdayText
      let color = item.states?.contains("highlighted") == true ? style.highlightedColor : style.normal.color
      return [.text(TextRun(text: item.text ?? "", font: style.normal.font, color: color, frame: item.frame))]
    case .weekNumber:
      let style = theme.weekNumber
      return [.text(TextRun(text: item.text ?? "", font: style.font, color: style.color, frame: item.textFrame ?? item.frame))]
    case .selectionIndicator:
      let color = item.selection == .single ? theme.selectionSingle : theme.selectionRange
      return [.circle(center: item.frame.center, radius: item.frame.width / 2, color)]
    case .eventIndicator:
      return [.circle(center: item.frame.center, radius: item.frame.width / 2, theme.eventView)]
    case .dateCell:
      let style = dayTitleStyle(states: item.states ?? [])
      return [.text(TextRun(text: item.text ?? "", font: style.font, color: style.color, frame: item.textFrame ?? item.frame))]
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
    if states.contains("disabled") { return TextStyle(font: title.normal.font, color: title.disabledColor) }
    return title.normal
  }

  func monthHeader(_ item: LayoutItem) -> [SceneNode] {
    let style = theme.monthHeader
    guard let lines = item.lines, lines.count == 2 else {
      return [.text(TextRun(text: item.text ?? "", font: style.font, color: style.color, frame: item.frame))]
    }
    let half = item.frame.height / 2
    let top = Rect(x: item.frame.x, y: item.frame.y + 4, width: item.frame.width, height: half - 2)
    let bottom = Rect(x: item.frame.x, y: item.frame.y + half, width: item.frame.width, height: half - 6)
    let small = style.font.withSize(max(1, (style.font.size * 0.7).rounded()))
    return [
      .text(TextRun(text: lines[0], font: style.font, color: style.color, frame: top)),
      .text(TextRun(text: lines[1], font: FontSpec(family: small.family, weight: .regular, italic: small.italic, size: small.size), color: style.color, frame: bottom)),
    ]
  }
}
