import CalendsModel
import CalendsValues

/// The agenda's list before it is placed: per day with events, in order of days, its
/// events in the order FullCalendar's list view gives them (`eventOrder`'s default: all-day
/// first, then by start, the longer first, then by title), each with the text of its time
/// column.
struct AgendaRows {
  struct Row {
    var event: TimelineEvent
    var day: Day
    /// `09:30–10:15`, the start alone for a moment, or the locale's "all day".
    var time: String
  }

  struct DayRows {
    var day: Day
    var rows: [Row]
  }

  var days: [DayRows]

  /// The rows of `events` over `days`: an event on several days is listed on each, its time
  /// column as FullCalendar's list view writes it — the range on its first and last day (to
  /// and from midnight), "all day" on the days between.
  init(
    events: [TimelineEvent], days: ClosedRange<Day>, allDayText: String,
    time: (CivilTime) -> String
  ) {
    var byDay: [Day: [TimelineEvent]] = [:]
    for event in events {
      let span = event.allDayDays.clamped(to: days)
      guard event.allDayDays.overlaps(days) else { continue }
      var day = span.lowerBound
      while day <= span.upperBound {
        byDay[day, default: []].append(event)
        day = day.adding(days: 1)
      }
    }
    self.days = byDay.keys.sorted().map { day in
      let ordered = byDay[day]!.sorted(by: AgendaRows.listOrder)
      return DayRows(
        day: day,
        rows: ordered.map { event in
          Row(
            event: event, day: day,
            time: AgendaRows.timeText(event, on: day, allDayText: allDayText, time: time))
        })
    }
  }

  /// FullCalendar's default `eventOrder` ("start,-duration,allDay,title") as its list view
  /// shows a day: all-day events first, then by start, the longer first, then by title; the
  /// id last, so the order never depends on the input's.
  static func listOrder(_ a: TimelineEvent, _ b: TimelineEvent) -> Bool {
    if a.allDay != b.allDay { return a.allDay }
    if a.start != b.start { return a.start < b.start }
    let (lengthA, lengthB) = (
      a.end.minutesSinceEpoch - a.start.minutesSinceEpoch,
      b.end.minutesSinceEpoch - b.start.minutesSinceEpoch
    )
    if lengthA != lengthB { return lengthA > lengthB }
    if a.title != b.title { return a.title < b.title }
    return a.id < b.id
  }

  /// The time column on `day`: "all day" for an all-day event and for a day a timed event
  /// covers whole; else its start and end on that day, the day's midnight where it begins
  /// before or ends after it (`ListEvent`'s `buildEventRangeTimeText`).
  static func timeText(
    _ event: TimelineEvent, on day: Day, allDayText: String, time: (CivilTime) -> String
  ) -> String {
    if event.allDay { return allDayText }
    let startsToday = event.start.day == day
    let endsToday = event.allDayDays.upperBound == day
    guard startsToday || endsToday else { return allDayText }
    let start = startsToday ? event.start : CivilTime(day: day, minute: 0)
    let end = endsToday ? event.end : CivilTime(day: day.adding(days: 1), minute: 0)
    if end == start { return time(start) }
    return time(start) + "–" + time(end)
  }
}
