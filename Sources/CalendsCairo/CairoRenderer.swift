import CCairo
public import CalendsDrawing
public import CalendsPNG
public import CalendsValues

/// Draws scenes with Cairo and Pango and writes them as PNG, SVG or PDF bytes.
///
/// A renderer keeps everything that is expensive to set up — the private font
/// configuration, a Pango font map and context, shaped text, the PNG encoder's buffers and
/// the last image surface — so that a batch pays for it once. That state is not
/// thread-safe: create one renderer per thread (or per worker process) and never share it.
///
/// Output is deterministic: the same scene and font files give the same bytes, in this
/// process and in any other.
public final class CairoRenderer {
  /// The largest raster, in pixels, a render may allocate (64 Mpx is 256 MB of ARGB).
  /// Checked before allocating, so a huge width or scale fails cleanly instead of
  /// exhausting memory.
  public static let maximumPixels = CalendsValues.Limits.canvasPixels
  /// The longest side, in pixels: Cairo's image surfaces stop there.
  public static let maximumSide = CalendsValues.Limits.canvasSide

  /// The PDF creation and modification date (`PDFDate`: SOURCE_DATE_EPOCH, else none).
  static var pdfDate: String { PDFDate.value }

  private let fonts: FontConfiguration
  let text: TextCache
  private let glyphs: GlyphOutlines
  let textMasks = TextMaskCache()
  let colorSurfaces = ColorGlyphSurfaces()
  /// Tests turn this off to compare masked text with outlines filled in place.
  var masksText = true
  /// Off for a panel with few colours: shapes and text are drawn solid, with no grey edge
  /// (CAIRO_ANTIALIAS_NONE), so every drawn pixel is a theme colour.
  var antialiasing = true
  /// What aliased text's outline is widened by, in device pixels (half each side): a
  /// stem of 0.7 px then spans at least one pixel centre.
  static let aliasedStemWidening = 0.3
  /// Where pictures (emoji bitmaps) were painted, in device pixels, while a panel image is
  /// drawn: the areas its quantizer dithers. Nil when nothing records them.
  var pictureAreas: [PixelArea]?
  private let encoder = PNGEncoder()
  /// The last PNG canvas, reused when the next image has the same pixel size: allocating
  /// and zeroing a few MB per image is measurable in batches.
  private var surface: (width: Int, height: Int, surface: OpaquePointer, pixels: PageBuffer)?

  /// Fails if none of the font directories holds a usable font.
  public init(fonts: FontSetup = .default) throws(RenderError) {
    let configuration = try FontConfiguration(fonts)
    self.fonts = configuration
    self.text = try TextCache(fonts: configuration)
    self.glyphs = try GlyphOutlines()
  }

  deinit {
    if let surface { cairo_surface_destroy(surface.surface) }
  }

  /// Measures with the same Pango context and layouts used for drawing.
  public var measurer: TextMeasuring { PangoTextMeasurer(cache: text) }

  /// One warning for each family that the private font configuration does not have (case
  /// is ignored), in a stable order. Such text is drawn in `FontSpec.systemFamily`.
  public func missingFontWarnings(for families: Set<String>) -> [String] {
    families.filter { !fonts.contains(family: $0) }.sorted().map {
      "font family '\(MessageText.clipped($0))' is not installed; using \(FontSpec.systemFamily) instead"
    }
  }

