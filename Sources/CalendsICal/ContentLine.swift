/// One logical line of an iCalendar file (RFC 5545 §3.1) after unfolding, with the physical
/// line it starts on: libical reports no line numbers, so the adapter keeps its own.
///
/// This is only the lexical layer (folding, `NAME;PARAM=…:VALUE`); values are checked and
/// interpreted by libical. It works on bytes — a 10,000-event file is 200,000 lines, and
/// walking them as Swift `Character`s cost more than libical's whole parse — and decodes
/// only the values and parameters the checks read.
struct ContentLine {
  /// The whole line, unfolded, without its line end: a slice of the file's bytes, or of
  /// the joined pieces of a folded line.
  private let text: ArraySlice<UInt8>
  /// Upper-cased property name (`DTSTART`, `BEGIN`, `X-WR-CALNAME`).
  let name: String
  // Offsets in 32 bits: a file is at most 16 MiB (`ICalendarLimits`), and a 16 MB file is
  // 1.7 million lines, so each byte here is 1.7 MB of a large feed's peak memory (the line
  // was 112 bytes with `Int`s and three slices; it is 72).
  private let firstLine: Int32
  private let rangeStart: Int32
  private let rangeEnd: Int32
  /// Where the parameters (`;…`) begin and the value begins, from the start of `text`.
  private let headOffset: Int32
  private let valueOffset: Int32

  init(
    line: Int, range: Range<Int>, name: String, text: ArraySlice<UInt8>, headStart: Int,
    colon: Int
  ) {
    self.text = text
    self.name = name
    firstLine = Int32(clamping: line)
    rangeStart = Int32(clamping: range.lowerBound)
    rangeEnd = Int32(clamping: range.upperBound)
    headOffset = Int32(clamping: headStart - text.startIndex)
    valueOffset = Int32(clamping: colon + 1 - text.startIndex)
  }

  /// The physical line it starts on.
  var line: Int { Int(firstLine) }
  /// Its bytes in the file, from its first physical line to the end of its last (line ends
  /// included): what leaves the file when a property is dropped (`ICalendarFile`).
  var range: Range<Int> { Int(rangeStart)..<Int(rangeEnd) }
  /// `;PARAM=…` after the name, up to the colon (empty without parameters).
  var head: ArraySlice<UInt8> {
    text[(text.startIndex + Int(headOffset))..<(text.startIndex + Int(valueOffset) - 1)]
  }
  var valueBytes: ArraySlice<UInt8> { text[(text.startIndex + Int(valueOffset))...] }
  /// The line's length in bytes, unfolded, without its line end.
  var length: Int { text.count }

  var value: String { String(decoding: valueBytes, as: UTF8.self) }

  /// The name as a message shows it: its first 40 characters (a line that is all name can
  /// be megabytes long).
  var shownName: String { name.count > 40 ? String(name.prefix(40)) + "…" : name }

  /// How many `;PARAM=…` the line has: the semicolons before the colon outside quotes.
  var parameterCount: Int {
    var count = 0
    var quoted = false
    for byte in head {
      if byte == UInt8(ascii: "\"") {
        quoted.toggle()
      } else if byte == UInt8(ascii: ";") && !quoted {
        count += 1
      }
    }
    return count
  }

  /// Whether some logical line of `bytes` has more than `limit` parameters, counted as
  /// `parameterCount` counts them, or is longer than `longest` bytes, counted as `length`
  /// counts them (unfolded, without its line end), in one pass over the bytes without
  /// splitting lines: such a file must not reach libical before the scan has taken those
  /// lines out (`ICalendarLimits.parametersPerLine`, `lineBytes`).
  static func someLine(
    of bytes: [UInt8], hasMoreParametersThan limit: Int, orMoreBytesThan longest: Int = .max
  ) -> Bool {
    var count = 0
    var quoted = false
    var inHead = true
    var atLineStart = true
    var length = 0
    /// A CR was the last byte: part of the line unless a LF follows it.
    var carriageReturn = false
    for byte in bytes {
      if atLineStart {
        atLineStart = false
        // A space or tab continues the line before (a fold), and is no part of it.
        if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") { continue }
        (count, quoted, inHead, length) = (0, false, true, 0)
      }
      if byte == UInt8(ascii: "\n") {
        atLineStart = true
        carriageReturn = false
        continue
      }
      if carriageReturn { length += 1 }
      carriageReturn = byte == UInt8(ascii: "\r")
      if !carriageReturn {
        length += 1
        if length > longest { return true }
      }
      if !inHead || carriageReturn {
        continue
      } else if byte == UInt8(ascii: "\"") {
        quoted.toggle()
      } else if quoted {
        continue
      } else if byte == UInt8(ascii: ";") {
        count += 1
        if count > limit { return true }
      } else if byte == UInt8(ascii: ":") {
        inHead = false
      }
    }
    return false
  }

