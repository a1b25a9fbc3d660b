import CalendsICal
import CalendsValues
import Foundation

/// The iCalendar reader: libical's parser behind our limits (size, events, recurrence
/// steps), then expansion of every event over 2026 in New York (RRULE, EXDATE,
/// RECURRENCE-ID, VTIMEZONE, a DST zone) and over libical's last years (2580–2582) in the
/// zone furthest east, where zones are worked out furthest and later times take 2582's last
/// offsets. Any bytes must end in occurrences or an `ICalendarError`, within the budgets of
/// `ICalendarLimits` (each expansion a few seconds of libical's work at most, so `-timeout`
/// must allow two); libical's own errors must never abort the process.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzICal(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  guard let file = try? ICalendarFile(bytes: bytes, file: "fuzz.ics") else { return 0 }
  let from = Day(daysSinceEpoch: 20_454)  // 2026-01-01
  _ = try? file.occurrences(
    from: from, through: from.adding(days: 364), in: DisplayZone(identifier: "America/New_York")!)
  _ = try? file.occurrences(
    from: Day(year: 2580, month: 1, day: 1)!, through: Day(year: 2582, month: 12, day: 31)!,
    in: DisplayZone(identifier: "Pacific/Kiritimati")!)
  _ = file.warnings.map(\.description)
  return 0
}
