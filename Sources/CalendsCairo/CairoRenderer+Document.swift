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
        if document.pages.count > 1 {
          try tag(page, document.anchors[index], on: surface, sheet: sheet)
        }
      }
      if document.pages.count > 1 {
        var outlineIDs: [Int32] = []
        for (page, anchor) in zip(document.pages, document.anchors) {
          let parent = anchor.parent.map { outlineIDs[$0] } ?? CAIRO_PDF_OUTLINE_ROOT
          outlineIDs.append(
            cairo_pdf_surface_add_outline(
              surface, parent, page.caption.title,
              "dest=\(CairoRenderer.tagString(anchor.destination))",
              cairo_pdf_outline_flags_t(rawValue: 0)))
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

  /// Marks the page as its anchor's named destination (the trim's top-left corner) and
  /// writes a link annotation over each of its links' areas, to the destination named:
  /// Cairo's tag API (`CAIRO_TAG_DEST`, `CAIRO_TAG_LINK` with a `rect`), which draws nothing,
  /// so the page's drawing is the same with or without them. The positions are given on the
  /// sheet (moved by its slug) with an untransformed context: Cairo 1.16 reads a link's
  /// `rect` and a destination's `x`/`y` in the page's own points whatever the matrix (and
  /// widens a rect to whole points).
  private func tag(
    _ page: Scene, _ anchor: SceneDocument.Anchor, on surface: OpaquePointer, sheet: PrintSheet?
  ) throws(RenderError) {
    guard let cr = cairo_create(surface) else {
      throw RenderError("Cairo could not create a drawing context")
    }
    defer { cairo_destroy(cr) }
    let slug = sheet?.slug ?? 0
    // To 1/1000 pt: plain decimals, never an exponent, for Cairo's attribute parser.
    func number(_ value: Double) -> String { String((value * 1000).rounded() / 1000) }
    let name = CairoRenderer.tagString(anchor.destination)
    cairo_tag_begin(cr, CAIRO_TAG_DEST, "name=\(name) x=\(number(slug)) y=\(number(slug))")
    cairo_tag_end(cr, CAIRO_TAG_DEST)
    for link in page.links {
      let area = link.area
      let rect = [area.x + slug, area.y + slug, area.width, area.height].map(number)
        .joined(separator: " ")
      cairo_tag_begin(
        cr, CAIRO_TAG_LINK,
        "dest=\(CairoRenderer.tagString(link.destination)) rect=[\(rect)]")
      cairo_tag_end(cr, CAIRO_TAG_LINK)
    }
    try check(cairo_status(cr), "cannot write the page's links")
  }

  /// A string value of a Cairo tag's attributes: in single quotes, a quote or a backslash
  /// escaped with a backslash.
  static func tagString(_ value: String) -> String {
    var quoted = "'"
    for character in value {
      if character == "'" || character == "\\" { quoted.append("\\") }
      quoted.append(character)
    }
    return quoted + "'"
  }
}
