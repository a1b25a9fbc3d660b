import CalendsDrawing
import CalendsLayout
import CalendsTheme
import CalendsValues

/// Paints a dashboard: each pane's layout painted by its own family's scene builder, on
/// that scene's background over the pane's frame, and moved to the pane's place. A node
/// that would reach below its pane (a month too tall for a short pane: the layout warns)
/// is left out, so no pane paints over another.
struct DashboardSceneBuilder {
  let theme: CalendarTheme

  func build(_ layout: LayoutTree) -> Scene {
    var nodes: [SceneNode] = []
    for item in layout.items {
      guard case .pane(let pane) = item.content else { continue }
      let scene = SceneBuilder(theme: theme).build(pane.layout)
      if scene.background != theme.background { nodes.append(.rect(item.frame, scene.background)) }
      let bottom = item.frame.maxY + 0.5
      nodes += scene.nodes.map { $0.offsetBy(dx: pane.origin.x, dy: pane.origin.y) }
        .filter { $0.bounds.maxY <= bottom }
    }
    return Scene(
      width: layout.width, height: layout.height, background: theme.background, nodes: nodes)
  }
}
