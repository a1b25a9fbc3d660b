import Calends
import CalendsSupport
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A worker process of this program: entries go to its standard input as lines
/// (`EntryLine`), reports come from its standard output (`WorkerChannel` is the other end).
final class ProcessWorker: BatchWorker, @unchecked Sendable {
  let process: ChildProcess
  let entries: [BatchEntry]
  /// Output read but not yet split into lines; only `receive` (one reader thread) uses it.
  private var buffer = Data()

  init(_ process: ChildProcess, entries: [BatchEntry]) {
    self.process = process
    self.entries = entries
  }

  /// Starts `count` workers with `command`, to draw from `entries`, which is called once
  /// they are started: what it works out (the order, from the records) overlaps the
  /// workers' own start.
  static func launch(_ command: WorkerCommand, count: Int, entries: () -> [BatchEntry])
    throws(CalendsError) -> [ProcessWorker]
  {
    // A worker that died must not take the parent with it when written to.
    signal(SIGPIPE, SIG_IGN)
    var processes: [ChildProcess] = []
    for index in 0..<count {
      let arguments = command.arguments(ShardSpec(index: index, count: count)!)
      do throws(ChildProcessError) {
        processes.append(try ChildProcess(executable: command.executable, arguments: arguments))
      } catch {
        for process in processes {
          process.closeInput()
          _ = process.wait()
        }
        throw .renderFailure(.error(.renderFailure, error.message))
      }
    }
    let list = entries()
    return processes.map { ProcessWorker($0, entries: list) }
  }

  func send(_ indices: Range<Int>) -> Bool {
    process.send(indices.map { EntryLine.encode($0, entries[$0]) }.joined())
  }

  func closeInput() { process.closeInput() }

  func requestStop() { process.signal(SIGTERM) }

  func receive() -> [WorkerReport]? {
    while true {
      let chunk = process.output.availableData
      if chunk.isEmpty { return nil }
      buffer.append(chunk)
      var reports: [WorkerReport] = []
      // Lines are read where they lie and the buffer is shortened once: removing each line
      // from its front moved the rest of a group's lines once per line.
      var start = buffer.startIndex
      while let newline = buffer[start...].firstIndex(of: 0x0A) {
        let line = String(decoding: buffer[start..<newline], as: UTF8.self)
        start = newline + 1
        if let report = WorkerReport(line: line) { reports.append(report) }
      }
      buffer.removeSubrange(buffer.startIndex..<start)
      if !reports.isEmpty { return reports }
    }
  }

  func wait() -> Bool { process.wait() }

  var endDescription: String { process.endDescription }
}