  /// Renders `scene`. `scale` is device pixels per point for PNG; SVG and PDF are written
  /// in points and ignore it.
  public func render(
    _ scene: Scene, format: OutputFormat, scale: Int, pngCompression: PNGCompression = .balanced,
    pngFilter: PNGRowFilter = .none
  ) throws(RenderError) -> [UInt8] {
    switch format {
    case .png:
      return try renderPNG(
        scene, scale: scale, compression: pngCompression, filter: pngFilter, libdeflateLevel: nil)
    case .svg:
      _ = try CairoRenderer.pixelSize(of: scene, scale: 1)
      return SVGWriter(text: text, glyphs: glyphs).write(scene)
    case .bmp, .bin:
      throw RenderError("a \(format.rawValue) file is a panel's image; render it with panelImage")
    case .pdf:
      _ = try CairoRenderer.pixelSize(of: scene, scale: 1)
      return try writeVector(scene) { sink in
        guard
          let surface = cairo_pdf_surface_create_for_stream(
            ByteSink.write, sink.closure, scene.width, scene.height)
        else { return nil }
        cairo_pdf_surface_set_metadata(
          surface, CAIRO_PDF_METADATA_CREATE_DATE, CairoRenderer.pdfDate)
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_MOD_DATE, CairoRenderer.pdfDate)
        // The caption's title ("January 2019"), as printed documents carry theirs.
        if !scene.caption.title.isEmpty {
          cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, scene.caption.title)
        }
        return surface
      }
    }
  }

  /// Draws `scene` on the reusable raster and encodes it (`libdeflateLevel` as
  /// `PNGEncoder.encode` takes it).
  private func renderPNG(
    _ scene: Scene, scale: Int, compression: PNGCompression, filter: PNGRowFilter,
    libdeflateLevel: Int32?
  ) throws(RenderError) -> [UInt8] {
    let (width, height) = try CairoRenderer.pixelSize(of: scene, scale: scale)
    let surface = try imageSurface(width: width, height: height)
    try draw(scene, on: surface, scale: Double(scale), text: .outlines)
    cairo_surface_flush(surface)
    guard let data = cairo_image_surface_get_data(surface) else {
      throw RenderError("image surface has no pixel data")
    }
    let stride = Int(cairo_image_surface_get_stride(surface))
    return try UnsafeRawPointer(data).withMemoryRebound(
      to: UInt32.self, capacity: stride / 4 * height
    ) {
      (pixels) throws(RenderError) -> [UInt8] in
      try encoder.encode(
        argb: pixels, width: width, height: height, rowLength: stride / 4,
        compression: compression, filter: filter, libdeflateLevel: libdeflateLevel)
    }
  }

  /// The raster size for `scene` at `scale`, refusing sizes that cannot or should not be
  /// allocated. Fractional point sizes round up so no drawn edge is cut off.
  static func pixelSize(of scene: Scene, scale: Int) throws(RenderError) -> (
    width: Int, height: Int
  ) {
    guard scale >= 1 else { throw RenderError("scale must be at least 1, not \(scale)") }
    let width = scene.width * Double(scale)
    let height = scene.height * Double(scale)
    guard width.isFinite, height.isFinite, width > 0, height > 0 else {
      throw RenderError("cannot render a \(scene.width)×\(scene.height) pt canvas")
    }
    // Compared as Double first so absurd sizes cannot overflow the Int conversion.
    let side = Double(Self.maximumSide)
    guard width * height <= Double(maximumPixels), width <= side, height <= side else {
      throw RenderError(
        "a \(formatted(width))×\(formatted(height)) px canvas exceeds the limit of \(maximumPixels) pixels "
          + "(and \(Self.maximumSide) px per side)")
    }
    let pixelWidth = Int(width.rounded(.up))
    let pixelHeight = Int(height.rounded(.up))
    guard pixelWidth * pixelHeight <= maximumPixels else {
      throw RenderError(
        "a \(pixelWidth)×\(pixelHeight) px canvas exceeds the limit of \(maximumPixels) pixels")
    }
    return (pixelWidth, pixelHeight)
  }

  private static func formatted(_ value: Double) -> String {
    value < 1e15 ? String(Int(value.rounded(.up))) : String(value)
  }

  func imageSurface(width: Int, height: Int) throws(RenderError) -> OpaquePointer {
    if let surface, surface.width == width, surface.height == height { return surface.surface }
    if let old = surface {
      cairo_surface_destroy(old.surface)
      surface = nil
    }
    // The pixels are a `PageBuffer` (zeroed, as Cairo's own would be) so that a large
    // raster is faulted in as huge pages.
    let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
    let pixels = PageBuffer(zeroedCount: stride * height)
    guard stride > 0, let data = pixels.base,
      let made = cairo_image_surface_create_for_data(
        data.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(width),
        Int32(height), Int32(stride))
    else {
      throw RenderError("Cairo could not create a \(width)×\(height) image")
    }
    do {
      try check(cairo_surface_status(made), "cannot create a \(width)×\(height) image")
    } catch {
      cairo_surface_destroy(made)
      throw error
    }
    surface = (width, height, made, pixels)
    return made
  }

  /// Draws into a stream surface made by `makeSurface` and returns what it wrote. The
  /// surface must be finished before its output is complete.
  func writeVector(
    _ scene: Scene, makeSurface: (ByteSink) -> OpaquePointer?
  ) throws(RenderError) -> [UInt8] {
    let sink = ByteSink()
    return try withExtendedLifetime(sink) { () throws(RenderError) -> [UInt8] in
      guard let surface = makeSurface(sink) else {
        throw RenderError("Cairo could not create a vector surface")
      }
      defer { cairo_surface_destroy(surface) }
      try check(cairo_surface_status(surface), "cannot create a vector surface")
      try draw(scene, on: surface, scale: 1, text: .glyphs)
      cairo_surface_finish(surface)
      try check(cairo_surface_status(surface), "cannot write the document")
      return sink.bytes
    }
  }

  /// How text reaches the surface.
  enum TextDrawing {
    /// Glyphs, as Cairo shows them: real, selectable text in PDF.
    case glyphs
    /// Each glyph's outline from the font, filled as a path. Cairo 1.18 snaps shown glyphs
    /// to quarter pixels where 1.16 did not, so the same text rasterized differently on the
    /// two; an outline is placed exactly where the layout puts it and filled by the same
    /// path rasterizer as every other shape, so raster images depend only on the fonts.
    case outlines
  }

  /// Paints the scene onto `surface`. The background replaces whatever a reused surface
  /// held (operator SOURCE), so a translucent background stays translucent.
  ///
  /// On a print `sheet` the page is drawn at its trim box, its background reaching over the
  /// bleed box, and the crop marks around it; the slug stays unpainted.
  func draw(
    _ scene: Scene, on surface: OpaquePointer, scale: Double, text drawing: TextDrawing,
    sheet: PrintSheet? = nil
  )
    throws(RenderError)
  {
    guard let cr = cairo_create(surface) else {
      throw RenderError("Cairo could not create a drawing context")
    }
    defer { cairo_destroy(cr) }
    try check(cairo_status(cr), "cannot draw")
    cairo_scale(cr, scale, scale)
    if !antialiasing { cairo_set_antialias(cr, CAIRO_ANTIALIAS_NONE) }

    if let sheet {
      drawCropMarks(cr, sheet)
      cairo_translate(cr, sheet.slug, sheet.slug)
      setColor(cr, scene.background)
      cairo_rectangle(
        cr, -sheet.bleed, -sheet.bleed, scene.width + 2 * sheet.bleed,
        scene.height + 2 * sheet.bleed)
      cairo_fill(cr)
    } else {
      cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
      setColor(cr, scene.background)
      cairo_paint(cr)
      cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
    }

    for node in scene.nodes {
      switch node {
      case .rect(let rect, let color):
        setColor(cr, color)
        cairo_rectangle(cr, rect.x, rect.y, rect.width, rect.height)
        cairo_fill(cr)
      case .roundedRect(let rect, let radius, let color):
        setColor(cr, color)
        roundedRectangle(cr, rect, radius: radius)
        cairo_fill(cr)
      case .circle(let center, let radius, let color):
        setColor(cr, color)
        cairo_new_sub_path(cr)
        cairo_arc(cr, center.x, center.y, max(radius, 0), 0, 2 * Double.pi)
        cairo_fill(cr)
      case .band(let rect, let roundLeft, let roundRight, let color):
        setColor(cr, color)
        band(cr, rect, roundLeft: roundLeft, roundRight: roundRight)
        cairo_fill(cr)
      case .line(let from, let to, let width, let color, let dash):
        setColor(cr, color)
        cairo_set_line_width(cr, max(width, 0))
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        dash.withUnsafeBufferPointer { lengths in
          cairo_set_dash(cr, lengths.baseAddress, Int32(lengths.count), 0)
        }
        cairo_move_to(cr, from.x, from.y)
        cairo_line_to(cr, to.x, to.y)
        cairo_stroke(cr)
        cairo_set_dash(cr, nil, 0, 0)
      case .text(let run):
        guard !run.text.isEmpty,
          let shaped = text.shaped(run.text, font: run.font, wrapWidth: run.wrapWidth)
        else {
          continue
        }
        var origin = shaped.origin(in: run)
        if !antialiasing { origin = wholePixel(cr, origin) }
        if drawing == .outlines, masksText, antialiasing, run.clip == nil, !shaped.hasColorGlyphs,
          drawMasked(cr, shaped, run, at: origin, scale: scale)
        {
          continue
        }
        if let clip = run.clip {
          guard clip.width > 0, clip.height > 0 else { continue }
          cairo_save(cr)
          cairo_rectangle(cr, clip.x, clip.y, clip.width, clip.height)
          cairo_clip(cr)
        }
        if shaped.hasColorGlyphs {
          drawWithColorGlyphs(cr, shaped, run, at: origin, drawing: drawing)
          if run.clip != nil { cairo_restore(cr) }
          continue
        }
        setColor(cr, run.color)
        cairo_move_to(cr, origin.x, origin.y)
        switch drawing {
        case .glyphs: pango_cairo_show_layout(cr, shaped.layout)
        case .outlines:
          pango_cairo_layout_path(cr, shaped.layout)
          if antialiasing {
            cairo_fill(cr)
          } else {
            // Without antialiasing a pixel is ink when its centre is inside the outline, so
            // a stem thinner than a pixel between two centres (an 'l' at 11 px) would vanish:
            // the outline is widened by a stroke until every stem covers a centre.
            cairo_fill_preserve(cr)
            cairo_set_line_width(cr, Self.aliasedStemWidening)
            cairo_stroke(cr)
          }
        }
        if run.clip != nil { cairo_restore(cr) }
      }
    }
    try check(cairo_status(cr), "drawing failed")
  }

  /// Paints `run`'s outline from the mask cache: the mask made for the origin's sub-pixel
  /// phase, composited at the origin's whole device pixel. False when no mask could be
  /// made (the caller then fills the outline itself, which paints the same pixels).
  private func drawMasked(
    _ cr: OpaquePointer, _ shaped: ShapedText, _ run: TextRun, at origin: Point, scale: Double
  ) -> Bool {
    var x = origin.x
    var y = origin.y
    cairo_user_to_device(cr, &x, &y)
    guard x.isFinite, y.isFinite else { return false }
    let wholeX = x.rounded(.down)
    let wholeY = y.rounded(.down)
    guard
      let mask = textMasks.mask(
        for: shaped, text: run.text, font: run.font, wrapWidth: run.wrapWidth, scale: scale,
        phaseX: x - wholeX, phaseY: y - wholeY)
    else { return false }
    cairo_save(cr)
    cairo_identity_matrix(cr)
    setColor(cr, run.color)
    cairo_mask_surface(
      cr, mask.surface, wholeX + Double(mask.offsetX), wholeY + Double(mask.offsetY))
    cairo_restore(cr)
    return true
  }

  /// `point` moved to the nearest whole device pixel. Text drawn without antialiasing keeps a
  /// pixel only where its outline covers the pixel's centre, so a glyph at another sub-pixel
  /// phase gets other stems (one "1" two pixels wide, the next one); from a whole pixel,
  /// the same text is the same pixels wherever it stands.
  private func wholePixel(_ cr: OpaquePointer, _ point: Point) -> Point {
    var x = point.x
    var y = point.y
    cairo_user_to_device(cr, &x, &y)
    guard x.isFinite, y.isFinite else { return point }
    x = x.rounded()
    y = y.rounded()
    cairo_device_to_user(cr, &x, &y)
    return Point(x: x, y: y)
  }

  /// Hairlines in registration black: on every separation, so every plate shows the cut.
  private func drawCropMarks(_ cr: OpaquePointer, _ sheet: PrintSheet) {
    cairo_set_source_rgb(cr, 0, 0, 0)
    cairo_set_line_width(cr, PrintSheet.markWidth)
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
    for mark in sheet.cropMarks {
      cairo_move_to(cr, mark.from.x, mark.from.y)
      cairo_line_to(cr, mark.to.x, mark.to.y)
    }
    cairo_stroke(cr)
  }

  func setColor(_ cr: OpaquePointer, _ color: Color) {
    cairo_set_source_rgba(
      cr, Double(color.red) / 255, Double(color.green) / 255, Double(color.blue) / 255,
      Double(color.alpha) / 255)
  }

  /// A bar with a half-circle at each end that asks for one (radius = height / 2), square
  /// ends elsewhere, so that a range band can continue across a row break.
  private func band(_ cr: OpaquePointer, _ rect: Rect, roundLeft: Bool, roundRight: Bool) {
    let r = min(rect.height / 2, rect.width / 2)
    let left = roundLeft ? rect.minX + r : rect.minX
    let right = roundRight ? rect.maxX - r : rect.maxX
    cairo_new_sub_path(cr)
    if roundRight {
      cairo_arc(cr, right, rect.midY, r, -Double.pi / 2, Double.pi / 2)
    } else {
      cairo_move_to(cr, right, rect.minY)
      cairo_line_to(cr, right, rect.maxY)
    }
    if roundLeft {
      cairo_arc(cr, left, rect.midY, r, Double.pi / 2, 3 * Double.pi / 2)
    } else {
      cairo_line_to(cr, left, rect.maxY)
      cairo_line_to(cr, left, rect.minY)
    }
    cairo_close_path(cr)
  }

  /// A rectangle with circular corners; the radius is clamped to half the shorter side, as
  /// a capsule (radius = height / 2) needs.
  private func roundedRectangle(_ cr: OpaquePointer, _ rect: Rect, radius: Double) {
    let r = min(max(radius, 0), rect.width / 2, rect.height / 2)
    guard r > 0 else {
      cairo_rectangle(cr, rect.x, rect.y, rect.width, rect.height)
      return
    }
    let half = Double.pi / 2
    cairo_new_sub_path(cr)
    cairo_arc(cr, rect.maxX - r, rect.minY + r, r, -half, 0)
    cairo_arc(cr, rect.maxX - r, rect.maxY - r, r, 0, half)
    cairo_arc(cr, rect.minX + r, rect.maxY - r, r, half, 2 * half)
    cairo_arc(cr, rect.minX + r, rect.minY + r, r, 2 * half, 3 * half)
    cairo_close_path(cr)
  }

  // MARK: - Test support

  /// Draws `scene` to a fresh image surface and returns its straight-alpha pixels together
  /// with Cairo's own PNG encoding of the same surface, so tests can hold our encoder to
  /// the surface and to libpng.
  func rasterForTesting(_ scene: Scene, scale: Int) throws(RenderError) -> (
    pixels: DecodedImage, cairoPNG: [UInt8]
  ) {
    let (width, height) = try CairoRenderer.pixelSize(of: scene, scale: scale)
    guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
    else {
      throw RenderError("Cairo could not create an image")
    }
    defer { cairo_surface_destroy(surface) }
    try check(cairo_surface_status(surface), "cannot create an image")
    try draw(scene, on: surface, scale: Double(scale), text: .outlines)
    let pixels = try PNGDecoding.straightPixels(of: surface)
    let sink = ByteSink()
    try withExtendedLifetime(sink) { () throws(RenderError) in
      try check(
        cairo_surface_write_to_png_stream(surface, ByteSink.write, sink.closure),
        "Cairo's PNG writer failed")
    }
    return (pixels, sink.bytes)
  }
}

