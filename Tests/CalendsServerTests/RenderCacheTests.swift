#if Server
import Calends
import Testing

@testable import CalendsServer

/// The output cache is bounded in bytes and drops the least recently used first.
@Suite struct RenderCacheTests {
  static func image(_ byte: UInt8, _ count: Int, warnings: [Diagnostic] = []) -> RenderedImage {
    RenderedImage(bytes: [UInt8](repeating: byte, count: count), warnings: warnings)
  }

  @Test func evictsTheLeastRecentlyUsedToStayUnderItsBytes() {
    let cache = RenderCache(capacity: 100)
    cache.put("a", Self.image(1, 40))
    cache.put("b", Self.image(2, 40))
    #expect(cache.get("a") != nil)  // a is now the most recent
    cache.put("c", Self.image(3, 40))
    #expect(cache.get("b") == nil)
    #expect(cache.get("a")?.bytes.first == 1)
    #expect(cache.get("c")?.bytes.first == 3)
    #expect(cache.byteCount == 80)
  }

  @Test func anOutputLargerThanTheCacheIsNotKept() {
    let cache = RenderCache(capacity: 10)
    cache.put("big", Self.image(0, 11))
    #expect(cache.get("big") == nil)
    #expect(cache.byteCount == 0)
    let off = RenderCache(capacity: 0)
    off.put("x", Self.image(1, 1))
    #expect(off.get("x") == nil)
  }

  @Test func replacingAKeyCountsItsBytesOnce() {
    let cache = RenderCache(capacity: 100)
    cache.put("a", Self.image(1, 60))
    cache.put("a", Self.image(2, 30))
    #expect(cache.byteCount == 30)
    #expect(cache.count == 1)
  }

  /// A cached answer carries the first answer's warnings, and they count toward the bound.
  @Test func warningsAreKeptWithTheBytesAndCounted() {
    let cache = RenderCache(capacity: 100)
    let warning = Diagnostic.warning(
      .icalendarWarning, "bad RRULE", file: "work.ics", line: 3, form: .fileLine)
    cache.put("a", Self.image(1, 20, warnings: [warning]))
    #expect(cache.get("a")?.warnings == [warning])
    #expect(cache.byteCount == 20 + "work.ics:3: bad RRULE".utf8.count)
  }
}

/// How a warning travels in a header field: visible ASCII as it is, the rest percent-encoded.
@Suite struct WarningFieldTests {
  @Test func visibleASCIIStaysAndTheRestIsPercentEncoded() {
    #expect(CalendsServer.fieldValue("work.ics:12: bad RRULE ''") == "work.ics:12: bad RRULE ''")
    #expect(CalendsServer.fieldValue("100% € \n\r\u{1}") == "100%25 %E2%82%AC %0A%0D%01")
    #expect(CalendsServer.fieldValue("Köln 🎉") == "K%C3%B6ln %F0%9F%8E%89")
  }

  @Test func aLongWarningIsClippedAtACharacter() {
    let value = CalendsServer.fieldValue(String(repeating: "é", count: 400))
    #expect(value.utf8.count <= CalendsServer.warningFieldBytes)
    #expect(value.hasSuffix("%C3%A9..."))
  }
}

/// `If-None-Match` lists, weak tags and `*`.
@Suite struct ETagMatchTests {
  @Test func matchesAnyTagOfTheList() {
    #expect(CalendsServer.matches("\"a\", \"b\"", "\"b\""))
    #expect(CalendsServer.matches("W/\"b\"", "\"b\""))
    #expect(CalendsServer.matches("*", "\"b\""))
    #expect(!CalendsServer.matches("\"a\"", "\"b\""))
    // Spaces and tabs around a list item do not count; inside a tag they do.
    #expect(CalendsServer.matches(" \t\"a\" ,\tW/\"b\"\t ", "\"b\""))
    #expect(!CalendsServer.matches("\"b \"", "\"b\""))
    #expect(!CalendsServer.matches("", "\"b\""))
  }
}
#endif  // Server
