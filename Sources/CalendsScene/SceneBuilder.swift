public import CalendsDrawing
public import CalendsLayout
import CalendsModel
public import CalendsTheme
import CalendsValues

/// Turns a layout into paint: the one dispatch point from a layout to its family's scene
/// builder (`Families/<Name>/`), each of which picks every item's colours and fonts from
/// the theme. The switch names every family and has no `default:`, so a new family does
/// not compile until it is painted here.
public struct SceneBuilder {
  public let theme: CalendarTheme

  public init(theme: CalendarTheme) {
    self.theme = theme
  }

  /// A page for a tablet (`paper: remarkable2` …) is drawn in the greys its screen shows
  /// (`Scene.inTabletGreys`).
  public func build(_ layout: LayoutTree) -> Scene {
    var scene = paint(layout)
    if layout.inputs.year?.device != nil { scene = scene.inTabletGreys() }
    scene.caption = SceneCaption(layout: layout)
    return scene
  }

  private func paint(_ layout: LayoutTree) -> Scene {
    switch layout.inputs.style.family {
    case .control: ControlSceneBuilder(theme: theme).build(layout)
    case .timeline: TimelineSceneBuilder(theme: theme).build(layout)
    case .booking: BookingSceneBuilder(theme: theme).build(layout)
    case .year: YearSceneBuilder(theme: theme).build(layout)
    case .wallMonth: WallMonthSceneBuilder(theme: theme, layout: layout).build(layout)
    case .agenda: AgendaSceneBuilder(theme: theme, layout: layout).build(layout)
    case .dashboard: DashboardSceneBuilder(theme: theme).build(layout)
    }
  }
}

extension SceneBuilder {
  /// A scene per page of `document`, each with its links named by the page they land on,
  /// and the pages' anchors: their destinations, and the outline nested as the pages go back
  /// up (a month page under its cover).
  public func build(_ document: LayoutDocument) -> SceneDocument {
    let destinations = document.pages.map(\.navigation.destination)
    let scenes = document.pages.map { tree in
      var scene = build(tree)
      scene.links = tree.navigation.links.map {
        SceneLink(area: $0.frame, destination: destinations[$0.page])
      }
      return scene
    }
    let anchors = document.pages.map {
      SceneDocument.Anchor(destination: $0.navigation.destination, parent: $0.navigation.up)
    }
    return SceneDocument(
      title: document.title, pages: scenes, anchors: anchors, bleed: document.bleed)
  }
}
