#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The text libical parses: the file's, with every physical line longer than `longest`
/// bytes folded.
///
/// libical's reader (`icalparser_string_line_generator`) takes a line in pieces of 1 KiB and
/// looks for the line's end again for each piece, so a line costs it the square of its
/// length: 191 s for one line of 16 MiB, and a file whose lines end in CR alone is one line
/// to it. Folding is lexical (RFC 5545 §3.1: unfolding removes a line end and the one space
/// after it, before anything else reads the text), so folding a long line gives libical the
/// same content lines, read in time linear in the file. Calends' own scan reads the file as
/// it is.
enum LibICalText {
  /// The longest physical line libical is given, in bytes (folds go before the next UTF-8
  /// character, so a line may be up to 3 bytes longer).
  static let longest = 4096

  /// `text` as libical should read it: without the event properties Calends does not use
  /// (`UnusedProperties`), long lines folded; `text` itself when neither applies.
  static func prepared(_ text: String, bytes: [UInt8]) -> String {
    let used = UnusedProperties.removed(from: bytes)
    guard let folded = folded(used ?? bytes) else {
      return used.map { String(decoding: $0, as: UTF8.self) } ?? text
    }
    return String(decoding: folded, as: UTF8.self)
  }

  /// `bytes` with a fold (CR LF space) after every `longest` bytes of a line; nil when no
  /// line is that long. A fold never splits a UTF-8 sequence.
  static func folded(_ bytes: [UInt8]) -> [UInt8]? {
    bytes.withUnsafeBufferPointer { buffer -> [UInt8]? in
      guard hasLongLine(buffer) else { return nil }
      var result: [UInt8] = []
      result.reserveCapacity(buffer.count + buffer.count / longest * 3 + 3)
      var run = 0
      for byte in buffer {
        if byte == 10 {
          run = 0
        } else if run >= longest && byte & 0xC0 != 0x80 {
          result += [13, 10, 32]
          run = 0
        }
        result.append(byte)
        if byte != 10 { run += 1 }
      }
      return result
    }
  }

  /// Whether some stretch of `buffer` without a line feed is longer than `longest`.
  static func hasLongLine(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = buffer.baseAddress else { return false }
    var start = 0
    while start < buffer.count {
      let remaining = buffer.count - start
      guard let found = memchr(base + start, 10, remaining) else { return remaining > longest }
      let end = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
      if end - start > longest { return true }
      start = end + 1
    }
    return false
  }
}
