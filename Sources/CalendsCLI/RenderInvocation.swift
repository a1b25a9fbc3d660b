import Calends
import CalendsValues
import Foundation

/// A `calends render` command line as plain values, and the render it asks for: what
/// `RenderCommand` parsed, or what `SpecCommandLine` read without the parser (the one-image
/// process's path). Both run this, so they cannot differ in what they do.
struct RenderInvocation: Equatable {
  var spec: String?
  /// The spec-field flags given, by long name (`SpecCommandLine.fieldFlags`).
  var fieldFlags: [String: [String]]
  var output: String
  var format: String?
  var pngCompression: String = PNGCompression.balanced.rawValue
  var page: Int?
  /// Where the render report goes (`--report`): a file, `-` for standard output, or nil.
  var report: String?

  /// Render's own options, for `SpecCommandLine`: each as `RenderCommand` declares it.
  static let options: [SpecCommandLine.Option] = [
    .init(long: "output", short: "o", isRequired: true), .init(long: "format"),
    .init(long: "png-compression"), .init(long: "page"), .init(long: "report"),
  ]

  /// The invocation `line` describes, or nil where the parser must read it (a page that is
  /// not a number gets the parser's message).
  init?(_ line: SpecCommandLine) {
    guard let output = line.options["output"] else { return nil }
    var page: Int?
    if let text = line.options["page"] {
      guard let number = Int(text) else { return nil }
      page = number
    }
    self.init(
      spec: line.spec, fieldFlags: line.fieldFlags, output: output, format: line.options["format"],
      pngCompression: line.options["png-compression"] ?? PNGCompression.balanced.rawValue,
      page: page, report: line.options["report"])
  }

  /// A `calends render …` line the parser need not read (`SpecCommandLine`), or nil.
  static func read(_ split: RepeatedFlags.Split) -> RenderInvocation? {
    guard split.arguments.first == "render",
      let line = SpecCommandLine.read(split.arguments.dropFirst(), options: options)
    else { return nil }
    return RenderInvocation(line.adding(repeatedFlags: split.taken))
  }

  init(
    spec: String?, fieldFlags: [String: [String]], output: String, format: String?,
    pngCompression: String, page: Int?, report: String? = nil
  ) {
    self.spec = spec
    self.fieldFlags = fieldFlags
    self.output = output
    self.format = format
    self.pngCompression = pngCompression
    self.page = page
    self.report = report
  }

  func run() throws {
    let format = try outputFormat()
    guard let compression = PNGCompression(rawValue: pngCompression) else {
      throw CalendsError.badInput(
        .error(
          .option,
          "unknown value '\(MessageText.clipped(pngCompression))'; expected fast, balanced or small",
          field: "--png-compression"))
    }
    if report == "-" && output == "-" {
      throw CalendsError.badInput(
        .error(
          .option, "standard output already takes the image; give the report a file",
          field: "--report"))
    }
    let (spec, loader) = try SpecOptions.load(path: self.spec, fieldFlags: fieldFlags)
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
    try tell(result.report)
  }

  /// The render report: written where `--report` says, and a line on standard error saying
  /// how much is not shown whenever anything is, so a cut title is never silent.
  private func tell(_ renderReport: RenderReport) throws {
    if let report {
      let bytes = Array(renderReport.json().utf8)
      if report == "-" {
        try AtomicFile.writeStandardOutput(bytes)
      } else {
        try AtomicFile.write(bytes, to: report)
      }
    }
    guard renderReport.hasSummary else { return }
    let pointer = report == nil ? " (--report FILE lists them)" : ""
    Reporter.note("not shown in full: \(renderReport.summary)\(pointer)")
  }

  /// PNG and SVG have no pages: a document of several is written as one file per page,
  /// after every page was drawn, so a failure leaves no partial set behind.
  private func writeEachPage(_ pages: [CalendarRenderer.Page]) throws {
    guard output != "-" else {
      throw CalendsError.badInput(
        .error(
          .option,
          "the document has \(pages.count) pages; standard output takes one (use --page N or a PDF)",
          field: "--output"))
    }
    // Every page's warnings, each once: the spec's are on every page, a left-out label on its own.
    printWarnings(WarningDigest.eachOnce(pages.flatMap(\.output.warnings)))
    for page in pages {
      try AtomicFile.write(page.output.bytes, to: PageFileName.path(output, page: page.name))
    }
    try tell(pages.first?.output.report ?? RenderReport())
  }

  /// The spec file and the stylesheet it uses are inputs: an output that is one of them is
  /// refused (exit 2) before anything is drawn, so neither is ever replaced by the image.
  func refuseOverwritingInputs(spec: CalendarSpec, loader: ThemeLoader) throws(CalendsError) {
    guard output != "-" else { return }
    var inputs: [OutputInputCheck.Input] = []
    if let path = self.spec { inputs.append(("spec", path)) }
    if let path = loader.stylesheetPath(spec.canvas.theme) { inputs.append(("stylesheet", path)) }
    try OutputInputCheck.refuse(output: output, overwriting: inputs)
  }

  func outputFormat() throws(CalendsError) -> OutputFormat {
    var requested: OutputFormat?
    if let format {
      guard let value = OutputFormat(name: format) else {
        throw .badInput(
          .error(
            .option,
            "unknown format '\(MessageText.clipped(format))'; expected \(OutputFormat.choices)",
            field: "--format"))
      }
      requested = value
    }
    if output == "-" { return requested ?? .png }
    do {
      return try OutputFormat.forFile(at: output, requested: requested)
    } catch {
      throw .badInput(error.diagnostics.map { $0.inField("--output") })
    }
  }
}
