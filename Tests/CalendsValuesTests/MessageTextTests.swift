import CalendsValues
import Testing

/// The one helper every message uses to echo user text, and the warning digest.
@Suite struct MessageTextTests {
  @Test func clipping() {
    #expect(MessageText.clipped("short") == "short")
    #expect(
      MessageText.clipped(String(repeating: "x", count: 60)) == String(repeating: "x", count: 60))
    #expect(
      MessageText.clipped(String(repeating: "x", count: 61)) == String(repeating: "x", count: 57)
        + "…")
    let long = MessageText.clipped(
      String(repeating: "y", count: 3_000_000), to: MessageText.maximum)
    #expect(long.unicodeScalars.count == 198 && long.hasSuffix("…"))
  }

  @Test func controlCharactersAreEscaped() {
    #expect(MessageText.clipped("a\nb\tc\r\u{1B}[0m\u{7F}") == #"a\nb\tc\r\u{1B}[0m\u{7F}"#)
  }

  @Test func warningsOfOneKindAreOneLine() {
    let warnings = (1...60_000).map {
      Diagnostic.warning(
        .stylesheetWarning, "unknown property 'p\($0 % 7)' for X", file: "s.nss", line: $0,
        column: 3, form: .compiler)
    }
    let lines = WarningDigest.lines(warnings)
    #expect(lines.count == 1)
    #expect(
      lines.first?.description
        == "s.nss:1:3: warning: unknown property 'p1' for X (and 59,999 more like this: 'p2', 'p3', 'p4', …)"
    )
    #expect(lines.first?.line == 1 && lines.first?.code == .stylesheetWarning)
  }

  /// One kind in two files is two lines: each file is looked at on its own.
  @Test func eachFileHasItsLine() {
    let warnings = (0..<10).map {
      Diagnostic.warning(
        .icalendarWarning, "the DURATION is negative", file: "a\($0 % 2).ics", line: $0,
        form: .fileLine)
    }
    #expect(
      WarningDigest.lines(warnings).map(\.description) == [
        "a0.ics:0: the DURATION is negative (and 4 more like this)",
        "a1.ics:1: the DURATION is negative (and 4 more like this)",
      ])
  }

  /// A file that is not UTF-8 has a bad byte on many lines, each named in hexadecimal
  /// (`0x98`, `0xEC`): one kind, whatever the bytes.
  @Test func hexadecimalBytesAreNumbersToo() {
    let warnings = ["0x98", "0xEC", "0xFB"].enumerated().map { line, byte in
      Diagnostic.warning(
        .icalendarWarning,
        "not UTF-8: the byte \(byte) at byte 2 of the line is not part of a UTF-8 character; read as U+FFFD",
        file: "junk.ics", line: line + 2)
    }
    let lines = WarningDigest.lines(warnings)
    #expect(lines.count == 1)
    #expect(lines.first?.description.hasSuffix("(and 2 more like this)") == true)
  }

  @Test func differentKindsAreEachShownAndTheTotalIsBounded() {
    let fonts = ["font family 'A' is not installed", "font family 'B' is not installed"].map {
      Diagnostic.warning(.font, $0)
    }
    // Folded, the second font is still named: a user fixing fonts needs every family.
    #expect(WarningDigest.lines(fonts) == [fonts[0].with(" (and 1 more like this: 'B')")])
    let kinds = (0..<60_000).flatMap { kind in
      (0..<2).map { _ in
        Diagnostic.warning(
          .warning, "warning of kind " + String(repeating: "k", count: kind % 50),
          file: "f\(kind / 50)")
      }
    }
    let lines = WarningDigest.lines(kinds)
    #expect(lines.count == WarningDigest.total + 1)
    #expect(lines.last == .warning(.moreWarnings, "…and 119,960 more warnings"))
  }
}

extension Diagnostic {
  fileprivate func with(_ suffix: String) -> Diagnostic {
    var diagnostic = self
    diagnostic.message += suffix
    return diagnostic
  }
}
