import ArgumentParser
import Calends
import CalendsValues
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
      start then uid. Without --from and --to, the current month, as cal shows it: --from \
      defaults to the first day of the month of --today (the clock's date in --time-zone), \
      --to to the last day of the month of --from. Timed ones print ISO 8601 times with the zone's offset; all-day ones \
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

  @Option(help: "The first day, YYYY-MM-DD (default: the first day of today's month).")
  var from: String?

  @Option(help: "The last day, YYYY-MM-DD, inclusive (default: the last day of --from's month).")
  var to: String?

  @Option(
    help: "The day whose month --from defaults to (default: the clock's date in --time-zone).")
  var today: String?

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
        .error(
          .option,
          "'\(maxAge.prefix(40))' is not a duration; expected seconds, or 15m, 2h, 1d (at most 366d)",
          field: "--max-age"))
    }
    let zone = try CalendarEvents.zone(timeZone, field: "--time-zone")
    let range = try range(in: zone)
    let events = try CalendarEvents(
      files: files, maxAge: maxAge, from: range.from, through: range.through, zone: zone,
      strict: strict)
    printWarnings(events.warnings)
    try AtomicFile.writeStandardOutput(Array(events.jsonLines.utf8))
  }

  /// The days listed. The clock is read only when --from and --today are both missing, and
  /// in the zone shown, whose date near midnight is not UTC's.
  func range(in zone: DisplayZone) throws(CalendsError) -> (from: Day, through: Day) {
    let today = try self.today.map { text throws(CalendsError) in try Self.day(text, "--today") }
    let first =
      try from.map { text throws(CalendsError) in try Self.day(text, "--from") }
      ?? (today ?? zone.day(at: Int64(Date().timeIntervalSince1970.rounded(.down))))
      .yearMonth.firstDay
    let last = try to.map { text throws(CalendsError) in try Self.day(text, "--to") }
    return (first, last ?? first.yearMonth.lastDay)
  }

  static func day(_ text: String, _ option: String) throws(CalendsError) -> Day {
    guard let day = Day(iso: text) else {
      throw .badInput(
        .error(
          .invalidDate, "'\(MessageText.clipped(text))' is not a date; expected YYYY-MM-DD",
          field: option))
    }
    return day
  }
}
