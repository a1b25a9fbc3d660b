import CalendsICal
import CalendsValues
import Foundation

/// The real-world shaped calendars in `Calendars/`, expanded and printed one line per
/// occurrence, so a test reads like the listing a user would check by hand.
enum ICalendarFixture {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Calendars")

  /// The text of `name` in `Calendars/`.
  static func text(_ name: String) throws -> String {
    String(decoding: try Data(contentsOf: folder.appendingPathComponent(name)), as: UTF8.self)
  }

  static func file(_ name: String) throws -> ICalendarFile {
    let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent(name)))
    return try ICalendarFile(bytes: bytes, file: name)
  }

  static func parse(_ text: String, file: String = "test.ics", strict: Bool = false)
    throws(ICalendarError) -> ICalendarFile
  {
    try ICalendarFile(bytes: Array(text.utf8), file: file, strict: strict)
  }

  /// `START END TITLE` lines, sorted by start then uid as `calends events` sorts them.
  static func listing(
    _ file: ICalendarFile, _ from: String, _ through: String, zone: String = "UTC"
  ) throws -> [String] {
    try file.occurrences(
      from: Day(iso: from)!, through: Day(iso: through)!,
      in: DisplayZone(identifier: zone)!
    )
    .sorted { ($0.start, $0.uid) < ($1.start, $1.uid) }
    .map {
      "\(Occurrence.iso($0.start, allDay: $0.allDay)) \(Occurrence.iso($0.end, allDay: $0.allDay)) \($0.title)"
    }
  }

  /// A calendar of the given VEVENT bodies, CRLF-terminated.
  static func calendar(_ events: [String], extra: String = "") -> String {
    var lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//test//EN"]
    if !extra.isEmpty { lines.append(extra) }
    for event in events {
      lines += ["BEGIN:VEVENT"] + event.split(separator: "\n").map(String.init) + ["END:VEVENT"]
    }
    lines.append("END:VCALENDAR")
    return lines.joined(separator: "\r\n") + "\r\n"
  }
}
