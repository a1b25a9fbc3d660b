import CalendsDrawing
import CalendsLayout
import CalendsModel
import CalendsTheme
import CalendsValues

/// What the year views and the wall month share: a page of month grids painted with the
/// control's own selectors, their fonts scaled as the layout measured them
/// (`YearMetrics.theme` at the layout's `fontScale`), so a day, a weekday initial, a week
/// number, a disc, a band or a dot looks exactly as in the month style. The page title takes
/// `fdlFUICalendarView_monthHeaderText` at the size the layout chose; the legend is
/// measured with the sheet's own fonts, below the scaled blocks.
struct PrintedPagePainter {
  let theme: CalendarTheme
  /// The theme with its fonts at the layout's scale.
  let scaled: CalendarTheme

  init(theme: CalendarTheme, layout: LayoutTree) {
    self.theme = theme
    scaled = YearMetrics.theme(theme, fontScale: layout.inputs.year?.fontScale ?? 1)
  }

  func nodes(for item: LayoutItem) -> [SceneNode] {
    switch item.content {
    case .pageTitle(let title):
      let font = theme.monthHeader.font.withSize(title.fontSize)
      return [
        .text(
          TextRun(text: title.text, font: font, color: theme.monthHeader.color, frame: item.frame))
      ]
    case .legend:
      return ControlSceneBuilder(theme: theme).nodes(for: item)
    default:
      return ControlSceneBuilder(theme: scaled).nodes(for: item)
    }
  }

  func scene(_ layout: LayoutTree, _ nodes: [SceneNode]) -> Scene {
    Scene(width: layout.width, height: layout.height, background: theme.background, nodes: nodes)
  }
}
