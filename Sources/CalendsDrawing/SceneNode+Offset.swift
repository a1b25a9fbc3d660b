public import CalendsValues

extension SceneNode {
  /// The node moved by `dx`, `dy`: a dashboard draws each pane's scene, made in the pane's
  /// own coordinates, at the pane's place on the page.
  public func offsetBy(dx: Double, dy: Double) -> SceneNode {
    func moved(_ rect: Rect) -> Rect {
      Rect(x: rect.x + dx, y: rect.y + dy, width: rect.width, height: rect.height)
    }
    func moved(_ point: Point) -> Point { Point(x: point.x + dx, y: point.y + dy) }
    switch self {
    case .rect(let rect, let color): return .rect(moved(rect), color)
    case .roundedRect(let rect, let radius, let color):
      return .roundedRect(moved(rect), radius: radius, color)
    case .circle(let center, let radius, let color):
      return .circle(center: moved(center), radius: radius, color)
    case .band(let rect, let roundLeft, let roundRight, let color):
      return .band(moved(rect), roundLeft: roundLeft, roundRight: roundRight, color)
    case .line(let from, let to, let width, let color, let dash):
      return .line(from: moved(from), to: moved(to), width: width, color, dash: dash)
    case .text(var run):
      run.frame = moved(run.frame)
      run.clip = run.clip.map(moved)
      return .text(run)
    }
  }

  /// The box the node paints in (a text's clip, else its frame): a dashboard leaves out what
  /// would reach beyond its pane.
  public var bounds: Rect {
    switch self {
    case .rect(let rect, _), .roundedRect(let rect, _, _), .band(let rect, _, _, _): return rect
    case .circle(let center, let radius, _):
      return Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)
    case .line(let from, let to, let width, _, _):
      return Rect(
        x: min(from.x, to.x) - width / 2, y: min(from.y, to.y) - width / 2,
        width: abs(to.x - from.x) + width, height: abs(to.y - from.y) + width)
    case .text(let run): return run.clip ?? run.frame
    }
  }
}
