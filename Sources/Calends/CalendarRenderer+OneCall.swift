import CalendsCairo
import Foundation

extension CalendarRenderer {
  /// The image of a spec in one call: the spec is checked field by field first (a spec
  /// built in code gets the same messages as a spec file), its theme loaded (names, or
  /// stylesheet paths relative to the working directory), and the image drawn.
  public func image(
    of spec: CalendarSpec, as format: OutputFormat = .png,
    pngCompression: PNGCompression = .balanced
  ) throws(CalendsError) -> Data {
    let checked: CalendarSpec
    do {
      checked = try spec.validated()
    } catch {
      throw .badInput(error.description)
    }
    let prepared = try prepare(checked)
    return Data(try render(prepared, format: format, pngCompression: pngCompression).bytes)
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
