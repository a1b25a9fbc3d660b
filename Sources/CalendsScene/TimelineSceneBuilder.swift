import CalendsLayout
import CalendsTheme

/// Paints the timeline style's items from `CalendarTheme.timeline`.
struct TimelineSceneBuilder {
  let theme: CalendarTheme

  func build(_ layout: LayoutTree) -> Scene {
    Scene(width: layout.width, height: layout.height, background: theme.background, nodes: [])
  }
}
