import Foundation
import Testing

/// Outputs and inputs that are not plain files in a folder: devices, FIFOs, symbolic links,
/// the standard streams by name, long names, and an output that is one of the inputs.
@Suite struct OutputFileKindsCLITests {
  let flags = ["--today", "2019-01-10", "--selected-date", "2019-01-23"]
  let spec = "today: 2019-01-10\nselectedDate: 2019-01-23\n"

  /// The PNG these flags draw, from a plain render to a new file.
  func referencePNG() throws -> Data {
    let file = CLI.temporaryFolder().appendingPathComponent("reference.png").path
    let result = try CLI.run(["render"] + flags + ["-o", file])
    try #require(result.status == 0, "\(result.stderr)")
    return try Data(contentsOf: URL(fileURLWithPath: file))
  }

  func fileType(_ path: String) -> mode_t? {
    var status = stat()
    guard lstat(path, &status) == 0 else { return nil }
    return status.st_mode & S_IFMT
  }

  func permissions(_ path: String) -> mode_t? {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    return status.st_mode & 0o7777
  }

  func makeFIFO(in folder: URL, _ name: String) throws -> String {
    let path = folder.appendingPathComponent(name).path
    try #require(mkfifo(path, 0o644) == 0)
    return path
  }

  @Test func devNullStaysACharacterDevice() throws {
    // As root, renaming a temporary file over /dev/null used to replace the device.
    let result = try CLI.run(["render"] + flags + ["-o", "/dev/null"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(fileType("/dev/null") == S_IFCHR)
  }

  @Test func devStdoutIsTheStandardOutput() throws {
    let result = try CLI.run(["render"] + flags + ["-o", "/dev/stdout"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdoutData == (try referencePNG()))
  }

  @Test func aFIFOGetsEveryByteAndStaysAFIFO() throws {
    let folder = CLI.temporaryFolder()
    let fifo = try makeFIFO(in: folder, "image.png")
    // The reader opens the FIFO concurrently, as `cat fifo > file` would.
    let received = ReadInBackground(path: fifo)
    let result = try CLI.run(["render"] + flags + ["-o", fifo])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(received.wait(seconds: 60) == (try referencePNG()))
    #expect(fileType(fifo) == S_IFIFO)
  }

  @Test func aSymbolicLinkIsKeptAndItsTargetReplaced() throws {
    let folder = CLI.temporaryFolder()
    let targets = folder.appendingPathComponent("targets")
    try FileManager.default.createDirectory(at: targets, withIntermediateDirectories: true)
    let target = targets.appendingPathComponent("image.png").path
    try Data("old".utf8).write(to: URL(fileURLWithPath: target))
    let link = folder.appendingPathComponent("link.png").path
    try FileManager.default.createSymbolicLink(
      atPath: link, withDestinationPath: "targets/image.png")
    let result = try CLI.run(["render"] + flags + ["-o", link])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(fileType(link) == S_IFLNK)
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "targets/image.png")
    #expect(FileManager.default.contents(atPath: target) == (try referencePNG()))
    #expect(try FileManager.default.contentsOfDirectory(atPath: targets.path) == ["image.png"])
  }

  @Test func aDanglingLinkIsWrittenWhereItPointsWhenThatFolderExists() throws {
    let folder = CLI.temporaryFolder()
    let link = folder.appendingPathComponent("link.png").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "new/image.png")
    let missing = try CLI.run(["render"] + flags + ["-o", link])
    #expect(missing.status == 1)
    #expect(
      missing.stderr.contains(
        "cannot write \(link): it is a link to \(folder.path)/new/image.png, and the folder \(folder.path)/new does not exist"
      ), "\(missing.stderr)")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("new"), withIntermediateDirectories: true)
    let result = try CLI.run(["render"] + flags + ["-o", link])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(fileType(link) == S_IFLNK)
    #expect(
      FileManager.default.contents(atPath: folder.appendingPathComponent("new/image.png").path)
        == (try referencePNG()))
  }

  @Test func aReplacedFileKeepsItsPermissions() throws {
    let folder = CLI.temporaryFolder()
    let path = folder.appendingPathComponent("private.png").path
    try Data("old".utf8).write(to: URL(fileURLWithPath: path))
    try #require(chmod(path, 0o600) == 0)
    let result = try CLI.run(["render"] + flags + ["-o", path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(permissions(path) == 0o600)
    #expect(FileManager.default.contents(atPath: path) == (try referencePNG()))
    // A new file is 0666 less the umask, as before.
    let fresh = folder.appendingPathComponent("fresh.png").path
    #expect(try CLI.run(["render"] + flags + ["-o", fresh]).status == 0)
    #expect(permissions(fresh) == 0o666 & ~Self.umask())
  }

  /// This process's umask, read without changing it (tests run in parallel).
  static func umask() -> mode_t {
    let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
    let line = status.split(separator: "\n").first { $0.hasPrefix("Umask:") } ?? "Umask: 022"
    return mode_t(line.dropFirst("Umask:".count).trimmingCharacters(in: .whitespaces), radix: 8)
      ?? 0o022
  }

  @Test func aNameOf255BytesIsWritten() throws {
    let folder = CLI.temporaryFolder()
    let name = String(repeating: "a", count: 251) + ".png"
    let result = try CLI.run(["render"] + flags + ["-o", name], in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [name])
  }

  @Test func anOutputThatIsTheSpecIsRefused() throws {
    let folder = CLI.temporaryFolder()
    let path = folder.appendingPathComponent("spec.yaml").path
    try Data(spec.utf8).write(to: URL(fileURLWithPath: path))
    let alias = folder.appendingPathComponent("alias.yaml").path
    try FileManager.default.createSymbolicLink(atPath: alias, withDestinationPath: "spec.yaml")
    for output in ["spec.yaml", "./spec.yaml", path, "alias.yaml"] {
      let result = try CLI.run(
        ["render", "spec.yaml", "-o", output, "--format", "png"], in: folder)
      #expect(result.status == 2, "\(output)")
      #expect(
        result.stderr.contains(
          "cannot write \(output): it is the spec spec.yaml, an input of this command; nothing was written"
        ), "\(result.stderr)")
      #expect(FileManager.default.contents(atPath: path) == Data(spec.utf8))
      #expect(fileType(alias) == S_IFLNK)
    }
  }

  @Test func anOutputThatIsTheStylesheetIsRefused() throws {
    let folder = CLI.temporaryFolder()
    let sheet = "fdlFUICalendarView { background-color: #ff0000; }\n"
    try Data(sheet.utf8).write(to: folder.appendingPathComponent("red.nss"))
    try Data((spec + "theme: red.nss\n").utf8).write(to: folder.appendingPathComponent("s.yaml"))
    let result = try CLI.run(["render", "s.yaml", "-o", "red.nss", "--format", "png"], in: folder)
    #expect(result.status == 2)
    #expect(
      result.stderr.contains("it is the stylesheet \(folder.path)/red.nss"), "\(result.stderr)")
    #expect(
      FileManager.default.contents(atPath: folder.appendingPathComponent("red.nss").path)
        == Data(sheet.utf8))
    let flagged = try CLI.run(
      ["render"] + flags + ["--theme", "red.nss", "-o", "red.nss", "--format", "png"], in: folder)
    #expect(flagged.status == 2, "\(flagged.stderr)")
  }

  @Test func diffDoesNotWriteItsPanelOverAnInput() throws {
    let folder = CLI.temporaryFolder()
    let expected = folder.appendingPathComponent("expected.png").path
    let actual = folder.appendingPathComponent("actual.png").path
    #expect(try CLI.run(["render"] + flags + ["-o", expected]).status == 0)
    #expect(try CLI.run(["render", "--today", "2019-01-11", "-o", actual]).status == 0)
    let before = try Data(contentsOf: URL(fileURLWithPath: expected))
    let result = try CLI.run(
      ["diff", "expected.png", "actual.png", "-o", "expected.png"], in: folder)
    #expect(result.status == 2)
    #expect(
      result.stderr.contains("it is the expected image expected.png"), "\(result.stderr)")
    #expect(FileManager.default.contents(atPath: expected) == before)
  }

  @Test func aClosedStandardOutputIsAnErrorNotACrash() throws {
    for command in [
      "render -o -", "render -o /dev/stdout", "layout", "layout --dump", "scene",
    ] {
      let result = try Shell.run("'\(CLI.binary.path)' \(command) --today 2019-01-10 >&-")
      #expect(result.status == 1, "\(command): \(result.stderr)")
      #expect(result.stderr.contains("Bad file descriptor"), "\(command): \(result.stderr)")
    }
  }

  /// A pipe whose reader has gone ends the process by SIGPIPE, silently, as `cat` and
  /// every other filter do (status 141 in a shell), whatever the parent left SIGPIPE set to.
  @Test func aPipeWhoseReaderHasGoneEndsItQuietly() throws {
    for command in ["layout", "scene", "render -o -"] {
      let result = try Shell.run(
        "trap '' PIPE; ( '\(CLI.binary.path)' \(command) --today 2019-01-10; echo status=$? >&2 ) | { exec 0<&-; sleep 0.5; }"
      )
      #expect(result.stderr == "status=141\n", "\(command): \(result.stderr)")
    }
  }

  @Test func aSpecFromAFIFOIsReadToItsEnd() throws {
    let folder = CLI.temporaryFolder()
    let fifo = try makeFIFO(in: folder, "spec.yaml")
    let reference = try CLI.run(["layout", "--dump"] + flags)
    // Written in two pieces, with a pause, as a slow producer would.
    let writer = try Shell.start(
      "exec 3>'\(fifo)'; printf 'today: 2019-01-10\\n' >&3; sleep 0.2; printf 'selectedDate: 2019-01-23\\n' >&3"
    )
    let result = try CLI.run(["layout", "--dump", fifo])
    Shell.stop(writer)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == reference.stdout)
  }

  @Test func aFIFOOverTheLimitIsRefused() throws {
    let folder = CLI.temporaryFolder()
    let fifo = try makeFIFO(in: folder, "spec.yaml")
    let writer = try Shell.start("head -c 5000000 /dev/zero > '\(fifo)'")
    let result = try CLI.run(["layout", fifo])
    Shell.stop(writer)
    #expect(result.status == 2)
    #expect(
      result.stderr.contains("spec.yaml: the spec is more than 4194304 bytes"), "\(result.stderr)")
  }

  @Test func devStdinIsASpecWithoutAFolder() throws {
    // Its stylesheet paths are relative to the working directory, as for `-`.
    let input = Data((spec + "theme: Themes/ocean.nss\n").utf8)
    let piped = try CLI.run(["layout", "--dump", "-"], input: input)
    let named = try CLI.run(["layout", "--dump", "/dev/stdin"], input: input)
    #expect(named.status == 0, "\(named.stderr)")
    #expect(named.stdout == piped.stdout && !named.stdout.isEmpty)
  }

  @Test func themeCheckReadsStandardInput() throws {
    let good = try CLI.run(
      ["theme", "check", "-"],
      input: Data("fdlFUICalendarView { background-color: #ff0000; }\n".utf8))
    #expect(good.status == 0, "\(good.stderr)")
    #expect(good.stdout == "standard input: ok, no problems\n")
    let bad = try CLI.run(
      ["theme", "check", "-"],
      input: Data("fdlFUICalendarView {\n  background-color: #ff0000\n".utf8))
    #expect(bad.status == 2)
    #expect(bad.stderr.contains("standard input:3:1: error: "), "\(bad.stderr)")
  }
}

