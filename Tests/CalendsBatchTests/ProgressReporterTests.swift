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

    func reporter(quiet: Bool = false, terminal: Bool, columns: Int = 80) -> ProgressReporter {
      ProgressReporter(
        quiet: quiet, isTerminal: terminal, clock: { self.now }, columns: { columns },
        write: { self.write($0) })
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
        + " 1/4  2 img/s  1.5 s left\u{1B}[K")
    #expect(recorder.text[1].hasPrefix("\r" + String(repeating: "█", count: 30) + " 4/4"))
    #expect(recorder.text[2] == "\n")
  }

  /// A failure is printed when it happens, on a line of its own (the bar's line is cleared
  /// first), and the bar then counts failures.
  @Test func failuresArePrintedAsTheyHappen() {
    let recorder = Recorder()
    let reporter = recorder.reporter(terminal: true)
    reporter.start(total: 3)
    recorder.now += 500_000_000
    reporter.update(done: 1, entry: "a.png", outcome: .rendered)
    recorder.now += 100_000_000
    reporter.update(
      done: 2, entry: "b\nc.png",
      outcome: .failed(.badInput(.error(.specField, "no", field: "selectedDate"))))
    #expect(recorder.text[1] == "\r\u{1B}[Kcalends: b\\nc.png: selectedDate: no\n")
    #expect(recorder.text[2].hasSuffix("s left  1 failed\u{1B}[K"))
    let log = Recorder()
    let plain = log.reporter(quiet: true, terminal: false)
    plain.start(total: 2)
    plain.update(
      done: 1, entry: "x.png", outcome: .failed(.renderFailure(.error(.renderFailure, "disk full")))
    )
    plain.update(done: 2)
    #expect(log.text == ["calends: x.png: disk full\n"])
  }

  /// The bar never wraps: it shrinks, then goes, then the text is cut, to fit the width.
  @Test func theBarFitsTheTerminal() {
    for columns in [120, 60, 40, 20, 5] {
      let recorder = Recorder()
      let reporter = recorder.reporter(terminal: true, columns: columns)
      reporter.start(total: 1000)
      recorder.now += 1_000_000_000
      reporter.update(
        done: 10, entry: "e.png", outcome: .failed(.badInput(.error(.badInput, "no"))))
      let bar = recorder.text.last!.dropFirst().replacingOccurrences(of: "\u{1B}[K", with: "")
      #expect(bar.count < columns, "\(columns): \(bar)")
    }
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
