import ArgumentParser
import Calends
import Foundation

struct LayoutCommand: SpecCommand {
  static let configuration = CommandConfiguration(
    commandName: "layout",
    abstract: "Print the layout (every item's frame and state) as JSON.",
    discussion: SpecOptions.discussion)

  @OptionGroup var options: SpecOptions
  @OptionGroup var global: GlobalOptions

  @Flag(help: "Print a one-line-per-item text dump instead of JSON.")
  var dump = false

  func run(repeatedFlags: [String: [String]]) throws {
    let (renderer, prepared) = try options.prepared(repeatedFlags: repeatedFlags)
    let document = try renderer.checkedDocument(prepared)
    // What the layout left out (a number too wide for its day), as a render would say.
    printWarnings(document.warningDiagnostics)
    try AtomicFile.writeStandardOutput(
      Array((dump ? document.dump() : document.jsonString()).utf8))
  }
}
