public import CalendsValues
import Foundation

/// The occurrences of a spec's calendars within the days its family draws, and the
/// calendars they came from: what `ResolvedFamily.draw(_:)` turns into events, dots, day
/// classes or busy days.
///
/// What a family makes of them (dots, events, classes, busy days) is made once per value and
/// kept with it: a server that keeps the value for a feed's month (`DrawnCalendars`) then
/// draws request after request without walking its thousands of occurrences again.
public struct CalendarOccurrences: Sendable {
  /// In order of start, then uid.
  public let entries: [CalendarOccurrence]
  /// The spec's `calendars`, indexed by `CalendarOccurrence.source`.
  public let sources: [CalendarSource]
  /// The days the occurrences were read for (`ResolvedFamily.calendarDays`).
  public let window: ClosedRange<Day>
  private let made = Made()

  public init(
    entries: [CalendarOccurrence], sources: [CalendarSource], window: ClosedRange<Day>
  ) {
    self.entries = entries
    self.sources = sources
    self.window = window
  }

  /// What the families made of the occurrences so far; the properties are `let`, so it
  /// never goes stale.
  private final class Made: @unchecked Sendable {
    let lock = NSLock()
    var timelineEvents: [TimelineEvent]?
    var dots: [Day: [ColorSpecifier?]]?
    var classes: [(Day, [String])]?
    var busyDays: Set<Day>?

    /// `value` kept at `path`, made by `make` the first time.
    func kept<Value, Failure: Error>(
      _ path: ReferenceWritableKeyPath<Made, Value?>, _ make: () throws(Failure) -> Value
    ) throws(Failure) -> Value {
      lock.lock()
      defer { lock.unlock() }
      if let value = self[keyPath: path] { return value }
      let value = try make()
      self[keyPath: path] = value
      return value
    }
  }

  /// The spec's own events and the occurrences as events, within the timeline's limit on
  /// events (the wall month and a printed year's month pages read the same events).
  func events(after own: [TimelineEvent]) throws(SpecError) -> [TimelineEvent] {
    let made = self.made.kept(\.timelineEvents) { makeTimelineEvents }
    let all = own.isEmpty ? made : own + made
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
  private var makeTimelineEvents: [TimelineEvent] {
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
    made.kept(\.dots) { makeDots }
  }

  private var makeDots: [Day: [ColorSpecifier?]] {
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
    for (day, classes) in made.kept(\.classes, { makeClasses }) {
      var decoration = data.days[day] ?? DayDecoration()
      for name in classes where !decoration.classes.contains(name) {
        decoration.classes.append(name)
      }
      data.days[day] = decoration
    }
  }

  /// Per day, in order of days, the calendars' classes of its all-day occurrences, each
  /// once, in the order the occurrences give them: added after a day's own classes, they
  /// come out as adding them occurrence by occurrence would.
  private var makeClasses: [(Day, [String])] {
    var byDay: [Day: [String]] = [:]
    for occurrence in entries where occurrence.allDay {
      let classes = sources[occurrence.source].classes
      guard !classes.isEmpty else { continue }
      for day in occurrence.days(within: window) {
        var kept = byDay[day] ?? []
        for name in classes where !kept.contains(name) { kept.append(name) }
        byDay[day] = kept
      }
    }
    return byDay.sorted { $0.key < $1.key }
  }

  /// Every day of the window that an occurrence of a busy calendar touches.
  var busyDays: Set<Day> {
    made.kept(\.busyDays) { makeBusyDays }
  }

  private var makeBusyDays: Set<Day> {
    var covered: Set<Day> = []
    for occurrence in entries where sources[occurrence.source].busy {
      covered.formUnion(occurrence.days(within: window))
    }
    return covered
  }
}
