import CalendsDrawing
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
    // The weekday header's one strip, under everything.
    if let strip = layout.items.lazy.compactMap(\.weekdayLabel?.strip).first,
      style.weekdayHeader.fill.alpha > 0
    {
      nodes.append(.rect(strip, style.weekdayHeader.fill))
    }
    for item in layout.items {
      nodes += self.nodes(for: item, style: style)
    }
    return Scene(
      width: layout.width, height: layout.height, background: style.background, nodes: nodes)
  }

  private func nodes(for item: LayoutItem, style: BookingTheme) -> [SceneNode] {
    let frame = item.frame
    switch item.content {
    case .weekdayLabel(let label):
      return [text(label.text, frame, style.weekdayHeader.text.atFittedSize(label.fontSize))]
    case .yearHeader(let year, let fontSize):
      return capsule(year, frame, style.yearHeader, fontSize: fontSize)
    case .monthHeader(let header):
      return capsule(header.text, frame, style.monthHeader, fontSize: header.fontSize)
    case .bookingDay(let day):
      return self.day(day, frame: frame, style: style)
    default:
      return []  // bookingMonth only records where a month is
    }
  }

  /// A header's capsule and its label, at the size the layout fitted it to.
  private func capsule(_ label: String, _ frame: Rect, _ style: FilledTextStyle, fontSize: Double?)
    -> [SceneNode]
  {
    [
      .roundedRect(frame, radius: frame.height / 2, style.fill),
      text(label, frame, style.text.atFittedSize(fontSize)),
    ]
  }

  private func day(_ day: LayoutItem.BookingDay, frame: Rect, style: BookingTheme) -> [SceneNode] {
    let selected = day.states.contains(.selected)
    let radius = min(BookingMetrics.buttonCornerRadius, frame.width / 2, frame.height / 2)
    if day.enabled {
      let button = selected ? style.selectedDay : style.day
      return [.roundedRect(frame, radius: radius, button.fill), text(day.text, frame, button.text)]
    }
    let alpha = style.disabledAlpha
    let fill = (selected ? style.disabledText : style.disabledFill).withAlphaScaled(by: alpha)
    let color = (selected ? style.disabledFill : style.disabledText).withAlphaScaled(by: alpha)
    return [
      .roundedRect(frame, radius: radius, fill),
      text(day.text, frame, TextStyle(font: style.disabledFont, color: color)),
    ]
  }

  private func text(_ text: String, _ frame: Rect, _ style: TextStyle) -> SceneNode {
    .text(TextRun(text: text, font: style.font, color: style.color, frame: frame))
  }
}
