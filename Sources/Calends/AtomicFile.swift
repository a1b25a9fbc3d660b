import CalendsSupport
import Foundation

/// Writes an output so that a file is either complete or absent, and never puts a file
/// where a device, a FIFO or a symbolic link was (`OutputTarget` says which it is).
///
/// A regular file's bytes go to a temporary file in its folder, `.calends-PID-RANDOM.tmp`
/// (a short name, so a target name of 255 bytes still leaves room, and unique per write, so
/// threads of one process never share one), which is renamed over the target only once
/// fully written and given the replaced file's permission mode. A process killed mid-write
/// leaves only its temporary file, never a truncated target. A symbolic link's target is
/// the file replaced; the link stays. A character device (`/dev/null`), a FIFO or one of
/// the process's descriptors (`/dev/stdout`) is written through instead.
///
/// The write is not flushed to the disk before the rename: that protects against a crash
/// of the machine, not of the process, and costs a disk round trip per image in a batch.
public enum AtomicFile {
  /// Writes `bytes` to `path` whole or not at all (a temporary file renamed into place); a
  /// device, FIFO or standard output is written through.
  public static func write(_ bytes: [UInt8], to path: String) throws(CalendsError) {
    switch try OutputTarget.resolve(path) {
    case .descriptor(let descriptor):
      if let failure = Descriptor.writeAll(bytes, to: descriptor) {
        throw .cannotWrite(path, String(cString: strerror(failure)))
      }
    case .stream:
      try writeThrough(bytes, to: path)
    case .file(let target, let mode):
      try replace(target, named: path, with: bytes, mode: mode)
    }
  }

  /// Writes every byte to standard output (`-o -`, `layout`, `scene`); a closed or broken
  /// standard output is an error to report (exit 1), not a crash.
  public static func writeStandardOutput(_ bytes: [UInt8]) throws(CalendsError) {
    if let failure = Descriptor.writeAll(bytes, to: STDOUT_FILENO) {
      throw .cannotWrite(nil, String(cString: strerror(failure)))
    }
  }

  /// Opens a device or FIFO as it is — never creating or truncating it — and writes every
  /// byte. A FIFO waits here for its reader, as it would for a shell's `>`.
  static func writeThrough(_ bytes: [UInt8], to path: String) throws(CalendsError) {
    var descriptor: Int32
    repeat {
      descriptor = open(path, O_WRONLY | O_CLOEXEC)
    } while descriptor < 0 && errno == EINTR
    guard descriptor >= 0 else {
      throw .cannotWrite(path, String(cString: strerror(errno)))
    }
    var failure = Descriptor.writeAll(bytes, to: descriptor)
    if close(descriptor) != 0, failure == nil, errno != EINTR { failure = errno }
    if let failure {
      throw .cannotWrite(path, String(cString: strerror(failure)))
    }
  }

  /// Writes a temporary file beside `target` and renames it over `target`; `path` is the
  /// name the user gave, for messages.
  static func replace(_ target: String, named path: String, with bytes: [UInt8], mode: mode_t?)
    throws(CalendsError)
  {
    let folder = URL(fileURLWithPath: target).deletingLastPathComponent().path
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory),
      isDirectory.boolValue
    else {
      let link = target == path ? "" : "it is a link to \(target), and "
      throw .cannotWrite(path, "\(link)the folder \(folder) does not exist")
    }
    let (temporary, descriptor) = try createTemporary(in: folder, for: path)
    var failure = Descriptor.writeAll(bytes, to: descriptor)
    // The new file gets the old one's mode; a new file keeps 0666 less the umask.
    if failure == nil, let mode, fchmod(descriptor, mode) != 0 { failure = errno }
    if close(descriptor) != 0, failure == nil { failure = errno }
    if let failure {
      unlink(temporary)
      throw .cannotWrite(path, reason(failure, folder: folder))
    }
    if rename(temporary, target) != 0 {
      let failure = errno
      unlink(temporary)
      throw .cannotWrite(path, reason(failure, folder: folder))
    }
  }

  /// A new, empty temporary file in `folder`, created exclusively under a random name.
  static func createTemporary(in folder: String, for path: String) throws(CalendsError)
    -> (path: String, descriptor: Int32)
  {
    while true {
      let temporary = folder + "/" + temporaryName()
      let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
      if descriptor >= 0 { return (temporary, descriptor) }
      if errno == EEXIST || errno == EINTR { continue }
      throw .cannotWrite(path, reason(errno, folder: folder))
    }
  }

  /// `.calends-PID-RANDOM.tmp`: 40 bytes at most, whatever the target's name.
  static func temporaryName() -> String {
    let random = String(UInt64.random(in: .min ... .max), radix: 16)
    return ".calends-\(getpid())-\(random).tmp"
  }

  /// Removes the temporary files in `folder` that a killed writer left: each is named
  /// `.calends-PID-RANDOM.tmp` (`temporaryName`), and one whose process no longer runs will
  /// never be renamed into place. A live writer's (another batch on the same folder) is
  /// left alone, and so is any other file. Returns how many were removed.
  @discardableResult
  public static func removeStaleTemporaries(in folder: String) -> Int {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
      return 0
    }
    var removed = 0
    for name in names where name.hasPrefix(".calends-") && name.hasSuffix(".tmp") {
      let parts = name.dropFirst(".calends-".count).dropLast(".tmp".count).split(separator: "-")
      guard parts.count == 2, let pid = pid_t(parts[0]), pid > 0, pid != getpid() else {
        continue
      }
      // ESRCH: no such process. EPERM means it runs under another user: leave it.
      guard kill(pid, 0) != 0, errno == ESRCH else { continue }
      if unlink(folder + "/" + name) == 0 { removed += 1 }
    }
    return removed
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
