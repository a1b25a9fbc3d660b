public import CalendsValues

/// One expanded instance of an event, in the display zone: what a calendar draws.
public struct Occurrence: Hashable, Sendable {
  /// The event's UID, shared by every instance of its series and their overrides; empty when
  /// the event has none.
  public var uid: String
  /// SUMMARY, unescaped; empty when the event has none.
  public var title: String
  /// LOCATION, unescaped; empty when the event has none.
  public var location: String
  /// The event's own COLOR (RFC 7986, a CSS colour name), as written; nil when it has none.
  public var color: String?
  /// Whether DTSTART is a date (`VALUE=DATE`): `start` and `end` are then midnights, with
  /// offset 0.
  public var allDay: Bool
  /// For an all-day occurrence, midnights of its first day and of the day after its last.
  public var start: DisplayZone.Local
  /// Exclusive.
  public var end: DisplayZone.Local
  /// The instance of its series it is (RECURRENCE-ID: the start the rule gave it, before an
  /// override moved it); nil for an event that does not recur.
  public var recurrenceId: Time?

  /// A time in the display zone with its value type, which may differ from the
  /// occurrence's (an all-day instance of a timed series, moved by an override).
  public struct Time: Hashable, Sendable {
    /// The time in the display zone; a date is its midnight.
    public var local: DisplayZone.Local
    /// Whether it is a date (`VALUE=DATE`) rather than a date-time.
    public var allDay: Bool

    /// A time as given; `iso` writes it.
    public init(local: DisplayZone.Local, allDay: Bool) {
      self.local = local
      self.allDay = allDay
    }

    /// As `Occurrence.iso` writes it.
    public var iso: String { Occurrence.iso(local, allDay: allDay) }
  }

  /// An occurrence as given, unchecked (a calendar's are expanded from its VEVENTs): `end` is
  /// exclusive, `recurrenceId` nil for an event that does not recur.
  public init(
    uid: String, title: String, location: String, color: String?, allDay: Bool,
    start: DisplayZone.Local, end: DisplayZone.Local, recurrenceId: Time? = nil
  ) {
    self.uid = uid
    self.title = title
    self.location = location
    self.color = color
    self.allDay = allDay
    self.start = start
    self.end = end
    self.recurrenceId = recurrenceId
  }

  /// The days it covers in the display zone: an end exactly at midnight leaves that day out.
  public var days: ClosedRange<Day> {
    let last = end.second == 0 && end.day > start.day ? end.day.adding(days: -1) : end.day
    return start.day...max(start.day, last)
  }

  /// ISO 8601: `2026-03-09T09:00:00-04:00` for timed occurrences, `2026-03-09` all-day.
  /// Written as bytes: `calends events` prints two for every occurrence.
  public static func iso(_ local: DisplayZone.Local, allDay: Bool) -> String {
    if allDay { return local.day.description }
    var text = Array(local.day.description.utf8)
    text.reserveCapacity(text.count + 15)
    func pad(_ value: Int) {
      if value < 10 { text.append(UInt8(ascii: "0")) }
      text += String(value).utf8
    }
    text.append(UInt8(ascii: "T"))
    pad(local.second / 3600)
    text.append(UInt8(ascii: ":"))
    pad(local.second / 60 % 60)
    text.append(UInt8(ascii: ":"))
    pad(local.second % 60)
    text.append(UInt8(ascii: local.offset < 0 ? "-" : "+"))
    let offset = abs(local.offset)
    pad(offset / 3600)
    text.append(UInt8(ascii: ":"))
    pad(offset / 60 % 60)
    return String(decoding: text, as: UTF8.self)
  }
}
