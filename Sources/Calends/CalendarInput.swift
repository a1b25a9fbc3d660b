import CalendsFeeds
import CalendsModel
import CalendsValues
import Foundation

/// Turns a spec's `calendars` into what its family draws, once, when the spec is prepared:
/// the timeline's and the wall month's events (and a printed year's month pages'), the grid
/// styles' event dots and day classes, the booking grid's busy days. After this, layout sees plain
/// events and dates, whatever file they came from.
enum CalendarInput {
  /// The spec with its calendars' occurrences added, and warnings: the calendars' own
  /// (`CalendarEvents.warnings`), and one for a family that does not draw events. `calendars` are the files of the spec's `calendars`, in order, as the
  /// request read them.
  static func apply(
    to spec: CalendarSpec, today: Day, calendars: [CalendarFile]
  ) throws(CalendsError) -> (spec: CalendarSpec, warnings: [Diagnostic]) {
    let sources = spec.canvas.calendars
    // A misspelt zone is an error with or without calendars; the default, UTC, needs no
    // lookup, so a spec without calendars does not open libical.
    if sources.isEmpty, spec.canvas.timeZone == "UTC" { return (spec, []) }
    let zone = try CalendarEvents.zone(spec.canvas.timeZone, field: "timeZone")
    guard !sources.isEmpty else { return (spec, []) }
    var spec = spec
    var warnings: [Diagnostic] = []
    func events(_ days: ClosedRange<Day>) throws(CalendsError) -> CalendarEvents {
      let found = try CalendarEvents(
        calendars: calendars, names: sources.map(\.name),
        from: days.lowerBound, through: days.upperBound, zone: zone, strict: sources.map(\.strict))
      warnings += found.warnings
      return found
    }
    switch spec.family {
    case .timeline(var timeline):
      let days = timelineDays(spec.canvas, timeline, today: today)
      timeline.events = try withEvents(timeline.events, try events(days), sources, days: days)
      spec.family = .timeline(timeline)
    case .wallMonth(var wall):
      let days = wallMonthDays(spec.canvas, today: today)
      wall.events = try withEvents(wall.events, try events(days), sources, days: days)
      spec.family = .wallMonth(wall)
    case .control(var control):
      let days = controlDays(spec.canvas, control, today: today)
      let found = try events(days)
      control.calendarDots = dots(found, sources: sources, within: days)
      addClasses(found, sources: sources, within: days, to: &control.dayData)
      spec.family = .control(control)
    case .year(var year):
      let days = yearDays(spec.canvas, year, today: today)
      let found = try events(days)
      year.calendarDots = dots(found, sources: sources, within: days)
      addClasses(found, sources: sources, within: days, to: &year.dayData)
      // Month pages are wall months: they draw the occurrences as the wall month does.
      if year.page?.pages == .months {
        year.events = try withEvents(year.events, found, sources, days: days)
      }
      spec.family = .year(year)
    case .booking(var booking):
      guard sources.contains(where: \.busy) else {
        return (
          spec,
          [
            .warning(
              .warning, "the booking grid reads only busy calendars ({ics, busy: true}); ignored",
              field: "calendars")
          ]
        )
      }
      guard let first = booking.items.first?.date, let last = booking.items.last?.date else {
        return (spec, [])
      }
      let days = first...last
      let found = try events(days)
      let busy = coveredDays(found.entries.filter { sources[$0.source].busy }, within: days)
      for index in booking.items.indices where busy.contains(booking.items[index].date) {
        booking.items[index].enabled = false
      }
      spec.family = .booking(booking)
    }
    return (spec, warnings)
  }

