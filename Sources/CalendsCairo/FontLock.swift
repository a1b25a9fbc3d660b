public import CalendsValues
import Foundation

/// `fonts.lock`: the SHA-256 and size of every shipped font file, so a changed file is
/// noticed instead of silently changing every layout.
///
/// One line per file, `<sha256> <size> <path>`, the path relative to the lock's folder;
/// `#` starts a comment line.
public struct FontLock: Sendable, Equatable {
  public struct Entry: Sendable, Equatable {
    /// Relative to the lock's folder, e.g. `Inter/Inter-Regular.otf`.
    public var path: String
    public var size: Int
    /// Lowercase hex.
    public var sha256: String
  }

  public var entries: [Entry]

  /// Parses the lock's text; a malformed line is an error naming its number. Works on UTF-8
  /// bytes because it runs at every start-up.
  public init(text: String) throws(RenderError) {
    var entries: [Entry] = []
    let space = UInt8(ascii: " ")
    for (index, line) in text.utf8.split(
      separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false
    )
    .enumerated() {
      guard let first = line.first(where: { $0 != space }), first != UInt8(ascii: "#") else {
        continue
      }
      let fields = line.split(separator: space, maxSplits: 2)
      guard fields.count == 3, fields[0].count == 64, fields[0].allSatisfy(Self.isLowercaseHex),
        let size = Int(Substring(fields[1])), size >= 0
      else {
        throw RenderError(
          "\(ShippedFonts.lockFileName) line \(index + 1): expected '<sha256> <size> <path>'")
      }
      entries.append(
        Entry(path: String(Substring(fields[2])), size: size, sha256: String(Substring(fields[0]))))
    }
    self.entries = entries
  }

  private static func isLowercaseHex(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
      || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
  }

  /// Reads `fonts.lock` in `directory`.
  public static func read(directory: String) throws(RenderError) -> FontLock {
    let path = (directory as NSString).appendingPathComponent(ShippedFonts.lockFileName)
    guard let data = FileManager.default.contents(atPath: path) else {
      throw RenderError("cannot read \(path)")
    }
    return try FontLock(text: String(decoding: data, as: UTF8.self))
  }

  /// The cheap check: every file is there with its locked size (one `stat` per file).
  public func checkSizes(in directory: String) throws(RenderError) {
    for entry in entries {
      let path = directory + "/" + entry.path
      var status = stat()
      guard stat(path, &status) == 0 else {
        throw RenderError("the shipped font \(entry.path) is missing from \(directory)")
      }
      guard Int(status.st_size) == entry.size else {
        throw RenderError(
          "the shipped font \(entry.path) was changed: it has \(status.st_size) bytes, "
            + "\(ShippedFonts.lockFileName) says \(entry.size) (in \(directory))")
      }
    }
  }

  /// The full check: hashes every file. For `calends doctor` and the tests.
  public func verify(in directory: String) -> [FontFileCheck] {
    entries.map { entry in
      let path = (directory as NSString).appendingPathComponent(entry.path)
      guard let digest = FileDigest.sha256(ofFileAt: path) else {
        return FontFileCheck(entry: entry, actualSHA256: nil, actualSize: nil)
      }
      return FontFileCheck(entry: entry, actualSHA256: digest.hex, actualSize: digest.size)
    }
  }
}

/// One shipped font file, hashed.
public struct FontFileCheck: Sendable, Equatable {
  /// The file's line in `fonts.lock`: its path in the fonts folder, size and SHA-256.
  public var entry: FontLock.Entry
  /// Nil when the file cannot be read.
  public var actualSHA256: String?
  /// The file's size in bytes as found; nil when it cannot be read.
  public var actualSize: Int?

  /// Whether the file has the SHA-256 and size `fonts.lock` gives; false when it is missing.
  public var matches: Bool { actualSHA256 == entry.sha256 && actualSize == entry.size }

  /// `ok`, `missing`, or `changed`.
  public var status: String {
    if actualSHA256 == nil { return "missing" }
    return matches ? "ok" : "changed"
  }
}

extension FontLock {
  /// The start-up check, made once per process: every locked file is present with the
  /// locked size. Sizes, not hashes, because hashing the ~21 MB takes ~65 ms, more than a
  /// whole `calends render`; a replaced or truncated font almost always changes size, and
  /// `calends doctor` and the tests check every SHA-256.
  static let startupCheck: Result<FontLock, RenderError> = {
    do throws(RenderError) {
      let directory = try ShippedFonts.requireDirectory()
      let lock = try FontLock.read(directory: directory)
      try lock.checkSizes(in: directory)
      return .success(lock)
    } catch {
      return .failure(error)
    }
  }()
}
