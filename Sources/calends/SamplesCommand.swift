import ArgumentParser
import Calends
import Foundation

/// Renders every spec in a folder to PNG and SVG beside it — the samples the README shows
/// and the tests compare against.
struct SamplesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "samples",
    abstract: "Render every spec (*.yaml, *.yml, *.json) in a folder to PNG and SVG beside it.")

  @Argument(help: "The folder of specs.")
  var folder: String = "Samples"

  func run() throws {
    let specs = try SampleFolder.specs(in: folder)
    let renderer = try CalendarRenderer()
    var failures = 0
    for spec in specs {
      do {
        let written = try SampleFolder.render(spec, with: renderer)
        print(
          "\(spec.lastPathComponent) → " + written.map(\.lastPathComponent).joined(separator: ", "))
      } catch {
        failures += 1
        FileHandle.standardError.write(Data("calends: \(error)\n".utf8))
      }
    }
    print("rendered \(specs.count - failures) of \(specs.count) samples in \(folder)")
    if failures > 0 { throw ExitCode(CLIExit.badInput) }
  }
}
