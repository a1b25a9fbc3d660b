import Foundation

/// Writes a file so that it is either complete or absent: the bytes go to a temporary file
/// in the same folder, which is renamed over the target only once fully written.
public enum AtomicFile {
  public static func write(_ bytes: [UInt8], to path: String) throws(CalendsError) {
    let target = URL(fileURLWithPath: path)
    let folder = target.deletingLastPathComponent()
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
      throw .renderFailure("cannot write \(path): the folder \(folder.path) does not exist")
    }
    let temporary = folder.appendingPathComponent(".\(target.lastPathComponent).\(getpid()).tmp")
    guard FileManager.default.createFile(atPath: temporary.path, contents: Data(bytes)) else {
      try? FileManager.default.removeItem(at: temporary)
      throw .renderFailure("cannot write \(path): the folder is not writable or the disk is full")
    }
    if rename(temporary.path, target.path) != 0 {
      let reason = String(cString: strerror(errno))
      try? FileManager.default.removeItem(at: temporary)
      throw .renderFailure("cannot write \(path): \(reason)")
    }
  }
}
