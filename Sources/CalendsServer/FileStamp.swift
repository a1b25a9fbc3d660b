#if Server
import Foundation

/// What the server's file caches know a file by: device, inode, size, and modification and
/// status-change times to the nanosecond, from one `stat`. Two equal stamps mean the file
/// was not replaced or rewritten — a tool that sets the modification time back (`touch -d`,
/// `rsync -t`) still moves the change time — unless it was written twice within one tick of
/// the file system's clock at the same size, which is why a cache keeps only what
/// `isSettled` says is old enough.
struct FileStamp: Equatable {
  let device: UInt64
  let inode: UInt64
  let size: Int
  let modifiedSeconds: Int
  let modifiedNanoseconds: Int
  let changedSeconds: Int
  let changedNanoseconds: Int

  /// Seconds since its last modification before a file's bytes may be kept: a write
  /// within the same clock tick after the read would leave the stamp as it was.
  static let settlingSeconds = 2.0

  /// The stamp of the file at `path`; nil when it cannot be read (missing, no permission):
  /// the caller's read then reports the error.
  init?(path: String) {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    device = UInt64(truncatingIfNeeded: status.st_dev)
    inode = UInt64(truncatingIfNeeded: status.st_ino)
    size = Int(status.st_size)
    modifiedSeconds = status.st_mtim.tv_sec
    modifiedNanoseconds = status.st_mtim.tv_nsec
    changedSeconds = status.st_ctim.tv_sec
    changedNanoseconds = status.st_ctim.tv_nsec
  }

  /// Whether the last modification is far enough behind `now` that a later write would
  /// show in the stamp.
  func isSettled(now: Date = Date()) -> Bool {
    let modified = Double(modifiedSeconds) + Double(modifiedNanoseconds) / 1e9
    return now.timeIntervalSince1970 - modified > FileStamp.settlingSeconds
  }
}
#endif  // Server
