import Calends
import CalendsValues
import Foundation

/// The parsed documents of `--specs` files, kept while the file is unchanged (same inode,
/// size and modification time), so a busy `GET /specs/NAME.png` does not parse its YAML on
/// every request: parsing was half the time of a 304. An edited file is read again.
final class SpecFileCache: @unchecked Sendable {
  private struct Entry {
    var identity: [Int]
    var fields: [String: SpecValue]
  }

  private let lock = NSLock()
  private var entries: [String: Entry] = [:]
  /// Specs are few; past this many files the cache starts over rather than grow.
  private let limit = 1024

  /// The document of the spec file at `path`, from the cache while the file is unchanged.
  func fields(at path: String, source: String) throws(CalendsError) -> [String: SpecValue] {
    var status = stat()
    let identity =
      stat(path, &status) == 0
      ? [
        Int(status.st_ino), Int(status.st_size), status.st_mtim.tv_sec, status.st_mtim.tv_nsec,
      ] : []
    if !identity.isEmpty, let entry = lock.withLock({ entries[path] }),
      entry.identity == identity
    {
      return entry.fields
    }
    let data = try InputFile.read(path, limit: Limits.specBytes, noun: "spec")
    let fields = try SpecLoader.document(data, source: source) ?? [:]
    if !identity.isEmpty {
      lock.withLock {
        if entries.count >= limit { entries.removeAll() }
        entries[path] = Entry(identity: identity, fields: fields)
      }
    }
    return fields
  }
}
