public import CalendsValues
import Foundation

/// `patterns.lock`: the SHA-256 and size of every shipped pattern file, so that a changed
/// file is noticed instead of silently moving line breaks.
///
/// One line per file, `<sha256> <size> <path>`, the path relative to the lock's folder;
/// `#` starts a comment line. The format of `fonts.lock`.
public struct PatternLock: Sendable, Equatable {
  public struct Entry: Sendable, Equatable {
    /// Relative to the lock's folder, e.g. `de/hyph_de_DE.dic`.
    public var path: String
    public var size: Int
    /// Lowercase hex.
    public var sha256: String
  }

  public var entries: [Entry]

  /// Parses the lock's text; a malformed line is an error naming its number.
  public init(text: String) throws(RenderError) {
    var entries: [Entry] = []
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let trimmed = line.drop { $0 == " " }
      guard let first = trimmed.first, first != "#" else { continue }
      let fields = trimmed.split(separator: " ", maxSplits: 2)
      guard fields.count == 3, fields[0].count == 64,
        fields[0].allSatisfy({ ("0"..."9").contains($0) || ("a"..."f").contains($0) }),
        let size = Int(fields[1]), size >= 0
      else {
        throw RenderError(
          "\(ShippedPatterns.lockFileName) line \(index + 1): expected '<sha256> <size> <path>'")
      }
      entries.append(Entry(path: String(fields[2]), size: size, sha256: String(fields[0])))
    }
    self.entries = entries
  }

  /// Reads `patterns.lock` in `directory`.
  public static func read(directory: String) throws(RenderError) -> PatternLock {
    let path = (directory as NSString).appendingPathComponent(ShippedPatterns.lockFileName)
    guard let data = FileManager.default.contents(atPath: path) else {
      throw RenderError("cannot read \(path)")
    }
    return try PatternLock(text: String(decoding: data, as: UTF8.self))
  }

  /// The check made before a file is loaded: it is locked, present, and of its locked size
  /// (one `stat`; the tests hash every file).
  public func checkSize(of file: String, in directory: String) throws(RenderError) {
    guard let entry = entries.first(where: { $0.path == file }) else {
      throw RenderError(
        "the hyphenation patterns \(file) are not in \(ShippedPatterns.lockFileName) (in \(directory))")
    }
    // `stat` follows a symbolic link to the file, as libhyphen's `fopen` does.
    var status = stat()
    guard stat((directory as NSString).appendingPathComponent(file), &status) == 0 else {
      throw RenderError("the shipped hyphenation patterns \(file) are missing from \(directory)")
    }
    let size = Int(status.st_size)
    guard size == entry.size else {
      throw RenderError(
        "the shipped hyphenation patterns \(file) were changed: the file has \(size) bytes, "
          + "\(ShippedPatterns.lockFileName) says \(entry.size) (in \(directory))")
    }
  }
}
