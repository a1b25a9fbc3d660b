import Foundation

/// Reads an input — a spec, a manifest, a stylesheet — once, as a stream, and never past a
/// limit.
///
/// The size on disk says nothing for a pipe, a FIFO, `/dev/stdin`, `/dev/zero` or a file
/// that grows while read (a FIFO's size is 0), so every input is read in chunks that stop one
/// byte past the limit: an input over it is refused after at most that much. A regular
/// file's size is checked first only to refuse a large one before reading it. The spec and
/// manifest reader (`InputFile`) and the stylesheet reader share this and each say the
/// failures in their own words.
package enum BoundedInput {
  package enum Failure: Error, Equatable {
    case noSuchFile
    case isFolder
    /// The size of a regular file, or nil when only the limit was passed while reading.
    case overLimit(size: Int?)
    case permissionDenied
    /// Anything else, as the system says it.
    case unreadable(String)
  }

  /// The file at `path`, opened once: a FIFO waits for its writer, a device is read as
  /// a stream.
  package static func read(path: String, limit: Int) throws(Failure) -> [UInt8] {
    var descriptor: Int32
    repeat {
      descriptor = open(path, O_RDONLY | O_CLOEXEC)
    } while descriptor < 0 && errno == EINTR
    guard descriptor >= 0 else { throw failure(errno) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw failure(errno) }
    switch status.st_mode & S_IFMT {
    case S_IFDIR: throw .isFolder
    case S_IFREG where Int(status.st_size) > limit: throw .overLimit(size: Int(status.st_size))
    default: break
    }
    return try read(descriptor: descriptor, limit: limit)
  }

  /// Standard input, read to its end or one byte past the limit.
  package static func readStandardInput(limit: Int) throws(Failure) -> [UInt8] {
    try read(descriptor: STDIN_FILENO, limit: limit)
  }

  /// Reads in chunks until the end, resuming after signals; one byte past the limit is a
  /// failure.
  static func read(descriptor: Int32, limit: Int) throws(Failure) -> [UInt8] {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while bytes.count <= limit {
      let wanted = min(chunk.count, limit + 1 - bytes.count)
      let count = chunk.withUnsafeMutableBytes {
        Foundation.read(descriptor, $0.baseAddress, wanted)
      }
      if count < 0 {
        if errno == EINTR { continue }
        throw failure(errno)
      }
      if count == 0 { return bytes }
      bytes += chunk[..<count]
    }
    throw .overLimit(size: nil)
  }

  static func failure(_ code: Int32) -> Failure {
    switch code {
    case ENOENT, ENOTDIR: return .noSuchFile
    case EACCES, EPERM: return .permissionDenied
    case EISDIR: return .isFolder
    default: return .unreadable(String(cString: strerror(code)))
    }
  }
}
