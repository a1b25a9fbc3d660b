import Calends
import Foundation
import Testing

@testable import CalendsBatch

#if canImport(Glibc)
  import Glibc
#endif

@Suite struct WorkDispatcherTests {
  let depth = WorkDispatcher.depth

  /// Each worker starts on its own contiguous share: neighbouring entries (one locale, one
  /// script) stay with one worker process, which loads their fonts and data once.
  @Test func eachWorkerStartsOnItsOwnShare() {
    let workers = [RecordingWorker(), RecordingWorker()]
    let dispatcher = WorkDispatcher(total: 100, workers: workers)
    dispatcher.start()
    #expect(workers[0].received == Array(0..<depth))
    #expect(workers[1].received == Array(50..<(50 + depth)))
    #expect(!workers[0].inputClosed && !workers[1].inputClosed)
  }

  /// A worker gets one new index for each it finishes, from its share, so a fast worker
  /// takes more; once its share is out it takes the back half of the largest share left.
  @Test func workIsHandedOutAsWorkersFinish() {
    let fast = RecordingWorker()
    let slow = RecordingWorker()
    let dispatcher = WorkDispatcher(total: 100, workers: [fast, slow])
    dispatcher.start()
    dispatcher.completed(3, by: fast)
    #expect(Array(fast.received.suffix(3)) == Array(depth..<(depth + 3)))
    #expect(slow.received.count == depth)
    dispatcher.completed(1, by: slow)
    #expect(slow.received.last == 50 + depth)
    while fast.received.count < 50 { dispatcher.completed(depth, by: fast) }
    #expect(fast.received == Array(0..<50))
    // The fast worker's share is out: it takes from the back of the slow one's.
    dispatcher.completed(dispatcher.held(by: fast).count, by: fast)
    let taken = Array(fast.received.dropFirst(50))
    #expect(!taken.isEmpty && taken == Array((100 - taken.count)..<100))
    // The slow one goes on from the front of what is left of its own.
    dispatcher.completed(dispatcher.held(by: slow).count, by: slow)
    #expect(slow.received == Array(50..<(50 + slow.received.count)))
    #expect(Set(slow.received).isDisjoint(with: taken))
  }

  /// What a worker holds cannot be taken back, so near the end each holds less: workers
  /// of equal speed hold at most the entry they draw and the next when the last is handed
  /// out, and the first to run dry waits for at most that long.
  @Test(arguments: [17, 100, 251, 2000], [1, 8])
  func nearTheEndEachWorkerHoldsLittle(total: Int, reportedAtOnce: Int) {
    let workers = [RecordingWorker(), RecordingWorker()]
    let dispatcher = WorkDispatcher(total: total, workers: workers)
    dispatcher.start()
    var turn = 0
    while workers.allSatisfy({ !$0.inputClosed }) {
      let worker = workers[turn % 2]
      dispatcher.completed(min(reportedAtOnce, dispatcher.held(by: worker).count), by: worker)
      turn += 1
    }
    for worker in workers {
      #expect(dispatcher.held(by: worker).count <= WorkDispatcher.tailDepth)
    }
    #expect(workers.flatMap(\.received).sorted() == Array(0..<total))
  }

  @Test func everyIndexIsHandedOutOnceAndInputsCloseWhenNoneAreLeft() {
    let workers = [RecordingWorker(), RecordingWorker(), RecordingWorker()]
    let total = 61
    let dispatcher = WorkDispatcher(total: total, workers: workers)
    dispatcher.start()
    var turn = 0
    while workers.allSatisfy({ !$0.inputClosed }) {
      dispatcher.completed(turn % 4 + 1, by: workers[turn % 3])
      turn += 1
    }
    let all = workers.flatMap(\.received)
    #expect(all.sorted() == Array(0..<total))
    #expect(workers.filter(\.inputClosed).count == workers.count)
    // Nothing more once every index is out.
    dispatcher.completed(10, by: workers[0])
    #expect(workers.flatMap(\.received).count == total)
  }

  /// A batch of a few entries is dealt one at a time, so that no worker holds most of it.
  @Test func aSmallBatchIsDealtOneAtATime() {
    let workers = [RecordingWorker(), RecordingWorker()]
    let dispatcher = WorkDispatcher(total: 5, workers: workers)
    dispatcher.start()
    #expect(workers[0].received == [0])
    #expect(workers[1].received == [2])
    dispatcher.completed(1, by: workers[1])
    #expect(workers[1].received == [2, 3])
    dispatcher.completed(1, by: workers[0])
    #expect(workers[0].received == [0, 1])
    #expect(workers.filter(\.inputClosed).isEmpty)
    dispatcher.completed(1, by: workers[1])
    #expect(workers[1].received == [2, 3, 4])
    #expect(workers.filter(\.inputClosed).count == workers.count)
  }

