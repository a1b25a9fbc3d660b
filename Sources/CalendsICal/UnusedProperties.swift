/// The properties of an event that Calends draws from, and the rest taken out before
/// libical reads a file.
///
/// libical builds a tree of every property and parameter it reads; a feed's events carry
/// many Calends never looks at (DESCRIPTION, ATTENDEE, a dozen `X-` properties, VALARMs),
/// and the tree was most of the memory a large feed took (a 16.5 MB file of 100,000 events
/// with 13 `X-` properties each). Calends' own scan still reads every line, so a broken
/// line is named as before; only libical's copy is smaller. It also means libical no longer
/// complains of values Calends does not use (an empty `DESCRIPTION:` in a Google export).
enum UnusedProperties {
  /// What an event's occurrences are made of, and what ranks two copies of one event. Not
  /// RRULE: Calends keeps a rule's text from its own scan (`RuleLine`) and has libical read
  /// it only to expand it, since libical's tree keeps 2.9 KB for each parsed rule.
  static let eventProperties: Set<String> = [
    "UID", "SUMMARY", "LOCATION", "STATUS", "COLOR", "DTSTART", "DTEND", "DURATION", "EXDATE",
    "RDATE", "RECURRENCE-ID", "SEQUENCE", "DTSTAMP", "LAST-MODIFIED",
  ]

  private static let vevent = Array("VEVENT".utf8)
  private static let begin = Array("BEGIN".utf8)
  private static let endName = Array("END".utf8)

  /// `bytes` without the lines of VEVENTs that name no property Calends reads (their folded
  /// continuations too) and without components inside a VEVENT (VALARM); nil when nothing
  /// is taken out.
  static func removed(from bytes: [UInt8]) -> [UInt8]? {
    var result: [UInt8] = []
    var removedAny = false
    /// Component names from the outermost, upper-cased.
    var open: [[UInt8]] = []
    /// Inside a VEVENT, the depth of components nested in it (VALARM): all dropped.
    var nested = 0
    var dropping = false
    var start = 0
    let count = bytes.count
    while start < count {
      var end = start
      while end < count && bytes[end] != 10 { end += 1 }
      let next = min(end + 1, count)
      let isContinuation = bytes[start] == 32 || bytes[start] == 9
      var keep = true
      if isContinuation {
        keep = !dropping
      } else {
        let inEvent = open.last == Self.vevent
        if inEvent, nested == 0, end - start > 2, bytes[start] | 0x20 == 0x78,
          bytes[start + 1] == 45
        {
          // `X-…` inside an event, the most common line a feed carries that Calends never
          // reads: dropped without building its name.
          dropping = true
          removedAny = true
          start = next
          continue
        }
        let name = propertyName(bytes, from: start, to: end)
        if name == Self.begin {
          let component = value(bytes, from: start, to: end)
          if inEvent || nested > 0 {
            nested += 1
            keep = false
          } else {
            open.append(component)
          }
        } else if name == Self.endName {
          if nested > 0 {
            nested -= 1
            keep = false
          } else if !open.isEmpty {
            open.removeLast()
          }
        } else if nested > 0 {
          keep = false
        } else if inEvent {
          keep =
            eventProperties.contains(String(decoding: name, as: UTF8.self))
            && !isEmptyText(bytes, from: start, to: end, name: name)
        }
        dropping = !keep
      }
      if keep {
        result.append(contentsOf: bytes[start..<next])
      } else {
        removedAny = true
      }
      start = next
    }
    return removedAny ? result : nil
  }

  /// The line's name, upper-cased: up to its first `;` or `:`.
  static func propertyName(_ bytes: [UInt8], from start: Int, to end: Int) -> [UInt8] {
    var name: [UInt8] = []
    var index = start
    while index < end, bytes[index] != 59, bytes[index] != 58, bytes[index] != 13 {
      let byte = bytes[index]
      name.append(byte >= 97 && byte <= 122 ? byte - 32 : byte)
      index += 1
    }
    return name
  }

  /// A BEGIN or END line's value, upper-cased, without its line end.
  static func value(_ bytes: [UInt8], from start: Int, to end: Int) -> [UInt8] {
    guard let colon = bytes[start..<end].firstIndex(of: 58) else { return [] }
    return bytes[(colon + 1)..<end].filter { $0 != 13 && $0 != 32 }.map {
      $0 >= 97 && $0 <= 122 ? $0 - 32 : $0
    }
  }

  /// An empty SUMMARY or LOCATION (`LOCATION:`) says nothing; libical would call it an error.
  static func isEmptyText(_ bytes: [UInt8], from start: Int, to end: Int, name: [UInt8]) -> Bool {
    guard name == Array("SUMMARY".utf8) || name == Array("LOCATION".utf8) else { return false }
    guard let colon = bytes[start..<end].firstIndex(of: 58) else { return false }
    let rest = bytes[(colon + 1)..<end].filter { $0 != 13 }
    // A folded value continues on the next line: not empty.
    let next = end + 1
    let folded = next < bytes.count && (bytes[next] == 32 || bytes[next] == 9)
    return rest.isEmpty && !folded
  }
}
