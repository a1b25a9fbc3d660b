import Calends
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Writes a batch's files inside its output folder and nowhere else.
///
/// Entry names cannot leave the folder (`OutputPath`), and neither may their files: a
/// symbolic link inside the folder (`out/x.png -> ../victim`, `out/sub -> elsewhere`) would
/// otherwise carry a write outside it. Every folder between the output folder and the file
/// is made here, one level at a time, never through a link; a link, device or FIFO where a
/// folder or the file goes stops that file with an error naming it, and nothing outside is
/// created or replaced. (The output folder itself may be a link: the user named it.)
enum ContainedOutput {
  /// Writes `bytes` as `name` (relative, normalized) inside `folder`, whole or not at all.
  static func write(_ bytes: [UInt8], as name: String, in folder: URL) throws(CalendsError) {
    try AtomicFile.write(bytes, to: try prepare(name, in: folder))
  }

  /// The file's path, once every folder above it exists inside `folder` as a real folder and
  /// the file is absent or a regular file.
  static func prepare(_ name: String, in folder: URL) throws(CalendsError) -> String {
    var path = folder.path
    let parts = name.split(separator: "/")
    for (index, part) in parts.enumerated() {
      path += "/" + part
      let isLast = index == parts.count - 1
      var status = stat()
      if lstat(path, &status) != 0 {
        guard errno == ENOENT else { throw failure(name, path, String(cString: strerror(errno))) }
        if isLast { break }
        if mkdir(path, 0o777) != 0, errno != EEXIST {
          throw failure(name, path, String(cString: strerror(errno)))
        }
        guard lstat(path, &status) == 0 else {
          throw failure(name, path, String(cString: strerror(errno)))
        }
      }
      let kind = status.st_mode & S_IFMT
      if kind == S_IFLNK {
        throw failure(
          name, path,
          "it is a symbolic link, and a batch writes only inside its output folder; remove the link"
        )
      }
      if isLast {
        guard kind == S_IFREG else {
          throw failure(name, path, "it is not a regular file; remove it or rename the entry")
        }
      } else if kind != S_IFDIR {
        throw failure(name, path, "it is not a folder")
      }
    }
    return path
  }

  private static func failure(_ name: String, _ path: String, _ reason: String) -> CalendsError {
    .renderFailure(
      .error(
        .outputWrite, "cannot write \(name): \(path): \(reason)", file: name, form: .fileInMessage))
  }
}
