import Calends
import Foundation

/// The parent's side of a multi-process batch: hands out entries as workers finish them
/// (`WorkDispatcher`) and gathers the workers' reports into one summary.
struct WorkerPool {
  let workers: [any BatchWorker]

  /// Runs the entries named `names` on the workers; `progress` is called (serialised) after each
  /// report. A worker that ends badly before reporting everything it held — killed, out of
  /// memory — fails those entries by name, as it happens, so the summary cannot read as
  /// success and a rerun draws them. After `stop`,
  /// workers are asked to stop too; what they held and never began is "not started". The
  /// summary's time is left to the caller.
  func run(
    names: [String], stop: StopSignal = StopSignal(),
    progress: @escaping @Sendable (_ done: Int, _ report: WorkerReport) -> Void = { _, _ in }
  ) -> BatchRunner.Summary {
    let lock = NSLock()
    nonisolated(unsafe) var summary = BatchRunner.Summary()
    nonisolated(unsafe) var done = 0
    let total = names.count
    let dispatcher = WorkDispatcher(total: total, workers: workers)
    let group = DispatchGroup()
    for (number, worker) in workers.enumerated() {
      group.enter()
      let reader = Thread {
        defer { group.leave() }
        func count(_ reports: [WorkerReport]) {
          lock.lock()
          defer { lock.unlock() }
          for report in reports {
            done += 1
            summary.addWarnings(report.warnings)
            switch report.outcome {
            case .rendered: summary.rendered += 1
            case .skipped: summary.skipped += 1
            case .failed(let error): summary.failures.append((report.name, error))
            }
            progress(done, report)
          }
        }
        while let reports = worker.receive() {
          count(reports)
          dispatcher.completed(reports.count, by: worker)
        }
        // The worker has closed its output: it has ended, or is about to.
        let endedWell = worker.wait()
        let held = dispatcher.held(by: worker)
        guard !held.isEmpty else { return }
        if endedWell && stop.isStopped {
          lock.withLock { summary.notStarted += held.count }
          return
        }
        // Reports travel in groups, so some of these may have been drawn (with their
        // records) and only their reports lost: the next run skips those.
        let lost = CalendsError.renderFailure(
          .error(
            .renderFailure,
            "worker process \(number) ended (\(worker.endDescription)) before reporting this entry; the next run draws it unless it was finished"
          ))
        count(held.map { WorkerReport(name: names[$0], outcome: .failed(lost)) })
      }
      reader.start()
    }
    stop.onStop { [workers] _ in
      dispatcher.stop()
      for worker in workers { worker.requestStop() }
    }
    dispatcher.start()
    group.wait()
    // The rest were never handed out: the batch was stopped, or every worker had gone.
    summary.notStarted += total - summary.total
    summary.stoppedBy = stop.signal
    summary.failures.sort { $0.name < $1.name }
    return summary
  }
}
