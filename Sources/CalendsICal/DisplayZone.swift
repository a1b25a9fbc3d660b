import CICal
public import CalendsValues

/// The zone events are shown in: an IANA name resolved by libical (on Debian, from the
/// system's zoneinfo), so display and event zones come from the same rules.
public struct DisplayZone: @unchecked Sendable {
  /// The IANA name as given: `Europe/Berlin`, `UTC`.
  public let identifier: String
  /// libical's built-in zones live for the whole process; nothing to free.
  let zone: OpaquePointer

  /// Nil for a name libical does not know, and when libical cannot be opened
  /// (`ICalendarLibrary.problem` says why).
  public init?(identifier: String) {
    guard LibICal.problem == nil else { return nil }
    self.identifier = identifier
    let found =
      if identifier == "UTC" || identifier == "Etc/UTC" {
        ical.icaltimezone_get_utc_timezone()
      } else if identifier.allSatisfy({ $0.isASCII && $0 != "\0" }) {
        ical.icaltimezone_get_builtin_timezone(identifier)
      } else {
        OpaquePointer?.none
      }
    guard let found else { return nil }
    zone = found
  }

  /// UTC. Traps when libical cannot be opened: a caller that may run without it checks
  /// `ICalendarLibrary.problem` first, or uses `init(identifier:)`.
  public static let utc = DisplayZone(identifier: "UTC")!

  /// The civil date here at `instant` (seconds since 1970-01-01T00:00Z): "today" for a
  /// caller that shows days in this zone, which is not UTC's date near midnight.
  public func day(at instant: Int64) -> Day { local(.instant(instant)).day }

  /// A wall-clock time in this zone with its UTC offset.
  public struct Local: Hashable, Sendable, Comparable {
    /// The date on this zone's wall clock.
    public var day: Day
    /// Seconds since that day's midnight on the wall clock, 0 ..< 86400.
    public var second: Int
    /// Seconds east of UTC.
    public var offset: Int

    /// Wall-clock seconds since 1970-01-01T00:00, for ordering and overlap.
    public var wall: Int64 { Int64(day.daysSinceEpoch) * 86_400 + Int64(second) }

    /// By wall-clock time (`wall`), the offsets aside.
    public static func < (lhs: Local, rhs: Local) -> Bool { lhs.wall < rhs.wall }
  }

  /// The wall-clock time of `moment` here: instants are converted; floating times keep their
  /// wall clock and take this zone's offset; a date is its midnight.
  func local(_ moment: Moment) -> Local {
    switch moment {
    case .date(let day):
      return Local(day: day, second: 0, offset: 0)
    case .floating(let wall):
      // Past libical's last year, its last offset (what libical answers; see `Moment`).
      guard wall < Moment.pastLastYear else {
        return DisplayZone.local(wall, offset: Moment.lastOffset(zone))
      }
      var time = DisplayZone.fields(wall)
      var isDaylight: Int32 = 0
      let offset = ical.icaltimezone_get_utc_offset(zone, &time, &isDaylight)
      return DisplayZone.local(wall, offset: Int(offset))
    case .instant(let instant):
      guard instant < Moment.pastLastYear else {
        let offset = Moment.lastOffset(zone)
        return DisplayZone.local(instant + Int64(offset), offset: offset)
      }
      let time = ical.icaltime_from_timet_with_zone(time_t(instant), 0, zone)
      let wall = Moment.wallSeconds(time)
      return DisplayZone.local(wall, offset: Int(wall - instant))
    }
  }

  static func local(_ wall: Int64, offset: Int) -> Local {
    let days = wall >= 0 ? wall / 86_400 : (wall - 86_399) / 86_400
    return Local(
      day: Day(daysSinceEpoch: Int(days)), second: Int(wall - days * 86_400), offset: offset)
  }

  static func fields(_ wall: Int64) -> icaltimetype {
    let local = local(wall, offset: 0)
    var time = ical.icaltime_null_time()
    time.year = Int32(local.day.year)
    time.month = Int32(local.day.month)
    time.day = Int32(local.day.day)
    time.hour = Int32(local.second / 3600)
    time.minute = Int32(local.second / 60 % 60)
    time.second = Int32(local.second % 60)
    return time
  }
}
