import Foundation

/// Writes a file so that it is either complete or absent: the bytes go to a temporary file
/// in the same folder, which is renamed over the target only once fully written.
///
/// A process killed mid-write leaves only its temporary file, `.NAME.PID.tmp`, never a
/// truncated NAME. The write is not flushed to the disk before the rename: that protects
/// against a crash of the machine, not of the process, and costs a disk round trip per
/// image in a batch.
public enum AtomicFile {
  public static func write(_ bytes: [UInt8], to path: String) throws(CalendsError) {
    let target = URL(fileURLWithPath: path)
    let folder = target.deletingLastPathComponent()
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    else {
      throw .renderFailure("cannot write \(path): the folder \(folder.path) does not exist")
    }
    let temporary = folder.appendingPathComponent(".\(target.lastPathComponent).\(getpid()).tmp")
      .path
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else {
      throw .renderFailure("cannot write \(path): \(reason(errno, folder: folder.path))")
    }
    var failure = writeAll(bytes, to: descriptor)
    if close(descriptor) != 0, failure == nil { failure = errno }
    if let failure {
      unlink(temporary)
      throw .renderFailure("cannot write \(path): \(reason(failure, folder: folder.path))")
    }
    if rename(temporary, path) != 0 {
      let failure = errno
      unlink(temporary)
      throw .renderFailure("cannot write \(path): \(reason(failure, folder: folder.path))")
    }
  }

  /// Writes every byte, resuming after short writes and signals; the `errno` of a failure.
  package static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
    bytes.withUnsafeBytes { buffer -> Int32? in
      var offset = 0
      while offset < buffer.count {
        let written = Foundation.write(
          descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          return errno
        }
        offset += written
      }
      return nil
    }
  }

  /// The two failures a user can act on, in words; anything else as the system says it.
  static func reason(_ code: Int32, folder: String) -> String {
    let system = String(cString: strerror(code))
    switch code {
    case ENOSPC, EDQUOT: return "the disk is full (\(system))"
    case EACCES, EPERM, EROFS: return "the folder \(folder) is not writable (\(system))"
    default: return system
    }
  }
}
