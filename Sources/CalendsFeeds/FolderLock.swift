import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An exclusive `flock` on a file beside a feed's copy, held while it is fetched, so two
/// processes never fetch one feed at once. A folder that cannot be written holds no lock:
/// the fetch goes ahead unguarded rather than failing.
struct FolderLock {
  private let descriptor: Int32

  init(path: String, folder: String) {
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    if descriptor >= 0 { _ = flock(descriptor, LOCK_EX) }
  }

  func unlock() {
    guard descriptor >= 0 else { return }
    _ = flock(descriptor, LOCK_UN)
    close(descriptor)
  }
}
