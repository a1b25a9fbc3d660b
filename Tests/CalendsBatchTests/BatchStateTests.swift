import Foundation
import Testing

@testable import CalendsBatch

@Suite struct BatchStateTests {
  let folder = BatchTesting.temporaryFolder()

  func touch(_ name: String) throws {
    try Data("image".utf8).write(to: folder.appendingPathComponent(name))
  }

  func stateFile(_ name: String = BatchState.fileName) throws -> String {
    try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
  }

  @Test func anOutputIsUpToDateOnlyWithItsFingerprintAndItsFile() throws {
    var state = BatchState(folder: folder)
    state.record("a.png", "f1")
    state.record("gone.png", "f1")
    try touch("a.png")
    #expect(state.isUpToDate("a.png", fingerprint: "f1"))
    #expect(!state.isUpToDate("a.png", fingerprint: "f2"), "an input changed")
    #expect(!state.isUpToDate("gone.png", fingerprint: "f1"), "the output was deleted")
    try touch("new.png")
    #expect(!state.isUpToDate("new.png", fingerprint: "f1"), "never rendered by a batch")
  }

  @Test func theBatchFileListsEveryFingerprintAndIsReadBack() throws {
    var state = BatchState(folder: folder)
    state.record("b.png", "f2")
    state.record("a/c.svg", "f1")
    state.save()
    #expect(try stateFile() == "f1\ta/c.svg\nf2\tb.png\n")
    let again = BatchState(folder: folder)
    #expect(again.fingerprints == ["a/c.svg": "f1", "b.png": "f2"])
    #expect(again.changed.isEmpty)
  }

  /// A worker reads the batch's file but writes only what it rendered, to its own file.
  @Test func aWorkerSavesOnlyWhatItRenderedToItsOwnFile() throws {
    var batch = BatchState(folder: folder)
    batch.record("old.png", "f0")
    batch.save()
    var worker = BatchState(folder: folder, worker: 1)
    #expect(worker.fingerprints == ["old.png": "f0"])
    worker.record("new.png", "f1")
    worker.save()
    #expect(try stateFile(BatchState.workerFileName(1)) == "f1\tnew.png\n")
    #expect(try stateFile() == "f0\told.png\n")
  }

  @Test func mergingFoldsWorkersInAndRemovesTheirFiles() throws {
    var batch = BatchState(folder: folder)
    batch.record("a.png", "old")
    batch.record("b.png", "kept")
    batch.save()
    var first = BatchState(folder: folder, worker: 0)
    first.record("a.png", "new")
    first.save()
    var second = BatchState(folder: folder, worker: 1)
    second.record("c.png", "added")
    second.save()
    // Worker 2 rendered nothing (or died before saving): it has no file.
    BatchState.mergeWorkers(in: folder, count: 3)
    #expect(try stateFile() == "new\ta.png\nkept\tb.png\nadded\tc.png\n")
    let left = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(left == [BatchState.fileName])
  }

  /// The runner's use of the state: a deleted output is drawn again, the rest is skipped.
  @Test func aRerunRendersOnlyTheDeletedOutput() throws {
    let manifest = try BatchTesting.manifest(
      "defaults: {today: 2019-01-10, scale: 1}\nmatrix: {name: \"{theme}.png\", axes: {theme: [light, dark]}}"
    )
    let out = BatchTesting.temporaryFolder()
    func run() -> BatchRunner.Summary {
      BatchRunner(
        manifest: manifest, entries: manifest.entries,
        options: .init(outputDirectory: out, jobs: 1)
      ).run { _, _, _, _ in }
    }
    #expect(run().rendered == 2)
    try FileManager.default.removeItem(at: out.appendingPathComponent("dark.png"))
    let again = run()
    #expect(again.rendered == 1 && again.skipped == 1)
    #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("dark.png").path))
  }
}
