public import CalendsValues
import CCairo
public import CalendsDrawing

extension CairoRenderer {
  /// Writes every page of `document` as one PDF: its Title is the document's title, its
  /// outline has one entry per page (the page's own title: the cover's year, each month's
  /// name), and text is drawn as glyphs, so it stays selectable and searchable.
  ///
  /// With a bleed, each page is drawn on a `PrintSheet` (background over the bleed box,
  /// crop marks in the slug) and its TrimBox and BleedBox are written afterwards
  /// (`PDFPageBoxes`): Cairo sets only the MediaBox. The PDF is then restricted to version
  /// 1.4 so that Cairo (1.18 and later) writes plain page objects and a cross-reference
  /// table that the boxes can be added to by an incremental update.
  public func renderPDF(_ document: SceneDocument) throws(RenderError) -> [UInt8] {
    guard let first = document.pages.first else { throw RenderError("the document has no pages") }
    for page in document.pages { _ = try CairoRenderer.pixelSize(of: page, scale: 1) }
    let sheet =
      document.bleed > 0
      ? PrintSheet(trimWidth: first.width, trimHeight: first.height, bleed: document.bleed) : nil
    let sink = ByteSink()
    let bytes = try withExtendedLifetime(sink) { () throws(RenderError) -> [UInt8] in
      guard
        let surface = cairo_pdf_surface_create_for_stream(
          ByteSink.write, sink.closure, sheet?.mediaWidth ?? first.width,
          sheet?.mediaHeight ?? first.height)
      else { throw RenderError("Cairo could not create a PDF surface") }
      defer { cairo_surface_destroy(surface) }
      try check(cairo_surface_status(surface), "cannot create a PDF surface")
      if sheet != nil { cairo_pdf_surface_restrict_to_version(surface, CAIRO_PDF_VERSION_1_4) }
      cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, CairoRenderer.pdfDate)
      cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_MOD_DATE, CairoRenderer.pdfDate)
      cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, document.title)
      for (index, page) in document.pages.enumerated() {
        if index > 0 {
          cairo_surface_show_page(surface)
          cairo_pdf_surface_set_size(
            surface, sheet?.mediaWidth ?? page.width, sheet?.mediaHeight ?? page.height)
        }
        try draw(page, on: surface, scale: 1, text: .glyphs, sheet: sheet)
      }
      if document.pages.count > 1 {
        for (index, page) in document.pages.enumerated() {
          _ = cairo_pdf_surface_add_outline(
            surface, CAIRO_PDF_OUTLINE_ROOT, page.caption.title, "page=\(index + 1)",
            cairo_pdf_outline_flags_t(rawValue: 0))
        }
      }
      cairo_surface_finish(surface)
      try check(cairo_surface_status(surface), "cannot write the document")
      return sink.bytes
    }
    guard let sheet else { return bytes }
    return try PDFPageBoxes(
      trim: sheet.trimBox, bleed: sheet.bleedBox, mediaHeight: sheet.mediaHeight
    )
    .added(to: bytes)
  }
}
