import Foundation

/// Runs the built `calends` binary, as a user would, and captures what it says.
struct CLIResult {
  var status: Int32
  var stdout: String
  var stderr: String
  /// Standard output as bytes, for binary output (`-o -`).
  var stdoutData = Data()
  /// A crash (SIGSEGV, SIGILL from a Swift trap, SIGABRT) rather than an exit.
  var terminatedBySignal = false
}

enum CLI {
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The build products folder: the test bundle sits beside the executable.
  static var binary: URL {
    Bundle.main.bundleURL.appendingPathComponent("calends")
  }

  /// `environment` adds to (or replaces entries of) the test's own environment; `binary`
  /// runs something else instead of the built executable: a copy of it, or a shell that
  /// limits it.
  static func run(
    _ arguments: [String], in folder: URL? = nil, input: Data? = nil,
    environment: [String: String] = [:], binary: URL? = nil
  ) throws -> CLIResult {
    let process = Process()
    process.executableURL = binary ?? CLI.binary
    process.arguments = arguments
    if !environment.isEmpty {
      process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    }
    process.currentDirectoryURL = folder ?? packageRoot
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    let inputPipe = input.map { _ in Pipe() }
    if let inputPipe { process.standardInput = inputPipe }
    try process.run()
    let inputWritten = DispatchGroup()
    if let inputPipe, let input {
      // Written from another thread so a child that writes before it reads cannot stall.
      // A child may exit without reading it all (a bad flag is refused at once): the write
      // then fails with EPIPE, an expected outcome (SIGPIPE is ignored in the test process,
      // see TestProcessSetup). The throwing write matters: `write(_:)` traps on that error.
      let writer = inputPipe.fileHandleForWriting
      DispatchQueue.global().async(group: inputWritten) {
        try? writer.write(contentsOf: input)
        try? writer.close()
      }
    }
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    // Not left behind: a write still under way would outlive the call and fail later, in
    // whichever test happens to be running then.
    inputWritten.wait()
    return CLIResult(
      status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self), stdoutData: outData,
      terminatedBySignal: process.terminationReason == .uncaughtSignal)
  }

  static func temporaryFolder() -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "calends-cli-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
