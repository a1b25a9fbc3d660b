import CCairo
public import CalendsDrawing
public import CalendsPNG
public import CalendsValues

extension CairoRenderer {
  /// `scene` drawn for `panel`: at one pixel per point on exactly the panel's drawn size (what
  /// the scene does not cover is its background; what reaches past the panel is cut, and the
  /// caller says so), without antialiasing unless the panel shows greys, then quantized to
  /// the panel's colours (`PanelQuantizer`) and turned onto its rows. Its lines are first
  /// kept apart from their ground (`Scene.keepingLinesApart(on:)`), which the quantizer,
  /// seeing pixels alone, cannot do.
  public func panelImage(_ scene: Scene, panel: PanelProfile) throws(RenderError) -> PanelImage {
    let width = panel.drawnWidth
    let height = panel.drawnHeight
    let surface = try imageSurface(width: width, height: height)
    antialiasing = panel.antialiasing
    pictureAreas = []
    defer {
      antialiasing = true
      pictureAreas = nil
    }
    try draw(scene.keepingLinesApart(on: panel.palette), on: surface, scale: 1, text: .outlines)
    cairo_surface_flush(surface)
    guard let data = cairo_image_surface_get_data(surface) else {
      throw RenderError("image surface has no pixel data")
    }
    let stride = Int(cairo_image_surface_get_stride(surface))
    let pictures = pictureAreas ?? []
    return UnsafeRawPointer(data).withMemoryRebound(to: UInt32.self, capacity: stride / 4 * height)
    { pixels in
      PanelQuantizer.quantize(
        argb: pixels, rowLength: stride / 4, panel: panel, pictures: pictures,
        background: scene.background)
    }
  }

  /// `panelImage(_:panel:)` as the file the panel reads: the PNG (`PanelImage.pngData()`),
  /// the BMP (`bmpData()`) or the driver's raw bytes (`rawData()`); the caller holds a PNG
  /// to the panel's budget. SVG and PDF have no panel form.
  public func renderPanel(_ scene: Scene, panel: PanelProfile, format: OutputFormat)
    throws(RenderError) -> [UInt8]
  {
    switch format {
    case .png: return try panelImage(scene, panel: panel).pngData()
    case .bmp: return try panelImage(scene, panel: panel).bmpData()
    case .bin: return try panelImage(scene, panel: panel).rawData()
    case .svg, .pdf: throw RenderError("a panel's image is not written as \(format.rawValue)")
    }
  }
}
