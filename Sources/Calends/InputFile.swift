import CalendsValues
package import Foundation

/// Reads a spec or manifest without trusting its size: once, as a stream, stopping one byte
/// past the limit (`BoundedInput`), so a FIFO, `/dev/stdin` or `/dev/zero` is read like a
/// file and an input over the limit is refused after at most that much.
package enum InputFile {
  /// The path that means standard input, as in most command-line tools.
  package static let standardInputPath = "-"

  package static func read(_ path: String, limit: Int, noun: String) throws(CalendsError) -> Data {
    let isStandardInput = path == standardInputPath
    let name = isStandardInput ? "standard input" : path
    do {
      return Data(
        isStandardInput
          ? try BoundedInput.readStandardInput(limit: limit)
          : try BoundedInput.read(path: path, limit: limit))
    } catch {
      let code: Diagnostic.Code =
        switch error {
        case .noSuchFile: .fileNotFound
        case .isFolder, .permissionDenied, .unreadable: .fileUnreadable
        case .overLimit: .badInput
        }
      throw .badInput(.error(code, message(error, noun: noun, limit: limit), file: name))
    }
  }

  static func message(_ failure: BoundedInput.Failure, noun: String, limit: Int) -> String {
    switch failure {
    case .noSuchFile: return "cannot read the \(noun): no such file"
    case .isFolder: return "cannot read the \(noun): it is a folder"
    case .permissionDenied: return "cannot read the \(noun): permission denied"
    case .unreadable(let reason): return "cannot read the \(noun): \(reason)"
    case .overLimit(let size?): return "the \(noun) is \(size) bytes, over the limit of \(limit)"
    case .overLimit(nil):
      return "the \(noun) is more than \(limit) bytes, over the limit of \(limit)"
    }
  }
}
