import Foundation

/// A lock file of shipped data files (`fonts.lock`, `patterns.lock`): the SHA-256 and size of
/// each, so that a changed file is noticed instead of silently changing layouts or line
/// breaks.
///
/// One line per file, `<sha256> <size> <path>`, the path relative to the lock's folder;
/// `#` starts a comment line.
public struct FileLock: Sendable, Equatable {
  public struct Entry: Sendable, Equatable {
    /// Relative to the lock's folder, e.g. `Inter/Inter-Regular.otf`.
    public var path: String
    public var size: Int
    /// Lowercase hex.
    public var sha256: String
  }

  /// The lock file's name, for messages.
  public var name: String
  public var entries: [Entry]

  /// Parses the lock's text; a malformed line is an error naming the file and line. Works on
  /// a byte array because the font lock is read at every start-up: splitting the string's
  /// UTF-8 view took 17,000 instructions a line, 1.4 million for the 81 lines.
  public init(text: String, name: String) throws(RenderError) {
    try self.init(bytes: Array(text.utf8), name: name)
  }

  init(bytes: [UInt8], name: String) throws(RenderError) {
    var entries: [Entry] = []
    let space = UInt8(ascii: " ")
    var lineNumber = 0
    var start = 0
    while start < bytes.count {
      lineNumber += 1
      let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
      defer { start = end + 1 }
      let line = bytes[start..<end]
      guard let first = line.first(where: { $0 != space }), first != UInt8(ascii: "#") else {
        continue
      }
      let fields = line.split(separator: space, maxSplits: 2)
      guard fields.count == 3, fields[0].count == 64, fields[0].allSatisfy(Self.isLowercaseHex),
        let size = Self.decimal(fields[1])
      else {
        throw RenderError("\(name) line \(lineNumber): expected '<sha256> <size> <path>'")
      }
      entries.append(
        Entry(
          path: String(decoding: fields[2], as: UTF8.self), size: size,
          sha256: String(decoding: fields[0], as: UTF8.self)))
    }
    self.name = name
    self.entries = entries
  }

  /// A size: decimal digits only, at most 18 of them.
  private static func decimal(_ digits: ArraySlice<UInt8>) -> Int? {
    guard !digits.isEmpty, digits.count <= 18 else { return nil }
    var value = 0
    for digit in digits {
      guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(digit) else { return nil }
      value = value * 10 + Int(digit - UInt8(ascii: "0"))
    }
    return value
  }

  private static func isLowercaseHex(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
      || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
  }

  /// Reads the lock file `name` in `directory`.
  public static func read(_ name: String, in directory: String) throws(RenderError) -> FileLock {
    let path = (directory as NSString).appendingPathComponent(name)
    guard let data = FileManager.default.contents(atPath: path) else {
      throw RenderError("cannot read \(path)")
    }
    return try FileLock(bytes: [UInt8](data), name: name)
  }

  /// The size of the file at `path` as `stat` gives it (following a symbolic link, as the C
  /// libraries' `fopen` does), or nil when it is missing: the cheap check made before a file
  /// is used, where hashing would cost more than a render.
  public static func size(ofFileAt path: String) -> Int? {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    return Int(status.st_size)
  }
}

extension FileLock {
  /// The check made before a shipped file is used: it is locked, present, and of its locked
  /// size (one `stat`; `calends doctor` and the tests hash every file). `kind` names the
  /// file in messages ("font", "hyphenation pattern").
  public func checkSize(of file: String, in directory: String, kind: String)
    throws(RenderError)
  {
    guard let entry = entries.first(where: { $0.path == file }) else {
      throw RenderError("the \(kind) file \(file) is not in \(name) (in \(directory))")
    }
    // Joined by hand: NSString's path joining bridges both strings, for each of the 72 fonts.
    let path = directory.hasSuffix("/") ? directory + file : directory + "/" + file
    guard let size = Self.size(ofFileAt: path)
    else {
      throw RenderError("the shipped \(kind) file \(file) is missing from \(directory)")
    }
    guard size == entry.size else {
      throw RenderError(
        "the shipped \(kind) file \(file) was changed: it has \(size) bytes, \(name) says "
          + "\(entry.size) (in \(directory))")
    }
  }
}
