import CalendsLayout
import CalendsTheme

/// Paints the booking style's items from `CalendarTheme.booking`.
struct BookingSceneBuilder {
  let theme: CalendarTheme

  func build(_ layout: LayoutTree) -> Scene {
    Scene(width: layout.width, height: layout.height, background: theme.background, nodes: [])
  }
}
