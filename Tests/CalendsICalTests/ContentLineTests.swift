import Testing

@testable import CalendsICal

/// The lexical layer's lines: what each keeps, and how little it takes, since a 16 MB feed
/// holds 1.7 million of them at once.
@Suite struct ContentLineTests {
  @Test func aLineKeepsItsNameParametersValueAndPlace() throws {
    let bytes = Array("BEGIN:VEVENT\r\nsummary;LANGUAGE=de:Mittag\r\n essen\r\nEND:VEVENT\r\n".utf8)
    let lines = try ContentLine.lines(of: bytes, file: "x.ics")
    #expect(lines.map(\.name) == ["BEGIN", "SUMMARY", "END"])
    let summary = lines[1]
    #expect(summary.line == 2)
    #expect(String(decoding: summary.head, as: UTF8.self) == ";LANGUAGE=de")
    #expect(summary.value == "Mittagessen")
    #expect(summary.length == ";LANGUAGE=de:Mittagessen".utf8.count + "summary".utf8.count)
    #expect(summary.range == 14..<50, "from its first physical line to its last line end")
    #expect(lines[0].head.isEmpty && lines[0].value == "VEVENT")
  }

  /// The array of lines is allocated once at its size: the count is of logical lines, a
  /// fold (a line starting with a space or tab) being part of the one before.
  @Test func theLinesAreCountedBeforeTheyAreRead() throws {
    let bytes = Array("A:1\r\nB:2\r\n 3\r\n\tC\r\nD:4".utf8)
    #expect(ContentLine.logicalLineCount(bytes) == 3)
    #expect(try ContentLine.lines(of: bytes, file: "x.ics").count == 3)
  }

  /// 72 bytes a line, down from 112: at 1.7 million lines, 68 MB less at a large feed's peak.
  @Test func aLineTakesAtMost72Bytes() {
    #expect(MemoryLayout<ContentLine>.stride <= 72)
  }
}

extension ContentLineTests {
  /// An event's `X-` lines are read but not kept (Calends reads none, libical never sees
  /// them); the calendar's own (`X-WR-CALNAME`) are kept, and a broken `X-` line inside an
  /// event is still named.
  @Test func anEventsExtensionLinesAreReadButNotKept() throws {
    let text = """
      BEGIN:VCALENDAR\r
      X-WR-CALNAME:Team\r
      BEGIN:VEVENT\r
      X-MICROSOFT-CDO-BUSYSTATUS:BUSY\r
      SUMMARY:Review\r
      BEGIN:VALARM\r
      X-WR-ALARMUID:1\r
      END:VALARM\r
      X-AFTER-ALARM:1\r
      END:VEVENT\r
      X-WR-TIMEZONE:Europe/Berlin\r
      END:VCALENDAR\r

      """
    let lines = try ContentLine.lines(of: Array(text.utf8), file: "x.ics")
    #expect(
      lines.map(\.name) == [
        "BEGIN", "X-WR-CALNAME", "BEGIN", "SUMMARY", "BEGIN", "END", "END", "X-WR-TIMEZONE", "END",
      ])
    var skipped: [Int] = []
    let broken = Array("BEGIN:VEVENT\r\nX-BROKEN\r\nEND:VEVENT\r\n".utf8)
    _ = try ContentLine.lines(of: broken, file: "x.ics") { error, _ in skipped.append(error.line) }
    #expect(skipped == [2])
  }
}
