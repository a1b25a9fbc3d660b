public import CalendsValues

/// One occurrence of a spec's calendars as the families draw it: civil times in the spec's
/// zone and the calendar it came from, with nothing of the iCalendar reader left (the facade
/// reads the files; the model decides what each family does with what was read).
public struct CalendarOccurrence: Hashable, Sendable {
  /// The event's UID (shared by every instance of a series); empty when it has none.
  public var uid: String
  public var title: String
  public var location: String
  /// The start, at minute precision (seconds dropped).
  public var start: CivilTime
  /// The end, exclusive, at minute precision (a part-minute counts as a minute).
  public var end: CivilTime
  /// The days it covers: an end exactly at midnight leaves that day out.
  public var days: ClosedRange<Day>
  public var allDay: Bool
  /// The event's own COLOR as written; nil when it has none.
  public var color: String?
  /// The index of its calendar in the spec's `calendars`.
  public var source: Int

  public init(
    uid: String, title: String, location: String, start: CivilTime, end: CivilTime,
    days: ClosedRange<Day>, allDay: Bool, color: String?, source: Int
  ) {
    self.uid = uid
    self.title = title
    self.location = location
    self.start = start
    self.end = end
    self.days = days
    self.allDay = allDay
    self.color = color
    self.source = source
  }

  /// The days inside `window` it touches, in order.
  func days(within window: ClosedRange<Day>) -> [Day] {
    guard days.overlaps(window) else { return [] }
    let span = days.clamped(to: window)
    return (0...span.lowerBound.distance(to: span.upperBound)).map {
      span.lowerBound.adding(days: $0)
    }
  }
}
