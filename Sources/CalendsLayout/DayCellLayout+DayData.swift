import CalendsModel
import CalendsValues

extension DayCellLayout {
  /// Dots drawn per day; more are counted in `moreDots` and shown as a `+`.
  static let maximumDots = 3

  /// The cell's share of its `days` entry and its heat-map fill, nil for a day with neither.
  func decoration(of day: Day, in cell: Rect) -> LayoutItem.CellDecoration? {
    let fill = dayData.heatColor(of: day)
    guard let entry = dayData.days[day] ?? fill.map({ _ in DayDecoration() }) else { return nil }
    var decoration = LayoutItem.CellDecoration(classes: entry.classes, value: entry.value)
    decoration.fill = fill
    if let subtitle = entry.subtitle {
      let fitted = measurer.fit(
        subtitle, font: theme.dayLabel.font, width: cell.width - 2 * Self.subtitleInset * scale,
        rule: .cellLabel)
      if fitted.leftOut {
        decoration.leftOutSubtitle = subtitle
      } else {
        decoration.subtitle = fitted.line
        decoration.subtitleFontSize = fitted.fontSize
        decoration.subtitleFrame = subtitleFrame(in: cell)
      }
    }
    if !entry.dots.isEmpty {
      let shown = Array(entry.dots.prefix(Self.maximumDots))
      decoration.dots = shown
      decoration.moreDots = entry.dots.count - shown.count
      let size = eventIndicatorSize
      let marks = Double(shown.count + (decoration.moreDots > 0 ? 1 : 0))
      let width = marks * size + (marks - 1) * dotGap
      decoration.dotsFrame = Rect(
        x: cell.midX - width / 2, y: indicatorTop(in: cell), width: width, height: size)
    }
    return decoration
  }

  /// The space between two dots.
  var dotGap: Double { eventIndicatorSize * 0.75 }

  /// Room kept free on each side of a subtitle.
  static let subtitleInset = 2.0

  /// The fill under a decorated day: its heat-map colour and its classes' backgrounds. Nil
  /// for a day with neither.
  func background(_ cell: DayCell, frame: Rect) -> LayoutItem? {
    let classes = dayData.days[cell.day]?.classes ?? []
    let fill = dayData.heatColor(of: cell.day)
    guard fill != nil || !classes.isEmpty else { return nil }
    let inset = Self.backgroundInset * scale
    return LayoutItem(
      .dayBackground(
        .init(date: cell.day, states: DayStates(cell), classes: classes, fill: fill)),
      frame: Rect(
        x: frame.x + inset, y: frame.y + inset, width: max(0, frame.width - 2 * inset),
        height: max(0, frame.height - 2 * inset)))
  }

  /// The gap around a day's fill, so neighbouring heat-map cells stay apart.
  static let backgroundInset = 1.0
}
