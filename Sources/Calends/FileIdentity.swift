import Foundation

/// One file, whatever the path that names it.
struct FileIdentity: Equatable {
  enum Key: Equatable {
    case inode(device: UInt64, inode: UInt64)
    case path(String)
  }

  var key: Key

  /// A regular file's identity, a missing file's canonical path, or nil for anything that
  /// is neither (a device, a FIFO, a folder, the standard streams).
  init?(_ path: String) {
    guard path != InputFile.standardInputPath else { return nil }
    var status = stat()
    if stat(path, &status) == 0 {
      guard status.st_mode & S_IFMT == S_IFREG else { return nil }
      key = .inode(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
    } else {
      guard let final = try? OutputTarget.finalPath(path) else { return nil }
      let url = URL(fileURLWithPath: final)
      key = .path(
        url.deletingLastPathComponent().resolvingSymlinksInPath().appendingPathComponent(
          url.lastPathComponent
        ).path)
    }
  }
}
