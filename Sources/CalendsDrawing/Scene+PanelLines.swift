public import CalendsValues

extension Scene {
  /// The scene with its lines kept apart from what they are drawn on, for a panel of
  /// `palette`'s colours.
  ///
  /// A line is structure (an hour rule, a grid, a separator), drawn in a colour only a little
  /// apart from its ground: the timeline's `#CACACA` rules on a `#F5F5F5` column. By the
  /// nearest-colour rule both become the panel's white, and a 1-bit timeline loses every
  /// hour rule. So a line whose nearest panel colour is the one its ground takes, while its
  /// own colour differs from the ground's (CIE76 ΔE of at least `PanelPalette
  /// .noticeableDifference`), takes the nearest of the other panel colours: black rules on
  /// the light theme, white on the dark. Its ground is the last shape painted under the
  /// line's middle, else the scene's background. Shapes and text are left to the
  /// quantizer's rule, so a pastel band still becomes paper.
  public func keepingLinesApart(on palette: PanelPalette) -> Scene {
    var scene = self
    let paper = background.over(.white)
    for (index, node) in nodes.enumerated() {
      guard case .line(let from, let to, let width, let color, let dash) = node else { continue }
      let middle = Point(x: (from.x + to.x) / 2, y: (from.y + to.y) / 2)
      let ground = Self.ground(under: middle, in: nodes[..<index]) ?? paper
      let drawn = color.over(ground)
      guard let kept = palette.apart(LabColor(drawn), from: LabColor(ground)) else { continue }
      scene.nodes[index] = .line(from: from, to: to, width: width, kept, dash: dash)
    }
    return scene
  }

  /// The colour of the last shape among `nodes` painted under `point`, laid over what lies
  /// under it in turn; nil where only the background is.
  private static func ground(under point: Point, in nodes: ArraySlice<SceneNode>) -> Color? {
    for (offset, node) in nodes.enumerated().reversed() {
      let color: Color
      switch node {
      case .rect(let rect, let fill), .roundedRect(let rect, _, let fill),
        .band(let rect, _, _, let fill):
        guard rect.contains(point) else { continue }
        color = fill
      case .circle(let center, let radius, let fill):
        let dx = point.x - center.x
        let dy = point.y - center.y
        guard dx * dx + dy * dy <= radius * radius else { continue }
        color = fill
      case .line, .text:
        continue
      }
      guard color.alpha > 0 else { continue }
      if color.isOpaque { return color }
      let below = ground(under: point, in: nodes.prefix(offset)) ?? .white
      return color.over(below)
    }
    return nil
  }
}

extension Color {
  /// This colour laid over an opaque `under`: what a pixel shows.
  fileprivate func over(_ under: Color) -> Color {
    guard !isOpaque else { return self }
    let alpha = Double(self.alpha) / 255
    func mix(_ top: UInt8, _ bottom: UInt8) -> UInt8 {
      UInt8((Double(top) * alpha + Double(bottom) * (1 - alpha)).rounded())
    }
    return Color(
      red: mix(red, under.red), green: mix(green, under.green), blue: mix(blue, under.blue))
  }
}

extension Rect {
  fileprivate func contains(_ point: Point) -> Bool {
    point.x >= x && point.x <= x + width && point.y >= y && point.y <= y + height
  }
}
