import CalendsLayout
import CalendsTheme
import CalendsValues

/// Paints the booking style's items from `CalendarTheme.booking`.
///
/// Enabled days are toggle buttons: a rounded square in the button colour, or the selected
/// colour when on. Disabled days follow the widget: grey from the background, inverted
/// when selected, and drawn with the disabled transparency — never in a theme colour.
struct BookingSceneBuilder {
  let theme: CalendarTheme

  func build(_ layout: LayoutTree) -> Scene {
    let style = theme.booking
    var nodes: [SceneNode] = []
    nodes.reserveCapacity(layout.items.count * 2 + 1)
    // One strip behind the weekday names: per-label rectangles would leave hairline seams
    // where fractional column edges meet.
    let labels = layout.items.filter { $0.kind == .weekdayLabel }
    if let first = labels.first, style.weekdayHeader.fill.alpha > 0 {
      let minX = labels.map(\.frame.minX).min()!
      let maxX = labels.map(\.frame.maxX).max()!
      nodes.append(
        .rect(
          Rect(x: minX, y: first.frame.y, width: maxX - minX, height: first.frame.height),
          style.weekdayHeader.fill))
    }
    for item in layout.items {
      nodes += self.nodes(for: item, style: style)
    }
    return Scene(
      width: layout.width, height: layout.height, background: style.background, nodes: nodes)
  }

  private func nodes(for item: LayoutItem, style: BookingTheme) -> [SceneNode] {
    switch item.kind {
    case .weekdayLabel:
      return [text(item, style.weekdayHeader.text)]
    case .yearHeader:
      return capsule(item, style.yearHeader)
    case .monthHeader:
      return capsule(item, style.monthHeader)
    case .bookingDay:
      return day(item, style: style)
    default:
      return []  // bookingMonth only records where a month is
    }
  }

  private func capsule(_ item: LayoutItem, _ style: FilledTextStyle) -> [SceneNode] {
    [.roundedRect(item.frame, radius: item.frame.height / 2, style.fill), text(item, style.text)]
  }

  private func day(_ item: LayoutItem, style: BookingTheme) -> [SceneNode] {
    let states = item.states ?? []
    let selected = states.contains("selected")
    let radius = min(BookingMetrics.buttonCornerRadius, item.frame.width / 2, item.frame.height / 2)
    if item.enabled == true {
      let button = selected ? style.selectedDay : style.day
      return [.roundedRect(item.frame, radius: radius, button.fill), text(item, button.text)]
    }
    let alpha = style.disabledAlpha
    let fill = (selected ? style.disabledText : style.disabledFill).withAlphaScaled(by: alpha)
    let color = (selected ? style.disabledFill : style.disabledText).withAlphaScaled(by: alpha)
    return [
      .roundedRect(item.frame, radius: radius, fill),
      text(item, TextStyle(font: style.disabledFont, color: color)),
    ]
  }

  private func text(_ item: LayoutItem, _ style: TextStyle) -> SceneNode {
    .text(TextRun(text: item.text ?? "", font: style.font, color: style.color, frame: item.frame))
  }
}
