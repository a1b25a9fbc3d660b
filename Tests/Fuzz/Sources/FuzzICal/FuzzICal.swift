import CalendsICal
import CalendsValues
import Foundation

/// The iCalendar reader: libical's parser behind our limits (size, events, recurrence
/// steps), then expansion of every event over a year in UTC and in New York (RRULE, EXDATE,
/// RECURRENCE-ID, VTIMEZONE). Any bytes must end in occurrences or an `ICalendarError`;
/// libical's own errors must never abort the process.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzICal(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  guard let file = try? ICalendarFile(bytes: bytes, file: "fuzz.ics") else { return 0 }
  let from = Day(daysSinceEpoch: 20_454)  // 2026-01-01
  let through = from.adding(days: 364)
  for zone in [DisplayZone.utc, DisplayZone(identifier: "America/New_York")!] {
    _ = try? file.occurrences(from: from, through: through, in: zone)
  }
  return 0
}
