public import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A child process started with `posix_spawn`, its standard input and output on pipes.
///
/// Foundation's `Process` closes every descriptor up to the limit before `exec` (20,000
/// here), which cost ~15 ms per worker — a batch of `-j 2` paid it twice before rendering.
public final class ChildProcess: @unchecked Sendable {
  public let pid: pid_t
  /// The read end of the child's standard output.
  public let output: FileHandle
  /// The write end of the child's standard input; -1 once closed. Guarded by `lock`.
  private var input: Int32
  private let lock = NSLock()
  private var status: Int32?
  private var usage = rusage()

  public init(executable: String, arguments: [String]) throws(ChildProcessError) {
    let toChild = try ChildProcess.makePipe()
    let fromChild: [Int32]
    do {
      fromChild = try ChildProcess.makePipe()
    } catch {
      toChild.forEach { close($0) }
      throw error
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    // dup2 clears close-on-exec on the copies; every other descriptor of ours is
    // close-on-exec, so a second child cannot hold the first one's input open.
    posix_spawn_file_actions_adddup2(&actions, toChild[0], STDIN_FILENO)
    posix_spawn_file_actions_adddup2(&actions, fromChild[1], STDOUT_FILENO)
    var argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    let result = posix_spawn(&pid, executable, &actions, nil, &argv, environ)
    close(toChild[0])
    close(fromChild[1])
    guard result == 0 else {
      close(toChild[1])
      close(fromChild[0])
      throw ChildProcessError(
        message: "cannot start \(executable): \(String(cString: strerror(result)))")
    }
    self.pid = pid
    self.input = toChild[1]
    self.output = FileHandle(fileDescriptor: fromChild[0], closeOnDealloc: true)
  }

  deinit {
    if input >= 0 { close(input) }
  }

  private static func makePipe() throws(ChildProcessError) -> [Int32] {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else {
      throw ChildProcessError(
        message: "cannot create a pipe: \(String(cString: strerror(errno)))")
    }
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    return ends
  }

  /// Writes `text` to the child's standard input; false if the child has gone (the caller
  /// must ignore SIGPIPE) or the input is closed.
  @discardableResult
  public func send(_ text: String) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    guard input >= 0 else { return false }
    return Descriptor.writeAll(Array(text.utf8), to: input) == nil
  }

  /// Closes the child's standard input: it reads end-of-file.
  public func closeInput() {
    lock.lock()
    defer { lock.unlock() }
    if input >= 0 { close(input) }
    input = -1
  }

  /// Sends `number` to the child, unless it has already been waited for (its pid may then
  /// belong to another process).
  public func signal(_ number: Int32) {
    lock.lock()
    defer { lock.unlock() }
    if status == nil { kill(pid, number) }
  }

  /// Waits for the child to end; true if it exited with status 0.
  @discardableResult
  public func wait() -> Bool {
    lock.lock()
    defer { lock.unlock() }
    if status == nil {
      var raw: Int32 = 0
      while wait4(pid, &raw, 0, &usage) == -1 && errno == EINTR {}
      status = raw
    }
    // WIFEXITED and WEXITSTATUS, which Swift does not import.
    return status! & 0x7F == 0 && (status! >> 8) & 0xFF == 0
  }

  /// The processor time (user and system) the child used, in seconds, once waited for:
  /// what a benchmark on a shared machine compares, since wall time there includes others'.
  public var processorSeconds: Double {
    lock.lock()
    defer { lock.unlock() }
    func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
  }

  /// The child's peak resident memory in KiB, once waited for: what a memory bound on a
  /// large input is checked against.
  public var peakResidentKilobytes: Int {
    lock.lock()
    defer { lock.unlock() }
    return usage.ru_maxrss
  }

  /// How the child ended, for messages: "status N" or "signal N".
  public var endDescription: String {
    lock.lock()
    defer { lock.unlock() }
    guard let status else { return "still running" }
    return status & 0x7F == 0 ? "status \((status >> 8) & 0xFF)" : "signal \(status & 0x7F)"
  }
}

/// Why a child process could not be started: a pipe or the spawn itself failed.
public struct ChildProcessError: Error, CustomStringConvertible, Sendable {
  public var message: String

  public init(message: String) {
    self.message = message
  }

  public var description: String { message }
}
