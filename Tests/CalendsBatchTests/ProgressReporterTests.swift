import Foundation
import Testing

@testable import CalendsBatch

@Suite struct ProgressReporterTests {
  /// A clock that reads what the test sets, and the text written, in order.
  final class Recorder: @unchecked Sendable {
    private let lock = NSLock()
    private var _now: UInt64 = 1_000_000_000
    private var _text: [String] = []
    var now: UInt64 {
      get { lock.withLock { _now } }
      set { lock.withLock { _now = newValue } }
    }
    var text: [String] { lock.withLock { _text } }
    func write(_ text: String) { lock.withLock { _text.append(text) } }

    func reporter(quiet: Bool = false, terminal: Bool) -> ProgressReporter {
      ProgressReporter(
        quiet: quiet, isTerminal: terminal, clock: { self.now }, write: { self.write($0) })
    }
  }

  /// In a log: a line at each tenth and at the end, with the rate and the time left.
  @Test func logsGetALineAtEachTenth() {
    let recorder = Recorder()
    let reporter = recorder.reporter(terminal: false)
    reporter.start(total: 20)
    for done in 1...20 {
      recorder.now += 100_000_000  // 10 images/s
      reporter.update(done: done)
    }
    reporter.finish()
    #expect(recorder.text.count == 10)
    #expect(recorder.text.first == "2/20 done (10 img/s, 1.8 s left)\n")
    #expect(recorder.text.last == "20/20 done (10 img/s, 0.0 s left)\n")
  }

  /// On a terminal: the bar is redrawn in place at most every 50 ms, and always at the end.
  @Test func aTerminalGetsABarRedrawnInPlace() {
    let recorder = Recorder()
    let reporter = recorder.reporter(terminal: true)
    reporter.start(total: 4)
    recorder.now += 500_000_000
    reporter.update(done: 1)
    recorder.now += 10_000_000
    reporter.update(done: 2)
    recorder.now += 10_000_000
    reporter.update(done: 3)
    recorder.now += 10_000_000
    reporter.update(done: 4)
    reporter.finish()
    #expect(recorder.text.count == 3)
    #expect(
      recorder.text[0]
        == "\r" + String(repeating: "█", count: 7) + String(repeating: "·", count: 23)
        + " 1/4  2 img/s  1.5 s left ")
    #expect(recorder.text[1].hasPrefix("\r" + String(repeating: "█", count: 30) + " 4/4"))
    #expect(recorder.text[2] == "\n")
  }

  @Test func quietPrintsNothing() {
    let recorder = Recorder()
    for terminal in [false, true] {
      let reporter = recorder.reporter(quiet: true, terminal: terminal)
      reporter.start(total: 3)
      for done in 1...3 { reporter.update(done: done) }
      reporter.finish()
    }
    #expect(recorder.text.isEmpty)
  }
}
