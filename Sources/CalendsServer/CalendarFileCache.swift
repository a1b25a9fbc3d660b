#if Server
import CalendsSupport
import CalendsValues
import Foundation

/// The bytes of `--calendars` files, with their fingerprint, kept while a file is unchanged
/// (same device, inode, size, and modification and change times), so a request for a spec
/// with a large calendar — a 2 MB export — neither reads it nor hashes it again: the ETag's
/// FNV-1a over the bytes took ~3 ms a request, a 304's included; the parse cache finds the
/// parsed file by the same fingerprint.
///
/// A file modified less than `FileStamp.settlingSeconds` before it was looked at is not
/// kept: a second write within the same tick of the file system's clock, of the same size,
/// would leave its stamp as it was, and the cache would go on answering with the old bytes.
final class CalendarFileCache: @unchecked Sendable {
  struct File {
    var bytes: [UInt8]
    /// FNV-1a of the bytes (`OutputFingerprint`), what the ETag adds for the file.
    var fingerprint: String
  }

  private struct Entry {
    var stamp: FileStamp
    var file: File
  }

  /// Bytes kept at most; past it the cache starts over.
  static let byteLimit = 64 << 20

  private let lock = NSLock()
  private var entries: [String: Entry] = [:]
  private var byteCount = 0
  /// How many times each path was read from disk: what the tests count.
  private var readCounts: [String: Int] = [:]

  func reads(of path: String) -> Int { lock.withLock { readCounts[path] ?? 0 } }

  /// The file at `path`, from the cache while it is unchanged; `field` names it in errors.
  func file(at path: String, field: String) throws(ServerError) -> File {
    let stamp = FileStamp(path: path)
    if let stamp, let entry = lock.withLock({ entries[path] }), entry.stamp == stamp {
      return entry.file
    }
    let bytes = try RenderRequest.read(path, limit: Limits.icsBytes, field: field)
    var fingerprint = OutputFingerprint()
    fingerprint.add(bytes)
    let file = File(bytes: bytes, fingerprint: fingerprint.value)
    lock.withLock {
      readCounts[path, default: 0] += 1
      guard let stamp, stamp.isSettled(), bytes.count == stamp.size,
        bytes.count <= CalendarFileCache.byteLimit / 4
      else { return }
      if let old = entries.removeValue(forKey: path) { byteCount -= old.file.bytes.count }
      if byteCount + bytes.count > CalendarFileCache.byteLimit || readCounts.count > 1000 {
        entries.removeAll()
        readCounts.removeAll()
        byteCount = 0
      }
      entries[path] = Entry(stamp: stamp, file: file)
      byteCount += bytes.count
    }
    return file
  }
}
#endif  // Server