  /// Whether some `END:` line of `bytes` closes no open component, or another than the one
  /// open (names compared without case), found in one pass without splitting lines. libical
  /// meets such a line by printing "Encountered END before BEGIN" to standard error, a line
  /// per stray END, and closing what is open early; such a file must not reach it before
  /// the scan has taken those lines out (`ICalendarScan`). A folded BEGIN or END line counts
  /// as unmatched: it is rare, and the careful path reads it right.
  static func someEndIsUnmatched(in bytes: [UInt8]) -> Bool {
    var open: [ArraySlice<UInt8>] = []
    var index = 0
    let count = bytes.count
    func upper(_ byte: UInt8) -> UInt8 {
      byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") ? byte - 32 : byte
    }
    func starts(with word: StaticString, at start: Int) -> Bool {
      let length = word.utf8CodeUnitCount
      guard start + length <= count else { return false }
      return word.withUTF8Buffer { letters in
        (0..<length).allSatisfy { upper(bytes[start + $0]) == letters[$0] }
      }
    }
    while index < count {
      var end = index
      while end < count && bytes[end] != UInt8(ascii: "\n") { end += 1 }
      let next = end + 1
      let isBegin = starts(with: "BEGIN:", at: index)
      let isEnd = !isBegin && starts(with: "END:", at: index)
      if isBegin || isEnd {
        if next < count, bytes[next] == UInt8(ascii: " ") || bytes[next] == UInt8(ascii: "\t") {
          return true
        }
        var valueEnd = end
        if valueEnd > index, bytes[valueEnd - 1] == UInt8(ascii: "\r") { valueEnd -= 1 }
        let name = bytes[(index + (isBegin ? 6 : 4))..<max(valueEnd, index + (isBegin ? 6 : 4))]
        if isBegin {
          open.append(name)
        } else {
          guard let last = open.popLast(), last.count == name.count,
            zip(last, name).allSatisfy({ upper($0) == upper($1) })
          else { return true }
        }
      }
      index = next
    }
    return false
  }

  /// The parameter `name` (upper case), quotes removed; nil when absent. Read on bytes: it
  /// runs for every time property of every event.
  func parameter(_ name: String) -> String? {
    var start = head.startIndex
    while start < head.endIndex {
      var end = start
      while end < head.endIndex && head[end] != UInt8(ascii: ";") { end += 1 }
      if end > start, let value = ContentLine.value(of: head[start..<end], named: name) {
        return value
      }
      start = end + 1
    }
    return nil
  }

  /// The value of one `KEY=VALUE` parameter when its key, upper-cased, is `name`.
  static func value(of parameter: ArraySlice<UInt8>, named name: String) -> String? {
    guard let equals = parameter.firstIndex(of: UInt8(ascii: "=")) else { return nil }
    let key = parameter[..<equals]
    let matches =
      key.allSatisfy { $0 < 0x80 }
      ? key.elementsEqual(name.utf8) { ($0 >= 97 && $0 <= 122 ? $0 - 32 : $0) == $1 }
      : String(decoding: key, as: UTF8.self).uppercased() == name
    guard matches else { return nil }
    var value = parameter[(equals + 1)...]
    if value.count >= 2, value.first == UInt8(ascii: "\""), value.last == UInt8(ascii: "\"") {
      value = value.dropFirst().dropLast()
    }
    return String(decoding: value, as: UTF8.self)
  }

