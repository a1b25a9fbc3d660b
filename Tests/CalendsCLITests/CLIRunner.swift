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
    var process: Process
    var out: Pipe
    var err: Pipe
    var inputPipe: Pipe?
    var attempt = 0
    while true {
      process = Process()
      process.executableURL = binary ?? CLI.binary
      process.arguments = arguments
      if !environment.isEmpty {
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
      }
      process.currentDirectoryURL = folder ?? packageRoot
      out = Pipe()
      err = Pipe()
      process.standardOutput = out
      process.standardError = err
      inputPipe = input.map { _ in Pipe() }
      if let inputPipe { process.standardInput = inputPipe }
      do {
        try process.run()
        break
      } catch let error as NSError {
        // A binary copied by a test (`copyItem`) can be "busy" for a moment: a child another
        // test started while the copy was open for writing inherited that descriptor until
        // its own exec. Running it again shortly after is what a user would do.
        let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError
        guard underlying?.domain == NSPOSIXErrorDomain, underlying?.code == Int(ETXTBSY),
          attempt < 50
        else { throw error }
        attempt += 1
        usleep(20_000)
      }
    }
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

  /// A copy of the binary in `root` beside a copy of one of its shipped resource folders
  /// (`resources`, e.g. `Calends_CalendsCairo.resources/Fonts`) in which the file `cutShort`
  /// lost its last byte and every other file is a link to the real one: what a damaged
  /// install looks like to the binary.
  static func binaryWithDamagedResource(_ resources: String, cutShort: String, in root: URL)
    throws -> URL
  {
    let files = FileManager.default
    let binary = root.appendingPathComponent("calends")
    try files.copyItem(at: CLI.binary, to: binary)
    let shipped = CLI.binary.deletingLastPathComponent().appendingPathComponent(resources)
    let copy = root.appendingPathComponent(resources)
    for path in try files.subpathsOfDirectory(atPath: shipped.path).sorted() {
      let source = shipped.appendingPathComponent(path)
      let target = copy.appendingPathComponent(path)
      var isFolder: ObjCBool = false
      _ = files.fileExists(atPath: source.path, isDirectory: &isFolder)
      if isFolder.boolValue {
        try files.createDirectory(at: target, withIntermediateDirectories: true)
      } else if path == cutShort {
        try Data(contentsOf: source).dropLast().write(to: target)
      } else {
        try files.createSymbolicLink(at: target, withDestinationURL: source)
      }
    }
    return binary
  }
}
