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

  @Test func warningsOfOneKindAreCounted() {
    let warnings = (1...60_000).map {
      Diagnostic.warning(
        .stylesheetWarning, "unknown property 'p\($0 % 7)' for X", file: "s.nss", line: $0,
        column: 3, form: .compiler)
    }
    let lines = WarningDigest.lines(warnings)
    #expect(lines.count == 4)
    #expect(lines[0] == warnings[0])
    #expect(lines[0].description == "s.nss:1:3: warning: unknown property 'p1' for X")
    #expect(
      lines[3]
        == .warning(
          .moreWarnings, "…and 59,997 more like: s.nss:4:3: warning: unknown property 'p4' for X"))
  }

  @Test func differentKindsAreEachShownAndTheTotalIsBounded() {
    let fonts = ["font family 'A' is not installed", "font family 'B' is not installed"].map {
      Diagnostic.warning(.font, $0)
    }
    #expect(WarningDigest.lines(fonts) == fonts)
    let kinds = (0..<40).flatMap { kind in
      (0..<5).map { _ in
        Diagnostic.warning(.warning, "warning of kind " + String(repeating: "k", count: kind))
      }
    }
    let lines = WarningDigest.lines(kinds)
    #expect(lines.count == WarningDigest.total + WarningDigest.summarisedKinds + 1)
    #expect(lines.last == .warning(.moreWarnings, "…and 170 more warnings"))
  }
}
