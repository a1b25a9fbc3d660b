import CalendsValues

/// One expanded instance of an event, in the display zone: what a calendar draws.
public struct Occurrence: Hashable, Sendable {
  public var uid: String
  public var title: String
  public var location: String
  /// The event's own COLOR (RFC 7986, a CSS colour name), as written; nil when it has none.
  public var color: String?
  public var allDay: Bool
  /// For an all-day occurrence, midnights of its first day and of the day after its last.
  public var start: DisplayZone.Local
  /// Exclusive.
  public var end: DisplayZone.Local

  /// The days it covers in the display zone: an end exactly at midnight leaves that day out.
  public var days: ClosedRange<Day> {
    let last = end.second == 0 && end.day > start.day ? end.day.adding(days: -1) : end.day
    return start.day...max(start.day, last)
  }

  /// ISO 8601: `2026-03-09T09:00:00-04:00` for timed occurrences, `2026-03-09` all-day.
  public static func iso(_ local: DisplayZone.Local, allDay: Bool) -> String {
    if allDay { return local.day.description }
    func pad(_ value: Int) -> String { value < 10 ? "0\(value)" : String(value) }
    let clock =
      "\(pad(local.second / 3600)):\(pad(local.second / 60 % 60)):\(pad(local.second % 60))"
    let sign = local.offset < 0 ? "-" : "+"
    let offset = abs(local.offset)
    return "\(local.day)T\(clock)\(sign)\(pad(offset / 3600)):\(pad(offset / 60 % 60))"
  }
}
