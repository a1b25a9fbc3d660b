import ArgumentParser
@_spi(Benchmarking) import Calends
import CalendsBatch
import CalendsModel
import CalendsValues
import Foundation

/// A benchmark, not a test: renders in one process with one renderer per thread and reports
/// medians side by side with Cairo's own PNG writer, so one noisy run still compares fairly.
///
/// Its own executable, `calends-bench` (`calends bench` runs it from beside `calends`), so
/// the shipped tool carries none of the benchmark's code, peer programs or scripts.
@main
struct BenchCommand: ParsableCommand {
  /// The `calends` these runs time as processes: the one beside this executable.
  static let calends: URL = {
    let own = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
    return own.resolvingSymlinksInPath().deletingLastPathComponent()
      .appendingPathComponent("calends")
  }()

  /// How many times as fast as the baseline: "15.6× faster" above 1, "0.4× as fast" below
  /// (a "0.4× faster" would read as a speed-up).
  static func speed(_ ratio: Double) -> String {
    ratio >= 1 ? String(format: "%.1f× faster", ratio) : String(format: "%.1f× as fast", ratio)
  }

  static let configuration = CommandConfiguration(
    commandName: "calends bench",
    abstract:
      "Measure rendering speed and memory: per style and format, Cairo's PNG writer as the baseline.",
    discussion: "Build with -c release: swift build -c release && .build/release/calends bench")

  @Option(name: .shortAndLong, help: "Images per measurement.")
  var count: Int = 300

  @Option(help: "Renders in the memory run (peak RSS is read after a tenth and at the end).")
  var memoryRenders: Int = 10_000

  @Option(help: "Images per thread count in the parallel run.")
  var parallelImages: Int = 5_000

  @Option(help: "Runs of each batch configuration; the median counts.")
  var batchRepeats: Int = 3

  @Option(
    help:
      "Where the batch run writes (default: /dev/shm when writable — this measures the renderer, not the disk)."
  )
  var batchFolder: String?

  @Option(help: "Whole `calends render` processes to time.")
  var processes: Int = 30

  @Flag(
    help: "Only the month at scale 2 (skip the other styles, memory, parallel and process runs).")
  var quick = false

  @Flag(
    help:
      "Only the warm feed month: a month PNG@2x with a 10,000-event calendar, drawn as the server draws it, against the plain month, interleaved; prints the ratios."
  )
  var feedMonth = false

  @Flag(help: "Only the iCalendar run: read and expand 10,000 events over a year.")
  var ical = false

  @Flag(
    help:
      "Only the large inputs: the largest calendars and manifest the limits accept, in the shapes that took most memory, each read by a calends process; prints peak memory against the 500 MB target and exits 1 over it."
  )
  var largeInputs = false

  @Flag(
    help:
      "Only the e-paper dashboard (Samples/dashboard/month-agenda.yaml for a TRMNL, 1-bit) against a Pillow script and headless Chromium, a process each (also part of --peers)."
  )
  var epaper = false

  @Flag(
    help:
      "Only the peers: the month PNG@2x by Calends, rsvg-convert, a pycairo script and the C floor (a C program that only draws it with Pango; those that can run here), as processes and in one process; prints their time as a multiple of Calends'."
  )
  var peers = false

  @Option(help: "Processes per program in the --peers run.")
  var peerRuns: Int = 20

  @Option(
    help:
      "The sample folder whose samples the --peers run renders as one batch, with one and with two workers (skipped when it does not exist)."
  )
  var samplesFolder = "Samples"

  @Flag(
    help:
      "With --peers: also count instructions under valgrind's callgrind — of the month PNG@2x fast in one process, and of the samples batch with one and with two workers (needs valgrind and strip on PATH; a few minutes) — the measure the machine's load does not move."
  )
  var instructions = false

  /// The process `--instructions` counts: the month PNG@2x `fast` this many times in one
  /// process, nothing printed.
  @Option(help: .hidden)
  var renderMonthTimes: Int?

