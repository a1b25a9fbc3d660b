import Calends
import Foundation

/// The parent's side of a multi-process batch: hands out entries as workers finish them
/// (`WorkDispatcher`) and gathers the workers' reports into one summary.
struct WorkerPool {
  let workers: [any BatchWorker]

  /// Runs `total` entries on the workers; `progress` is called (serialised) after each
  /// report. A worker that ends badly before the batch is done — killed, out of memory —
  /// is a failure of its own, since the entries it held were never reported: the summary
  /// must not read as success. The summary's time is left to the caller.
  func run(
    total: Int,
    progress: @escaping @Sendable (_ done: Int, _ report: WorkerReport) -> Void = { _, _ in }
  ) -> BatchRunner.Summary {
    let lock = NSLock()
    nonisolated(unsafe) var summary = BatchRunner.Summary()
    nonisolated(unsafe) var done = 0
    let dispatcher = WorkDispatcher(total: total, workers: workers)
    let group = DispatchGroup()
    for worker in workers {
      group.enter()
      let reader = Thread {
        defer { group.leave() }
        while let reports = worker.receive() {
          lock.lock()
          for report in reports {
            done += 1
            switch report.outcome {
            case .rendered: summary.rendered += 1
            case .skipped: summary.skipped += 1
            case .failed(let error): summary.failures.append((report.name, error))
            }
            progress(done, report)
          }
          lock.unlock()
          dispatcher.completed(reports.count, by: worker)
        }
      }
      reader.start()
    }
    dispatcher.start()
    group.wait()
    let succeeded = workers.map { $0.wait() }
    if done < total {
      for (index, worker) in workers.enumerated() where !succeeded[index] {
        summary.failures.append(
          (
            "worker \(index)",
            CalendsError.renderFailure(
              "worker process \(index) ended early (\(worker.endDescription))")
          ))
      }
    }
    summary.failures.sort { $0.name < $1.name }
    return summary
  }
}
