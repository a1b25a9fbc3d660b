import Calends
import CalendsValues
import Foundation
import Testing

@testable import CalendsBatch

/// An output is skipped only when the file on disk is exactly what the current inputs
/// produce: each way a file or its record can drift from that makes the next run draw it.
@Suite struct OutputRecordTests {
  static let twoThemes =
    "defaults: {today: 2019-01-10, scale: 1}\nmatrix: {name: \"{theme}.png\", axes: {theme: [light, dark]}}"

  func run(
    _ manifest: BatchManifest, into out: URL, today: Day? = nil, jobs: Int = 1
  ) -> BatchRunner.Summary {
    BatchRunner(
      manifest: manifest, entries: manifest.entries,
      options: .init(outputDirectory: out, jobs: jobs, today: today)
    ).run { _, _, _, _ in }
  }

  @Test func aDeletedOutputIsDrawnAgain() throws {
    let manifest = try BatchTesting.manifest(Self.twoThemes)
    let out = BatchTesting.temporaryFolder()
    #expect(run(manifest, into: out).rendered == 2)
    try FileManager.default.removeItem(at: out.appendingPathComponent("dark.png"))
    let again = run(manifest, into: out)
    #expect(again.rendered == 1 && again.skipped == 1)
    #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("dark.png").path))
  }

  /// A file changed behind the batch's back — other bytes of the same size, cut short, or
  /// replaced by the other output — no longer matches its record.
  @Test func anOutputChangedOnDiskIsDrawnAgain() throws {
    let manifest = try BatchTesting.manifest(Self.twoThemes)
    let out = BatchTesting.temporaryFolder()
    _ = run(manifest, into: out)
    let dark = out.appendingPathComponent("dark.png")
    let light = out.appendingPathComponent("light.png")
    let original = try Data(contentsOf: dark)
    var flipped = original
    flipped[flipped.count / 2] ^= 0x01
    for damaged in [flipped, original.prefix(original.count - 1), try Data(contentsOf: light)] {
      try damaged.write(to: dark)
      let again = run(manifest, into: out)
      #expect(again.rendered == 1 && again.skipped == 1)
      #expect(try Data(contentsOf: dark) == original)
    }
  }

  /// Entries without `today` are drawn for the batch's date: on another day they are drawn
  /// again, and entries with their own `today` are not.
  @Test func theBatchDateIsAnInput() throws {
    let manifest = try BatchTesting.manifest(
      "defaults: {scale: 1}\nspecs: [{name: clock.png, spec: {}}, {name: fixed.png, spec: {today: 2019-01-10}}]"
    )
    let out = BatchTesting.temporaryFolder()
    let monday = try Day("2026-11-23")
    #expect(run(manifest, into: out, today: monday).rendered == 2)
    #expect(run(manifest, into: out, today: monday).skipped == 2)
    let nextMonth = try Day("2026-12-23")
    let later = run(manifest, into: out, today: nextMonth)
    #expect(later.rendered == 1 && later.skipped == 1)
    let fresh = BatchTesting.temporaryFolder()
    _ = run(manifest, into: fresh, today: nextMonth)
    #expect(
      try Data(contentsOf: out.appendingPathComponent("clock.png"))
        == Data(contentsOf: fresh.appendingPathComponent("clock.png")))
  }

  /// A record that is not a whole record of ours — cut short, from another output, garbage —
  /// counts as none.
  @Test func aDamagedRecordCountsAsNone() throws {
    let manifest = try BatchTesting.manifest(Self.twoThemes)
    let out = BatchTesting.temporaryFolder()
    _ = run(manifest, into: out)
    let records = OutputRecords(outputFolder: out)
    let darkRecord = records.recordURL("dark.png")
    let lightRecord = try Data(contentsOf: records.recordURL("light.png"))
    let whole = try Data(contentsOf: darkRecord)
    for damaged in [whole.prefix(whole.count - 3), lightRecord, Data("junk\n".utf8), Data()] {
      try damaged.write(to: darkRecord)
      let again = run(manifest, into: out)
      #expect(again.rendered == 1 && again.skipped == 1)
    }
    #expect(OutputRecords.parse(String(decoding: whole, as: UTF8.self))?.name == "dark.png")
  }

  /// A record says how long its entry took to draw (the next run's `EntryOrder` reads it);
  /// a record of an earlier version, without that line, still counts.
  @Test func aRecordSaysHowLongItsEntryTook() throws {
    let manifest = try BatchTesting.manifest(Self.twoThemes)
    let out = BatchTesting.temporaryFolder()
    _ = run(manifest, into: out)
    let records = OutputRecords(outputFolder: out)
    let record = try #require(records.read("dark.png"))
    #expect((record.microseconds ?? 0) > 0)
    // The quick reader the order uses says the same, and nothing for another name.
    #expect(records.microseconds(of: "dark.png") == record.microseconds)
    #expect(records.microseconds(of: "missing.png") == nil)
    let text = try String(contentsOf: records.recordURL("dark.png"), encoding: .utf8)
    let withoutTime =
      text.split(separator: "\n").filter { !$0.hasPrefix("drawn\t") }
      .joined(separator: "\n") + "\n"
    let earlier = try #require(OutputRecords.parse(withoutTime))
    #expect(earlier.microseconds == nil && earlier.inputs == record.inputs)
    try Data(withoutTime.utf8).write(to: records.recordURL("dark.png"))
    #expect(records.microseconds(of: "dark.png") == nil)
    #expect(run(manifest, into: out).skipped == 2)
    #expect(OutputRecords.parse(text.replacingOccurrences(of: "drawn\t", with: "drawn\t-")) == nil)
  }

  /// A record that cannot be written fails its entry, by name: a silent skip would leave
  /// the next run to redraw it without saying why.
  @Test func aRecordThatCannotBeWrittenIsAnError() throws {
    let manifest = try BatchTesting.manifest(Self.twoThemes)
    let out = BatchTesting.temporaryFolder()
    let records = OutputRecords(outputFolder: out)
    try records.prepare()
    // A folder where the record file goes: the rename over it fails, even as root.
    try FileManager.default.createDirectory(
      at: records.recordURL("dark.png").appendingPathComponent("x"),
      withIntermediateDirectories: true)
    let summary = run(manifest, into: out)
    #expect(summary.rendered == 1)
    #expect(summary.failures.map(\.name) == ["dark.png"])
    #expect(summary.failures.first?.error.description.contains("record could not be") == true)
  }

  /// The single state file of earlier versions vouched for images by name alone; it is
  /// removed, and its outputs are drawn once more.
  @Test func theLegacyStateFileIsDropped() throws {
    let manifest = try BatchTesting.manifest(Self.twoThemes)
    let out = BatchTesting.temporaryFolder()
    let legacy = out.appendingPathComponent(OutputRecords.legacyStateFile)
    try "0\tlight.png\n0\tdark.png\n".write(to: legacy, atomically: true, encoding: .utf8)
    #expect(run(manifest, into: out).rendered == 2)
    #expect(!FileManager.default.fileExists(atPath: legacy.path))
  }

  /// Shards of one manifest run at once into one folder each write only their own records:
  /// nothing is lost, and a rerun of the whole manifest skips everything.
  @Test func concurrentShardsKeepEveryRecord() throws {
    let manifest = try BatchTesting.manifest(
      "defaults: {today: 2019-01-10, scale: 1}\nmatrix: {name: \"{selectedDate}-{theme}.png\", axes: {theme: [light, dark], selectedDate: [2019-01-02, 2019-01-03, 2019-01-04, 2019-01-05, 2019-01-06, 2019-01-07]}}"
    )
    let out = BatchTesting.temporaryFolder()
    let group = DispatchGroup()
    for shard in 0..<3 {
      DispatchQueue.global().async(group: group) {
        _ = BatchRunner(
          manifest: manifest, entries: manifest.shard(shard, of: 3),
          options: .init(outputDirectory: out, jobs: 1)
        ).run { _, _, _, _ in }
      }
    }
    group.wait()
    let again = run(manifest, into: out, jobs: 2)
    #expect(again.skipped == manifest.entries.count && again.rendered == 0)
  }

  @Test func contentHashesDifferForNearbyBytes() {
    var seen: Set<String> = []
    for length in 0..<40 {
      let zeros = [UInt8](repeating: 0, count: length)
      seen.insert(ContentHash(zeros).description)
      for position in 0..<length {
        var bytes = zeros
        bytes[position] = 1
        seen.insert(ContentHash(bytes).description)
      }
    }
    #expect(seen.count == 40 + (0..<40).reduce(0, +))
    let hash = ContentHash(Array("calendar".utf8))
    #expect(ContentHash(Substring(hash.description)) == hash)
  }
}

