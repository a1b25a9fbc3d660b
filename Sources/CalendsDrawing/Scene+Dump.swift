import CalendsValues

extension Scene {
  /// One line per node, e.g. `circle 280.5,212 r13 #0070F2` or
  /// `text "23" Inter 700 17 #FFFFFF center 267.86,201 53.57x20`: golden text for tests.
  public func dump() -> String {
    var lines = ["scene \(Scene.format(width))x\(Scene.format(height)) background \(background)"]
    if !caption.title.isEmpty || !caption.summary.isEmpty {
      lines.append("title \"\(MessageText.escaped(caption.title))\" summary \"\(MessageText.escaped(caption.summary))\"")
    }
    for node in nodes {
      switch node {
      case .rect(let rect, let color):
        lines.append("rect \(rect) \(color)")
      case .roundedRect(let rect, let radius, let color):
        lines.append("roundedRect \(rect) r\(Scene.format(radius)) \(color)")
      case .circle(let center, let radius, let color):
        lines.append(
          "circle \(Scene.format(center.x)),\(Scene.format(center.y)) r\(Scene.format(radius)) \(color)"
        )
      case .band(let rect, let roundLeft, let roundRight, let color):
        lines.append(
          "band \(rect) \(roundLeft ? "round" : "flat")-\(roundRight ? "round" : "flat") \(color)")
      case .line(let from, let to, let width, let color, let dash):
        let pattern = dash.isEmpty ? "" : " dash " + dash.map(Scene.format).joined(separator: ",")
        lines.append(
          "line \(Scene.format(from.x)),\(Scene.format(from.y)) → \(Scene.format(to.x)),\(Scene.format(to.y)) w\(Scene.format(width)) \(color)\(pattern)"
        )
      case .text(let run):
        var line =
          "text \"\(MessageText.escaped(run.text))\" \(run.font) \(run.color) \(run.alignment.rawValue) \(run.frame)"
        if let wrap = run.wrapWidth { line += " wrap \(Scene.format(wrap))" }
        if let clip = run.clip { line += " clip \(clip)" }
        lines.append(line)
      }
    }
    for link in links {
      lines.append("link \(link.area) → \(link.destination)")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static func format(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
  }
}
