import CalendsDrawing
import CalendsLayout
import CalendsTheme
import CalendsValues

/// Paints the wall month: its grid is a printed month page (`PrintedPagePainter`, as the
/// year views'), its events the month's event items (`MonthEventPainter`, as the printed
/// year's month pages).
struct WallMonthSceneBuilder {
  let theme: CalendarTheme
  let rightToLeft: Bool

  init(theme: CalendarTheme, layout: LayoutTree) {
    self.theme = theme
    rightToLeft = layout.inputs.rightToLeft
  }

  func build(_ layout: LayoutTree) -> Scene {
    let page = PrintedPagePainter(theme: theme, layout: layout)
    let events = MonthEventPainter(theme: theme, rightToLeft: rightToLeft)
    var nodes: [SceneNode] = []
    nodes.reserveCapacity(layout.items.count + layout.items.count / 4)
    for item in layout.items {
      switch item.content {
      case .eventBar, .eventLine, .moreLink: nodes += events.nodes(for: item)
      default: nodes += page.nodes(for: item)
      }
    }
    return page.scene(layout, nodes)
  }
}
