import ArgumentParser
import Calends
import CalendsValues
import Foundation

struct RenderCommand: SpecCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Render a calendar to PNG, SVG or PDF.",
    discussion: SpecOptions.discussion)

  @OptionGroup var options: SpecOptions
  @OptionGroup var global: GlobalOptions

  @Option(
    name: .shortAndLong,
    help:
      "The output file; its extension picks the format unless --format is given. '-' writes to standard output (PNG unless --format says otherwise).",
    completion: .file(extensions: ["png", "svg", "pdf"])
  )
  var output: String

  @Option(help: "png | svg | pdf", completion: Completions.formats)
  var format: String?

  @Option(
    help: "PNG compression: fast | balanced | small.", completion: Completions.pngCompressions)
  var pngCompression: String = PNGCompression.balanced.rawValue

  @Option(
    help:
      "Write page N (1-based) of a printed document alone to the --output path. Without it a document of several pages is one PDF, or one PNG/SVG per page (name-01.png, …)."
  )
  var page: Int?

  func run(repeatedFlags: [String: [String]]) throws {
    let format = try outputFormat()
    guard let compression = PNGCompression(rawValue: pngCompression) else {
      throw CalendsError.badInput(
        "--png-compression: unknown value '\(MessageText.clipped(pngCompression))'; expected fast, balanced or small"
      )
    }
    let (spec, loader) = try options.load(repeatedFlags: repeatedFlags)
    try refuseOverwritingInputs(spec: spec, loader: loader)
    let renderer = try CalendarRenderer()
    let prepared = try renderer.prepare(spec, themeLoader: loader)
    if page == nil, format != .pdf {
      let pages = try renderer.renderEachPage(prepared, format: format, pngCompression: compression)
      if pages.count > 1 { return try writeEachPage(pages) }
      // One page: that is the image (drawing it again through `render` doubled the work).
      if let only = pages.first { return try write(only.output) }
    }
    try write(
      renderer.render(prepared, format: format, pngCompression: compression, page: page))
  }

  private func write(_ result: CalendarRenderer.Output) throws {
    printWarnings(result.warnings)
    if output == "-" {
      try AtomicFile.writeStandardOutput(result.bytes)
    } else {
      try AtomicFile.write(result.bytes, to: output)
    }
  }

  /// PNG and SVG have no pages: a document of several is written as one file per page,
  /// after every page was drawn, so a failure leaves no partial set behind.
  private func writeEachPage(_ pages: [CalendarRenderer.Page]) throws {
    guard output != "-" else {
      throw CalendsError.badInput(
        "--output: the document has \(pages.count) pages; standard output takes one (use --page N or a PDF)"
      )
    }
    // Every page's warnings, each once: the spec's are on every page, a left-out label on its own.
    printWarnings(WarningDigest.eachOnce(pages.flatMap(\.output.warnings)))
    for page in pages {
      try AtomicFile.write(page.output.bytes, to: PageFileName.path(output, page: page.name))
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
      guard let value = OutputFormat(name: format) else {
        throw .badInput(
          "--format: unknown format '\(MessageText.clipped(format))'; expected \(OutputFormat.choices)"
        )
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
