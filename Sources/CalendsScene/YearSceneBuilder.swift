import CalendsLayout
import CalendsModel
import CalendsTheme
import CalendsValues

/// Paints the year views with the control's own selectors, their fonts scaled as the
/// layout measured them (`YearMetrics.theme` at the layout's `fontScale`): a day, a
/// weekday initial, a week number, a disc, a band or a dot is painted exactly as in the
/// month style. The title takes `fdlFUICalendarView_monthHeaderText` at the size the layout
/// chose; the weeks view's month names, which sit over a 1st in a narrow band, take that
/// colour in the weekday initials' font. The wall month's page is a printed month page with
/// events, so it is painted here too (its events by `WallMonthSceneBuilder`).
struct YearSceneBuilder {
  let theme: CalendarTheme

  func build(_ layout: LayoutTree) -> Scene {
    let scaled = YearMetrics.theme(theme, fontScale: layout.inputs.year?.fontScale ?? 1)
    let control = SceneBuilder(theme: scaled)
    let isWeeks = layout.inputs.style == .weeks
    let isContributions = layout.inputs.year?.arrangement == .contributions
    let events = WallMonthSceneBuilder(theme: theme, rightToLeft: layout.inputs.rightToLeft)
    var nodes: [SceneNode] = []
    nodes.reserveCapacity(layout.items.count + layout.items.count / 4)
    for item in layout.items {
      switch item.content {
      case .pageTitle(let title):
        let font = theme.monthHeader.font.withSize(title.fontSize)
        nodes.append(
          .text(
            TextRun(text: title.text, font: font, color: theme.monthHeader.color, frame: item.frame)
          ))
      case .monthHeader(let header) where isWeeks:
        nodes.append(
          .text(
            TextRun(
              text: header.text, font: scaled.weekdayText.normal.font,
              color: scaled.monthHeader.color, frame: item.frame)))
      case .dateCell(let cell) where isContributions:
        // A square of its heat-map colour, or of the empty colour; no number.
        let fill = cell.decoration?.fill ?? Heatmap.defaultEmptyColor
        nodes.append(
          .roundedRect(
            item.frame, radius: min(2, item.frame.width * 0.2),
            fill.resolved(for: theme.appearance)))
      case .eventBar, .eventLine, .moreLink:
        nodes += events.nodes(for: item)
      case .legend:
        // Measured with the sheet's own fonts, below the scaled blocks.
        nodes += SceneBuilder(theme: theme).nodes(for: item)
      default:
        nodes += control.nodes(for: item)
      }
    }
    return Scene(
      width: layout.width, height: layout.height, background: theme.background, nodes: nodes)
  }
}
