import CalendsICal
import CalendsValues
import Foundation

/// iCalendar files parsed once per change of their bytes, per process: a server draws the
/// same calendars for request after request, and a batch for entry after entry, and parsing
/// is most of what a calendar costs (a 2 MB feed: ~100 ms to parse, ~1 ms to expand a month).
///
/// A file is found by its strictness and bytes (compared whole, so an edited file is read
/// again at once; at no cost when they are the buffer parsed before, as a server's file
/// cache hands out), by their hash or by the fingerprint the caller took of them. Not by its
/// name: the same feed under four query strings, or one file under two paths, is one parse
/// (four took a server to 4.2 GB with a 16 MB feed); what it reports names the file each
/// caller asked for. The expansions of the last few windows are kept with it, so a
/// repeated request expands nothing. Bounded by the memory it keeps, by estimate
/// (`ParsedCalendarMemory`), least recently used first out.
final class ParsedCalendars: @unchecked Sendable {
  static let shared = ParsedCalendars()

  /// What one expansion gives.
  struct Expansion {
    /// Unique in the process: what a cache of what is made from the expansion
    /// (`DrawnCalendars`) knows it by.
    var id: UInt64
    var calendarName: String?
    var occurrences: [Occurrence]
    var warnings: [ICalendarError]
  }

  private struct Key: Hashable {
    var strict: Bool
    var size: Int
    var version: Version
  }

  /// What tells versions of a file apart before their bytes are compared.
  private enum Version: Hashable {
    /// `hash(_:)` of the bytes.
    case hash(Int)
    /// The caller's fingerprint of them (`CalendarFile.fingerprint`), which spares the hash.
    case fingerprint(String)
  }

  private struct Window: Hashable {
    var from: Day
    var through: Day
    var zone: String
  }

  /// One parsed file. Its lock is held while it expands: libical's iterators keep state in
  /// the tree, so one file expands on one thread at a time.
  private final class Entry: @unchecked Sendable {
    let bytes: [UInt8]
    let file: ICalendarFile
    /// The name it was parsed under, which its warnings and errors give.
    var name: String { file.file }
    let lock = NSLock()
    var windows: [(Window, Expansion)] = []
    var used: UInt64 = 0
    /// What it keeps, by estimate; read and written under the cache's lock.
    var cost: Int

    init(bytes: [UInt8], file: ICalendarFile) {
      self.bytes = bytes
      self.file = file
      cost = ParsedCalendarMemory.estimate(sourceBytes: bytes.count)
    }
  }

  static let windowsPerFile = 8
  /// Past this many files the least recently used goes, whatever their size: each lookup
  /// of the oldest walks them all.
  static let fileLimit = 256

  private let lock = NSLock()
  private var entries: [Key: Entry] = [:]
  private var clock: UInt64 = 0
  private var keptBytes = 0
  /// The estimate of what may be kept (`--calendar-megabytes`).
  var limit: Int {
    get { lock.withLock { memoryLimit } }
    set {
      lock.withLock {
        memoryLimit = newValue
        evict()
      }
    }
  }
  private var memoryLimit = ParsedCalendarMemory.defaultLimit
  /// How often each file name was parsed (the last thousand names): what the tests count.
  private var parseCounts: [String: Int] = [:]

  private var expansions: UInt64 = 0

  private func nextExpansion() -> UInt64 {
    lock.lock()
    defer { lock.unlock() }
    expansions += 1
    return expansions
  }

  /// What the kept parses and windows take, by estimate.
  var keptEstimate: Int { lock.withLock { keptBytes } }

  func parses(named file: String) -> Int {
    lock.lock()
    defer { lock.unlock() }
    return parseCounts[file] ?? 0
  }

  /// The occurrences of `bytes` (named `file`, with the `fingerprint` the caller took of
  /// them, if any) overlapping `from`…`through` in `zone`, parsing only when these bytes
  /// were not parsed before.
  func expansion(
    of bytes: [UInt8], fingerprint: String? = nil, file: String, strict: Bool, from: Day,
    through: Day, zone: DisplayZone
  ) throws(ICalendarError) -> Expansion {
    let version = fingerprint.map(Version.fingerprint) ?? .hash(ParsedCalendars.hash(bytes))
    let key = Key(strict: strict, size: bytes.count, version: version)
    let entry = try self.entry(key, bytes: bytes, name: file)
    let window = Window(from: from, through: through, zone: zone.identifier)
    entry.lock.lock()
    defer { entry.lock.unlock() }
    if let kept = entry.windows.first(where: { $0.0 == window }) {
      return kept.1.naming(file, for: entry.name)
    }
    let found: (occurrences: [Occurrence], warnings: [ICalendarError])
    do {
      found = try entry.file.expansion(from: from, through: through, in: zone)
    } catch {
      throw error.naming(file, for: entry.name)
    }
    let expansion = Expansion(
      id: nextExpansion(),
      calendarName: entry.file.calendarName,
      occurrences: ParsedCalendars.inOrder(found.occurrences),
      warnings: found.warnings)
    entry.windows.append((window, expansion))
    if entry.windows.count > ParsedCalendars.windowsPerFile { entry.windows.removeFirst() }
    let cost =
      ParsedCalendarMemory.estimate(sourceBytes: entry.bytes.count)
      + entry.windows.reduce(0) {
        $0 + ParsedCalendarMemory.estimate(occurrences: $1.1.occurrences.count)
      }
    lock.withLock {
      if entries[key] === entry {
        keptBytes += cost - entry.cost
        entry.cost = cost
        evict(keeping: entry)
      } else {
        entry.cost = cost
      }
    }
    return expansion.naming(file, for: entry.name)
  }

