import CalendsFeeds
import CalendsLayout
import CalendsModel
import CalendsValues
import Foundation

/// Reads a spec's `calendars` for the days its family draws and hands the occurrences to
/// the family (`ResolvedFamily.draw`), which turns them into events, dots, day classes or
/// busy days. After this, layout sees plain events and dates, whatever file they came from.
enum CalendarInput {
  /// The spec's display zone, looked up once per request: nil for a spec without calendars
  /// in the default zone (UTC needs no lookup, so such a spec does not open libical). A
  /// misspelt zone is an error with or without calendars.
  static func zone(of spec: CalendarSpec) throws(CalendsError) -> DisplayZone? {
    if spec.canvas.calendars.isEmpty, spec.canvas.timeZone == "UTC" { return nil }
    return try CalendarEvents.zone(spec.canvas.timeZone, field: "timeZone")
  }

  /// Draws the calendars' occurrences into `resolved`, for the days its family shows
  /// (`FamilyCalendarRules.calendarDays`), and returns the warnings: the calendars' own
  /// (`CalendarEvents.warnings`), and one when the family reads none of them.
  /// `calendars` are the files of the spec's `calendars`, in order, as the request read them.
  static func draw(
    _ calendars: [CalendarFile], zone: DisplayZone?, into resolved: inout ResolvedSpec
  ) throws(CalendsError) -> [Diagnostic] {
    let sources = resolved.canvas.calendars
    guard let zone, !sources.isEmpty else { return [] }
    let rules = resolved.family.rules
    guard sources.contains(where: rules.reads) else {
      return [.warning(.warning, rules.unreadCalendarsWarning, field: "calendars")]
    }
    guard let days = rules.calendarDays else { return [] }
    let expanded = try CalendarEvents.expanded(
      calendars, names: sources.map(\.name), from: days.lowerBound, through: days.upperBound,
      zone: zone, strict: sources.map(\.strict))
    let occurrences = try DrawnCalendars.shared.occurrences(
      expanded, sources: sources, window: days
    ) { () throws(CalendsError) in
      let found = try CalendarEvents(
        expanded: expanded, from: days.lowerBound, through: days.upperBound)
      return CalendarOccurrences(
        entries: found.entries.map(occurrence), sources: sources, window: days)
    }
    do {
      try resolved.draw(occurrences)
    } catch {
      throw .badInput(error.diagnostic)
    }
    return CalendarEvents.warnings(of: calendars, expanded)
  }

  /// An occurrence as the families draw it: minute precision, its calendar's index.
  static func occurrence(_ entry: CalendarEvents.Entry) -> CalendarOccurrence {
    let occurrence = entry.occurrence
    return CalendarOccurrence(
      uid: occurrence.uid, title: occurrence.title, location: occurrence.location,
      start: CivilTime(day: occurrence.start.day, minute: occurrence.start.second / 60),
      end: CivilTime(day: occurrence.end.day, minute: (occurrence.end.second + 59) / 60),
      days: occurrence.days, allDay: occurrence.allDay, color: occurrence.color,
      source: entry.source)
  }

  /// The files of the spec's `calendars`, read in order: none when its family draws none of
  /// them (a booking grid reads only busy calendars). `resolve` turns an `ics` path into the
  /// file to read (relative to the spec file). `family` is resolved only when the spec names
  /// calendars, since most specs name none.
  static func files(
    of spec: CalendarSpec, family: @autoclosure () -> ResolvedFamily,
    resolve: (String) -> String, feeds: FeedCache
  ) throws(CalendsError) -> [CalendarFile] {
    let sources = spec.canvas.calendars
    guard !sources.isEmpty else { return [] }
    let rules = family().rules
    guard sources.contains(where: rules.reads) else { return [] }
    var files: [CalendarFile] = []
    for (index, source) in sources.enumerated() {
      switch source.location {
      case .file(let path): files.append(try CalendarFile(reading: resolve(path)))
      case .feed(let address):
        do {
          files.append(try CalendarFile(fetching: address, maxAge: source.maxAge, feeds: feeds))
        } catch {
          throw .badInput(error.diagnostics.map { $0.inField("calendars[\(index)].url") })
        }
      }
    }
    return files
  }
}
