import ArgumentParser
import Calends
import CalendsCairo
import Foundation

struct RenderCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Render a calendar to PNG, SVG or PDF.",
    discussion: SpecOptions.discussion)

  @OptionGroup var options: SpecOptions

  @Option(
    name: .shortAndLong,
    help:
      "The output file; its extension picks the format unless --format is given. '-' writes to standard output (PNG unless --format says otherwise)."
  )
  var output: String

  @Option(help: "png | svg | pdf")
  var format: String?

  @Option(help: "PNG compression: fast | balanced | small.")
  var pngCompression: String = PNGCompression.balanced.rawValue

  func run() throws {
    let format = try outputFormat()
    guard let compression = PNGCompression(rawValue: pngCompression) else {
      throw CalendsError.badInput(
        "--png-compression: unknown value '\(MessageText.clipped(pngCompression))'; expected fast, balanced or small"
      )
    }
    let (spec, loader) = try options.load()
    try refuseOverwritingInputs(spec: spec, loader: loader)
    let renderer = try CalendarRenderer()
    let prepared = try renderer.prepare(spec, themeLoader: loader)
    let result = try renderer.render(prepared, format: format, pngCompression: compression)
    printWarnings(result.warnings)
    if output == "-" {
      try AtomicFile.writeStandardOutput(result.bytes)
    } else {
      try AtomicFile.write(result.bytes, to: output)
    }
  }

  /// The spec file and the stylesheet it uses are inputs: an output that is one of them is
  /// refused (exit 2) before anything is drawn, so neither is ever replaced by the image.
  func refuseOverwritingInputs(spec: CalendarSpec, loader: ThemeLoader) throws(CalendsError) {
    guard output != "-" else { return }
    var inputs: [OutputInputCheck.Input] = []
    if let path = options.spec { inputs.append(("spec", path)) }
    if let path = loader.stylesheetPath(spec.canvas.theme) { inputs.append(("stylesheet", path)) }
    try OutputInputCheck.refuse(output: output, overwriting: inputs)
  }

  func outputFormat() throws(CalendsError) -> OutputFormat {
    var requested: OutputFormat?
    if let format {
      guard let value = OutputFormat(rawValue: format.lowercased()) else {
        throw .badInput(
          "--format: unknown format '\(MessageText.clipped(format))'; expected png, svg or pdf")
      }
      requested = value
    }
    if output == "-" { return requested ?? .png }
    do {
      return try OutputFormat.forFile(at: output, requested: requested)
    } catch {
      throw .badInput("--output: \(error.description)")
    }
  }
}
