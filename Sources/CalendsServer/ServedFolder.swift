#if Server
import CalendsValues
import Foundation
import Hummingbird

/// A folder the server reads files from by name (`--specs`, `--themes`, `--calendars`), and
/// nothing outside it: a request can name a file, never give a path.
///
/// A name is one path component (letters, digits, `-`, `_`, `.`, not starting with `.`), so
/// `..`, `/`, `\` and absolute paths are refused (400) before the file system is asked. The
/// file found is then resolved through its symlinks, and one that leads out of the folder
/// is refused (403): a link inside the folder to `/etc/passwd` serves nothing.
struct ServedFolder: Sendable {
  /// The folder's real path (symlinks resolved), with no trailing slash.
  let root: String
  /// What a name in it is called in messages (`theme`, `calendars[0].ics`, `spec`).
  let noun: String

  init(_ url: URL, noun: String) throws(ServerError) {
    guard let root = ServedFolder.realPath(url.path) else {
      throw ServerError(
        status: .internalServerError,
        diagnostics: [
          .error(
            .fileNotFound, "the \(noun) folder \(url.path) does not exist", file: url.path,
            form: .fileInMessage)
        ])
    }
    self.root = root
    self.noun = noun
  }

  /// Whether `name` is a bare file name the server accepts.
  static func isName(_ name: String) -> Bool {
    guard let first = name.utf8.first, first != UInt8(ascii: "."), name.utf8.count <= 128 else {
      return false
    }
    return name.utf8.allSatisfy { byte in
      (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
        || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
        || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
        || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".")
    }
  }

  /// The real path of the first of `candidates` (file names) that exists in the folder.
  /// `field` names what the client sent, for the messages.
  func file(
    _ candidates: [String], field: String, shown name: String,
    missing: HTTPResponse.Status = .notFound
  ) throws(ServerError) -> String {
    guard ServedFolder.isName(name), candidates.allSatisfy(ServedFolder.isName) else {
      throw .badRequest(
        "'\(name.prefix(80))' is not a name: it names a file in the server's \(noun) folder (letters, digits, '-', '_' and '.'; no paths)",
        field: field)
    }
    for candidate in candidates {
      let path = root + "/" + candidate
      // realpath(3) both checks that the file is there and resolves every link on the way
      // (a missing file, a dangling link or a loop is not there).
      guard let real = ServedFolder.realPath(path) else { continue }
      guard real.hasPrefix(root + "/") else {
        throw .forbidden("'\(name)' leads out of the server's \(noun) folder", field: field)
      }
      return real
    }
    throw ServerError(status: missing, message: "no \(noun) named '\(name)'", field: field)
  }

  static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}
#endif  // Server
