import Calends
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

  /// Reads and expands the file `runs` times: the median and p90 in ms (wall clock), the
  /// median processor time (what a shared machine's other jobs do not inflate), the
  /// occurrences and the file's size.
  static func measure(runs: Int) throws -> (
    median: Double, p90: Double, cpu: Double, occurrences: Int, bytes: Int
  ) {
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
    var occurrences = 0
    func processorTime() -> Double {
      var time = timespec()
      clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
      return Double(time.tv_sec) * 1e3 + Double(time.tv_nsec) / 1e6
    }
    for _ in 0..<runs {
      let startCPU = processorTime()
      let start = DispatchTime.now().uptimeNanoseconds
      occurrences = try CalendarEvents(
        files: [file.path], from: Day(year: 2026, month: 1, day: 1)!,
        through: Day(year: 2026, month: 12, day: 31)!, zone: zone
      ).entries.count
      times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
      cpu.append(processorTime() - startCPU)
    }
    times.sort()
    cpu.sort()
    return (
      times[times.count / 2], times[min(times.count - 1, times.count * 9 / 10)],
      cpu[cpu.count / 2], occurrences, text.utf8.count
    )
  }
}
