import CalendsSupport
import Foundation

/// The largest inputs Calends accepts, in the shapes that once took most memory (#47):
/// written here so the benchmark and the tests measure the same files.
enum LargeInputShapes {
  /// `count` events a day apart from 2026-01-01, each with twelve `X-` properties (an
  /// exporter's private data: 100,000 take 16.5 MB with CRLF line ends, just under the
  /// 16 MiB limit).
  static func eventsWithPrivateProperties(count: Int) -> Data {
    let extras = (0..<12).map { "X-\($0):v\r\n" }.joined()
    return calendar(count: count, bytesPerEvent: 170) { index in
      "DTSTART:\(stamp(dayOffset: index))\r\nSUMMARY:E\(index)\r\n\(extras)"
    }
  }

  /// `count` events repeating daily from 2026-01-01 09:00, a second apart: every day has
  /// `count` occurrences.
  static func dailyRules(count: Int) -> Data {
    calendar(count: count, bytesPerEvent: 100) { index in
      let second = String(format: "%02d%02d", (index / 60) % 60, index % 60)
      return "DTSTART:20260101T09\(second)Z\r\nRRULE:FREQ=DAILY\r\nSUMMARY:E\(index)\r\n"
    }
  }

  /// A calendar of `count` events with UIDs 0…, each given the lines `properties` makes.
  private static func calendar(
    count: Int, bytesPerEvent: Int, properties: (Int) -> String
  ) -> Data {
    var text = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:x\r\n"
    text.reserveCapacity(count * bytesPerEvent)
    for index in 0..<count {
      text += "BEGIN:VEVENT\r\nUID:\(index)\r\n\(properties(index))END:VEVENT\r\n"
    }
    text += "END:VCALENDAR\r\n"
    return Data(text.utf8)
  }

  /// A YAML manifest of `entries` one-line entries under shared defaults.
  static func manifest(entries: Int) -> Data {
    var text = "defaults: {today: 2019-01-10}\nspecs:\n"
    text.reserveCapacity(entries * 24)
    for index in 0..<entries {
      text += "- {name: \(String(index, radix: 16)).png}\n"
    }
    return Data(text.utf8)
  }

  private static func stamp(dayOffset: Int) -> String {
    var components = DateComponents()
    components.year = 2026
    components.month = 1
    components.day = 1 + dayOffset
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let date = calendar.date(from: components)!
    let day = calendar.dateComponents([.year, .month, .day], from: date)
    return String(format: "%04d%02d%02dT090000Z", day.year!, day.month!, day.day!)
  }
}

/// One `calends` process over a large input: its peak resident memory and time.
struct LargeInputRun: Sendable {
  var name: String
  var peakMegabytes: Double
  var seconds: Double
  var succeeded: Bool

  /// Runs `executable` with `arguments` in `folder`, its output read and dropped.
  static func measure(
    _ name: String, executable: String, arguments: [String], in folder: URL
  ) throws -> LargeInputRun {
    let previous = FileManager.default.currentDirectoryPath
    FileManager.default.changeCurrentDirectoryPath(folder.path)
    defer { FileManager.default.changeCurrentDirectoryPath(previous) }
    let start = Date()
    let child = try ChildProcess(executable: executable, arguments: arguments)
    child.closeInput()
    while !child.output.availableData.isEmpty {}
    let succeeded = child.wait()
    return LargeInputRun(
      name: name, peakMegabytes: Double(child.peakResidentKilobytes) / 1024,
      seconds: Date().timeIntervalSince(start), succeeded: succeeded)
  }
}

/// The benchmark's `--large-inputs` run: the files at the sizes the limits accept,
/// each read by a `calends` process of its own, against the 500 MB target.
struct LargeInputBenchmark {
  static let targetMegabytes = 500.0
  var executable: String

  func run() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("calends-large-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try LargeInputShapes.eventsWithPrivateProperties(count: 100_000)
      .write(to: folder.appendingPathComponent("events.ics"))
    try LargeInputShapes.dailyRules(count: 100_000)
      .write(to: folder.appendingPathComponent("rules.ics"))
    try LargeInputShapes.manifest(entries: 800_000)
      .write(to: folder.appendingPathComponent("manifest.yaml"))
    let oneDay = ["--from", "2026-03-01", "--to", "2026-03-01", "--time-zone", "UTC"]
    let runs: [(String, [String])] = [
      ("100,000 events, 12 X- each (events, one day)", ["events", "events.ics"] + oneDay),
      (
        "100,000 daily rules (events, 1 January)",
        ["events", "rules.ics", "--from", "2026-01-01", "--to", "2026-01-01", "--time-zone", "UTC"]
      ),
      (
        "the events file four times (events, one day)",
        [
          "events", "events.ics", "./events.ics", "../\(folder.lastPathComponent)/events.ics",
          folder.appendingPathComponent("events.ics").path,
        ] + oneDay
      ),
      (
        "800,000-entry manifest (batch, one shard of one)",
        ["batch", "manifest.yaml", "-o", "out", "--shard", "0/800000", "-q"]
      ),
    ]
    print(
      "large inputs: peak resident memory of one calends process each (target < \(Int(Self.targetMegabytes)) MB)"
    )
    var over = 0
    for (name, arguments) in runs {
      let run = try LargeInputRun.measure(
        name, executable: executable, arguments: arguments, in: folder)
      if run.peakMegabytes >= Self.targetMegabytes || !run.succeeded { over += 1 }
      let label = name.padding(toLength: 50, withPad: " ", startingAt: 0)
      print(
        "  \(label)"
          + String(format: " %6.0f MB  %5.2f s", run.peakMegabytes, run.seconds)
          + (run.succeeded ? "" : "  (failed)"))
    }
    if over > 0 { throw LargeInputFailure(count: over) }
  }
}

struct LargeInputFailure: Error, CustomStringConvertible {
  var count: Int
  var description: String { "\(count) large input(s) over the memory target or failed" }
}
