import CalendsDrawing
import CalendsLayout
import CalendsModel
import CalendsTheme
import CalendsValues

extension ControlSceneBuilder {
  /// Greyed days (adjacent months, disabled) draw their fills and dots at this opacity, as
  /// their numbers take the disabled tint.
  static let greyedAlpha = 0.4

  /// The builder for a day with `classes`: the stylesheet's class rules written over the
  /// theme.
  func forDay(_ classes: [String]) -> ControlSceneBuilder {
    classes.isEmpty ? self : ControlSceneBuilder(theme: theme.forDay(classes: classes))
  }

  /// The heat-map fill, then the classes' `dayBackground` over it.
  func dayBackground(_ background: LayoutItem.DayBackground, frame: Rect) -> [SceneNode] {
    let greyed = background.states.contains(.disabled)
    func paint(_ color: Color) -> Color {
      greyed ? color.withAlphaScaled(by: Self.greyedAlpha) : color
    }
    let radius = min(4, frame.width * 0.12, frame.height * 0.12)
    var nodes: [SceneNode] = []
    if let fill = background.fill {
      nodes.append(.roundedRect(frame, radius: radius, paint(fill.resolved(for: theme.appearance))))
    }
    let own = forDay(background.classes).theme.dayBackground
    if own.alpha > 0 { nodes.append(.roundedRect(frame, radius: radius, paint(own))) }
    return nodes
  }

  /// A decorated day's number, subtitle and dots, drawn with its classes' rules.
  func decoratedCell(
    _ cell: LayoutItem.DateCell, _ decoration: LayoutItem.CellDecoration, states: DayStates
  ) -> [SceneNode] {
    let day = forDay(decoration.classes)
    var style = day.dayTitleStyle(states: states)
    // Text on a disc keeps its colour; text on a heat-map fill is kept readable.
    let onFill = states.contains(.selected) ? nil : decoration.fill?.resolved(for: theme.appearance)
    style.color = Self.readable(style.color, on: onFill)
    var nodes: [SceneNode] = [
      .text(TextRun(text: cell.text, font: style.font, color: style.color, frame: cell.textFrame))
    ]
    if let subtitle = decoration.subtitle, let frame = decoration.subtitleFrame {
      var label = day.subtitleStyle(states: cell.states)
        .atFittedSize(decoration.subtitleFontSize)
      label.color = Self.readable(label.color, on: onFill)
      nodes.append(
        .text(TextRun(text: subtitle, font: label.font, color: label.color, frame: frame)))
    }
    if let frame = decoration.dotsFrame {
      nodes += dots(
        decoration, in: frame, greyed: cell.states.contains(.disabled), theme: day.theme)
    }
    return nodes
  }

  /// `color`, or white or a dark navy (the light theme's day number) when it is too close in
  /// brightness to the fill under it: a light number on a pale bucket, a dark one on a dark
  /// bucket. A greyed colour keeps its transparency.
  static func readable(_ color: Color, on fill: Color?) -> Color {
    guard let fill, fill.alpha > 127, abs(color.luminance - fill.luminance) < 100 else {
      return color
    }
    var readable = fill.luminance < 128 ? Color.white : Color(hex: 0x223548)
    readable.alpha = color.alpha
    return readable
  }

  /// The subtitle's text style: the disabled tint on a greyed day. A selected day's label keeps
  /// its colour, as it lies under the disc, not on it.
  func subtitleStyle(states: DayStates) -> TextStyle {
    var style = theme.dayLabel
    if states.contains(.disabled) {
      style.color = theme.dayTitle.disabledColor
    }
    return style
  }

  /// Up to three dots left to right, then a `+` (in the week numbers' grey) when some were
  /// left out.
  private func dots(
    _ decoration: LayoutItem.CellDecoration, in frame: Rect, greyed: Bool, theme: CalendarTheme
  ) -> [SceneNode] {
    let size = frame.height
    let step =
      decoration.dots.count > 1 || decoration.moreDots > 0
      ? (frame.width - size) / Double(decoration.dots.count - (decoration.moreDots > 0 ? 0 : 1))
      : 0
    var nodes: [SceneNode] = []
    for (index, dot) in decoration.dots.enumerated() {
      var color = dot.resolved(for: theme.appearance)
      if greyed { color = color.withAlphaScaled(by: Self.greyedAlpha) }
      let center = Point(x: frame.minX + size / 2 + Double(index) * step, y: frame.midY)
      nodes.append(.circle(center: center, radius: size / 2, color))
    }
    if decoration.moreDots > 0 {
      var color = theme.weekNumber.color
      if greyed { color = color.withAlphaScaled(by: Self.greyedAlpha) }
      let x = frame.maxX - size / 2
      let arm = size / 2
      let width = max(0.75, size / 4)
      nodes.append(
        .line(
          from: Point(x: x - arm, y: frame.midY), to: Point(x: x + arm, y: frame.midY),
          width: width, color, dash: []))
      nodes.append(
        .line(
          from: Point(x: x, y: frame.midY - arm), to: Point(x: x, y: frame.midY + arm),
          width: width, color, dash: []))
    }
    return nodes
  }

  /// The legend's swatches and the domain's ends, in the week numbers' text style (at the
  /// size the layout shrank them to, if it did).
  func legend(_ legend: LayoutItem.Legend) -> [SceneNode] {
    let style = theme.weekNumber.atFittedSize(legend.fontSize)
    var nodes: [SceneNode] = [
      .text(
        TextRun(text: legend.lowText, font: style.font, color: style.color, frame: legend.lowFrame))
    ]
    for (swatch, color) in zip(legend.swatches, legend.colors) {
      nodes.append(.roundedRect(swatch, radius: 2, color.resolved(for: theme.appearance)))
    }
    nodes.append(
      .text(
        TextRun(
          text: legend.highText, font: style.font, color: style.color, frame: legend.highFrame)))
    return nodes
  }
}
