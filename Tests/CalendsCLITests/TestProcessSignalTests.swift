import Foundation
import TestProcessSetup
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The test process never dies of a signal a test provokes. A child that exits before
/// reading its input (a bad flag refused at once) closes the pipe the test writes to; with
/// SIGPIPE at its default that write ended the whole `swift test` run ("exited with
/// unexpected signal code 13"), depending on which tests had run before.
@Suite struct TestProcessSignalTests {
  /// Set, to a file to create, only in the process `aChildThatNeverReadsDoesNotEndTheRun`
  /// starts: there the probe below runs first and alone.
  static let probeVariable = "CALENDS_SIGPIPE_PROBE"
  static var probeMarker: String? { ProcessInfo.processInfo.environment[probeVariable] }

  @Test(.enabled(if: probeMarker != nil))
  func probeWritesMoreThanAPipeHoldsToAChildThatNeverReads() throws {
    // 16 MiB, far more than a pipe holds: the write is still going when the child exits.
    let input = Data(repeating: UInt8(ascii: "#"), count: 16 << 20)
    let result = try CLI.run(["layout", "--no-such-flag"], input: input)
    #expect(!result.terminatedBySignal)
    #expect(result.status != 0)
    // Written only by a process that got past the write: the outer test's evidence.
    try Data("survived\n".utf8).write(to: URL(fileURLWithPath: try #require(Self.probeMarker)))
  }

  @Test func sigpipeIsIgnoredBeforeAnyTestRuns() {
    #expect(calends_test_process_ignores_sigpipe() != 0)
    var current = sigaction()
    #expect(sigaction(SIGPIPE, nil, &current) == 0)
    #expect(unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self) == 1)  // SIG_IGN
  }

  /// Runs the probe in a new test process with SIGPIPE back at its default, so that no
  /// setting made by this process or an earlier test can mask a missing one.
  @Test func aChildThatNeverReadsDoesNotEndTheRun() throws {
    let folder = CLI.temporaryFolder()
    let marker = folder.appendingPathComponent("survived").path
    let log = folder.appendingPathComponent("probe.log").path
    let status = try SpawnedTestProcess.run(
      filter: "probeWritesMoreThanAPipeHoldsToAChildThatNeverReads",
      environment: [Self.probeVariable: marker], log: log)
    let output = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
    #expect(status.signal == 0, "the test process died of signal \(status.signal):\n\(output)")
    #expect(status.exitCode == 0, "\(output)")
    #expect(FileManager.default.fileExists(atPath: marker), "the probe did not run:\n\(output)")
  }
}

/// This test bundle started again with `posix_spawn`, SIGPIPE reset to its default in the
/// child (an ignored signal stays ignored across `exec`, which would hide the bug).
enum SpawnedTestProcess {
  struct Status {
    var exitCode: Int32
    var signal: Int32
  }

  static func run(filter: String, environment: [String: String], log: String) throws -> Status {
    let executable = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
    let arguments = [executable, "--testing-library", "swift-testing", "--filter", filter]
    let variables = ProcessInfo.processInfo.environment.merging(environment) { $1 }
      .map { "\($0.key)=\($0.value)" }
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var defaults = sigset_t()
    sigemptyset(&defaults)
    sigaddset(&defaults, SIGPIPE)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, log, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_adddup2(&actions, 1, 2)
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    let argv = arguments.map { strdup($0) } + [nil]
    let envp = variables.map { strdup($0) } + [nil]
    defer { (argv + envp).forEach { free($0) } }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
    guard spawned == 0 else {
      throw CocoaError(
        .executableLoad, userInfo: [NSLocalizedDescriptionKey: "posix_spawn: \(spawned)"])
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    return Status(exitCode: (status >> 8) & 0xff, signal: status & 0x7f)
  }
}
