import Calends
import Foundation
import TestProcessSetup
import Testing

@testable import CalendsBatch

#if canImport(Glibc)
  import Glibc
#endif

@Suite struct WorkerReportTests {
  @Test func reportsSurviveTheirLine() {
    let reports = [
      WorkerReport(name: "a/b.png", outcome: .rendered),
      WorkerReport(
        name: "c.svg", outcome: .skipped,
        warnings: [
          .warning(
            .stylesheetWarning, "unknown property 'p'", file: "w.nss", line: 1, column: 7,
            field: "theme", form: .compiler),
          .warning(.icalendarWarning, "bad RRULE", file: "team.ics", line: 8, form: .fileLine),
        ]),
      WorkerReport(
        name: "d.pdf",
        outcome: .failed(.badInput(.error(.invalidDate, "no such day", field: "selectedDate")))),
      WorkerReport(name: "e.png", outcome: .failed(.cannotWrite("e.png", "disk\tfull"))),
    ]
    for report in reports {
      #expect(report.line.hasSuffix("\n"))
      #expect(WorkerReport(line: String(report.line.dropLast())) == report)
    }
  }

  /// A spec with several bad fields fails with one diagnostic per field: the report is one
  /// line, and the parent gets every diagnostic back, typed, as `-j 1` reports them.
  @Test func anErrorsDiagnosticsTravelOnOneLine() {
    let error = CalendsError.badInput([
      .error(.invalidDate, "'2026-13-01' is not a valid date", field: "today"),
      .error(.specField, "unknown value 'someday'\nand a line break", field: "weekStartDay"),
    ])
    let line = WorkerReport(name: "x.png", outcome: .failed(error)).line
    #expect(line.filter { $0 == "\n" }.count == 1)
    #expect(WorkerReport(line: String(line.dropLast()))?.outcome == .failed(error))
    // A unit separator inside a message cannot split it.
    let odd = CalendsError.renderFailure(.error(.renderFailure, "a\u{1F}b"))
    let oddLine = WorkerReport(name: "x.png", outcome: .failed(odd)).line
    #expect(WorkerReport(line: String(oddLine.dropLast()))?.outcome == .failed(odd))
  }

  @Test func otherLinesAreNotReports() {
    #expect(WorkerReport(line: "rendered\tx.png\t") == nil)
    #expect(WorkerReport(line: WorkerReport.linePrefix + "rendered\tx.png") == nil)
    // A report that cannot be understood must not count as success.
    for line in ["exploded\tx.png\tbang", "bad-input\tx.png\tbang", "bad-input\tx.png\t"] {
      guard
        case .failed(.renderFailure(let problem))? =
          WorkerReport(line: WorkerReport.linePrefix + line)?.outcome
      else {
        Issue.record("\(line) is not a render failure")
        continue
      }
      #expect(problem.code == .renderFailure)
    }
  }
}

@Suite struct EntryLineTests {
  /// Whatever the fields hold — control characters, quotes, line separators, numbers that
  /// print long — the entry arrives as it left, on one line.
  @Test func entriesSurviveTheirLine() throws {
    let entry = BatchEntry(
      name: "dir/a \"b\".svg",
      fields: [
        "title": .string("one\ntwo\t\u{1}\u{7F}\u{85}\u{2028}\\ \"q\" é 日"),
        "scale": .number(0.1 + 0.2), "big": .number(1e300), "neg": .number(-3),
        "flags": .array([.bool(true), .bool(false), .null]),
        "nested": .object(["a": .array([]), "b": .object([:])]),
      ], format: .svg)
    let line = EntryLine.encode(41, entry)
    #expect(line.hasSuffix("\n") && line.filter { $0 == "\n" || $0 == "\r" }.count == 1)
    let decoded = try #require(EntryLine.decode(Substring(line.dropLast())))
    #expect(decoded.index == 41)
    #expect(decoded.entry == entry)
  }

  @Test func otherLinesAreNotEntries() {
    #expect(EntryLine.decode("12") == nil)
    #expect(EntryLine.decode("x\t{}") == nil)
    #expect(EntryLine.decode("3\t{\"name\": \"a.png\"}") == nil)
  }
}

