public import CalendsValues

/// The week timeline resolved: its columns' days.
public struct ResolvedTimeline: FamilyCalendarRules, Hashable {
  public private(set) var timeline: TimelineSpec
  /// The first column's day: `startDay`, else `displayDateAtStartup`, else the day of `now`
  /// (today when the spec gives no `now`), then `visibleDays` in all.
  public let days: ClosedRange<Day>

  init(_ timeline: TimelineSpec, canvas: Canvas, today: Day) {
    self.timeline = timeline
    let first = timeline.startDay ?? canvas.displayDateAtStartup ?? timeline.now?.day ?? today
    days = first...first.adding(days: timeline.resolvedVisibleDays - 1)
  }

  public var calendarDays: ClosedRange<Day>? { days }
  public var document: FamilyDocument { .timeline(timeline) }

  mutating func draw(_ occurrences: CalendarOccurrences) throws(SpecError) {
    timeline.events = try occurrences.events(after: timeline.events)
  }
}
