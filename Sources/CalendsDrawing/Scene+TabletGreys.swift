public import CalendsValues

extension Scene {
  /// The scene as a tablet's greyscale screen shows it readably (`paper: remarkable2` …):
  /// every colour becomes the grey of its luminance (Rec. 709 weights), its alpha kept; then
  /// on a light page text and lines are no lighter than `readableOnLight` (#666666) and on a
  /// dark page no darker than `readableOnDark` (#999999), so a pale label or a light-blue
  /// highlight does not fade into the page. Fills keep their grey: a band a little darker
  /// than the page stays a band.
  public func inTabletGreys() -> Scene {
    var scene = self
    scene.background = Self.grey(background)
    let light = scene.background.luminance >= 128
    func readable(_ color: Color) -> Color {
      let grey = Self.grey(color)
      let level = Double(grey.red)
      let kept =
        light ? min(level, Self.readableOnLight) : max(level, Self.readableOnDark)
      let byte = UInt8(kept.rounded())
      return Color(red: byte, green: byte, blue: byte, alpha: grey.alpha)
    }
    scene.nodes = nodes.map { node in
      switch node {
      case .rect(let rect, let color): .rect(rect, Self.grey(color))
      case .roundedRect(let rect, let radius, let color):
        .roundedRect(rect, radius: radius, Self.grey(color))
      case .circle(let center, let radius, let color):
        .circle(center: center, radius: radius, Self.grey(color))
      case .band(let rect, let left, let right, let color):
        .band(rect, roundLeft: left, roundRight: right, Self.grey(color))
      case .line(let from, let to, let width, let color, let dash):
        .line(from: from, to: to, width: width, readable(color), dash: dash)
      case .text(var run):
        {
          run.color = readable(run.color)
          return .text(run)
        }()
      }
    }
    return scene
  }

  /// The lightest grey text and lines take on a light page: #666666.
  public static let readableOnLight = 102.0
  /// The darkest grey text and lines take on a dark page: #999999.
  public static let readableOnDark = 153.0

  /// The grey of `color`'s luminance, its alpha kept.
  static func grey(_ color: Color) -> Color {
    let byte = UInt8(min(255, max(0, color.luminance.rounded())))
    return Color(red: byte, green: byte, blue: byte, alpha: color.alpha)
  }
}