/// Reads a file to its end on another thread (a FIFO's reader, while the writer runs).
final class ReadInBackground: @unchecked Sendable {
  private let done = DispatchSemaphore(value: 0)
  private var data = Data()

  init(path: String) {
    DispatchQueue.global().async { [self] in
      data = FileHandle(forReadingAtPath: path)?.readDataToEndOfFile() ?? Data()
      done.signal()
    }
  }

  /// What was read, or nil when the writer never came (the test fails instead of hanging).
  func wait(seconds: Int) -> Data? {
    done.wait(timeout: .now() + .seconds(seconds)) == .success ? data : nil
  }
}

/// A shell command run concurrently with the test (a FIFO's writer).
enum Shell {
  static func start(_ command: String) throws -> Process {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", command]
    try process.run()
    return process
  }

  /// Runs a command to its end: its exit status and standard error.
  static func run(_ command: String) throws -> (status: Int32, stderr: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", command]
    let err = Pipe()
    process.standardError = err
    try process.run()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: stderr, as: UTF8.self))
  }

  /// Waits for a writer that has finished, and ends one the command never read from (it
  /// would block on its FIFO forever).
  static func stop(_ process: Process) {
    for _ in 0..<50 where process.isRunning { usleep(100_000) }
    if process.isRunning { process.terminate() }
    process.waitUntilExit()
  }
}
