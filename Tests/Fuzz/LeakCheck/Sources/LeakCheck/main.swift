import Calends
import CalendsCairo
import CalendsModel
import CalendsValues
import Foundation

// Renders many images in one process, for valgrind's memcheck: every C object Calends
// creates per image (surfaces, contexts, Pango layouts, PNG buffers) must be freed, so a
// leak shows up as a loss that grows with the count rather than a one-time allocation.
// Usage: LeakCheck [IMAGES [RENDERERS]]   (defaults 1000 and 1; images cycle through
// styles and formats, and are shared out over the renderers, made one after another so
// that a loss per renderer can be told from a loss per image)

let count = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 1000 : 1000
let rendererCount = CommandLine.arguments.count > 2 ? max(1, Int(CommandLine.arguments[2]) ?? 1) : 1
let specs = [
  "today: 2019-01-10\nselectedDate: 2019-01-23\neventDates: [2019-01-03, 2019-01-17]\nscale: 1",
  "style: week\ntoday: 2019-01-10\nlocale: de_DE\nshowsWeekNumbers: true\nscale: 1",
  "style: rangeSelection\ntoday: 2019-01-10\nselectedDateRange: {start: 2019-01-24, end: 2019-02-06}\nlocale: ar_EG\nscale: 1",
  "style: timeline\ntoday: 2019-01-10\nvisibleDays: 3\nevents: [{title: Review, start: 2019-01-10T09:00, end: 2019-01-10T10:30}]\nscale: 1",
  "style: booking\ntoday: 2019-01-10\nitems: [{date: 2019-01-10, enabled: true, selected: true}]\nscale: 1",
  "style: month\ntoday: 2019-01-10\nalternateCalendar: chinese\ntheme: dark\nscale: 1",
]
let formats: [OutputFormat] = [.png, .svg, .pdf]

do {
  var bytes = 0
  for rendererIndex in 0..<rendererCount {
    let renderer = try CalendarRenderer()
    let prepared = try specs.map {
      try renderer.prepare(try SpecReader.read(Data($0.utf8), source: "leak-check"))
    }
    for index in stride(from: rendererIndex, to: count, by: rendererCount) {
      // PNGs alternate between `fast` (Calends' own deflate) and `balanced` (libdeflate).
      let output = try renderer.render(
        prepared[index % prepared.count], format: formats[index / prepared.count % formats.count],
        pngCompression: index / (prepared.count * formats.count) % 2 == 0 ? .fast : .balanced)
      bytes += output.bytes.count
    }
  }
  print("rendered \(count) images with \(rendererCount) renderer(s), \(bytes) bytes")
} catch {
  FileHandle.standardError.write(Data("LeakCheck: \(error)\n".utf8))
  exit(1)
}
