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