  /// Indices a dead worker refuses are not lost: the next worker to finish gets them.
  @Test func aWorkerThatHasGoneDoesNotConsumeIndices() {
    let alive = RecordingWorker()
    let dead = RecordingWorker()
    let dispatcher = WorkDispatcher(total: 100, workers: [alive, dead])
    dispatcher.start()
    dead.die()
    dispatcher.completed(4, by: dead)
    #expect(dead.received.count == depth)
    dispatcher.completed(2, by: alive)
    #expect(Array(alive.received.suffix(2)) == Array(depth..<(depth + 2)))
    // Once its own share is out, it takes the dead worker's, which was never consumed.
    while alive.received.count < 50 { dispatcher.completed(depth, by: alive) }
    #expect(alive.received == Array(0..<50))
    dispatcher.completed(depth, by: alive)
    #expect(alive.received.last == 99)
    #expect(Set(alive.received).isDisjoint(with: dead.received))
  }
}

@Suite struct WorkerPoolTests {
  func names(_ count: Int) -> [String] { (0..<count).map { "e\($0)" } }

  @Test func everyEntryIsReportedOnceAndEveryInputClosed() {
    let workers = [ThreadWorker(), ThreadWorker(), ThreadWorker()]
    let total = 200
    let progress = Progress()
    let summary = WorkerPool(workers: workers).run(names: names(total)) { done, _ in
      progress.record(done)
    }
    #expect(summary.rendered == total && summary.failures.isEmpty)
    #expect(workers.flatMap(\.reported).sorted() == Array(0..<total))
    #expect(workers.flatMap(\.received).sorted() == Array(0..<total))
    #expect(workers.filter(\.inputClosed).count == workers.count)
    #expect(progress.values == Array(1...total))
  }

  /// A worker that dies keeps the entries it held: each is a failure named by its entry,
  /// so the batch does not read as a success and the user knows what to look at.
  @Test func aWorkerThatDiesLeavesItsEntriesNotDone() {
    let survivor = ThreadWorker()
    let doomed = ThreadWorker(diesAfter: 3)
    let total = 100
    let summary = WorkerPool(workers: [survivor, doomed]).run(names: names(total))
    let lost = Set(doomed.received).subtracting(doomed.reported)
    #expect(!lost.isEmpty)
    #expect(doomed.reported.count == 3)
    #expect(summary.rendered == total - lost.count)
    #expect(Set(survivor.reported).isDisjoint(with: doomed.received))
    #expect(Set(survivor.reported + doomed.reported) == Set(0..<total).subtracting(lost))
    #expect(Set(summary.failures.map(\.name)) == Set(lost.map { "e\($0)" }))
    #expect(summary.failures.count == lost.count && summary.notStarted == 0)
    #expect(
      summary.failures.first?.error.description.hasPrefix(
        "worker process 1 ended (signal 9) before reporting this entry") == true)
  }

  /// Once stopped, nothing more is handed out, workers finish what they report, and the
  /// rest counts as not started — not as failed.
  @Test func aStoppedPoolLeavesTheRestNotStarted() {
    let workers = [ThreadWorker(), ThreadWorker()]
    let stop = StopSignal()
    let summary = WorkerPool(workers: workers).run(names: names(500), stop: stop) { done, _ in
      if done == 40 { stop.stop(SIGINT) }
    }
    #expect(summary.stoppedBy == SIGINT)
    #expect(summary.failures.isEmpty)
    #expect(summary.rendered >= 40 && summary.rendered < 500)
    #expect(summary.rendered + summary.notStarted == 500)
    #expect(workers.flatMap(\.received).count < 500)
  }

  @Test func failuresAreReportedByNameInNameOrder() {
    final class Failing: BatchWorker, @unchecked Sendable {
      let inner = ThreadWorker()
      func send(_ indices: Range<Int>) -> Bool { inner.send(indices) }
      func closeInput() { inner.closeInput() }
      func requestStop() { inner.requestStop() }
      func receive() -> [WorkerReport]? {
        inner.receive()?.map { report in
          report.name == "e7" || report.name == "e2"
            ? WorkerReport(name: report.name, outcome: .failed(.badInput(.error(.badInput, "no"))))
            : report
        }
      }
      func wait() -> Bool { inner.wait() }
      var endDescription: String { inner.endDescription }
    }
    let summary = WorkerPool(workers: [Failing(), Failing()]).run(names: names(10))
    #expect(summary.rendered == 8)
    #expect(summary.failures.map(\.name) == ["e2", "e7"])
  }
}

/// Progress calls, in the order they came.
final class Progress: @unchecked Sendable {
  private let lock = NSLock()
  private var _values: [Int] = []
  var values: [Int] { lock.withLock { _values } }
  func record(_ value: Int) { lock.withLock { _values.append(value) } }
}
