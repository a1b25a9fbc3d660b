import Foundation

/// What an output path names, decided before anything is written: a stream to write
/// through, or a regular file to replace whole.
///
/// Replacing is right for a file and wrong for anything else: renaming a temporary file over
/// `/dev/null` (as root) or over a FIFO would put a regular file where the device or pipe
/// was. A symbolic link is followed so that its target is replaced and the link kept.
enum OutputTarget: Equatable {
  /// One of this process's open descriptors (`/dev/stdout`, `/dev/fd/N`,
  /// `/proc/self/fd/N`): written to as it is, so a shell's redirection (`>`, `>>`, `|`)
  /// keeps its meaning.
  case descriptor(Int32)
  /// A character device or a FIFO: opened as it is (never created or truncated) and
  /// written through.
  case stream
  /// A regular file at `path` (the final target of any symbolic links), replaced
  /// atomically; `mode` is the permission mode of the file it replaces, nil for a new one.
  case file(path: String, mode: mode_t?)

  /// Links followed before giving up, as the kernel's own limit for a path.
  static let maximumLinks = 40

  static func resolve(_ path: String) throws(CalendsError) -> OutputTarget {
    if let descriptor = DescriptorPath.descriptor(named: path) { return .descriptor(descriptor) }
    var status = stat()
    guard stat(path, &status) == 0 else {
      // Missing, or a link to a missing file: a new file where the links lead.
      return .file(path: try finalPath(path), mode: nil)
    }
    switch status.st_mode & S_IFMT {
    case S_IFREG: return .file(path: try finalPath(path), mode: status.st_mode & 0o7777)
    case S_IFCHR, S_IFIFO: return .stream
    case S_IFDIR: throw .cannotWrite(path, "it is a folder")
    default:
      throw .cannotWrite(path, "it is not a regular file, a character device or a FIFO")
    }
  }

  /// Whether `path` is a descriptor, a device or a FIFO, which is written through.
  static func isWrittenThrough(_ path: String) -> Bool {
    switch try? resolve(path) {
    case .descriptor, .stream: return true
    case .file, nil: return false
    }
  }

  /// The path with the symbolic links of its last component followed, even to a file that
  /// does not exist (a dangling link is written where it points).
  static func finalPath(_ path: String) throws(CalendsError) -> String {
    var current = path
    for _ in 0...maximumLinks {
      guard let target = linkTarget(current) else { return current }
      current =
        target.hasPrefix("/")
        ? target
        : URL(fileURLWithPath: current).deletingLastPathComponent().appendingPathComponent(
          target
        ).path
    }
    throw .cannotWrite(path, "too many levels of symbolic links")
  }

  /// The target of a symbolic link, or nil when `path` is not one.
  static func linkTarget(_ path: String) -> String? {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink(path, &buffer, buffer.count - 1)
    guard count > 0 else { return nil }
    return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