  @Option(
    help:
      "Only the concurrency soak: render specs in many scripts (Latin, Arabic, Hebrew, Thai, CJK, Devanagari, emoji) on --soak-threads threads for this many seconds, each image checked byte for byte against the spec drawn alone; exit 1 on any difference or failure."
  )
  var soak: Int?

  @Option(help: "Threads in the --soak run.")
  var soakThreads: Int = 8

  func validate() throws {
    guard (1...1_000_000).contains(count) else {
      throw ValidationError("--count must be 1…1000000")
    }
    if let soak, !(1...86_400).contains(soak) {
      throw ValidationError("--soak must be 1…86400 seconds")
    }
    guard (1...256).contains(soakThreads) else {
      throw ValidationError("--soak-threads must be 1…256")
    }
    guard (1...10_000).contains(peerRuns) else {
      throw ValidationError("--peer-runs must be 1…10000")
    }
    guard (1...100).contains(batchRepeats) else {
      throw ValidationError("--batch-repeats must be 1…100")
    }
  }

  static let monthSpec =
    "today: 2019-01-10\nselectedDate: 2019-01-23\neventDates: [2019-01-08, 2019-01-17]\nscale: 2"

  static let sixWeekMonthSpec =
    "today: 2019-06-10\nselectedDate: 2019-06-19\neventDates: [2019-06-04, 2019-06-27]\nscale: 2"

  /// A printed year: twelve blocks on an A4-wide page (595×~720 pt, 1190×~1440 px at scale 2),
  /// with week numbers, a range and event dots — the issue's "year PNG@2x".
  /// The printed year: 2027 on A4, a cover and twelve month pages, one PDF (the size a
  /// print shop is sent).
  static let printedYearSpec =
    "style: year\nyear: 2027\ntoday: 2027-03-14\npaper: a4\npages: months\ncover: true\neventDates: [2027-03-20, 2027-07-04]"

  /// The issue's planner: 2027 on A4, a cover, twelve month pages and 53 week pages (weeks
  /// from Monday), with a few events on the week pages: 66 linked pages, one PDF.
  static let plannerSpec =
    "style: year\nyear: 2027\ntoday: 2027-03-10\npaper: a4\npages: weeks\ncover: true\nweekStartDay: monday\neventDates: [2027-03-20]\nevents: [{id: fair, title: Book fair, start: 2027-03-09, end: 2027-03-11, allDay: true}, {id: call, title: Call, start: 2027-03-10T09:00, end: 2027-03-10T10:00}]"

  static let yearSpec =
    "style: year\nyear: 2027\ntoday: 2027-03-10\nwidth: 595\nscale: 2\nshowsWeekNumbers: true\nselectedDateRange: {start: 2027-07-26, end: 2027-08-06}\neventDates: [2027-02-14, 2027-05-01, 2027-12-25]"

  static let styleSpecs: [(String, String)] = [
    ("week", "style: week\ntoday: 2019-01-10\nscale: 2"),
    ("expandable", "style: expandable\ntoday: 2019-01-10\nscale: 2"),
    (
      "rangeSelection",
      "style: rangeSelection\ntoday: 2019-01-10\nselectedDateRange: {start: 2019-01-24, end: 2019-02-06}\nscale: 2"
    ),
    (
      "datesSelection",
      "style: datesSelection\ntoday: 2019-01-10\nselectedDates: [2019-01-03, 2019-01-22]\nscale: 2"
    ),
    (
      "fullScreenMonth",
      "style: fullScreenMonth\nshowsMonthHeader: true\ntoday: 2019-01-10\nscale: 2"
    ),
    (
      "timeline",
      "style: timeline\ntoday: 2019-01-10\nvisibleDays: 7\nscale: 2\nevents: [{id: a, title: Stand-up, start: 2019-01-10T09:00, end: 2019-01-10T09:30}, {id: b, title: Review, location: Atrium, start: 2019-01-08T10:00, end: 2019-01-08T12:00}, {id: c, title: Lunch, start: 2019-01-08T11:30, end: 2019-01-08T13:00}]"
    ),
    (
      "booking",
      "style: booking\ntoday: 2019-01-10\nscale: 2\nitems: [{date: 2019-01-10, enabled: true, selected: true}, {date: 2019-01-17, enabled: true, selected: false}, {date: 2019-02-07, enabled: true, selected: false}]"
    ),
  ]

