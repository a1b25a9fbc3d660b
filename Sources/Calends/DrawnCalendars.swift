import CalendsModel
import CalendsValues
import Foundation

/// The occurrences a request draws, kept per calendar expansion, spec calendars and window:
/// a server asked for the same month of the same feed again, request after request, draws it
/// from what the first request made — the entries, and what the family made of them (dots,
/// events, classes, busy days, which `CalendarOccurrences` keeps) — instead of turning the
/// month's thousands of occurrences into them again each time.
///
/// A value is found by the expansions it was made from (`ParsedCalendars.Expansion.id`, one
/// per file's bytes, strictness, window and zone), so a changed file is a new key at once.
/// Bounded by values and by occurrences kept, least recently used first out.
final class DrawnCalendars: @unchecked Sendable {
  static let shared = DrawnCalendars()

  static let valueLimit = 32
  /// About 25 MB of occurrences and what is made of them: a 10,000-event feed's month is
  /// ~3,000.
  static let occurrenceLimit = 100_000

  private struct Key: Hashable {
    var expansions: [UInt64]
    var sources: [CalendarSource]
    var window: ClosedRange<Day>
  }

  private struct Kept {
    var occurrences: CalendarOccurrences
    var used: UInt64
  }

  private let lock = NSLock()
  private var kept: [Key: Kept] = [:]
  private var clock: UInt64 = 0
  private var made = 0

  /// How many values were made (not found): what the tests count.
  var madeCount: Int { lock.withLock { made } }

  /// The occurrences of `expanded` for `sources` over `window`: kept ones, else `make()`'s,
  /// then kept.
  func occurrences(
    _ expanded: [CalendarEvents.Expanded], sources: [CalendarSource], window: ClosedRange<Day>,
    make: () throws(CalendsError) -> CalendarOccurrences
  ) throws(CalendsError) -> CalendarOccurrences {
    let key = Key(expansions: expanded.map(\.expansion.id), sources: sources, window: window)
    lock.lock()
    clock += 1
    if let found = kept[key] {
      kept[key]?.used = clock
      lock.unlock()
      return found.occurrences
    }
    made += 1
    lock.unlock()
    let occurrences = try make()
    guard occurrences.entries.count <= DrawnCalendars.occurrenceLimit / 4 else {
      return occurrences
    }
    lock.lock()
    defer { lock.unlock() }
    kept[key] = Kept(occurrences: occurrences, used: clock)
    var total = kept.values.reduce(0) { $0 + $1.occurrences.entries.count }
    while kept.count > DrawnCalendars.valueLimit || total > DrawnCalendars.occurrenceLimit,
      let oldest = kept.min(by: { $0.value.used < $1.value.used })
    {
      total -= oldest.value.occurrences.entries.count
      kept[oldest.key] = nil
    }
    return occurrences
  }
}
