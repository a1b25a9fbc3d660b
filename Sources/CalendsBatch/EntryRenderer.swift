import Calends
import CalendsModel
import CalendsSupport
import CalendsValues
import Foundation

/// Draws entries one after another on one thread: its own renderer (and so its own Pango
/// font map) and its own stylesheet cache. An output whose record shows it is exactly what
/// the current inputs produce is skipped; every output written gets its record at once.
final class EntryRenderer {
  let context: BatchContext
  private let renderer: CalendarRenderer
  private let themes = ThemeCache()
  private let records: OutputRecords
  private let shared: String
  /// The warnings of the entries drawn since `takeWarnings()` last took them: their specs'
  /// (`CalendarRenderer.Prepared.warnings`: a calendar line skipped, an unknown stylesheet
  /// property).
  private var warnings: [Diagnostic] = []

  init(_ context: BatchContext, sharedFingerprint: String) throws(CalendsError) {
    self.context = context
    renderer = try CalendarRenderer(fonts: context.fonts)
    records = context.records
    shared = sharedFingerprint
  }

  /// The warnings gathered since the last call, taken.
  func takeWarnings() -> [Diagnostic] {
    defer { warnings = [] }
    return warnings
  }

  func render(_ entry: BatchEntry) -> BatchRunner.Outcome {
    do throws(CalendsError) {
      var spec = try readSpec(entry)
      spec.canvas.today = spec.canvas.today ?? context.today
      // The stylesheet (parsed once per thread and stylesheet) and the calendar files, read
      // once: their bytes are fingerprinted, and the same request is drawn.
      let loader = ThemeLoader(baseDirectory: context.baseDirectory, cache: themes)
      let request = try CalendarRenderer.request(spec, themeLoader: loader)
      let inputs = OutputFingerprint.output(
        fields: entry.fields, format: entry.format, today: request.today, shared: shared,
        stylesheet: request.stylesheet.source, calendars: request.calendars.map(\.bytes))
      if !context.force, records.isUpToDate(entry.name, inputs: inputs) { return .skipped }
      let start = DispatchTime.now().uptimeNanoseconds
      let prepared = try renderer.prepare(request)
      warnings += prepared.warnings
      let drawn = try images(prepared, entry)
      let microseconds = Int((DispatchTime.now().uptimeNanoseconds - start) / 1000)
      for (name, bytes) in drawn.files {
        try ContainedOutput.write(bytes, as: name, in: context.outputFolder)
        try records.record(name, inputs: inputs, bytes: bytes, microseconds: microseconds)
      }
      try tell(drawn.report, entry)
      return .rendered
    } catch {
      return .failed(error)
    }
  }

  /// The entry's output, or — for a printed document of several pages as PNG or SVG, which
  /// have no pages — one file per page named as `calends render` names them (`name-01.png`).
  /// Such a set is drawn again on every run: its records are per page, and only the whole
  /// set could say it is complete.
  private func images(_ prepared: CalendarRenderer.Prepared, _ entry: BatchEntry)
    throws(CalendsError) -> (files: [(name: String, bytes: [UInt8])], report: RenderReport)
  {
    let compression = context.pngCompression
    if entry.format != .pdf {
      let pages = try renderer.renderEachPage(
        prepared, format: entry.format, pngCompression: compression)
      if pages.count > 1 {
        return (
          pages.map { (PageFileName.path(entry.name, page: $0.name), $0.output.bytes) },
          pages[0].output.report
        )
      }
      return ([(entry.name, pages[0].output.bytes)], pages[0].output.report)
    }
    let output = try renderer.render(prepared, format: .pdf, pngCompression: compression)
    return ([(entry.name, output.bytes)], output.report)
  }

  /// What the entry's image does not show in full: a note naming the entry (as
  /// `calends render` notes it), and with `reports` the report beside the output
  /// (`NAME.report.json`), or none where it shows everything.
  private func tell(_ report: RenderReport, _ entry: BatchEntry) throws(CalendsError) {
    if report.hasSummary {
      warnings.append(
        .note(.notShown, "not shown in full: \(report.summary)", field: entry.name))
    }
    guard context.reports else { return }
    let name = entry.name + ".report.json"
    if report.isEmpty {
      let path = context.outputFolder.appendingPathComponent(name).path
      if FileManager.default.fileExists(atPath: path) { try? FileManager.default.removeItem(atPath: path) }
    } else {
      try ContainedOutput.write(Array(report.json().utf8), as: name, in: context.outputFolder)
    }
  }

  /// Every error of the entry's spec, one line each, as `calends render` reports a file's.
  private func readSpec(_ entry: BatchEntry) throws(CalendsError) -> CalendarSpec {
    try SpecLoader.read(entry.fields, source: "")
  }
}
