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
    completion: .file(extensions: OutputFormat.allCases.map(\.fileExtension))
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

  @Option(
    help:
      "Write a JSON report of what the image does not show in full (text cut short or left out, events behind \"+N more\", fields given without effect) to this file; '-' writes it to standard output.",
    completion: .file(extensions: ["json"])
  )
  var report: String?

  func run(repeatedFlags: [String: [String]]) throws {
    try invocation(repeatedFlags: repeatedFlags).run()
  }

  /// What was parsed, as the values a render runs from.
  func invocation(repeatedFlags: [String: [String]]) -> RenderInvocation {
    RenderInvocation(
      spec: options.spec, fieldFlags: options.fieldFlags(repeatedFlags: repeatedFlags),
      output: output, format: format, pngCompression: pngCompression, page: page,
      report: report)
  }
}
