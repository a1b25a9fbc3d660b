import CalendsValues

extension Scene {
  /// The scene as a tablet's greyscale screen shows it readably (`paper: remarkable2` …):
  /// every colour becomes the grey of its luminance (Rec. 709 weights), its alpha kept; then
  /// text and lines on a light ground (the page, or the last opaque fill under their middle)
  /// are no lighter than `readableOnLight` (#666666) and on a dark ground (a dark page, an
  /// event's bar) no darker than `readableOnDark` (#999999), so a pale label or a light-blue
  /// highlight does not fade into the page and a bar's white title stays white; an accent's
  /// text (today's tint) takes black on a light ground and white on a dark one, so it stands
  /// out as it did in colour. Fills keep their grey: a band a little darker than the page
  /// stays a band.
  public func inTabletGreys() -> Scene {
    var scene = self
    scene.background = Self.grey(background)
    func readable(_ color: Color, on ground: Color) -> Color {
      let grey = Self.grey(color)
      let level = Double(grey.red)
      let onLight = ground.luminance >= 128
      // An accent (today's tint, a link) marks what matters by its hue, which grey loses:
      // its own grey was lighter than the text around it, so today's header faded. It
      // takes the strongest grey the ground allows instead.
      let kept =
        Self.isAccent(color)
        ? (onLight ? 0 : 255)
        : onLight ? min(level, Self.readableOnLight) : max(level, Self.readableOnDark)
      let byte = UInt8(kept.rounded())
      return Color(red: byte, green: byte, blue: byte, alpha: grey.alpha)
    }
    // The opaque fills painted so far, for the ground under a text (an event bar's title
    // is light on its dark bar, and stays light).
    var fills: [(Rect, Color)] = []
    func ground(under point: Point) -> Color {
      fills.last { $0.0.contains(Rect(x: point.x, y: point.y, width: 0, height: 0)) }?.1
        ?? scene.background
    }
    scene.nodes = nodes.map { node in
      switch node {
      case .rect(let rect, let color):
        if color.isOpaque { fills.append((rect, Self.grey(color))) }
        return .rect(rect, Self.grey(color))
      case .roundedRect(let rect, let radius, let color):
        if color.isOpaque { fills.append((rect, Self.grey(color))) }
        return .roundedRect(rect, radius: radius, Self.grey(color))
      case .circle(let center, let radius, let color):
        return .circle(center: center, radius: radius, Self.grey(color))
      case .band(let rect, let left, let right, let color):
        if color.isOpaque { fills.append((rect, Self.grey(color))) }
        return .band(rect, roundLeft: left, roundRight: right, Self.grey(color))
      case .line(let from, let to, let width, let color, let dash):
        let middle = Point(x: (from.x + to.x) / 2, y: (from.y + to.y) / 2)
        return .line(
          from: from, to: to, width: width, readable(color, on: ground(under: middle)), dash: dash)
      case .text(var run):
        run.color = readable(run.color, on: ground(under: run.frame.center))
        return .text(run)
      }
    }
    return scene
  }

  /// The lightest grey text and lines take on a light page: #666666.
  public static let readableOnLight = 102.0
  /// The darkest grey text and lines take on a dark page: #999999.
  public static let readableOnDark = 153.0

  /// A colour of clear hue: its channels at least 64 apart and the weakest at most half the
  /// strongest (`#0070F2`, not the blue-grey `#A0B0C0` of a secondary label).
  static func isAccent(_ color: Color) -> Bool {
    let channels = [Int(color.red), Int(color.green), Int(color.blue)]
    let strongest = channels.max() ?? 0
    let weakest = channels.min() ?? 0
    return strongest - weakest >= 64 && 2 * weakest <= strongest
  }

  /// The grey of `color`'s luminance, its alpha kept.
  static func grey(_ color: Color) -> Color {
    let byte = UInt8(min(255, max(0, color.luminance.rounded())))
    return Color(red: byte, green: byte, blue: byte, alpha: color.alpha)
  }
}