@Suite struct WorkerChannelTests {
  /// A pipe for the entries and a file for the reports, so what was written when can be read.
  func channel() throws -> (WorkerChannel, input: Int32, reports: URL) {
    var ends: [Int32] = [0, 0]
    try #require(pipe(&ends) == 0)
    let reports = BatchTesting.temporaryFolder().appendingPathComponent("reports")
    _ = FileManager.default.createFile(atPath: reports.path, contents: nil)
    let output = open(reports.path, O_WRONLY | O_APPEND)
    try #require(output >= 0)
    return (WorkerChannel(input: ends[0], output: output), ends[1], reports)
  }

  func write(_ text: String, to descriptor: Int32) {
    _ = text.utf8CString.withUnsafeBytes {
      Glibc.write(descriptor, $0.baseAddress!, text.utf8.count)
    }
  }

  func lines(_ url: URL) throws -> Int {
    try String(contentsOf: url, encoding: .utf8).filter { $0 == "\n" }.count
  }

  func entry(_ name: String) -> BatchEntry {
    BatchEntry(name: name, fields: ["selectedDate": .string("2019-01-02")], format: .png)
  }

  /// Lines may arrive split anywhere; a long one (a spec with thousands of dates) is read
  /// whole.
  @Test func entriesUntilEndOfInput() throws {
    let (channel, input, _) = try channel()
    let long = BatchEntry(
      name: "long.png",
      fields: ["eventDates": .array(Array(repeating: .string("2019-01-02"), count: 20_000))],
      format: .png)
    let text =
      EntryLine.encode(3, entry("a.png")) + EntryLine.encode(7, long)
      + EntryLine.encode(12, entry("b.png"))
    let thread = Thread {
      let bytes = Array(text.utf8)
      var offset = 0
      while offset < bytes.count {
        let end = min(bytes.count, offset + 1000)
        bytes[offset..<end].withUnsafeBytes { _ = Glibc.write(input, $0.baseAddress!, $0.count) }
        offset = end
      }
      close(input)
    }
    thread.start()
    #expect(channel.next()?.entry == entry("a.png"))
    let second = channel.next()
    #expect(second?.index == 7 && second?.entry == long)
    #expect(channel.next()?.index == 12)
    #expect(channel.next() == nil)
  }

  @Test func aLineThatIsNotAnEntryEndsTheWork() throws {
    let (channel, input, _) = try channel()
    write(
      EntryLine.encode(1, entry("a.png")) + "hello\n" + EntryLine.encode(2, entry("b.png")),
      to: input)
    close(input)
    #expect(channel.next()?.index == 1)
    #expect(channel.next() == nil)
  }

  /// Reports wait for a full group, but never past the moment the worker waits for input:
  /// the parent hands out more only when it has them.
  @Test func reportsGoOutInGroupsAndBeforeWaiting() throws {
    let (channel, input, reports) = try channel()
    write(EntryLine.encode(0, entry("a.png")), to: input)
    #expect(channel.next()?.index == 0)
    for index in 0..<(WorkerChannel.reportGroup + 2) {
      channel.report(WorkerReport(name: "\(index).png", outcome: .rendered))
    }
    #expect(try lines(reports) == WorkerChannel.reportGroup)
    close(input)
    #expect(channel.next() == nil)
    #expect(try lines(reports) == WorkerChannel.reportGroup + 2)
  }

  /// A parent that has gone is noted, not trapped on: the worker then ends quietly.
  @Test func aGoneParentIsNotedNotFatal() throws {
    var ends: [Int32] = [0, 0]
    try #require(pipe(&ends) == 0)
    // The write below would otherwise end the test process; the worker ignores SIGPIPE
    // itself (`BatchJob.runWorker`), the test process from before its first test.
    try #require(calends_test_process_ignores_sigpipe() != 0)
    close(ends[0])
    let channel = WorkerChannel(input: -1, output: ends[1])
    channel.report(WorkerReport(name: "a.png", outcome: .rendered))
    channel.flush()
    #expect(channel.parentGone)
    close(ends[1])
  }
}
