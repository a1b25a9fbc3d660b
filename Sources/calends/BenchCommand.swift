import ArgumentParser
import Calends
import CalendsCairo
import CalendsModel
import Foundation

/// A benchmark, not a test: renders the month sample many times in one process with one
/// renderer (so one font map) and reports the median and p90 per image.
struct BenchCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "bench",
    abstract: "Measure rendering speed: median and p90 per image for each format.")

  @Option(name: .shortAndLong, help: "Images per format.")
  var count: Int = 200

  @OptionGroup var options: SpecOptions

  func validate() throws {
    guard (1...100_000).contains(count) else { throw ValidationError("--count must be 1…100000") }
  }

  func run() throws {
    var (spec, loader) = try options.load()
    if options.spec == nil && options.today == nil {
      // The reference example: January 2019 with the 23rd selected.
      spec.today = Day(year: 2019, month: 1, day: 10)
      spec.selectedDate = Day(year: 2019, month: 1, day: 23)
      spec.eventDates = [Day(year: 2019, month: 1, day: 8)!, Day(year: 2019, month: 1, day: 17)!]
    }
    let renderer = try CalendarRenderer()
    let prepared = try renderer.prepare(spec, themeLoader: loader)
    _ = try renderer.render(prepared, format: .png)  // warm-up: fontconfig and Pango set-up

    print("calends bench: \(count) images per row, \(Int(prepared.spec.resolvedDevice.screenWidth)) pt wide, scale \(prepared.spec.scale)")
    print("format            median ms     p90 ms   images/s      bytes")
    measure("layout+scene") { _ = renderer.scene(prepared); return 0 }
    for compression in PNGCompression.allCases {
      try measureRender("png \(compression.rawValue)", renderer, prepared, .png, compression)
    }
    try measureRender("svg", renderer, prepared, .svg, .balanced)
    try measureRender("pdf", renderer, prepared, .pdf, .balanced)
  }

  func measureRender(
    _ name: String, _ renderer: CalendarRenderer, _ prepared: CalendarRenderer.Prepared,
    _ format: OutputFormat, _ compression: PNGCompression
  ) throws {
    var failure: Error?
    measure(name) {
      do {
        return try renderer.render(prepared, format: format, pngCompression: compression).bytes.count
      } catch {
        failure = error
        return 0
      }
    }
    if let failure { throw failure }
  }

  func measure(_ name: String, _ body: () -> Int) {
    var times: [Double] = []
    times.reserveCapacity(count)
    var bytes = 0
    for _ in 0..<count {
      let start = DispatchTime.now().uptimeNanoseconds
      bytes = body()
      times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
    }
    times.sort()
    let median = times[times.count / 2]
    let p90 = times[min(times.count - 1, times.count * 9 / 10)]
    let perSecond = median > 0 ? 1000 / median : 0
    print(
      name.padding(toLength: 16, withPad: " ", startingAt: 0)
        + String(format: "%10.3f %10.3f %10.0f %10d", median, p90, perSecond, bytes))
  }
}