  /// The files of the spec's `calendars` that its family draws, read in order: none when it
  /// draws none (a booking grid reads only busy calendars). `resolve` turns an `ics` path
  /// into the file to read (relative to the spec file). The zone is checked first, as a
  /// render would.
  static func files(of spec: CalendarSpec, resolve: (String) -> String, feeds: FeedCache)
    throws(CalendsError) -> [CalendarFile]
  {
    let sources = spec.canvas.calendars
    guard !sources.isEmpty else { return [] }
    _ = try CalendarEvents.zone(spec.canvas.timeZone, field: "timeZone")
    if case .booking = spec.family, !sources.contains(where: \.busy) { return [] }
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

  /// The spec's own events and the calendars' occurrences as events, within the timeline's
  /// limit on events (the wall month reads the same events).
  static func withEvents(
    _ own: [TimelineEvent], _ events: CalendarEvents, _ sources: [CalendarSource],
    days: ClosedRange<Day>
  ) throws(CalendsError) -> [TimelineEvent] {
    let all = own + timelineEvents(events, sources: sources)
    guard all.count <= Limits.timelineEvents else {
      throw .badInput(
        .error(
          .specField,
          "\(all.count) events from \(days.lowerBound) to \(days.upperBound), over the limit of \(Limits.timelineEvents)",
          field: "calendars"))
    }
    return all
  }

  /// The wall month's grid: its month's rows, adjacent days included (they are drawn).
  static func wallMonthDays(_ canvas: Canvas, today: Day) -> ClosedRange<Day> {
    let month = WallMonthSpec.month(canvas: canvas, today: today)
    let firstWeekday = canvas.weekStartDay.firstWeekday(
      locale: Locale(identifier: canvas.locale))
    let days = MonthGrid(month: month, firstWeekday: firstWeekday).days
    return days.first!...days.last!
  }

  /// The timeline's columns, as its layout picks them.
  static func timelineDays(_ canvas: Canvas, _ timeline: TimelineSpec, today: Day)
    -> ClosedRange<Day>
  {
    let first = timeline.startDay ?? canvas.displayDateAtStartup ?? timeline.now?.day ?? today
    return first...first.adding(days: timeline.resolvedVisibleDays - 1)
  }

  /// The days the control draws: for the month, week and expandable styles the month (or
  /// week) shown after its interactions, with a week either side; for the stacked styles the
  /// date range and the week around it (adjacent days are drawn), at most
  /// `Limits.icsRangeDays` from the month it shows first.
  static func controlDays(_ canvas: Canvas, _ control: ControlSpec, today: Day)
    -> ClosedRange<Day>
  {
    switch control.style {
    case .month, .week, .expandable:
      // One month or week is drawn (after the taps and scrolls): its weeks, and a week
      // either side, rather than the two years of the default range. A server's requests
      // for different days of one month then share one expansion (`ParsedCalendars`).
      let state = CalendarState.run(canvas: canvas, control: control, today: today)
      let month = state.visibleMonth
      let weekEnd = state.visibleWeekStart.adding(days: 6)
      return min(month.firstDay, state.visibleWeekStart).adding(
        days: -7)...max(
          month.lastDay, weekEnd
        ).adding(days: 7)
    case .rangeSelection, .datesSelection, .fullScreenMonth:
      break
    }
    let range = CalendarRange.resolve(
      start: control.startDate, end: control.endDate, display: canvas.displayDateAtStartup,
      today: today)
    let span = Limits.icsRangeDays - 1
    var from = range.start.adding(days: -7)
    var through = range.end.adding(days: 7)
    if from.distance(to: through) > span {
      from = max(from, range.displayDate.adding(days: -span / 4))
      through = min(through, from.adding(days: span))
    }
    return from...through
  }

  /// The grids' event dots: per day inside `days`, the colour of each calendar with an
  /// occurrence touching it (a multi-day event's on each of its days), each calendar once,
  /// in the spec's calendar order (`EventDots` picks the ones drawn).
  static func dots(
    _ events: CalendarEvents, sources: [CalendarSource], within days: ClosedRange<Day>
  ) -> [Day: [ColorSpecifier?]] {
    var calendars: [Day: Set<Int>] = [:]
    for entry in events.entries {
      for day in daysOf(entry, within: days) { calendars[day, default: []].insert(entry.source) }
    }
    return calendars.mapValues { $0.sorted().map { sources[$0].color } }
  }

  /// Every day inside `days` that an occurrence touches: the booking grid's busy days.
  static func coveredDays(_ entries: [CalendarEvents.Entry], within days: ClosedRange<Day>)
    -> Set<Day>
  {
    var covered: Set<Day> = []
    for entry in entries {
      covered.formUnion(daysOf(entry, within: days))
    }
    return covered
  }

  /// The days inside `days` an occurrence touches, in order.
  static func daysOf(_ entry: CalendarEvents.Entry, within days: ClosedRange<Day>) -> [Day] {
    guard entry.occurrence.days.overlaps(days) else { return [] }
    let span = entry.occurrence.days.clamped(to: days)
    return (0...span.lowerBound.distance(to: span.upperBound)).map {
      span.lowerBound.adding(days: $0)
    }
  }

  /// A calendar's `classes` on the days of its all-day events, after the day's own classes
  /// (`days`), each class once: `{ics: holidays.ics, classes: [holiday]}` marks the holidays.
  static func addClasses(
    _ events: CalendarEvents, sources: [CalendarSource], within days: ClosedRange<Day>,
    to data: inout DayData
  ) {
    for entry in events.entries where entry.occurrence.allDay {
      let classes = sources[entry.source].classes
      guard !classes.isEmpty else { continue }
      for day in daysOf(entry, within: days) {
        var decoration = data.days[day] ?? DayDecoration()
        for name in classes where !decoration.classes.contains(name) {
          decoration.classes.append(name)
        }
        data.days[day] = decoration
      }
    }
  }

  /// The days a year, multi-month or weeks view can show: its months (or weeks) and the
  /// adjacent days of their first and last rows, inside the supported years.
  static func yearDays(_ canvas: Canvas, _ year: YearSpec, today: Day) -> ClosedRange<Day> {
    let months = year.blockMonths(canvas: canvas, today: today)
    let from: Day
    let through: Day
    if let first = months.first, let last = months.last {
      from = first.firstDay.adding(days: -7)
      through = last.lastDay.adding(days: 14)
    } else {
      let start = canvas.displayDateAtStartup ?? today
      from = start.adding(days: -7)
      through = start.adding(days: 7 * (year.weeks + 1))
    }
    let earliest = Day(unchecked: Day.supportedYears.lowerBound, 1, 1)
    let latest = Day(unchecked: Day.supportedYears.upperBound, 12, 31)
    return max(from, earliest)...min(through, latest)
  }

  /// Timeline events: SUMMARY, LOCATION, times at minute precision (a timed event lasts at
  /// least a minute), the event's COLOR if it is one Calends reads, else the calendar's.
  static func timelineEvents(_ events: CalendarEvents, sources: [CalendarSource])
    -> [TimelineEvent]
  {
    // Ids are `uid@start`, then `uid@start#2`, `#3`… for more occurrences with the same uid
    // and start. `copies` remembers the last copy of each, so the next one is found at once
    // (counting up from 2 for each made 10,000 events with one uid and start 26.8 s).
    var ids: Set<String> = []
    var copies: [String: Int] = [:]
    return events.entries.map { entry in
      let occurrence = entry.occurrence
      let start = CivilTime(day: occurrence.start.day, minute: occurrence.start.second / 60)
      var end = CivilTime(day: occurrence.end.day, minute: (occurrence.end.second + 59) / 60)
      if !occurrence.allDay && end <= start { end = start.adding(minutes: 1) }
      let base = "\(occurrence.uid)@\(start)"
      var id = base
      var copy = copies[base] ?? 1
      while !ids.insert(id).inserted {
        copy += 1
        id = "\(base)#\(copy)"
      }
      copies[base] = copy
      let own = occurrence.color.flatMap { try? ColorSpecifier(parsing: $0) }
      return TimelineEvent(
        id: id, title: occurrence.title, location: occurrence.location, start: start, end: end,
        color: own ?? sources[entry.source].color ?? TimelineEvent.defaultColor,
        allDay: occurrence.allDay)
    }
  }
}
