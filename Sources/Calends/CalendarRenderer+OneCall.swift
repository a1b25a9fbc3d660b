import CalendsCairo
public import Foundation

extension CalendarRenderer {
  /// The image of a spec in one call: the spec is checked field by field first (a spec
  /// built in code gets the same messages as a spec file), its theme loaded (names, or
  /// stylesheet paths relative to the working directory), and the image drawn.
  public func image(
    of spec: CalendarSpec, as format: OutputFormat = .png,
    pngCompression: PNGCompression = .balanced
  ) throws(CalendsError) -> Data {
    Data(try render(spec, as: format, pngCompression: pngCompression).bytes)
  }

  /// `image(of:as:)` with the warnings met on the way (a calendar file's skipped lines, a
  /// font that is not installed): what `calends render` prints to standard error.
  public func render(
    _ spec: CalendarSpec, as format: OutputFormat = .png,
    pngCompression: PNGCompression = .balanced
  ) throws(CalendsError) -> Output {
    try render(try prepareChecked(spec), format: format, pngCompression: pngCompression)
  }

  /// One image per page of a printed document (`page.pages = .months`: `cover`, `01` …
  /// `12`), checked as `image(of:as:)` checks: PNG and SVG have no pages. A one-page spec
  /// gives one page.
  public func renderEachPage(
    _ spec: CalendarSpec, as format: OutputFormat = .png,
    pngCompression: PNGCompression = .balanced
  ) throws(CalendsError) -> [Page] {
    try renderEachPage(try prepareChecked(spec), format: format, pngCompression: pngCompression)
  }

  /// The spec checked field by field (a spec built in code gets the same messages as a
  /// spec file), then prepared.
  private func prepareChecked(_ spec: CalendarSpec) throws(CalendsError) -> Prepared {
    let checked: CalendarSpec
    do {
      checked = try spec.validated()
    } catch {
      throw .badInput(error.diagnostic)
    }
    return try prepare(checked)
  }

  /// Renders a spec and writes it to `path` whole or not at all; the format is the path's
  /// extension (`.png`, `.svg`, `.pdf`) unless given; a format that contradicts the extension
  /// is refused.
  public func write(_ spec: CalendarSpec, to path: String, as format: OutputFormat? = nil)
    throws(CalendsError)
  {
    let format = try OutputFormat.forFile(at: path, requested: format, option: "the format")
    if let stylesheet = ThemeLoader().stylesheetPath(spec.canvas.theme) {
      try OutputInputCheck.refuse(output: path, overwriting: [("stylesheet", stylesheet)])
    }
    try AtomicFile.write(Array(try image(of: spec, as: format)), to: path)
  }
}
