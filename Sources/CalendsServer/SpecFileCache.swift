#if Server
import Calends
import CalendsValues
import Foundation

/// The parsed documents of `--specs` files, kept while the file is unchanged (its
/// `FileStamp`), so a busy `GET /specs/NAME.png` does not parse its YAML on every request:
/// parsing was half the time of a 304. An edited file is read again, and a file modified in
/// the last two seconds is not kept (a second edit in the same clock tick, of the same size,
/// would not change its stamp).
final class SpecFileCache: @unchecked Sendable {
  private struct Entry {
    var stamp: FileStamp
    var fields: [String: SpecValue]
  }

  private let lock = NSLock()
  private var entries: [String: Entry] = [:]
  /// Specs are few; past this many files the cache starts over rather than grow.
  private let limit = 1024
  /// How many times each path was read and parsed: what the tests count.
  private var readCounts: [String: Int] = [:]

  func reads(of path: String) -> Int { lock.withLock { readCounts[path] ?? 0 } }

  /// The document of the spec file at `path`, from the cache while the file is unchanged.
  func fields(at path: String, source: String) throws(CalendsError) -> [String: SpecValue] {
    let stamp = FileStamp(path: path)
    if let stamp, let entry = lock.withLock({ entries[path] }), entry.stamp == stamp {
      return entry.fields
    }
    let data = try InputFile.read(path, limit: Limits.specBytes, noun: "spec")
    let fields = try SpecLoader.document(data, source: source) ?? [:]
    lock.withLock {
      readCounts[path, default: 0] += 1
      guard let stamp, stamp.isSettled(), data.count == stamp.size else { return }
      if entries.count >= limit {
        entries.removeAll()
        readCounts.removeAll()
      }
      entries[path] = Entry(stamp: stamp, fields: fields)
    }
    return fields
  }
}
#endif  // Server
