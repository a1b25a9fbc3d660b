import Calends
import CalendsICal
import Foundation

/// The iCalendar benchmark: a generated file of 10,000 events, 1,000 of them recurring
/// (daily with COUNT, weekly, fortnightly on two days with an EXDATE, monthly), in New York
/// time, read and expanded over one year — what a busy shared calendar asks of a render.
enum ICalendarBenchmark {
  static let events = 10_000
  static let recurring = 1_000

  /// The file's text: one VEVENT per event, CRLF lines as exporters write them.
  static func calendar() -> String {
    var lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//calends//bench//EN"]
    let first = Day(year: 2026, month: 1, day: 1)!
    func stamp(_ day: Day, _ hour: Int) -> String {
      let text = day.description.replacingOccurrences(of: "-", with: "")
      return text + "T" + (hour < 10 ? "0\(hour)" : "\(hour)") + "0000"
    }
    for index in 0..<events {
      let day = first.adding(days: index % 365)
      let hour = 8 + index % 10
      lines += [
        "BEGIN:VEVENT", "UID:event-\(index)@bench.example", "DTSTAMP:20260101T000000Z",
        "SUMMARY:Event \(index)", "DTSTART;TZID=America/New_York:\(stamp(day, hour))",
        "DTEND;TZID=America/New_York:\(stamp(day, hour + 1))",
      ]
      if index < recurring {
        switch index % 4 {
        case 0: lines.append("RRULE:FREQ=DAILY;COUNT=20")
        case 1: lines.append("RRULE:FREQ=WEEKLY")
        case 2:
          lines.append("RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE")
          lines.append("EXDATE;TZID=America/New_York:\(stamp(day.adding(days: 14), hour))")
        default: lines.append("RRULE:FREQ=MONTHLY")
        }
      }
      lines.append("END:VEVENT")
    }
    lines.append("END:VCALENDAR")
    return lines.joined(separator: "\r\n") + "\r\n"
  }

  /// What `measure` found: wall-clock and processor times in ms, the occurrences and the
  /// file's size.
  struct Result {
    var median: Double
    var p90: Double
    /// The median processor time of a read and expansion.
    var cpu: Double
    /// The median processor time of libical's bare parse and free of the same text.
    var libical: Double
    var occurrences: Int
    var bytes: Int
  }

  /// Reads and expands the file `runs` times: the median and p90 in ms (wall clock), the
  /// median processor time (what a shared machine's other jobs do not inflate), and as a
  /// peer, interleaved with those runs, libical parsing and freeing the same text on its
  /// own: the ratio of the two is what `ICalendarInput.md` quotes, as load moves both alike.
  static func measure(runs: Int) throws -> Result {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "calends-bench-ical-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("bench.ics")
    let text = calendar()
    try text.write(to: file, atomically: true, encoding: .utf8)
    let zone = try CalendarEvents.zone("America/New_York", field: "bench")
    var times: [Double] = []
    var cpu: [Double] = []
    var libical: [Double] = []
    var occurrences = 0
    func processorTime() -> Double {
      var time = timespec()
      clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
      return Double(time.tv_sec) * 1e3 + Double(time.tv_nsec) / 1e6
    }
    for run in 0..<runs {
      // A new name each run: a process parses a file once per name and bytes
      // (`ParsedCalendars`), and this measures the read, not the cache.
      let named = folder.appendingPathComponent("bench-\(run).ics")
      try? FileManager.default.removeItem(at: named)
      try FileManager.default.linkItem(at: file, to: named)
      let startCPU = processorTime()
      let start = DispatchTime.now().uptimeNanoseconds
      occurrences = try CalendarEvents(
        files: [named.path], from: Day(year: 2026, month: 1, day: 1)!,
        through: Day(year: 2026, month: 12, day: 31)!, zone: zone
      ).entries.count
      times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
      cpu.append(processorTime() - startCPU)
      let peerStart = processorTime()
      guard ICalendarLibrary.parseAndFree(text) else {
        throw CalendsError.badInput(
          .error(.icalendar, "bench: libical could not parse the benchmark's file"))
      }
      libical.append(processorTime() - peerStart)
    }
    func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
    times.sort()
    return Result(
      median: times[times.count / 2], p90: times[min(times.count - 1, times.count * 9 / 10)],
      cpu: median(cpu), libical: median(libical), occurrences: occurrences,
      bytes: text.utf8.count)
  }
}
