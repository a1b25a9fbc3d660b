import ArgumentParser
import Calends
import CalendsBatch
import CalendsGallery
import CalendsPNG
import CalendsValues
import Foundation

struct GalleryCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "gallery",
    abstract:
      "Build a static documentation site: every style and state in every theme, side by side.")

  @OptionGroup var global: GlobalOptions

  @Option(
    name: .shortAndLong, help: "The output folder (index.html and images/).",
    completion: .directory)
  var output: String

  @Option(help: "A folder of stylesheets (.nss) to show beside the built-in light and dark themes.")
  var themes: String?

  @Option(
    help:
      "A folder of your own specs (.yaml, .yml, .json, searched recursively) to show instead of the built-in catalogue; their relative paths are relative to it.",
    completion: .directory)
  var specs: String?

  @Option(name: .short, help: "Worker processes.")
  var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

  @Option(
    help: "fast | balanced | small: documentation is written once and served often, hence small.",
    completion: Completions.pngCompressions)
  var pngCompression: String = PNGCompression.small.rawValue

  func validate() throws {
    guard PNGCompression(rawValue: pngCompression) != nil else {
      throw ValidationError("--png-compression must be fast, balanced or small")
    }
  }

  func run() throws {
    let items = try specs.map { folder throws(CalendsError) in
      try GalleryCatalog.items(specsFolder: folder)
    }
    let gallery = Gallery(
      themes: try Gallery.themes(stylesheetFolder: themes), items: items ?? GalleryCatalog.items)
    let folder = URL(fileURLWithPath: output)
    if specs == nil {
      // The catalogue's iCalendar files, where its specs read them (relative to the output
      // folder) and where the page's readers can download them.
      for (path, text) in GalleryCatalog.calendars {
        let file = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(
          at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try AtomicFile.write(Array(text.utf8), to: file.path)
      }
    }
    let manifest = try gallery.manifest(
      baseDirectory: specs.map { URL(fileURLWithPath: $0) } ?? folder)
    // Worker processes, as `calends batch` uses by default: the gallery draws every script
    // the fonts cover, and Cairo (1.16 and 1.18) can free a font file's FreeType face under
    // another thread when more than ten are open at once (see the documentation's `Limits.md`).
    let summary = try BatchJob(
      .init(
        manifest: manifest, named: "gallery", outputPath: output, jobs: max(1, jobs),
        parallelism: .processes(BatchWorkerCommand.command),
        pngCompression: PNGCompression(rawValue: pngCompression)!)
    ).run(progress: ProgressReporter(quiet: true, failure: nil))
    for failure in summary.failures {
      Reporter.error(failure.name, failure.error)
    }
    let html = gallery.html { name in
      // The header alone: the first bytes of each PNG written.
      guard let handle = FileHandle(forReadingAtPath: folder.appendingPathComponent(name).path)
      else { return nil }
      defer { try? handle.close() }
      guard let header = try? PNGHeader(Array(handle.readData(ofLength: 33))) else { return nil }
      return (header.width, header.height)
    }
    try AtomicFile.write(Array(html.utf8), to: folder.appendingPathComponent("index.html").path)
    print(
      "gallery: \(manifest.entries.count) images (\(summary.rendered) rendered, \(summary.skipped) up to date) → \(folder.appendingPathComponent("index.html").path)"
    )
    if !summary.failures.isEmpty { throw ExitCode(ExitStatus.renderFailure) }
  }
}
