import CalendsDrawing
import CalendsModel
import CalendsValues

extension CalendarRenderer {
  /// A panel's image is a PNG, a BMP or its driver's raw bytes: SVG and PDF have no panel
  /// form, so asking for one is bad input rather than a vector file the panel cannot show;
  /// and a BMP or raw bytes hold a panel's colour indices, so they need a panel.
  static func checkPanelFormat(_ prepared: Prepared, _ format: OutputFormat)
    throws(CalendsError)
  {
    switch (prepared.resolved.canvas.panel, format.needsPanel || format == .png) {
    case (let panel?, false):
      throw .badInput(
        .error(
          .specField,
          "the \(panel.name) panel's image is written as \(OutputFormat.panelChoices), not \(format.rawValue)",
          field: "panel"))
    case (nil, _) where format.needsPanel:
      throw .badInput(
        .error(
          .specField,
          "a \(format.rawValue) file holds a panel's colours; give panel (--panel NAME), or write \(OutputFormat.imageChoices)",
          field: "panel"))
    default: return
    }
  }

  /// The panel's image in `format`: the PNG held to the panel's budget, the BMP, or the
  /// driver's raw bytes.
  func panelFile(_ scene: Scene, _ panel: PanelProfile, _ format: OutputFormat)
    throws(CalendsError) -> [UInt8]
  {
    let bytes: [UInt8]
    do {
      bytes = try cairo.renderPanel(scene, panel: panel, format: format)
    } catch {
      throw .renderFailure(.error(.renderFailure, error.message))
    }
    if format == .png { try CalendarRenderer.checkPanelBudget(bytes, panel) }
    return bytes
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
