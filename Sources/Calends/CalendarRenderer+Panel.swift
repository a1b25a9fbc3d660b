import CalendsDrawing
import CalendsModel
import CalendsValues

extension CalendarRenderer {
  /// A panel's image is a PNG of its colours: SVG and PDF have no panel form, so asking for
  /// one is bad input rather than a vector file the panel cannot show.
  static func checkPanelFormat(_ prepared: Prepared, _ format: OutputFormat)
    throws(CalendsError)
  {
    guard let panel = prepared.resolved.canvas.panel, format != .png else { return }
    throw .badInput(
      .error(
        .specField,
        "the \(panel.name) panel's image is a PNG; write it as .png, not \(format.rawValue)",
        field: "panel"))
  }

  /// A PNG over the panel's budget (TRMNL reads at most 90,000 bytes) is refused: the
  /// device would refuse it later, with no message.
  static func checkPanelBudget(_ png: [UInt8], _ panel: PanelProfile) throws(CalendsError) {
    guard let budget = panel.maximumPNGBytes, png.count > budget else { return }
    throw .badInput(
      .error(
        .specField,
        "the \(panel.name) PNG is \(png.count) bytes, over the panel's budget of \(budget) (maxBytes); draw less detail: fewer events, no pictures",
        field: "panel"))
  }

  /// What of the picture the panel does not show: a style taller (or wider) than the panel's
  /// pixels is cut at its edge, and the render says so.
  static func panelCutWarnings(_ scene: Scene, _ panel: PanelProfile) -> [Diagnostic] {
    let overWidth = Int(scene.width.rounded(.up)) - panel.drawnWidth
    let overHeight = Int(scene.height.rounded(.up)) - panel.drawnHeight
    guard overWidth > 0 || overHeight > 0 else { return [] }
    let cut = [
      overWidth > 0 ? "\(overWidth) px at the right" : nil,
      overHeight > 0 ? "\(overHeight) px at the bottom" : nil,
    ].compactMap { $0 }.joined(separator: " and ")
    return [
      .warning(
        .notShown,
        "the picture is \(Int(scene.width.rounded(.up)))×\(Int(scene.height.rounded(.up))) px and the \(panel.name) panel shows \(panel.drawnWidth)×\(panel.drawnHeight): \(cut) are cut off",
        field: "panel")
    ]
  }
}
