import Calends
import Foundation

/// The fingerprints of a batch's outputs, kept beside them between runs so that a re-run
/// can skip what has not changed.
///
/// A worker process of a multi-process batch reads the batch's file but saves to a file of
/// its own, which the parent merges once every worker has ended: two processes never write
/// the same file.
struct BatchState {
  /// The file, in the output folder, that remembers each output's fingerprint.
  static let fileName = ".calends-batch-state"

  static func workerFileName(_ index: Int) -> String { "\(fileName).worker-\(index)" }

  let url: URL
  let saveURL: URL
  var fingerprints: [String: String] = [:]
  /// Names rendered in this run; a worker saves only these, so merging cannot bring back a
  /// fingerprint another worker replaced.
  var changed: Set<String> = []

  /// The state of the batch writing into `folder`; `worker` saves to that worker's file.
  init(folder: URL, worker: Int? = nil) {
    self.init(
      url: folder.appendingPathComponent(Self.fileName),
      saveTo: worker.map { folder.appendingPathComponent(Self.workerFileName($0)) })
  }

  init(url: URL, saveTo: URL?) {
    self.url = url
    saveURL = saveTo ?? url
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { return }
    for line in text.split(separator: "\n") {
      let parts = line.split(separator: "\t", maxSplits: 1)
      if parts.count == 2 { fingerprints[String(parts[1])] = String(parts[0]) }
    }
  }

  /// An output can be kept only if it is still there: a deleted image is drawn again even
  /// though its inputs did not change.
  func isUpToDate(_ name: String, fingerprint: String) -> Bool {
    guard fingerprints[name] == fingerprint else { return false }
    let output = url.deletingLastPathComponent().appendingPathComponent(name)
    return FileManager.default.fileExists(atPath: output.path)
  }

  mutating func record(_ name: String, _ fingerprint: String) {
    fingerprints[name] = fingerprint
    changed.insert(name)
  }

  func save() {
    let names = saveURL == url ? fingerprints.keys.sorted() : changed.sorted()
    let text = names.map { "\(fingerprints[$0]!)\t\($0)" }.joined(separator: "\n") + "\n"
    try? AtomicFile.write(Array(text.utf8), to: saveURL.path)
  }

  /// Folds the workers' files into the batch's, then removes them. Called only after every
  /// worker has ended, so no worker is still writing its file.
  static func mergeWorkers(in folder: URL, count: Int) {
    var state = BatchState(folder: folder)
    for index in 0..<count {
      let part = folder.appendingPathComponent(workerFileName(index))
      let worker = BatchState(url: part, saveTo: nil)
      state.fingerprints.merge(worker.fingerprints) { _, new in new }
      try? FileManager.default.removeItem(at: part)
    }
    state.save()
  }
}
