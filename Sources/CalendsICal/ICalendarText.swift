/// The bytes of an iCalendar file as UTF-8 text.
///
/// RFC 5545 folds lines at 75 octets, and exporters fold there even inside a multi-byte
/// character (Google, Outlook: `é` as C3, line end, space, A9): such a file is not UTF-8 as
/// it lies on disk, only once unfolded. Unfolding comes first (§3.1), so a fold that splits
/// a character is moved after it — the bytes keep their count and lines, so every offset
/// and line number stays the file's — and only then is the text decoded.
enum ICalendarText {
  /// `bytes` with every fold (CR LF or LF, then a space or tab) that splits a UTF-8
  /// character moved after that character's last byte.
  static func mendingSplitCharacters(_ bytes: [UInt8]) -> [UInt8] {
    var bytes = bytes
    var index = 0
    while index < bytes.count {
      guard bytes[index] == 10, index + 1 < bytes.count,
        bytes[index + 1] == 32 || bytes[index + 1] == 9
      else {
        index += 1
        continue
      }
      let lineFeed = index
      index += 1
      // The line's text ends before the CR, if there is one.
      let end = lineFeed > 0 && bytes[lineFeed - 1] == 13 ? lineFeed - 1 : lineFeed
      var lead = end - 1
      var present = 0
      while lead >= 0, present < 3, bytes[lead] & 0xC0 == 0x80 {
        lead -= 1
        present += 1
      }
      guard lead >= 0, bytes[lead] >= 0xC2, bytes[lead] <= 0xF4 else { continue }
      let length = bytes[lead] >= 0xF0 ? 4 : bytes[lead] >= 0xE0 ? 3 : 2
      let missing = length - 1 - present
      let rest = lineFeed + 2
      guard missing > 0, rest + missing <= bytes.count,
        bytes[rest..<(rest + missing)].allSatisfy({ $0 & 0xC0 == 0x80 })
      else { continue }
      let fold = Array(bytes[end..<rest])
      bytes.replaceSubrange(end..<(rest + missing), with: bytes[rest..<(rest + missing)] + fold)
      index = end + missing + fold.count
    }
    return bytes
  }

  /// Where `bytes` are not UTF-8: the offset of the first byte of each line that is not part
  /// of a character, with its physical line (1-based) and its place in the line (1-based).
  static func firstInvalidByteOfEachLine(_ bytes: [UInt8]) -> [(
    offset: Int, line: Int, column: Int
  )] {
    var found: [(Int, Int, Int)] = []
    var line = 1
    var lineStart = 0
    var offset = 0
    var reported = 0
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let scalar):
        if scalar.count == 1 && scalar.first == 10 {
          line += 1
          lineStart = offset + 1
        }
        offset += scalar.count
      case .error(let length):
        if reported < line {
          found.append((offset, line, offset - lineStart + 1))
          reported = line
        }
        offset += length
      case .emptyInput:
        return found
      }
    }
  }
}
