public import CalendsValues

/// The occurrences of a spec's calendars within the days its family draws, and the
/// calendars they came from: what `ResolvedFamily.draw(_:)` turns into events, dots, day
/// classes or busy days.
public struct CalendarOccurrences: Sendable {
  /// In order of start, then uid.
  public var entries: [CalendarOccurrence]
  /// The spec's `calendars`, indexed by `CalendarOccurrence.source`.
  public var sources: [CalendarSource]
  /// The days the occurrences were read for (`ResolvedFamily.calendarDays`).
  public var window: ClosedRange<Day>

  public init(
    entries: [CalendarOccurrence], sources: [CalendarSource], window: ClosedRange<Day>
  ) {
    self.entries = entries
    self.sources = sources
    self.window = window
  }

  /// The spec's own events and the occurrences as events, within the timeline's limit on
  /// events (the wall month and a printed year's month pages read the same events).
  func events(after own: [TimelineEvent]) throws(SpecError) -> [TimelineEvent] {
    let all = own + timelineEvents
    guard all.count <= Limits.timelineEvents else {
      throw SpecError(
        source: "", path: "calendars",
        message:
          "\(all.count) events from \(window.lowerBound) to \(window.upperBound), over the limit of \(Limits.timelineEvents)"
      )
    }
    return all
  }

  /// Timeline events: titles, places, times at minute precision (a timed event lasts at
  /// least a minute), the event's COLOR if it is one Calends reads, else the calendar's.
  var timelineEvents: [TimelineEvent] {
    // Ids are `uid@start`, then `uid@start#2`, `#3`… for more occurrences with the same uid
    // and start. `copies` remembers the last copy of each, so the next one is found at once
    // (counting up from 2 for each made 10,000 events with one uid and start 26.8 s).
    var ids: Set<String> = []
    var copies: [String: Int] = [:]
    return entries.map { occurrence in
      var end = occurrence.end
      if !occurrence.allDay && end <= occurrence.start { end = occurrence.start.adding(minutes: 1) }
      let base = "\(occurrence.uid)@\(occurrence.start)"
      var id = base
      var copy = copies[base] ?? 1
      while !ids.insert(id).inserted {
        copy += 1
        id = "\(base)#\(copy)"
      }
      copies[base] = copy
      let own = occurrence.color.flatMap { try? ColorSpecifier(parsing: $0) }
      return TimelineEvent(
        id: id, title: occurrence.title, location: occurrence.location, start: occurrence.start,
        end: end, color: own ?? sources[occurrence.source].color ?? TimelineEvent.defaultColor,
        allDay: occurrence.allDay)
    }
  }

  /// The grids' event dots: per day of the window, the colour of each calendar with an
  /// occurrence touching it (a multi-day event's on each of its days), each calendar once,
  /// in the spec's calendar order (`EventDots` picks the ones drawn).
  var dots: [Day: [ColorSpecifier?]] {
    var calendars: [Day: Set<Int>] = [:]
    for occurrence in entries {
      for day in occurrence.days(within: window) {
        calendars[day, default: []].insert(occurrence.source)
      }
    }
    return calendars.mapValues { $0.sorted().map { sources[$0].color } }
  }

  /// A calendar's `classes` on the days of its all-day events, after the day's own classes,
  /// each class once: `{ics: holidays.ics, classes: [holiday]}` marks the holidays.
  func addClasses(to data: inout DayData) {
    for occurrence in entries where occurrence.allDay {
      let classes = sources[occurrence.source].classes
      guard !classes.isEmpty else { continue }
      for day in occurrence.days(within: window) {
        var decoration = data.days[day] ?? DayDecoration()
        for name in classes where !decoration.classes.contains(name) {
          decoration.classes.append(name)
        }
        data.days[day] = decoration
      }
    }
  }

  /// Every day of the window that an occurrence of a busy calendar touches.
  var busyDays: Set<Day> {
    var covered: Set<Day> = []
    for occurrence in entries where sources[occurrence.source].busy {
      covered.formUnion(occurrence.days(within: window))
    }
    return covered
  }
}