  /// `occurrences` in the order `CalendarEvents` sorts a request's (start, uid, title), ties
  /// as they were: sorted once with the window they are kept for, so a request drawing one
  /// calendar finds them in order, which its sort sees in one pass, instead of sorting a
  /// month's thousands again each time.
  static func inOrder(_ occurrences: [Occurrence]) -> [Occurrence] {
    let starts = occurrences.map(\.start.wall)
    let order = occurrences.indices.sorted { a, b in
      if starts[a] != starts[b] { return starts[a] < starts[b] }
      let x = occurrences[a]
      let y = occurrences[b]
      if x.uid != y.uid { return x.uid < y.uid }
      return x.title < y.title
    }
    return order.map { occurrences[$0] }
  }

  /// The bytes' hash, taken over their memory at once (a server hashes a large feed on
  /// every request).
  static func hash(_ bytes: [UInt8]) -> Int {
    var hasher = Hasher()
    bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
    return hasher.finalize()
  }

  /// Whether two files are the same bytes, compared with `memcmp` — at once when they are
  /// one buffer, as a server's file cache hands out the bytes it parsed before.
  static func same(_ a: [UInt8], _ b: [UInt8]) -> Bool {
    guard a.count == b.count else { return false }
    return a.withUnsafeBytes { x in
      b.withUnsafeBytes { y in
        x.count == 0 || x.baseAddress == y.baseAddress
          || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0
      }
    }
  }

  private func entry(_ key: Key, bytes: [UInt8], name: String) throws(ICalendarError) -> Entry {
    lock.lock()
    clock += 1
    if let found = entries[key], ParsedCalendars.same(found.bytes, bytes) {
      found.used = clock
      lock.unlock()
      return found
    }
    if parseCounts.count >= 1000 { parseCounts = [:] }
    parseCounts[name, default: 0] += 1
    lock.unlock()
    // Parsed outside the cache's lock: another file's request need not wait for this one.
    let entry = Entry(
      bytes: bytes, file: try ICalendarFile(bytes: bytes, file: name, strict: key.strict))
    lock.lock()
    defer { lock.unlock() }
    // One too large for the whole limit is drawn and not kept.
    guard entry.cost <= memoryLimit else { return entry }
    entry.used = clock
    if let replaced = entries.updateValue(entry, forKey: key) { keptBytes -= replaced.cost }
    keptBytes += entry.cost
    evict(keeping: entry)
    return entry
  }

  /// Drops the least recently used files until what is kept is within the limits; `kept`
  /// (just parsed or expanded) goes last. Called with the lock held.
  private func evict(keeping kept: Entry? = nil) {
    while keptBytes > memoryLimit || entries.count > ParsedCalendars.fileLimit,
      let oldest = entries.filter({ $0.value !== kept }).min(by: { $0.value.used < $1.value.used })
        ?? entries.first
    {
      keptBytes -= oldest.value.cost
      entries[oldest.key] = nil
    }
  }
}

/// What parsed calendars keep in memory, by estimate, and the bound on it: what a server
/// holds between requests (`calends serve --calendar-megabytes`).
///
/// Measured with `malloc_trim` and the resident size around a parse: a parse keeps 8× its
/// file (events with private properties) to 11.6× (daily rules), and a kept occurrence about
/// 370 bytes. The estimate takes the larger, 12× and 400 bytes.
public enum ParsedCalendarMemory {
  /// 256 MiB: the largest accepted file (16 MiB, 192 MiB by estimate) with room for its
  /// windows, or a hundred 200 KB calendars.
  public static let defaultLimit = 256 << 20
  public static let perSourceByte = 12
  public static let perOccurrence = 400

  /// What a parse of a file of `sourceBytes` keeps.
  public static func estimate(sourceBytes: Int) -> Int { sourceBytes * perSourceByte }

  /// What a kept window of `occurrences` takes.
  public static func estimate(occurrences: Int) -> Int { occurrences * perOccurrence }

  /// The bound on what this process keeps, in bytes by estimate: 0 keeps nothing.
  public static var limit: Int {
    get { ParsedCalendars.shared.limit }
    set { ParsedCalendars.shared.limit = max(0, newValue) }
  }
}

extension ParsedCalendars.Expansion {
  /// The expansion as the caller who asked for `file` reads it: its warnings name `file`
  /// where they named `parsed`, the name the shared parse was made under.
  func naming(_ file: String, for parsed: String) -> Self {
    guard file != parsed else { return self }
    var named = self
    named.warnings = warnings.map { $0.naming(file, for: parsed) }
    return named
  }
}

extension ICalendarError {
  /// The error naming `file` where it named `parsed`.
  func naming(_ file: String, for parsed: String) -> Self {
    guard self.file == parsed else { return self }
    return ICalendarError(file: file, line: line, message: message)
  }
}