  /// Splits `bytes` into logical lines: a line that starts with a space or tab continues the
  /// previous one. Blank lines are skipped. A line without a `:` is an error at its line, or,
  /// given `skipping`, is handed to it (the error and the line's bytes) and left out.
  ///
  /// Linear in the file's size: a folded line's pieces are joined once, when it ends (joining
  /// them as they came copied the line so far for every continuation: a 2 MiB file of short
  /// continuations took 5.4 s).
  static func lines(
    of bytes: [UInt8], file: String,
    skipping: ((ICalendarError, Range<Int>) -> Void)? = nil
  ) throws(ICalendarError) -> [ContentLine] {
    var result: [ContentLine] = []
    // As many as there are, so a large file's array is allocated once, never doubled (a
    // doubling holds both buffers: half again the memory at the peak).
    result.reserveCapacity(logicalLineCount(bytes))
    /// The logical line being read: its first physical line, its text (the first piece, or
    /// every piece joined once it is folded) and where its bytes begin and end.
    var open: (line: Int, text: ArraySlice<UInt8>, start: Int)?
    var joined: [UInt8] = []
    var folded = false
    var openEnd = 0
    var physical = 0
    var start = 0
    /// Inside a VEVENT (and what it nests): its `X-` lines are read, so a broken one is still
    /// named, but not kept, unless over a limit libical is kept from (the scan says so). Calends reads no extension property of an event, and libical
    /// never sees them (`UnusedProperties`); an Outlook export has eight an event, a hostile
    /// feed a dozen, and kept they were most of the scan's memory.
    var eventDepth = 0
    func add(_ text: ArraySlice<UInt8>, line: Int, range: Range<Int>) throws(ICalendarError) {
      do {
        let parsed = try parse(text, line: line, range: range, file: file)
        if eventDepth > 0, parsed.name.utf8.starts(with: "X-".utf8),
          ICalendarScan.overLimit(parsed) == nil
        {
          return
        }
        if parsed.name == "BEGIN" {
          // As the scan reads components: one that belongs in the VCALENDAR ends what is open.
          let component = parsed.value.uppercased()
          if component == "VEVENT" {
            eventDepth = 1
          } else if ICalendarScan.calendarChildren.contains(component) {
            eventDepth = 0
          } else if eventDepth > 0 {
            eventDepth += 1
          }
        } else if parsed.name == "END", eventDepth > 0 {
          eventDepth -= 1
        }
        result.append(parsed)
      } catch {
        guard let skipping else { throw error }
        skipping(error, range)
      }
    }
    while start < bytes.count {
      physical += 1
      var end = start
      while end < bytes.count && bytes[end] != 10 { end += 1 }
      let next = min(end + 1, bytes.count)
      if end > start && bytes[end - 1] == 13 { end -= 1 }
      let piece = bytes[start..<end]
      let pieceStart = start
      start = next
      if let first = piece.first, first == 32 || first == 9, let current = open {
        // A folded line: the rest of its text joins the line it continues.
        if !folded {
          joined = Array(current.text)
          folded = true
        }
        joined += piece.dropFirst()
        openEnd = next
        continue
      }
      if let done = open {
        let text = folded ? ArraySlice(joined) : done.text
        try add(text, line: done.line, range: done.start..<openEnd)
        joined = []
        folded = false
      }
      open = piece.isEmpty ? nil : (physical, piece, pieceStart)
      openEnd = next
    }
    if let done = open {
      let text = folded ? ArraySlice(joined) : done.text
      try add(text, line: done.line, range: done.start..<openEnd)
    }
    return result
  }

  /// How many logical lines `bytes` holds at most: its line ends not followed by a fold,
  /// and a last line without one.
  static func logicalLineCount(_ bytes: [UInt8]) -> Int {
    var count = 0
    var atLineStart = true
    for byte in bytes {
      if atLineStart && byte != 32 && byte != 9 { count += 1 }
      atLineStart = byte == 10
    }
    return count
  }

  static func parse(
    _ text: ArraySlice<UInt8>, line: Int, range: Range<Int>, file: String
  ) throws(ICalendarError) -> ContentLine {
    var inQuotes = false
    var colon: Int?
    var nameEnd: Int?
    for index in text.indices {
      let byte = text[index]
      if byte == UInt8(ascii: "\"") { inQuotes.toggle() }
      if byte == UInt8(ascii: ";") && nameEnd == nil { nameEnd = index }
      if byte == UInt8(ascii: ":") && !inQuotes {
        colon = index
        break
      }
    }
    guard let colon else {
      let shown = String(decoding: text.prefix(40), as: UTF8.self) + (text.count > 40 ? "…" : "")
      throw ICalendarError(
        file: file, line: line, message: "'\(shown)' is not a content line (NAME:VALUE)")
    }
    let end = min(nameEnd ?? colon, colon)
    return ContentLine(
      line: line, range: range, name: String(decoding: text[..<end], as: UTF8.self).uppercased(),
      text: text, headStart: end, colon: colon)
  }
}