/// `file:` specs are read once per distinct file, and all the batch reads has one budget.
@Suite struct ManifestInputTests {
  /// A FIFO can be read only once: two entries naming it both get its fields.
  @Test func aSpecFileNamedTwiceIsReadOnce() throws {
    let base = BatchTesting.temporaryFolder()
    let fifo = base.appendingPathComponent("spec.yaml").path
    #expect(mkfifo(fifo, 0o600) == 0)
    let writer = Thread {
      let handle = FileHandle(forWritingAtPath: fifo)
      // A reader that closed early is the failure the expectations report, not a trap.
      try? handle?.write(contentsOf: Data("today: 2019-01-10\nselectedDate: 2019-01-23\n".utf8))
      try? handle?.close()
    }
    writer.start()
    let manifest = try BatchTesting.manifest(
      "specs: [{name: a.png, file: spec.yaml}, {name: b.svg, file: spec.yaml}]", base: base)
    #expect(
      manifest.entries.map(\.fields["selectedDate"]) == [
        .string("2019-01-23"), .string("2019-01-23"),
      ])
    #expect(manifest.inputFiles == [fifo])
  }

  @Test func theManifestAndItsSpecFilesShareOneBudget() throws {
    let base = BatchTesting.temporaryFolder()
    let padding = String(repeating: " ", count: Limits.specBytes - 100)
    let count = Limits.batchInputBytes / Limits.specBytes + 1
    for index in 0..<count {
      try "today: 2019-01-10\(padding)\n".write(
        to: base.appendingPathComponent("s\(index).yaml"), atomically: false, encoding: .utf8)
    }
    let specs = (0..<count).map { "{name: \($0).png, file: s\($0).yaml}" }
    let error = #expect(throws: CalendsError.self) {
      _ = try BatchTesting.manifest("specs: [\(specs.joined(separator: ", "))]", base: base)
    }
    #expect(error?.description.contains("specs[\(count - 1)].file") == true)
    #expect(error?.description.contains("over the limit of \(Limits.batchInputBytes)") == true)
    // The same file named by every entry counts once.
    let same = (0..<count).map { "{name: \($0).png, file: s0.yaml}" }
    #expect(
      try BatchTesting.manifest("specs: [\(same.joined(separator: ", "))]", base: base).entries
        .count == count)
  }
}
