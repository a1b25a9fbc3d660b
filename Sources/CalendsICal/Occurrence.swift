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
