import CalendsICal
import Testing

/// Exporters fold at 75 octets, splitting a multi-byte character across lines: unfolded
/// first, then decoded, it reads as the character. A byte that is not UTF-8 is named by its
/// line and place.
@Suite struct EncodingTests {
  typealias F = ICalendarFixture

  /// A Google-shaped event whose SUMMARY is folded inside `é` (2 bytes), `€` (3) and `🎉` (4),
  /// each split after its first byte, with `lineEnd` between lines.
  func splitFile(lineEnd: [UInt8]) -> [UInt8] {
    var bytes: [UInt8] = []
    for line in [
      "BEGIN:VCALENDAR", "PRODID:-//Google Inc//Google Calendar 70.9054//EN", "VERSION:2.0",
      "BEGIN:VEVENT", "UID:a", "DTSTART:20260304T100000Z",
    ] {
      bytes += Array(line.utf8) + lineEnd
    }
    // "SUMMARY:Caf" C3 | A9 " 10 " E2 | 82 AC " " F0 9F | 8E 89
    bytes += Array("SUMMARY:Caf".utf8) + [0xC3] + lineEnd + [32, 0xA9]
    bytes += Array(" 10 ".utf8) + [0xE2] + lineEnd + [9, 0x82, 0xAC]
    bytes += Array(" ".utf8) + [0xF0, 0x9F] + lineEnd + [32, 0x8E, 0x89]
    bytes += lineEnd
    for line in ["END:VEVENT", "END:VCALENDAR"] { bytes += Array(line.utf8) + lineEnd }
    return bytes
  }

  @Test(arguments: [[13, 10], [10]] as [[UInt8]])
  func foldInsideACharacter(lineEnd: [UInt8]) throws {
    for strict in [false, true] {
      let file = try ICalendarFile(
        bytes: splitFile(lineEnd: lineEnd), file: "g.ics", strict: strict)
      #expect(
        try F.listing(file, "2026-03-04", "2026-03-04")
          == ["2026-03-04T10:00:00+00:00 2026-03-04T10:00:00+00:00 Café 10 € 🎉"])
      #expect(file.warnings.isEmpty)
    }
  }

  /// Line numbers after a split character are the file's: a bad RRULE two lines on.
  @Test func linesAfterASplitCharacterKeepTheirNumbers() throws {
    var bytes = splitFile(lineEnd: [13, 10])
    let end = Array("END:VEVENT".utf8)
    let at = bytes.indices.first { bytes[$0...].starts(with: end) }!
    bytes.insert(contentsOf: Array("RRULE:FREQ=FORTNIGHTLY\r\n".utf8), at: at)
    #expect(
      throws: ICalendarError(file: "g.ics", line: 11, message: "bad RRULE 'FREQ=FORTNIGHTLY'")
    ) {
      try ICalendarFile(bytes: bytes, file: "g.ics", strict: true)
    }
  }

  /// A UTF-8 byte order mark before BEGIN:VCALENDAR (Windows exporters) is read past, strict
  /// or not, and lines keep their numbers.
  @Test func byteOrderMark() throws {
    let text = F.calendar(["UID:a\nSUMMARY:Marked\nDTSTART:20260304T100000Z\nRRULE:"])
    for strict in [false, true] {
      let read = Result {
        try ICalendarFile(
          bytes: [0xEF, 0xBB, 0xBF] + Array(text.utf8), file: "b.ics", strict: strict)
      }
      if strict {
        #expect(throws: ICalendarError(file: "b.ics", line: 8, message: "bad RRULE ''")) {
          try read.get()
        }
      } else {
        let file = try read.get()
        #expect(
          try F.listing(file, "2026-03-04", "2026-03-04")
            == ["2026-03-04T10:00:00+00:00 2026-03-04T10:00:00+00:00 Marked"])
        #expect(file.warnings.map(\.line) == [8])
      }
    }
  }

  /// A Latin-1 `é` (E9) on line 4, its 13th byte (offset 58 of the file): strict, an error
  /// naming them; tolerant, U+FFFD and a warning.
  @Test func aByteThatIsNotUTF8() throws {
    var bytes = Array(F.calendar(["UID:a\nSUMMARY:Caf?\nDTSTART:20260304T100000Z"]).utf8)
    let question = bytes.lastIndex(of: UInt8(ascii: "?"))!
    bytes[question] = 0xE9
    let message =
      "not UTF-8: the byte 0xE9 at byte 12 of the line (offset \(question) of the file) is not part of a UTF-8 character"
    #expect(throws: ICalendarError(file: "x.ics", line: 6, message: message)) {
      try ICalendarFile(bytes: bytes, file: "x.ics", strict: true)
    }
    let file = try ICalendarFile(bytes: bytes, file: "x.ics")
    #expect(
      try F.listing(file, "2026-03-04", "2026-03-04")
        == ["2026-03-04T10:00:00+00:00 2026-03-04T10:00:00+00:00 Caf\u{FFFD}"])
    #expect(
      file.warnings == [
        ICalendarError(file: "x.ics", line: 6, message: message + "; read as U+FFFD")
      ])
  }
}
