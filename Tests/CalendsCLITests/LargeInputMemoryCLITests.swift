import CalendsSupport
import Foundation
import Testing

@testable import CalendsBench

/// The largest inputs' memory (#47), by the peak resident memory of the `calends` process
/// that reads them. Run at a quarter of the sizes the limits accept, to keep the suite
/// quick; each must stay under a quarter of the 500 MB target above what the process takes
/// to start. `calends bench --large-inputs` measures the full sizes.
@Suite(.serialized) struct LargeInputMemoryCLITests {
  static let quarterTarget = 125.0

  let folder = CLI.temporaryFolder()

  func peak(_ arguments: [String]) throws -> LargeInputRun {
    let run = try LargeInputRun.measure(
      arguments.joined(separator: " "), executable: CLI.binary.path, arguments: arguments,
      in: folder)
    #expect(run.succeeded, "\(arguments)")
    return run
  }

  func baseline() throws -> Double {
    try peak(["events", "--from", "2026-01-01", "--to", "2026-01-01", "empty.ics"]).peakMegabytes
  }

  func write(_ data: Data, _ name: String) throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try data.write(to: folder.appendingPathComponent(name))
  }

  @Test func eventsWithPrivatePropertiesAndDailyRules() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try write(
      Data("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:x\r\nEND:VCALENDAR\r\n".utf8), "empty.ics")
    try write(LargeInputShapes.eventsWithPrivateProperties(count: 25_000), "events.ics")
    try write(LargeInputShapes.dailyRules(count: 25_000), "rules.ics")
    let start = try baseline()
    let day = ["--from", "2026-01-01", "--to", "2026-01-01", "--time-zone", "UTC"]
    // The same bytes under four names are one parse.
    let fourNames = [
      "events.ics", "./events.ics", "../\(folder.lastPathComponent)/events.ics",
      folder.appendingPathComponent("events.ics").path,
    ]
    for files in [["events.ics"], ["rules.ics"], fourNames] {
      let file = files.joined(separator: " ")
      let run = try peak(["events"] + files + day)
      #expect(
        run.peakMegabytes - start < Self.quarterTarget,
        "\(file): \(Int(run.peakMegabytes)) MB, \(Int(start)) MB at start")
    }
  }

  @Test func aManifestOfTwoHundredThousandEntries() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try write(
      Data("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:x\r\nEND:VCALENDAR\r\n".utf8), "empty.ics")
    try write(LargeInputShapes.manifest(entries: 200_000), "manifest.yaml")
    let start = try baseline()
    let run = try peak(["batch", "manifest.yaml", "-o", "out", "--shard", "0/200000", "-q"])
    #expect(
      run.peakMegabytes - start < Self.quarterTarget,
      "\(Int(run.peakMegabytes)) MB, \(Int(start)) MB at start")
  }
}
