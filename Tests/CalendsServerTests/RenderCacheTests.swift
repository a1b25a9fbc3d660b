import Testing

@testable import CalendsServer

/// The output cache is bounded in bytes and drops the least recently used first.
@Suite struct RenderCacheTests {
  @Test func evictsTheLeastRecentlyUsedToStayUnderItsBytes() {
    let cache = RenderCache(capacity: 100)
    cache.put("a", [UInt8](repeating: 1, count: 40))
    cache.put("b", [UInt8](repeating: 2, count: 40))
    #expect(cache.get("a") != nil)  // a is now the most recent
    cache.put("c", [UInt8](repeating: 3, count: 40))
    #expect(cache.get("b") == nil)
    #expect(cache.get("a")?.first == 1)
    #expect(cache.get("c")?.first == 3)
    #expect(cache.byteCount == 80)
  }

  @Test func anOutputLargerThanTheCacheIsNotKept() {
    let cache = RenderCache(capacity: 10)
    cache.put("big", [UInt8](repeating: 0, count: 11))
    #expect(cache.get("big") == nil)
    #expect(cache.byteCount == 0)
    let off = RenderCache(capacity: 0)
    off.put("x", [1])
    #expect(off.get("x") == nil)
  }

  @Test func replacingAKeyCountsItsBytesOnce() {
    let cache = RenderCache(capacity: 100)
    cache.put("a", [UInt8](repeating: 1, count: 60))
    cache.put("a", [UInt8](repeating: 2, count: 30))
    #expect(cache.byteCount == 30)
    #expect(cache.count == 1)
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
