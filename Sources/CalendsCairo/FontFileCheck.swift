public import CalendsValues
import Foundation

extension FileLock {
  /// Every locked font is there with its locked size (one `stat` per file).
  public func checkFontSizes(in directory: String) throws(RenderError) {
    for entry in entries { try checkSize(of: entry.path, in: directory, kind: "font") }
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
  public var entry: FileLock.Entry
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

extension FileLock {
  /// The fonts' start-up check, made once per process: every locked file is present with the
  /// locked size. Sizes, not hashes, because hashing the ~21 MB takes ~65 ms, more than a
  /// whole `calends render`; a replaced or truncated font almost always changes size, and
  /// `calends doctor` and the tests check every SHA-256.
  static let fontsAtStartup: Result<FileLock, RenderError> = {
    do throws(RenderError) {
      let directory = try ShippedFonts.requireDirectory()
      let lock = try FileLock.read(ShippedFonts.lockFileName, in: directory)
      try lock.checkFontSizes(in: directory)
      return .success(lock)
    } catch {
      return .failure(error)
    }
  }()
}
