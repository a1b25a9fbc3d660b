import Calends
import Foundation
import Testing

@testable import CalendsBatch

#if canImport(Glibc)
  import Glibc
#endif

@Suite struct WorkerReportTests {
  @Test func reportsSurviveTheirLine() {
    let reports = [
      WorkerReport(name: "a/b.png", outcome: .rendered),
      WorkerReport(name: "c.svg", outcome: .skipped),
      WorkerReport(name: "d.pdf", outcome: .failed(.badInput("selectedDate: no such day"))),
      WorkerReport(name: "e.png", outcome: .failed(.renderFailure("disk\tfull"))),
    ]
    for report in reports {
      #expect(report.line.hasSuffix("\n"))
      #expect(WorkerReport(line: String(report.line.dropLast())) == report)
    }
  }

  @Test func aMessageStaysOnOneLine() {
    let line = WorkerReport(name: "x.png", outcome: .failed(.badInput("one\ntwo"))).line
    #expect(line.filter { $0 == "\n" }.count == 1)
    #expect(
      WorkerReport(line: String(line.dropLast()))?.outcome == .failed(.badInput("one two")))
  }

  @Test func otherLinesAreNotReports() {
    #expect(WorkerReport(line: "rendered\tx.png\t") == nil)
    #expect(WorkerReport(line: WorkerReport.linePrefix + "rendered\tx.png") == nil)
    #expect(
      WorkerReport(line: WorkerReport.linePrefix + "exploded\tx.png\tbang")?.outcome
        == .failed(.renderFailure("bang")))
  }
}

@Suite struct WorkerChannelTests {
  /// A pipe for the indices and a file for the reports, so what was written when can be read.
  func channel() throws -> (WorkerChannel, input: Int32, reports: URL) {
    var ends: [Int32] = [0, 0]
    try #require(pipe(&ends) == 0)
    let reports = BatchTesting.temporaryFolder().appendingPathComponent("reports")
    _ = FileManager.default.createFile(atPath: reports.path, contents: nil)
    let output = try FileHandle(forWritingTo: reports)
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

  @Test func indicesUntilEndOfInput() throws {
    let (channel, input, _) = try channel()
    write("3\n7\n12", to: input)
    write("8\n", to: input)
    close(input)
    #expect(channel.next() == 3)
    #expect(channel.next() == 7)
    #expect(channel.next() == 128)
    #expect(channel.next() == nil)
  }

  @Test func aLineThatIsNotAnIndexEndsTheWork() throws {
    let (channel, input, _) = try channel()
    write("1\nhello\n2\n", to: input)
    close(input)
    #expect(channel.next() == 1)
    #expect(channel.next() == nil)
  }

  /// Reports wait for a full group, but never past the moment the worker waits for input:
  /// the parent hands out more only when it has them.
  @Test func reportsGoOutInGroupsAndBeforeWaiting() throws {
    let (channel, input, reports) = try channel()
    write("0\n", to: input)
    #expect(channel.next() == 0)
    for index in 0..<(WorkerChannel.reportGroup + 2) {
      channel.report(WorkerReport(name: "\(index).png", outcome: .rendered))
    }
    #expect(try lines(reports) == WorkerChannel.reportGroup)
    close(input)
    #expect(channel.next() == nil)
    #expect(try lines(reports) == WorkerChannel.reportGroup + 2)
  }
}
