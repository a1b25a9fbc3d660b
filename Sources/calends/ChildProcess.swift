import Calends
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A child process started with `posix_spawn`, its standard output on a pipe.
///
/// Foundation's `Process` closes every descriptor up to the limit before `exec` (20,000
/// here), which cost ~15 ms per worker — a batch of `-j 2` paid it twice before rendering.
final class ChildProcess {
  let pid: pid_t
  /// The read end of the child's standard output.
  let output: FileHandle
  private var status: Int32?

  init(executable: String, arguments: [String]) throws {
    var pipeEnds: [Int32] = [0, 0]
    guard pipe(&pipeEnds) == 0 else {
      throw CalendsError.renderFailure("cannot create a pipe: \(String(cString: strerror(errno)))")
    }
    for end in pipeEnds { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    // dup2 clears close-on-exec on the copy; every other descriptor of ours is close-on-exec.
    posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], STDOUT_FILENO)
    var argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    let result = posix_spawn(&pid, executable, &actions, nil, &argv, environ)
    close(pipeEnds[1])
    guard result == 0 else {
      close(pipeEnds[0])
      throw CalendsError.renderFailure("cannot start \(executable): \(String(cString: strerror(result)))")
    }
    self.pid = pid
    self.output = FileHandle(fileDescriptor: pipeEnds[0], closeOnDealloc: true)
  }

  /// Waits for the child to end; true if it exited with status 0.
  @discardableResult
  func wait() -> Bool {
    if status == nil {
      var raw: Int32 = 0
      while waitpid(pid, &raw, 0) == -1 && errno == EINTR {}
      status = raw
    }
    // WIFEXITED and WEXITSTATUS, which Swift does not import.
    return status! & 0x7F == 0 && (status! >> 8) & 0xFF == 0
  }

  /// How the child ended, for messages: "status N" or "signal N".
  var endDescription: String {
    guard let status else { return "still running" }
    return status & 0x7F == 0 ? "status \((status >> 8) & 0xFF)" : "signal \(status & 0x7F)"
  }
}