  func run() throws {
    if ical { return try icalendar() }
    if largeInputs { return try LargeInputBenchmark(executable: Self.calends.path).run() }
    if feedMonth { return try feedMonthRun(try CalendarRenderer()) }
    if epaper {
      return try DashboardPeerBenchmark(
        executable: Self.calends.path, spec: samplesFolder + "/dashboard/month-agenda.yaml",
        runs: peerRuns
      ).run()
    }
    if let soak { return try soakRun(seconds: soak) }
    let renderer = try CalendarRenderer()
    let month = try prepare(Self.monthSpec, renderer)
    _ = try renderer.render(month, format: .png)  // warm-up: fontconfig and Pango set-up
    if let renderMonthTimes {
      for _ in 0..<renderMonthTimes {
        _ = try renderer.render(month, format: .png, pngCompression: .fast)
      }
      return
    }
    let executable = Self.calends
    let peerRun = PeerBenchmark(
      executable: executable.path, renderer: renderer, month: month, runs: peerRuns, count: count,
      countsInstructions: instructions)
    if peers {
      try peerRun.run()
      guard FileManager.default.fileExists(atPath: samplesFolder) else {
        return print("\nbatch of the samples: skipped (no folder \(samplesFolder))")
      }
      try DashboardPeerBenchmark(
        executable: executable.path, spec: samplesFolder + "/dashboard/month-agenda.yaml",
        runs: peerRuns
      ).run()
      guard FileManager.default.fileExists(atPath: samplesFolder) else {
        return print("\nbatch of the samples: skipped (no folder \(samplesFolder))")
      }
      return try SamplesBatchBenchmark(
        executable: executable.path, folder: samplesFolder, repeats: batchRepeats,
        countsInstructions: instructions
      ).run()
    }
    let layout = renderer.layout(month)
    print(
      "calends bench — \(ProcessInfo.processInfo.activeProcessorCount) cores; \(count) images per row; medians"
    )
    print(
      "month, \(Int(layout.width))×\(Int(layout.height)) pt at scale 2 (\(Int(layout.width) * 2)×\(Int(layout.height.rounded(.up)) * 2) px)\n"
    )
    print(Row.header)

    let draw = try measure("draw only (layout+scene+Cairo)") {
      try renderer.drawOnly(month)
      return 0
    }
    print(draw.line)
    let cairo = try measure("png, Cairo's own writer") {
      try renderer.renderWithCairoPNGWriter(month).count
    }
    print(cairo.line)
    var pngRows: [PNGCompression: Row] = [:]
    for compression in PNGCompression.allCases {
      let row = try measure("png \(compression.rawValue)") {
        try renderer.render(month, format: .png, pngCompression: compression).bytes.count
      }
      pngRows[compression] = row
      print(
        row.line
          + "   " + Self.speed(cairo.median / row.median)
          + String(format: ", %.2f× the bytes", Double(row.bytes) / Double(cairo.bytes)))
    }
    print(try measure("svg") { try renderer.render(month, format: .svg).bytes.count }.line)
    print(try measure("pdf") { try renderer.render(month, format: .pdf).bytes.count }.line)
    // A six-week month (750×751 px), the larger shape a month can take.
    let tall = try prepare(Self.sixWeekMonthSpec, renderer)
    let tallCairo = try measure("6-week month, Cairo's writer") {
      try renderer.renderWithCairoPNGWriter(tall).count
    }
    print(tallCairo.line)
    let tallFast = try measure("6-week month, png fast") {
      try renderer.render(tall, format: .png, pngCompression: .fast).bytes.count
    }
    print(
      tallFast.line
        + "   " + Self.speed(tallCairo.median / tallFast.median)
        + String(format: ", %.2f× the bytes", Double(tallFast.bytes) / Double(tallCairo.bytes)))
    let year = try prepare(Self.yearSpec, renderer)
    let yearLayout = renderer.layout(year)
    print(
      try measure(
        "year \(Int(yearLayout.width))×\(Int(yearLayout.height.rounded(.up))) pt, png@2x fast"
      ) {
        try renderer.render(year, format: .png, pngCompression: .fast).bytes.count
      }.line)
    let printed = try prepare(Self.printedYearSpec, renderer)
    print(
      try measure("year on A4, cover + 12 month pages, pdf") {
        try renderer.render(printed, format: .pdf).bytes.count
      }.line)
    let planner = try prepare(Self.plannerSpec, renderer)
    let pageCount = renderer.document(planner).pages.count
    let plannerRow = try measure("planner A4, \(pageCount) pages, pdf") {
      try renderer.render(planner, format: .pdf).bytes.count
    }
    print(
      plannerRow.line + String(format: "   %.2f ms a page", plannerRow.median / Double(pageCount)))
    if quick { return }

    print("\nother styles (png fast / svg / pdf)")
    print(Row.header)
    for (name, spec) in Self.styleSpecs {
      let prepared = try prepare(spec, renderer)
      print(
        try measure("\(name) png") {
          try renderer.render(prepared, format: .png, pngCompression: .fast).bytes.count
        }.line)
      print(
        try measure("\(name) svg") { try renderer.render(prepared, format: .svg).bytes.count }.line)
      print(
        try measure("\(name) pdf") { try renderer.render(prepared, format: .pdf).bytes.count }.line)
    }

    print("")
    try icalendar()
    try feedMonthRun(renderer)

    try parallel(month)
    try memory(renderer, month)
    try wholeProcess()
    try peerRun.run()
  }

