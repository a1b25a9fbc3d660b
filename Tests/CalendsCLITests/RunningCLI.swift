import Foundation

/// The built binary started in the background, for tests that signal or kill it midway.
final class RunningCLI: @unchecked Sendable {
  let process = Process()
  private let out = Pipe()
  private let err = Pipe()
  private var outData = Data()
  private var errData = Data()
  private let readers = DispatchGroup()

  init(_ arguments: [String], in folder: URL? = nil) throws {
    process.executableURL = CLI.binary
    process.arguments = arguments
    process.currentDirectoryURL = folder ?? CLI.packageRoot
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
    // Drained as it comes, so a chatty child never blocks on a full pipe.
    for (pipe, isError) in [(out, false), (err, true)] {
      DispatchQueue.global().async(group: readers) {
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        if isError { self.errData = data } else { self.outData = data }
      }
    }
  }

  var pid: Int32 { process.processIdentifier }

  func signal(_ number: Int32) { kill(pid, number) }

  /// Waits for the end and what the process said.
  func finish() -> CLIResult {
    process.waitUntilExit()
    readers.wait()
    return CLIResult(
      status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self), stdoutData: outData,
      terminatedBySignal: process.terminationReason == .uncaughtSignal)
  }

  /// Waits until `condition` holds, checking every 20 ms, for at most `seconds`.
  static func wait(seconds: Double = 60, until condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      if condition() { return true }
      usleep(20_000)
    }
    return condition()
  }
}
