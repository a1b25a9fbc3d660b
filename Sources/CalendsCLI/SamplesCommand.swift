import ArgumentParser
import Calends
import CalendsGallery
import Foundation

/// Renders every sample of a folder to PNG and SVG — the samples `Samples/README.md` shows and
/// the tests compare against. The folder's `samples.yaml` lists each spec and the appearances
/// (light, dark) it is drawn in; without one, every spec is drawn once as written.
struct SamplesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "samples",
    abstract:
      "Render every sample in a folder's samples.yaml (each spec in its appearances) to PNG and SVG.",
    discussion: """
      samples.yaml lists {spec, appearances, names}: the light image of a/b.yaml is \
      a/b.png (and .svg), its dark image (theme: dark) a/b-dark.png unless names: {dark: …} \
      says otherwise. A folder without samples.yaml renders every *.yaml, *.yml and *.json \
      spec as written, beside it.
      """)

  @OptionGroup var global: GlobalOptions

  @Argument(help: "The folder of specs.", completion: .directory)
  var folder: String = "Samples"

  func run() throws {
    let samples = try SampleFolder.samples(in: folder)
    let renderer = try CalendarRenderer()
    var failures = 0
    for sample in samples {
      do throws(CalendsError) {
        let written = try SampleFolder.render(sample, with: renderer)
        print(
          "\(sample.spec.lastPathComponent) (\(sample.appearance)) → "
            + written.map(\.lastPathComponent).joined(separator: ", "))
      } catch {
        failures += 1
        Reporter.error(error)
      }
    }
    print("rendered \(samples.count - failures) of \(samples.count) samples in \(folder)")
    if failures > 0 { throw ExitCode(ExitStatus.badInput) }
  }
}
