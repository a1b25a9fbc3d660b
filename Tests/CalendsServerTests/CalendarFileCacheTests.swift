#if Server
import Foundation
import Testing

@testable import CalendsServer

/// A served calendar is read and fingerprinted once while it is unchanged, read again when
/// it changes, and never kept while it may still change unseen.
@Suite struct CalendarFileCacheTests {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "calends-calendar-cache-\(UUID().uuidString)")

  func write(_ name: String, _ text: String, modified: Date) throws -> String {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent(name).path
    // In place, as a script rewriting a feed does: the inode stays.
    if let handle = FileHandle(forWritingAtPath: path) {
      try handle.truncate(atOffset: 0)
      try handle.write(contentsOf: Data(text.utf8))
      try handle.close()
    } else {
      try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }
    try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: path)
    return path
  }

  @Test func anUnchangedFileIsReadOnceAndAnEditedOneAgain() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let cache = CalendarFileCache()
    let hourAgo = Date().addingTimeInterval(-3600)
    let path = try write("a.ics", "BEGIN:VCALENDAR\nEND:VCALENDAR\n", modified: hourAgo)
    let first = try cache.file(at: path, field: "calendars[0].ics")
    let second = try cache.file(at: path, field: "calendars[0].ics")
    #expect(cache.reads(of: path) == 1)
    #expect(second.bytes == first.bytes && second.fingerprint == first.fingerprint)
    // Same size, same inode, another modification time: read again.
    _ = try write("a.ics", "BEGIN:VCALENDAR\nEND:VCALENDAX\n", modified: hourAgo + 1)
    let edited = try cache.file(at: path, field: "calendars[0].ics")
    #expect(cache.reads(of: path) == 2)
    #expect(String(decoding: edited.bytes, as: UTF8.self).hasSuffix("VCALENDAX\n"))
    #expect(edited.fingerprint != first.fingerprint)
  }

  /// Rewritten at the same size with its modification time put back as it was (`rsync -t`,
  /// `touch -d`): the change time, which no tool sets, tells.
  @Test func aRewriteThatKeepsTheModificationTimeIsReadAgain() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let cache = CalendarFileCache()
    let hourAgo = Date().addingTimeInterval(-3600)
    let path = try write("c.ics", "BEGIN:VCALENDAR\nEND:VCALENDAR\n", modified: hourAgo)
    _ = try cache.file(at: path, field: "calendars[0].ics")
    _ = try write("c.ics", "BEGIN:VCALENDAR\nEND:VCALENDAX\n", modified: hourAgo)
    let edited = try cache.file(at: path, field: "calendars[0].ics")
    #expect(cache.reads(of: path) == 2)
    #expect(String(decoding: edited.bytes, as: UTF8.self).hasSuffix("VCALENDAX\n"))
  }

  /// Written a moment ago, a file could be written again within the same clock tick without
  /// its identity changing, so it is read on every request until it has settled.
  @Test func aFreshlyWrittenFileIsNotKept() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let cache = CalendarFileCache()
    let path = try write("b.ics", "BEGIN:VCALENDAR\nEND:VCALENDAR\n", modified: Date())
    _ = try cache.file(at: path, field: "calendars[0].ics")
    _ = try cache.file(at: path, field: "calendars[0].ics")
    #expect(cache.reads(of: path) == 2)
  }
}

/// A served spec is parsed once while it is unchanged, by the same rules as a calendar.
@Suite struct SpecFileCacheTests {
  let calendars = CalendarFileCacheTests()

  @Test func anUnchangedSpecIsParsedOnceAndAnEditedOneAgain() throws {
    defer { try? FileManager.default.removeItem(at: calendars.folder) }
    let cache = SpecFileCache()
    let hourAgo = Date().addingTimeInterval(-3600)
    let path = try calendars.write("a.yaml", "style: month\nmonth: 2026-03\n", modified: hourAgo)
    let first = try cache.fields(at: path, source: "a.yaml")
    _ = try cache.fields(at: path, source: "a.yaml")
    #expect(cache.reads(of: path) == 1)
    #expect(first["month"] != nil)
    // In place, the same size and inode, another modification time: parsed again.
    _ = try calendars.write("a.yaml", "style: month\nmonth: 2026-04\n", modified: hourAgo + 1)
    let edited = try cache.fields(at: path, source: "a.yaml")
    #expect(cache.reads(of: path) == 2)
    #expect(edited["month"] != first["month"])
  }

  /// The spec cache had no settling rule: a spec edited twice within one clock tick at the
  /// same size was served from its first edit for as long as the server ran.
  @Test func aFreshlyWrittenSpecIsNotKept() throws {
    defer { try? FileManager.default.removeItem(at: calendars.folder) }
    let cache = SpecFileCache()
    let path = try calendars.write("b.yaml", "style: month\n", modified: Date())
    _ = try cache.fields(at: path, source: "b.yaml")
    _ = try cache.fields(at: path, source: "b.yaml")
    #expect(cache.reads(of: path) == 2)
  }

  @Test func aMissingFileHasNoStamp() {
    #expect(FileStamp(path: calendars.folder.appendingPathComponent("none").path) == nil)
  }
}
#endif  // Server
