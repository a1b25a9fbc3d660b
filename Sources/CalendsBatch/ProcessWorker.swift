import Calends
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A worker process of this program: indices go to its standard input as lines, reports
/// come from its standard output (`WorkerChannel` is the other end).
final class ProcessWorker: BatchWorker, @unchecked Sendable {
  let process: ChildProcess
  /// Output read but not yet split into lines; only `receive` (one reader thread) uses it.
  private var buffer = Data()

  init(_ process: ChildProcess) {
    self.process = process
  }

  /// Starts `count` workers with `command`.
  static func launch(_ command: WorkerCommand, count: Int) throws(CalendsError) -> [ProcessWorker] {
    // A worker that died must not take the parent with it when written to.
    signal(SIGPIPE, SIG_IGN)
    var workers: [ProcessWorker] = []
    for index in 0..<count {
      let arguments = command.arguments(ShardSpec(index: index, count: count)!)
      workers.append(
        ProcessWorker(try ChildProcess(executable: command.executable, arguments: arguments)))
    }
    return workers
  }

  func send(_ indices: Range<Int>) -> Bool {
    process.send(indices.map { "\($0)\n" }.joined())
  }

  func closeInput() { process.closeInput() }

  func receive() -> [WorkerReport]? {
    while true {
      let chunk = process.output.availableData
      if chunk.isEmpty { return nil }
      buffer.append(chunk)
      var reports: [WorkerReport] = []
      while let newline = buffer.firstIndex(of: 0x0A) {
        let line = String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self)
        buffer.removeSubrange(buffer.startIndex...newline)
        if let report = WorkerReport(line: line) { reports.append(report) }
      }
      if !reports.isEmpty { return reports }
    }
  }

  func wait() -> Bool { process.wait() }

  var endDescription: String { process.endDescription }
}