extension CairoRenderer {
  /// Draws to the reusable canvas without encoding, so benchmarks can time drawing apart
  /// from PNG encoding. Not part of the supported API.
  @_spi(Benchmarking) public func drawOnlyForBenchmark(_ scene: Scene, scale: Int)
    throws(RenderError)
  {
    let (width, height) = try CairoRenderer.pixelSize(of: scene, scale: scale)
    try draw(
      scene, on: try imageSurface(width: width, height: height), scale: Double(scale),
      text: .outlines)
  }

  /// The same PNG with its scanlines stored, not compressed (libdeflate's level 0): the
  /// encoder's floor — the conversion, the checksums and the copy every level pays.
  @_spi(Benchmarking) public func renderStoredPNGForBenchmark(_ scene: Scene, scale: Int)
    throws(RenderError) -> [UInt8]
  {
    try renderPNG(scene, scale: scale, compression: .fast, filter: .none, libdeflateLevel: 0)
  }

  /// The same drawing written by Cairo's own PNG writer (libpng, zlib level 6, adaptive
  /// filters): the baseline the benchmark compares our encoder with.
  @_spi(Benchmarking) public func renderWithCairoPNGWriterForBenchmark(_ scene: Scene, scale: Int)
    throws(RenderError) -> [UInt8]
  {
    let (width, height) = try CairoRenderer.pixelSize(of: scene, scale: scale)
    let surface = try imageSurface(width: width, height: height)
    try draw(scene, on: surface, scale: Double(scale), text: .outlines)
    let sink = ByteSink()
    try withExtendedLifetime(sink) { () throws(RenderError) in
      try check(
        cairo_surface_write_to_png_stream(surface, ByteSink.write, sink.closure),
        "Cairo's PNG writer failed")
    }
    return sink.bytes
  }
}
