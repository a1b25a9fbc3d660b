import Foundation

/// Reads a spec or manifest without trusting its size.
///
/// The size on disk says nothing for a pipe, `/dev/zero` or a file that grows while read,
/// and `Data(contentsOf:)` would read any of them until memory runs out. Reading stops one
/// byte past the limit, so an input over it is refused after at most that much.
package enum InputFile {
  /// The path that means standard input, as in most command-line tools.
  package static let standardInputPath = "-"

  package static func read(_ path: String, limit: Int, noun: String) throws(CalendsError) -> Data {
    if path == standardInputPath { return try readStandardInput(limit: limit, noun: noun) }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw .badInput("\(path): cannot read the \(noun): no such file")
    }
    guard !isDirectory.boolValue else {
      throw .badInput("\(path): cannot read the \(noun): it is a folder")
    }
    if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int,
      size > limit
    {
      throw .badInput("\(path): the \(noun) is \(size) bytes, over the limit of \(limit)")
    }
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw .badInput("\(path): cannot read the \(noun): permission denied")
    }
    defer { try? handle.close() }
    let data: Data
    do {
      data = try handle.read(upToCount: limit + 1) ?? Data()
    } catch {
      throw .badInput("\(path): cannot read the \(noun): \(error.localizedDescription)")
    }
    guard data.count <= limit else {
      throw .badInput(
        "\(path): the \(noun) is more than \(limit) bytes, over the limit of \(limit)")
    }
    return data
  }

  /// Standard input, read once as a stream (a pipe says nothing of its size), stopping one
  /// byte past the limit.
  private static func readStandardInput(limit: Int, noun: String) throws(CalendsError) -> Data {
    var data = Data()
    while data.count <= limit {
      let chunk: Data?
      do {
        chunk = try FileHandle.standardInput.read(upToCount: min(1 << 16, limit + 1 - data.count))
      } catch {
        throw .badInput(
          "standard input: cannot read the \(noun): \(error.localizedDescription)")
      }
      guard let chunk, !chunk.isEmpty else { return data }
      data.append(chunk)
    }
    throw .badInput(
      "standard input: the \(noun) is more than \(limit) bytes, over the limit of \(limit)")
  }
}