  func soakRun(seconds: Int) throws {
    let report = try ConcurrencySoak(threads: soakThreads, duration: .seconds(seconds)).run()
    print(
      "soak: \(report.renders) renders of \(ConcurrencySoak.specs.count) specs (PNG, SVG, PDF) on \(soakThreads) threads in \(seconds) s; \(report.mismatches.count) differed from the spec drawn alone, \(report.failures.count) failed"
    )
    for line in (report.mismatches + report.failures).prefix(20) { print("  \(line)") }
    if !report.mismatches.isEmpty || !report.failures.isEmpty { throw ExitCode(1) }
  }

  func icalendar() throws {
    let result = try ICalendarBenchmark.measure(runs: 10)
    print(
      String(
        format:
          "iCalendar: read + expand %d events (%d recurring, %d bytes) over a year: median %.1f ms (processor %.1f ms), p90 %.1f ms, %d occurrences; %.2f× libical's bare parse + free of the file (%.1f ms processor)",
        ICalendarBenchmark.events, ICalendarBenchmark.recurring, result.bytes, result.median,
        result.cpu, result.p90, result.occurrences, result.cpu / result.libical, result.libical))
  }

  func feedMonthRun(_ renderer: CalendarRenderer) throws {
    let result = try FeedMonthBenchmark(renderer: renderer, runs: max(count / 3, 20)).measure()
    print(
      String(
        format:
          "month PNG@2x with a %d-byte, %d-event calendar, warm, as the server draws it: %.2f× the plain month's time (%.3f ms against %.3f ms), %.2f× the same image from the spec's eventDates (%.3f ms); hashing the calendar each request (before): %.2f×; and a feed's ETag walking it too (before): %.2f×",
        result.bytes, ICalendarBenchmark.events, result.fingerprinted / result.plain,
        result.fingerprinted, result.plain, result.fingerprinted / result.dotted, result.dotted,
        result.hashed / result.plain,
        result.hashedAndFingerprinted / result.plain))
  }

