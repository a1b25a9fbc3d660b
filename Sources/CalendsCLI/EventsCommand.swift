import ArgumentParser
import Calends
import Foundation

/// Lists what iCalendar files will draw, so a user (and a test) can check the expansion
/// before rendering.
struct EventsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "events",
    abstract:
      "Print the occurrences of iCalendar files between two dates as JSON lines (uid, title, location, start, end, allDay, recurrenceId, calendar).",
    discussion: """
      Occurrences overlapping --from…--to (whole days in --time-zone) are listed, sorted by \
      start then uid. Timed ones print ISO 8601 times with the zone's offset; all-day ones \
      print dates, the end exclusive. Floating times are wall-clock times in --time-zone. \
      A broken line of a file is skipped with a warning naming the file and line (--strict: \
      it is an error). \
      Exit codes: 0 done; 2 bad input (a file, a date or the zone), naming the file and line.
      """)

  @OptionGroup var global: GlobalOptions

  @Argument(
    help:
      "iCalendar (.ics) files or feed URLs (https://, http://, webcal://); - reads standard input.",
    completion: .file(extensions: ["ics"])
  )
  var files: [String]

  @Option(help: "The first day, YYYY-MM-DD.")
  var from: String

  @Option(help: "The last day, YYYY-MM-DD (inclusive).")
  var to: String

  @Option(help: "The IANA zone times are shown in.")
  var timeZone = "UTC"

  @Option(
    help:
      "How old a feed's cached copy may be and still be used without asking the server: seconds, or 15m, 2h, 1d."
  )
  var maxAge = "1h"

  @Flag(
    help: "Refuse a file with a broken line (exit 2) instead of skipping the line with a warning.")
  var strict = false

  func validate() throws {
    if files.isEmpty { throw ValidationError("give at least one .ics file") }
  }

  func run() throws {
    guard let maxAge = DurationText.seconds(maxAge) else {
      throw CalendsError.badInput(
        "--max-age: '\(maxAge.prefix(40))' is not a duration; expected seconds, or 15m, 2h, 1d (at most 366d)"
      )
    }
    let events = try CalendarEvents(
      files: files, maxAge: maxAge, from: try Self.day(from, "--from"),
      through: try Self.day(to, "--to"),
      zone: try CalendarEvents.zone(timeZone, field: "--time-zone"), strict: strict)
    printWarnings(events.warnings)
    try AtomicFile.writeStandardOutput(Array(events.jsonLines.utf8))
  }

  static func day(_ text: String, _ option: String) throws(CalendsError) -> Day {
    guard let day = Day(iso: text) else {
      throw .badInput("\(option): '\(text)' is not a date; expected YYYY-MM-DD")
    }
    return day
  }
}
