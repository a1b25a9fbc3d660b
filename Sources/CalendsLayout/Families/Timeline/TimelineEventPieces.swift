import CalendsModel
import CalendsValues

/// A timed event's part in one day column, in minutes of that day.
struct TimedPiece {
  var event: TimelineEvent
  var dayIndex: Int
  /// The part of the event on this day (0 … 1440).
  var start: Int
  var end: Int
  /// The part inside the visible hour window; what is drawn and laid out side by side.
  var visibleStart: Int
  var visibleEnd: Int
}

/// An all-day event's run of visible columns.
struct AllDaySpan {
  var event: TimelineEvent
  var firstIndex: Int
  var lastIndex: Int
}

/// Cuts the spec's events into what each visible column shows.
///
/// A timed event that crosses midnight is either cut at each midnight into one piece per
/// day or, with `autoConvertAllDayEvents`, shown as an all-day event over the days it
/// touches (QVRWeekView's rule). Ending exactly at midnight is not crossing it. An event that
/// ends where it starts is a moment, kept as a piece with no length.
struct TimelineEventPieces {
  var timed: [TimedPiece] = []
  var allDay: [AllDaySpan] = []

  init(
    events: [TimelineEvent], firstDay: Day, dayCount: Int, window: ClosedRange<Int>,
    autoConvert: Bool
  ) {
    let lastDay = firstDay.adding(days: dayCount - 1)
    let windowStart = window.lowerBound * 60
    let windowEnd = window.upperBound * 60
    for event in events {
      let crossesMidnight =
        event.end.minutesSinceEpoch - CivilTime(day: event.start.day, minute: 0).minutesSinceEpoch
        > CivilTime.minutesPerDay
      if event.allDay || (crossesMidnight && autoConvert) {
        let days = event.allDayDays
        let first = max(days.lowerBound, firstDay)
        let last = min(days.upperBound, lastDay)
        guard first <= last else { continue }
        allDay.append(
          AllDaySpan(
            event: event, firstIndex: firstDay.distance(to: first),
            lastIndex: firstDay.distance(to: last)))
        continue
      }
      if event.start == event.end {
        // A moment (an iCalendar event without an end): drawn at its time, at least the
        // minimum height tall, when the window shows that time.
        let minute = event.start.minute
        guard firstDay <= event.start.day, event.start.day <= lastDay,
          windowStart <= minute, minute < windowEnd
        else { continue }
        timed.append(
          TimedPiece(
            event: event, dayIndex: firstDay.distance(to: event.start.day), start: minute,
            end: minute, visibleStart: minute, visibleEnd: minute))
        continue
      }
      var day = max(event.start.day, firstDay)
      while day <= lastDay {
        let dayStart = CivilTime(day: day, minute: 0).minutesSinceEpoch
        let start = max(event.start.minutesSinceEpoch - dayStart, 0)
        let end = min(event.end.minutesSinceEpoch - dayStart, CivilTime.minutesPerDay)
        if end <= 0 { break }
        let visibleStart = max(start, windowStart)
        let visibleEnd = min(end, windowEnd)
        if start < end && visibleStart < visibleEnd {
          timed.append(
            TimedPiece(
              event: event, dayIndex: firstDay.distance(to: day), start: start, end: end,
              visibleStart: visibleStart,
              visibleEnd: visibleEnd))
        }
        day = day.adding(days: 1)
      }
    }
  }
}