  func prepare(_ yaml: String, _ renderer: CalendarRenderer) throws -> CalendarRenderer.Prepared {
    try renderer.prepare(try SpecReader.read(Data(yaml.utf8), source: "bench"))
  }

  struct Row {
    var name: String
    var median: Double
    var p90: Double
    var bytes: Int

    static let header =
      "".padding(toLength: 34, withPad: " ", startingAt: 0)
      + "  median ms     p90 ms   images/s      bytes"
    var line: String {
      name.padding(toLength: 34, withPad: " ", startingAt: 0)
        + String(
          format: " %10.3f %10.3f %10.0f %10d", median, p90, median > 0 ? 1000 / median : 0, bytes)
    }
  }

  func measure(_ name: String, _ body: () throws -> Int) rethrows -> Row {
    var times: [Double] = []
    times.reserveCapacity(count)
    var bytes = 0
    for _ in 0..<count {
      let start = DispatchTime.now().uptimeNanoseconds
      bytes = try body()
      times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
    }
    times.sort()
    return Row(
      name: name, median: times[times.count / 2],
      p90: times[min(times.count - 1, times.count * 9 / 10)], bytes: bytes)
  }

  /// `calends batch` on a manifest of month PNGs: one worker, two worker processes, and two
  /// threads of one process — the same command users run.
  func parallel(_ month: CalendarRenderer.Prepared) throws {
    let base =
      batchFolder
      ?? (access("/dev/shm", W_OK) == 0 ? "/dev/shm" : FileManager.default.temporaryDirectory.path)
    print("\nbatch: \(parallelImages) month PNGs (fast), --force, written under \(base)")
    let executable = Self.calends
    let folder = URL(fileURLWithPath: base).appendingPathComponent(
      "calends-bench-batch-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let manifest = folder.appendingPathComponent("m.yaml")
    // One image per day, each selecting its own day: distinct specs of equal cost.
    let first = Day(year: 2019, month: 1, day: 1)!
    let days = (0..<parallelImages).map { first.adding(days: $0).description }
    try """
    defaults: {today: 2019-01-10, scale: 2}
    matrix: {name: "{selectedDate}.png", axes: {selectedDate: [\(days.joined(separator: ", "))]}}

    """.write(to: manifest, atomically: true, encoding: .utf8)
    // Each configuration runs `batchRepeats` times, interleaved, and the median rate counts:
    // a single run of a few seconds on a shared machine varies by ±5 %.
    // The last is the peer that says what two workers can reach on this machine now: two
    // separate `-j 1` batches side by side (`SamplesBatchBenchmark` explains it), its rate
    // and processor time counted per image of both.
    let pair = "2 × -j 1 side by side"
    let configurations = [
      ("-j 1", ["-j", "1"]), ("-j 2 (processes)", ["-j", "2"]),
      ("-j 2 --threads", ["-j", "2", "--threads"]), (pair, ["-j", "1"]),
    ]
    var rates: [String: [Double]] = [:]
    // Processor milliseconds per image (the batch process and its workers): on a shared
    // machine the wall-time rates also measure the other load, this does not.
    var processor: [String: [Double]] = [:]
    func batch(_ arguments: [String], into out: String) -> [String] {
      ["batch", manifest.path, "-o", folder.appendingPathComponent(out).path, "--force", "--quiet"]
        + arguments
    }
    for _ in 0..<batchRepeats {
      for (label, arguments) in configurations {
        let images = Double(label == pair ? 2 * parallelImages : parallelImages)
        let run =
          label == pair
          ? try TimedRun.runTogether(
            [
              (executable.path, batch(arguments, into: "out-a")),
              (executable.path, batch(arguments, into: "out-b")),
            ], label: "calends batch \(label)")
          : try Self.runToEnd(executable.path, batch(arguments, into: "out"))
        rates[label, default: []].append(images / run.wall * 1000)
        processor[label, default: []].append(run.processor / images)
      }
    }
    var median: [String: Double] = [:]
    var cpu: [String: Double] = [:]
    for (label, _) in configurations {
      let sorted = rates[label]!.sorted()
      median[label] = sorted[sorted.count / 2]
      cpu[label] = TimedRun.median(processor[label]!)
      let all = sorted.map { String(format: "%.0f", $0) }.joined(separator: ", ")
      print(
        "  " + label.padding(toLength: 22, withPad: " ", startingAt: 0)
          + String(
            format: " %8.0f images/s  %.3f CPU ms/image  (runs: %@)", median[label]!, cpu[label]!,
            all))
    }
    print(
      String(
        format: "  -j 2 / -j 1: %.2f× (processes), %.2f× (threads) by wall time",
        median["-j 2 (processes)"]! / median["-j 1"]!, median["-j 2 --threads"]! / median["-j 1"]!))
    // Two workers on two free cores reach 2× less whatever work the second one adds: the
    // ratio of processor time per image says that without depending on the other load.
    print(
      String(
        format:
          "  by processor time: -j 2 uses %.2f× (processes), %.2f× (threads) the CPU per image of -j 1; on two free cores at most %.2f× / %.2f×",
        cpu["-j 2 (processes)"]! / cpu["-j 1"]!, cpu["-j 2 --threads"]! / cpu["-j 1"]!,
        2 * cpu["-j 1"]! / cpu["-j 2 (processes)"]!, 2 * cpu["-j 1"]! / cpu["-j 2 --threads"]!))
    let ceiling = median[pair]! / median["-j 1"]!
    print(
      String(
        format:
          "  two separate -j 1 batches side by side draw %.2f× one's rate: this machine's ceiling for two workers now; -j 2 reaches %.0f%% of it (processes), %.0f%% (threads)",
        ceiling, 100 * median["-j 2 (processes)"]! / median[pair]!,
        100 * median["-j 2 --threads"]! / median[pair]!))
  }

  /// Runs this program to its end with `ChildProcess` (not Foundation's `Process`, whose
  /// ~15 ms of closing descriptors before `exec` would be measured as ours), its output
  /// read and dropped.
  @discardableResult
  static func runToEnd(_ executable: String, _ arguments: [String]) throws -> TimedRun {
    try TimedRun.run(executable, arguments, label: "calends \(arguments.first ?? "")")
  }

  /// Peak resident size after a tenth of the renders and after all of them.
  func memory(_ renderer: CalendarRenderer, _ month: CalendarRenderer.Prepared) throws {
    let tenth = max(1, memoryRenders / 10)
    var early = 0
    for index in 1...memoryRenders {
      _ = try renderer.render(
        month, format: index % 3 == 0 ? .svg : (index % 3 == 1 ? .png : .pdf), pngCompression: .fast
      )
      if index == tenth { early = Self.peakResidentKB() }
    }
    let late = Self.peakResidentKB()
    print(
      "\nmemory: peak RSS \(early / 1024) MB after \(tenth) renders, \(late / 1024) MB after \(memoryRenders)"
        + String(format: " (%+.1f %%)", early > 0 ? Double(late - early) / Double(early) * 100 : 0))
  }

  static func peakResidentKB() -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
      return 0
    }
    for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
      return Int(line.split(separator: " ").dropFirst().first ?? "0") ?? 0
    }
    return 0
  }

  /// `calends render` as a user runs it: a new process per image.
  func wholeProcess() throws {
    let executable = Self.calends
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "calends-bench-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var times: [Double] = []
    for index in 0..<processes {
      let arguments = [
        executable.path, "render", "--today", "2019-01-10", "--selected-date", "2019-01-23",
        "--png-compression", "fast",
        "-o", folder.appendingPathComponent("\(index).png").path,
      ]
      times.append(try Self.runToEnd(executable.path, Array(arguments.dropFirst())).wall)
    }
    times.sort()
    print(
      String(
        format:
          "\nwhole process: `calends render` one month PNG, median %.1f ms, p90 %.1f ms over %d runs",
        times[times.count / 2], times[min(times.count - 1, times.count * 9 / 10)], processes))
  }
}
